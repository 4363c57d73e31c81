import { TIMELINE_PAGE_SIZE } from '@cohort/shared';
import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx, Viewer } from '../../platform/graphql/context.ts';
import { AuthenticationRequiredError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { privatePostReach, startupFileReach } from '../../policies/index.ts';
import { canSeePerson } from '../directory/index.ts';
import { startupAssignations, startupMembers, startups } from '../startups/index.ts';
import { decodeCursor, encodeCursor } from './timeline.service.ts';
import { timelinePosts } from './timeline.table.ts';

export interface ActivityRow {
  id: string;
  startupId: string;
  startupName: string;
  parentId: string | null;
  message: string;
  isPublic: boolean;
  createdAt: Date;
}

/** The startups whose file the viewer opens, as SQL over `startups` (the policies' startupFileReach). */
function openableStartups(viewer: Viewer, incubatorId: string): SQL | undefined {
  const reach = startupFileReach(viewer);
  if (reach === 'ALL') return undefined;
  const member = sql`exists (select 1 from ${startupMembers} m where m.incubator_id = ${incubatorId}
    and m.startup_id = ${startups.id} and m.user_id = ${viewer.userId})`;
  if (reach === 'OWN') return member;
  return or(
    member,
    sql`exists (select 1 from ${startupAssignations} a where a.incubator_id = ${incubatorId}
      and a.startup_id = ${startups.id} and a.user_id = ${viewer.userId})`,
  );
}

/** Private posts as SQL (the policies' privatePostReach): never on the viewer's own startups. */
function visiblePosts(viewer: Viewer, incubatorId: string): SQL | undefined {
  if (privatePostReach(viewer) === 'NONE') return eq(timelinePosts.isPublic, true);
  return or(
    eq(timelinePosts.isPublic, true),
    sql`not exists (select 1 from ${startupMembers} m where m.incubator_id = ${incubatorId}
      and m.startup_id = ${timelinePosts.startupId} and m.user_id = ${viewer.userId})`,
  );
}

/**
 * A page of a person's timeline: the posts and replies they wrote on the startup files the viewer opens, newest
 * first, private ones only for those who see them; NotFound for a person the viewer may not see.
 */
export async function personTimelinePage(
  ctx: Ctx,
  userId: string,
  cursor: string | null | undefined,
): Promise<{ results: ActivityRow[]; next: string | null }> {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  const viewer = ctx.viewer;
  const incubatorId = ctx.incubator.id;
  if (!(await canSeePerson(ctx, userId))) throw new NotFoundError('The person');
  const after = cursor ? decodeCursor(cursor) : null;
  if (cursor && !after) throw new ValidationError([{ field: 'cursor', message: 'Invalid field' }]);
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
        openableStartups(viewer, incubatorId),
        visiblePosts(viewer, incubatorId),
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
}
