import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import {
  type CalendarLinkView,
  googleCalendarLinking,
  linkCalDavCalendar,
  myCalendarLink,
  startGoogleCalendarLink,
  unlinkCalendar,
} from './calendar-link.service.ts';

const GoogleCalendarLinkingRef = builder.enumType('GoogleCalendarLinking', {
  description: 'Whether the viewer may connect a Google calendar',
  values: {
    AVAILABLE: { description: 'The server holds a Google client and the plan has GOOGLE_UNLINK_CALENDAR' },
    NOT_CONFIGURED: { description: 'No Google client on this server (GOOGLE_CLIENT_ID)' },
    NOT_IN_PLAN: { description: 'The organisation’s plan lacks GOOGLE_UNLINK_CALENDAR' },
  } as const,
});

const CalendarLinkRef = builder.objectRef<CalendarLinkView>('CalendarLink').implement({
  description:
    'The viewer’s own calendar linked for two-way sync: their sessions are written to it, its busy times block their free slots',
  fields: (t) => ({
    provider: t.exposeString('provider', { description: 'caldav or google' }),
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

builder.queryField('googleCalendarLinking', (t) =>
  t.field({
    type: GoogleCalendarLinkingRef,
    description: 'Whether the viewer may connect a Google calendar (hidden when the server has no Google client)',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => googleCalendarLinking(ctx.db, viewerOf(ctx).incubatorId),
  }),
);

builder.mutationFields((t) => ({
  startGoogleCalendarLink: t.string({
    description:
      'Starts connecting the viewer’s Google calendar: the address to open in the browser (valid two minutes), which leads to Google’s consent screen',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => startGoogleCalendarLink(ctx),
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
