import {
  type ConferenceProvider,
  PLAN_FEATURE_UNAVAILABLE_MESSAGE,
  VIDEO_LINK_MESSAGES,
  type VideoLinkProviderName,
} from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, ValidationError } from '../../platform/graphql/errors.ts';
import { type OAuthClientConfig, RemoteRefusedError } from '../../platform/oauth/oauth.ts';
import type { Meeting, MeetingRequest, VideoProviderTransport } from '../../platform/video/meetings.ts';
import { teamsTransport } from '../../platform/video/teams.ts';
import { zoomTransport } from '../../platform/video/zoom.ts';
import { getFeatureFlags, getPlanInfo } from '../organisations/index.ts';
import { openSecret, sealSecret } from '../../platform/auth/sealed-secret.ts';
import { type VideoLinkRow, videoLinks } from './video-link.table.ts';
import { signStartTicket, startTicketHolder } from './oauth-ticket.ts';

/**
 * Video conferencing for coaching sessions (issue 16: "a generated Jitsi-style link by default; Zoom/Teams as
 * integrations behind their flags"). A host links Zoom or Teams on the integrations page (OAuth, the flow of
 * `oauth-link.rest.ts`) and chooses their default provider (`conferenceDataIntegration`); a session booked or planned
 * with them without a place gets a meeting of that provider (made before the insert, bounded in time, the Jitsi link
 * when the provider fails), moved and deleted with the session after commit. A refusal of the provider unlinks it with
 * the reason. Each provider needs the plan feature VIDEO_CONFERENCING and its flag (zoomIntegration, teamsIntegration).
 */

/** A booking waits this long for the provider's meeting, then takes the generated Jitsi link. */
export const MEETING_CREATION_TIMEOUT_MS = 5_000;

const TRANSPORTS: Record<VideoLinkProviderName, VideoProviderTransport> = {
  zoom: zoomTransport,
  teams: teamsTransport,
};
const FLAGS = { zoom: 'zoomIntegration', teams: 'teamsIntegration' } as const;
const UNLINKED_REASON = { zoom: VIDEO_LINK_MESSAGES.zoomUnlinked, teams: VIDEO_LINK_MESSAGES.teamsUnlinked } as const;
const CONFERENCE_PROVIDER = { zoom: 'ZOOM', teams: 'TEAMS' } as const satisfies Record<
  VideoLinkProviderName,
  ConferenceProvider
>;

export function videoProviderOf(provider: ConferenceProvider): VideoLinkProviderName | null {
  if (provider === 'ZOOM') return 'zoom';
  if (provider === 'TEAMS') return 'teams';
  return null;
}

/** The clients, set once when the app is built: Zoom's own, Teams through the Microsoft identity client. */
let clients: Record<VideoLinkProviderName, OAuthClientConfig | null> = { zoom: null, teams: null };

export function configureVideoProviders(settings: Record<VideoLinkProviderName, OAuthClientConfig | null>) {
  clients = settings;
}

export function videoClientConfig(provider: VideoLinkProviderName): OAuthClientConfig | null {
  return clients[provider];
}

export function videoTransport(provider: VideoLinkProviderName): VideoProviderTransport {
  return TRANSPORTS[provider];
}

/** Whether the viewer may link this provider: its client on the server, the plan feature, the flag. */
export type VideoLinking = 'AVAILABLE' | 'NOT_CONFIGURED' | 'NOT_IN_PLAN' | 'TURNED_OFF';

export async function videoLinking(
  db: Db,
  incubatorId: string,
  provider: VideoLinkProviderName,
): Promise<VideoLinking> {
  if (!clients[provider]) return 'NOT_CONFIGURED';
  const plan = await getPlanInfo(db, incubatorId);
  if (!plan.features.includes('VIDEO_CONFERENCING')) return 'NOT_IN_PLAN';
  return (await getFeatureFlags(db, incubatorId))[FLAGS[provider]] ? 'AVAILABLE' : 'TURNED_OFF';
}

function refusalOf(linking: VideoLinking, provider: VideoLinkProviderName): string | null {
  if (linking === 'NOT_CONFIGURED') {
    return provider === 'zoom' ? VIDEO_LINK_MESSAGES.zoomNotConfigured : VIDEO_LINK_MESSAGES.teamsNotConfigured;
  }
  if (linking === 'NOT_IN_PLAN') return PLAN_FEATURE_UNAVAILABLE_MESSAGE;
  if (linking === 'TURNED_OFF') return VIDEO_LINK_MESSAGES.turnedOff;
  return null;
}

const TICKET_AUDIENCE = (incubatorId: string, provider: VideoLinkProviderName) =>
  `${incubatorId}:${provider}-video-ticket`;
export const VIDEO_STATE_AUDIENCE = (incubatorId: string, provider: VideoLinkProviderName) =>
  `${incubatorId}:${provider}-video`;

