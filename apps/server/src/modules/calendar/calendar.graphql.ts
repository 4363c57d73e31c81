import { CALENDAR_ENTRY_KINDS } from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { calendarFeedOf, feedPath, resetCalendarFeed, revokeCalendarFeed } from './calendar-feed.service.ts';
import { type CalendarEntry, calendarEntries } from './calendar.service.ts';

const CalendarEntryKindRef = builder.enumType('CalendarEntryKind', { values: CALENDAR_ENTRY_KINDS });

const CalendarEntryRef = builder.objectRef<CalendarEntry>('CalendarEntry').implement({
  description:
    'One thing on the viewer’s calendar: a task’s due date, a coaching session of theirs or a period of their hours open to booking',
  fields: (t) => ({
    id: t.exposeID('id', { description: '<kind>:<id>, unique across kinds' }),
    kind: t.field({ type: CalendarEntryKindRef, resolve: (entry) => entry.kind }),
    sourceId: t.exposeID('sourceId', { description: 'The record it stands for (a task’s id…)' }),
    title: t.exposeString('title', { nullable: true }),
    start: t.field({ type: 'DateTime', resolve: (entry) => entry.start }),
    end: t.field({ type: 'DateTime', nullable: true, resolve: (entry) => entry.end }),
    allDay: t.exposeBoolean('allDay'),
    url: t.exposeString('url', {
      nullable: true,
      description: 'Where clicking it leads, inside the app; null when the calendar shows its details (sessions)',
    }),
    subtitle: t.exposeString('subtitle', { nullable: true, description: 'A second line: the startup of a session' }),
    location: t.exposeString('location', { nullable: true, description: 'A session’s place or conference link' }),
    editable: t.exposeBoolean('editable', { description: 'Whether the viewer may move it to another time' }),
    done: t.exposeBoolean('done'),
  }),
});

builder.queryField('calendarEntries', (t) =>
  t.field({
    type: [CalendarEntryRef],
    description:
      'The viewer’s calendar between two instants (at most 62 days): their tasks’ due dates, sessions and hours open to booking',
    authScopes: { authenticated: true },
    args: { from: t.arg({ type: 'DateTime', required: true }), to: t.arg({ type: 'DateTime', required: true }) },
    resolve: (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      return calendarEntries(ctx.db, incubatorId, viewer, { from: args.from, to: args.to });
    },
  }),
);

interface FeedStatus {
  createdAt: Date;
  readAt: Date | null;
  url: string | null;
}

const CalendarFeedRef = builder.objectRef<FeedStatus>('CalendarFeed').implement({
  description:
    'The viewer’s private calendar feed: its address is given once, when made (only its fingerprint is kept)',
  fields: (t) => ({
    createdAt: t.field({ type: 'DateTime', resolve: (feed) => feed.createdAt }),
    readAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When a calendar last read it',
      resolve: (feed) => feed.readAt,
    }),
    url: t.exposeString('url', {
      nullable: true,
      description: 'The address to subscribe to: only right after a reset',
    }),
  }),
});

builder.queryField('calendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: true,
    description: 'The viewer’s private calendar feed, if they made one (without its address)',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const feed = await calendarFeedOf(ctx.db, incubatorId, viewer.userId);
      return feed ? { ...feed, url: null } : null;
    },
  }),
);

builder.mutationFields((t) => ({
  resetCalendarFeed: t.field({
    type: CalendarFeedRef,
    description: 'Makes the viewer’s private calendar feed, replacing the old address; answers the new address once',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const { token, createdAt } = await resetCalendarFeed(ctx.db, incubatorId, viewer.userId);
      return { createdAt, readAt: null, url: `${ctx.request.origin}${feedPath(token)}` };
    },
  }),
  revokeCalendarFeed: t.boolean({
    description: 'Revokes the viewer’s private calendar feed: its address stops working at once',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      return revokeCalendarFeed(ctx.db, incubatorId, viewer.userId);
    },
  }),
}));
