import { TIMELINE_PAGE_SIZE } from '@cohort/shared';
import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { AuthenticationRequiredError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { canSeePerson } from '../directory/index.ts';
import { startupAssignations, startupMembers, startups } from '../startups/index.ts';
import { decodeCursor, encodeCursor } from './timeline.service.ts';
import { timelinePosts } from './timeline.table.ts';

interface ActivityRow {
  id: string;
  startupId: string;
  startupName: string;
  parentId: string | null;
  message: string;
  isPublic: boolean;
  createdAt: Date;
}

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

/**
 * The startups whose file the viewer opens, as SQL over `startups` (the rule of canViewStartupFile): their own
 * startups always; with STARTUP_FILE:VIEW ALL every one, with ASSIGNED the ones they are assigned to.
 */
function openableStartups(ctx: Ctx, incubatorId: string): SQL | undefined {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationRequiredError();
  if (viewer.roleType === 'System') return undefined;
  const criteria = viewer.permissions.get('STARTUP_FILE:VIEW') ?? 'NONE';
  if (criteria === 'ALL') return undefined;
  const member = sql`exists (select 1 from ${startupMembers} m where m.incubator_id = ${incubatorId}
    and m.startup_id = ${startups.id} and m.user_id = ${viewer.userId})`;
  if (criteria !== 'ASSIGNED') return member;
  return or(
    member,
    sql`exists (select 1 from ${startupAssignations} a where a.incubator_id = ${incubatorId}
      and a.startup_id = ${startups.id} and a.user_id = ${viewer.userId})`,
  );
}

/** Private posts: for the programme side with the permission, never on the viewer's own startups. */
function visiblePosts(ctx: Ctx, incubatorId: string): SQL | undefined {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationRequiredError();
  const seesPrivate =
    viewer.roleType === 'System' ||
    (viewer.permissions.get('TIMELINE/CREATE_PRIVATE_COMMENT:VIEW') ?? 'NONE') !== 'NONE';
  if (!seesPrivate) return eq(timelinePosts.isPublic, true);
  return or(
    eq(timelinePosts.isPublic, true),
    sql`not exists (select 1 from ${startupMembers} m where m.incubator_id = ${incubatorId}
      and m.startup_id = ${timelinePosts.startupId} and m.user_id = ${viewer.userId})`,
  );
}

builder.queryField('personTimeline', (t) =>
  t.field({
    type: PageRef,
    description:
      "A person's timeline (/profile/:id/timeline): the posts and replies they wrote on the startup files the viewer opens, newest first, private ones only for those who see them",
    authScopes: { authenticated: true },
    args: { userId: t.arg.id({ required: true }), cursor: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
      const incubatorId = ctx.incubator.id;
      const userId = String(args.userId);
      if (!(await canSeePerson(ctx, userId))) throw new NotFoundError('The person');
      const after = args.cursor ? decodeCursor(args.cursor) : null;
      if (args.cursor && !after) throw new ValidationError([{ field: 'cursor', message: 'Invalid field' }]);
      const rows = await ctx.db
        .select({
          id: timelinePosts.id,
          startupId: timelinePosts.startupId,
          startupName: startups.name,
          parentId: timelinePosts.parentId,
          message: timelinePosts.message,
          isPublic: timelinePosts.isPublic,
          createdAt: timelinePosts.createdAt,
        })
        .from(timelinePosts)
        .innerJoin(
          startups,
          and(eq(startups.incubatorId, timelinePosts.incubatorId), eq(startups.id, timelinePosts.startupId)),
        )
        .where(
          and(
            eq(timelinePosts.incubatorId, incubatorId),
            eq(timelinePosts.createdBy, userId),
            openableStartups(ctx, incubatorId),
            visiblePosts(ctx, incubatorId),
            after
              ? or(
                  lt(timelinePosts.createdAt, after.createdAt),
                  and(eq(timelinePosts.createdAt, after.createdAt), lt(timelinePosts.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(timelinePosts.createdAt), desc(timelinePosts.id))
        .limit(TIMELINE_PAGE_SIZE + 1);
      const page = rows.slice(0, TIMELINE_PAGE_SIZE);
      const last = page[page.length - 1];
      return { results: page, next: rows.length > TIMELINE_PAGE_SIZE && last ? encodeCursor(last) : null };
    },
  }),
);
