import { CONFERENCE_PROVIDERS, VIDEO_LINK_PROVIDERS } from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { CurrentUserRef } from '../users/index.ts';
import {
  conferenceDataIntegrationOf,
  integratedVideoProvidersOf,
  myVideoLinks,
  setConferenceDataIntegration,
  startVideoLink,
  unlinkVideoProvider,
  type VideoLinkView,
  videoLinking,
} from './video-link.service.ts';

export const ConferenceProviderRef = builder.enumType('ConferenceProvider', {
  description: 'Who makes the conference link of a session: a generated Jitsi link, or a Zoom or Teams meeting',
  values: CONFERENCE_PROVIDERS,
});

const VideoLinkProviderRef = builder.enumType('VideoLinkProvider', {
  description: 'A video provider a person links an account of',
  values: VIDEO_LINK_PROVIDERS,
});

const VideoLinkingRef = builder.enumType('VideoLinking', {
  description: 'Whether the viewer may connect a video provider (Zoom, Teams)',
  values: {
    AVAILABLE: { description: 'The server holds the provider’s client and the organisation has it' },
    NOT_CONFIGURED: { description: 'No client on this server (ZOOM_CLIENT_ID; MICROSOFT_CLIENT_ID for Teams)' },
    NOT_IN_PLAN: { description: 'The organisation’s plan lacks VIDEO_CONFERENCING' },
    TURNED_OFF: { description: 'The flag zoomIntegration or teamsIntegration is off' },
  } as const,
});

const VideoLinkRef = builder.objectRef<VideoLinkView>('VideoLink').implement({
  description: 'One of the viewer’s linked video accounts: their sessions get meetings of their default one',
  fields: (t) => ({
    provider: t.field({ type: VideoLinkProviderRef, resolve: (link) => link.provider }),
    accountLabel: t.exposeString('accountLabel', { nullable: true, description: 'The account’s e-mail' }),
    status: t.exposeString('status', { description: 'linked, or unlinked when the provider refused Cohort' }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Why it was unlinked' }),
    isDefault: t.exposeBoolean('isDefault', { description: 'The provider of the viewer’s new sessions' }),
    linkedAt: t.field({ type: 'DateTime', resolve: (link) => link.linkedAt }),
  }),
});

builder.objectFields(CurrentUserRef, (t) => ({
  conferenceDataIntegration: t.field({
    type: ConferenceProviderRef,
    description: 'The provider of the conference link of sessions this person hosts (JITSI unless a linked one)',
    resolve: (user, _args, ctx) => conferenceDataIntegrationOf(ctx.db, user.incubatorId, user.id),
  }),
  integratedVideoProviders: t.field({
    type: [ConferenceProviderRef],
    description: 'The video providers this person has a working link with',
    resolve: (user, _args, ctx) => integratedVideoProvidersOf(ctx.db, user.incubatorId, user.id),
  }),
}));

builder.queryFields((t) => ({
  videoLinks: t.field({
    type: [VideoLinkRef],
    description: 'The viewer’s linked video accounts (their tokens are never sent back)',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => myVideoLinks(ctx),
  }),
  videoLinking: t.field({
    type: VideoLinkingRef,
    description: 'Whether the viewer may connect this video provider (hidden when the server has no client)',
    authScopes: { authenticated: true },
    args: { provider: t.arg({ type: VideoLinkProviderRef, required: true }) },
    resolve: (_root, args, ctx) => videoLinking(ctx.db, viewerOf(ctx).incubatorId, args.provider),
  }),
}));

builder.mutationFields((t) => ({
  startVideoLink: t.string({
    description:
      'Starts connecting the viewer’s Zoom or Teams account: the address to open in the browser (valid two minutes)',
    authScopes: { authenticated: true },
    args: { provider: t.arg({ type: VideoLinkProviderRef, required: true }) },
    resolve: (_root, args, ctx) => startVideoLink(ctx, args.provider),
  }),
  unlinkVideoProvider: t.boolean({
    description: 'Unlinks one of the viewer’s video accounts; their sessions go back to Jitsi links if it was default',
    authScopes: { authenticated: true },
    args: { provider: t.arg({ type: VideoLinkProviderRef, required: true }) },
    resolve: (_root, args, ctx) => unlinkVideoProvider(ctx, args.provider),
  }),
  setConferenceDataIntegration: t.field({
    type: ConferenceProviderRef,
    description: 'Chooses the provider of the conference link of the viewer’s new sessions (JITSI or a linked one)',
    authScopes: { authenticated: true },
    args: { provider: t.arg({ type: ConferenceProviderRef, required: true }) },
    resolve: (_root, args, ctx) => setConferenceDataIntegration(ctx, args.provider),
  }),
}));
