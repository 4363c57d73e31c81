import { builder } from '../../platform/graphql/builder.ts';
import { type ActivityRow, personTimelinePage } from './person-timeline.service.ts';

const ActivityRef = builder.objectRef<ActivityRow>('PersonTimelineItem').implement({
  description: 'A post or a reply a person wrote on a startup timeline',
  fields: (t) => ({
    _id: t.exposeID('id'),
    startupId: t.exposeID('startupId'),
    startupName: t.exposeString('startupName'),
    postId: t.id({
      description: 'The post of the thread: the post itself, or the one replied to',
      resolve: (row) => row.parentId ?? row.id,
    }),
    isReply: t.boolean({ resolve: (row) => row.parentId !== null }),
    message: t.exposeString('message', { description: 'Sanitized HTML' }),
    isPublic: t.exposeBoolean('isPublic'),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
  }),
});

const PageRef = builder.objectRef<{ results: ActivityRow[]; next: string | null }>('PersonTimeline').implement({
  fields: (t) => ({
    results: t.field({ type: [ActivityRef], resolve: (page) => page.results }),
    next: t.exposeString('next', { nullable: true, description: 'The cursor of the next page; null on the last' }),
  }),
});

builder.queryField('personTimeline', (t) =>
  t.field({
    type: PageRef,
    description:
      "A person's timeline (/profile/:id/timeline): the posts and replies they wrote on the startup files the viewer opens, newest first, private ones only for those who see them",
    authScopes: { authenticated: true },
    args: { userId: t.arg.id({ required: true }), cursor: t.arg.string() },
    resolve: (_root, args, ctx) => personTimelinePage(ctx, String(args.userId), args.cursor),
  }),
);