/** Starts linking the viewer's Zoom or Teams account: the address the browser opens (a ticket valid two minutes). */
export async function startVideoLink(ctx: Ctx, provider: VideoLinkProviderName): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const refusal = refusalOf(await videoLinking(ctx.db, incubatorId, provider), provider);
  if (refusal) throw new ForbiddenError(refusal);
  const ticket = await signStartTicket(ctx.signingKey, TICKET_AUDIENCE(incubatorId, provider), viewer.userId);
  return `/api/video/${provider}/start?ticket=${encodeURIComponent(ticket)}`;
}

export async function videoTicketHolder(
  signingKey: Uint8Array,
  incubatorId: string,
  provider: VideoLinkProviderName,
  ticket: string,
): Promise<string | null> {
  return startTicketHolder(signingKey, TICKET_AUDIENCE(incubatorId, provider), ticket);
}

const whereLink = (incubatorId: string, userId: string, provider?: VideoLinkProviderName) =>
  and(
    eq(videoLinks.incubatorId, incubatorId),
    eq(videoLinks.userId, userId),
    ...(provider ? [eq(videoLinks.provider, provider)] : []),
  );

/**
 * Stores (or replaces) the person's link once the provider gave a refresh token. The first provider linked becomes
 * their default (linking Zoom says "I want Zoom meetings"); a later one does not take the default from it.
 */
export async function storeVideoLink(
  db: Db,
  signingKey: Uint8Array,
  incubatorId: string,
  userId: string,
  link: { provider: VideoLinkProviderName; refreshToken: string; accountLabel: string | null },
): Promise<void> {
  const existing = await db.select().from(videoLinks).where(whereLink(incubatorId, userId));
  const hasDefault = existing.some((row) => row.isDefault && row.provider !== link.provider);
  const now = new Date();
  const values = {
    refreshTokenSealed: sealSecret(signingKey, link.refreshToken),
    accountLabel: link.accountLabel,
    status: 'linked' as const,
    lastError: null,
    updatedAt: now,
  };
  await db
    .insert(videoLinks)
    .values({ incubatorId, userId, provider: link.provider, ...values, isDefault: !hasDefault, createdAt: now })
    .onConflictDoUpdate({
      target: [videoLinks.incubatorId, videoLinks.userId, videoLinks.provider],
      set: { ...values, ...(hasDefault ? {} : { isDefault: true }) },
    });
}

export interface VideoLinkView {
  provider: VideoLinkProviderName;
  accountLabel: string | null;
  status: 'linked' | 'unlinked';
  lastError: string | null;
  isDefault: boolean;
  linkedAt: Date;
}

const viewOf = (row: VideoLinkRow): VideoLinkView => ({
  provider: row.provider,
  accountLabel: row.accountLabel,
  status: row.status,
  lastError: row.lastError,
  isDefault: row.isDefault,
  linkedAt: row.createdAt,
});

async function linksOf(db: Db, incubatorId: string, userId: string): Promise<VideoLinkRow[]> {
  return db.select().from(videoLinks).where(whereLink(incubatorId, userId)).orderBy(videoLinks.provider);
}

/** The viewer's linked video accounts (their tokens are never sent back). */
export async function myVideoLinks(ctx: Ctx): Promise<VideoLinkView[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  return (await linksOf(ctx.db, incubatorId, viewer.userId)).map(viewOf);
}

/** The person's default video provider (spec: `conferenceDataIntegration`): JITSI unless a working link is chosen. */
export async function conferenceDataIntegrationOf(db: Db, incubatorId: string, userId: string) {
  const chosen = (await linksOf(db, incubatorId, userId)).find((row) => row.isDefault && row.status === 'linked');
  return chosen ? CONFERENCE_PROVIDER[chosen.provider] : 'JITSI';
}

/** The providers the person has a working link with (spec: `integratedVideoProviders`). */
export async function integratedVideoProvidersOf(db: Db, incubatorId: string, userId: string) {
  return (await linksOf(db, incubatorId, userId))
    .filter((row) => row.status === 'linked')
    .map((row) => CONFERENCE_PROVIDER[row.provider]);
}

/** Chooses the viewer's default provider among JITSI and their linked ones (available in the organisation). */
export async function setConferenceDataIntegration(
  ctx: Ctx,
  provider: ConferenceProvider,
): Promise<ConferenceProvider> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const chosen = videoProviderOf(provider);
  if (chosen) {
    const refusal = refusalOf(await videoLinking(ctx.db, incubatorId, chosen), chosen);
    if (refusal) throw new ForbiddenError(refusal);
    const [row] = await ctx.db
      .select()
      .from(videoLinks)
      .where(whereLink(incubatorId, viewer.userId, chosen));
    if (row?.status !== 'linked') {
      throw new ValidationError([{ field: 'provider', message: VIDEO_LINK_MESSAGES.notLinked }]);
    }
  }
  await ctx.db
    .update(videoLinks)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(whereLink(incubatorId, viewer.userId));
  if (chosen) {
    await ctx.db
      .update(videoLinks)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(whereLink(incubatorId, viewer.userId, chosen));
  }
  return provider;
}

