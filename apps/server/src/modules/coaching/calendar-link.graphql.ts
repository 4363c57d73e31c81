import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import {
  type CalendarLinkView,
  calendarLinking,
  linkCalDavCalendar,
  myCalendarLink,
  startCalendarLink,
  unlinkCalendar,
} from './calendar-link.service.ts';

const CalendarLinkingRef = builder.enumType('CalendarLinking', {
  description: 'Whether the viewer may connect a calendar of an OAuth provider (Google, Microsoft)',
  values: {
    AVAILABLE: { description: 'The server holds the provider’s client and the organisation has it' },
    NOT_CONFIGURED: {
      description: 'No client of this provider on this server (GOOGLE_CLIENT_ID, MICROSOFT_CLIENT_ID)',
    },
    NOT_IN_PLAN: { description: 'Google: the organisation’s plan lacks GOOGLE_UNLINK_CALENDAR' },
    TURNED_OFF: { description: 'Microsoft: the flag microsoftIntegration is off' },
  } as const,
});

const CalendarLinkRef = builder.objectRef<CalendarLinkView>('CalendarLink').implement({
  description:
    'The viewer’s own calendar linked for two-way sync: their sessions are written to it, its busy times block their free slots',
  fields: (t) => ({
    provider: t.exposeString('provider', { description: 'caldav, google or microsoft' }),
    serverUrl: t.exposeString('serverUrl'),
    username: t.exposeString('username'),
    calendarName: t.exposeString('calendarName', { description: 'The calendar sessions are written to' }),
    status: t.exposeString('status', {
      description: 'linked, or unlinked when the server refused Cohort (link it again)',
    }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Why it was unlinked' }),
    linkedAt: t.field({ type: 'DateTime', resolve: (link) => link.linkedAt }),
  }),
});

builder.queryField('calendarLink', (t) =>
  t.field({
    type: CalendarLinkRef,
    nullable: true,
    description: 'The viewer’s linked calendar, if any (its password is never sent back)',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => myCalendarLink(ctx),
  }),
);

builder.queryFields((t) => ({
  googleCalendarLinking: t.field({
    type: CalendarLinkingRef,
    description: 'Whether the viewer may connect a Google calendar (hidden when the server has no Google client)',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => calendarLinking(ctx.db, viewerOf(ctx).incubatorId, 'google'),
  }),
  microsoftCalendarLinking: t.field({
    type: CalendarLinkingRef,
    description: 'Whether the viewer may connect a Microsoft (Outlook) calendar (flag microsoftIntegration)',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => calendarLinking(ctx.db, viewerOf(ctx).incubatorId, 'microsoft'),
  }),
}));

builder.mutationFields((t) => ({
  startGoogleCalendarLink: t.string({
    description:
      'Starts connecting the viewer’s Google calendar: the address to open in the browser (valid two minutes), which leads to Google’s consent screen',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => startCalendarLink(ctx, 'google'),
  }),
  startMicrosoftCalendarLink: t.string({
    description:
      'Starts connecting the viewer’s Microsoft (Outlook) calendar: the address to open in the browser (valid two minutes)',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => startCalendarLink(ctx, 'microsoft'),
  }),
  linkCalDavCalendar: t.field({
    type: CalendarLinkRef,
    description:
      'Links the viewer’s CalDAV calendar (Nextcloud, Fastmail, iCloud with an app password…) once the server accepts the credentials',
    authScopes: { authenticated: true },
    args: {
      serverUrl: t.arg.string({ required: true }),
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => linkCalDavCalendar(ctx, args),
  }),
  unlinkCalendar: t.boolean({
    description: 'Unlinks the viewer’s calendar; what was written to it stays there',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => unlinkCalendar(ctx),
  }),
}));
