import { builder } from '../../platform/graphql/builder.ts';
import { type CalendarLinkView, linkCalDavCalendar, myCalendarLink, unlinkCalendar } from './calendar-link.service.ts';

const CalendarLinkRef = builder.objectRef<CalendarLinkView>('CalendarLink').implement({
  description:
    'The viewer’s own calendar linked for two-way sync: their sessions are written to it, its busy times block their free slots',
  fields: (t) => ({
    provider: t.exposeString('provider', { description: 'caldav' }),
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

builder.mutationFields((t) => ({
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