/** Unlinks one of the viewer's video accounts (meetings made stay in it); their default goes back to Jitsi. */
export async function unlinkVideoProvider(ctx: Ctx, provider: VideoLinkProviderName): Promise<boolean> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const removed = await ctx.db
    .delete(videoLinks)
    .where(whereLink(incubatorId, viewer.userId, provider))
    .returning({ provider: videoLinks.provider });
  return removed.length > 0;
}

/** A conference link made for a session: the meeting's address, its provider and id. */
export interface SessionMeeting {
  url: string;
  provider: ConferenceProvider;
  meetingId: string;
}

/**
 * A meeting of the host's default provider for a new session, or null (Jitsi): no working default, the organisation
 * lost the plan feature or the flag, or the provider failed or took too long — a booking never fails because of it.
 * Runs in the request's transaction: a refusal unlinks the provider and a rotated token is kept, each in a savepoint.
 */
export async function hostMeeting(
  db: Db,
  signingKey: Uint8Array,
  incubatorId: string,
  hostId: string,
  request: MeetingRequest,
): Promise<SessionMeeting | null> {
  const row = (await linksOf(db, incubatorId, hostId)).find((link) => link.isDefault && link.status === 'linked');
  if (!row) return null;
  const config = clients[row.provider];
  if (!config || (await videoLinking(db, incubatorId, row.provider)) !== 'AVAILABLE') return null;
  const inSavepoint = (values: Partial<typeof videoLinks.$inferInsert>) =>
    db
      .transaction((sp) =>
        sp
          .update(videoLinks)
          .set({ ...values, updatedAt: new Date() })
          .where(whereLink(incubatorId, hostId, row.provider)),
      )
      .then(() => undefined)
      .catch(() => undefined);
  let meeting: Meeting;
  try {
    meeting = await TRANSPORTS[row.provider].createMeeting(
      {
        config,
        refreshToken: openSecret(signingKey, row.refreshTokenSealed),
        onRotate: (next) => inSavepoint({ refreshTokenSealed: sealSecret(signingKey, next) }),
        timeoutMs: MEETING_CREATION_TIMEOUT_MS,
      },
      request,
    );
  } catch (error) {
    if (error instanceof RemoteRefusedError) {
      await inSavepoint({ status: 'unlinked', lastError: UNLINKED_REASON[row.provider] });
    }
    return null;
  }
  return { url: meeting.joinUrl, provider: CONFERENCE_PROVIDER[row.provider], meetingId: meeting.id };
}

export async function markVideoUnlinked(
  database: Database,
  incubatorId: string,
  userId: string,
  provider: VideoLinkProviderName,
) {
  await withTenant(database.db, incubatorId, (tx) =>
    tx
      .update(videoLinks)
      .set({ status: 'unlinked', lastError: UNLINKED_REASON[provider], updatedAt: new Date() })
      .where(whereLink(incubatorId, userId, provider)),
  );
}

/**
 * Moves (new times) or deletes (null) a session's meeting in the host's account, after the change committed. Never
 * throws: a refusal unlinks the provider with the reason; a provider that does not answer leaves the meeting as it is.
 */
export async function followSessionMeeting(
  database: Database,
  signingKey: Uint8Array,
  session: { incubatorId: string; hostId: string; conferenceProvider: ConferenceProvider | null; meetingId: string },
  request: MeetingRequest | null,
): Promise<void> {
  const provider = session.conferenceProvider ? videoProviderOf(session.conferenceProvider) : null;
  const config = provider ? clients[provider] : null;
  if (!provider || !config) return;
  const { incubatorId, hostId } = session;
  try {
    const [row] = await withTenant(database.db, incubatorId, (tx) =>
      tx
        .select()
        .from(videoLinks)
        .where(whereLink(incubatorId, hostId, provider)),
    );
    if (row?.status !== 'linked') return;
    const call = {
      config,
      refreshToken: openSecret(signingKey, row.refreshTokenSealed),
      onRotate: (next: string) =>
        withTenant(database.db, incubatorId, (tx) =>
          tx
            .update(videoLinks)
            .set({ refreshTokenSealed: sealSecret(signingKey, next), updatedAt: new Date() })
            .where(whereLink(incubatorId, hostId, provider)),
        ).then(() => undefined),
    };
    if (request) await TRANSPORTS[provider].updateMeeting(call, session.meetingId, request);
    else await TRANSPORTS[provider].deleteMeeting(call, session.meetingId);
  } catch (error) {
    if (error instanceof RemoteRefusedError) {
      await markVideoUnlinked(database, incubatorId, hostId, provider).catch(() => undefined);
    }
  }
}
