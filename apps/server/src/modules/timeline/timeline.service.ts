import type { RoleType, TimelineFilter, TimelineReaction } from '@cohort/shared';
import { and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type AttachmentRow, attachmentsOf } from '../attachments/index.ts';
import { type AvatarData, loadAvatars } from '../directory/index.ts';
import { roles } from '../roles/index.ts';
import { users } from '../users/index.ts';
import { timelinePosts, timelineReactions } from './timeline.table.ts';

export type PostRow = typeof timelinePosts.$inferSelect;

export interface ReactionCount {
  reaction: TimelineReaction;
  count: number;
  reactedByMe: boolean;
}

export interface AuthorView extends AvatarData {
  role: { id: string; type: RoleType; label: string | null } | null;
}

export interface PostView extends PostRow {
  author: AuthorView | null;
  attachments: AttachmentRow[];
  reactions: ReactionCount[];
  replies: PostView[];
}

/** Where the next page starts: the last post's creation time and id. */
export function encodeCursor(post: Pick<PostRow, 'createdAt' | 'id'>): string {
  return Buffer.from(`${post.createdAt.toISOString()}|${post.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) return null;
  return { createdAt, id };
}

function visibility(seePrivate: boolean, filter: TimelineFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (!seePrivate || filter === 'PUBLIC') conditions.push(eq(timelinePosts.isPublic, true));
  if (filter === 'PRIVATE') conditions.push(eq(timelinePosts.isPublic, false));
  if (filter === 'UPDATES') conditions.push(eq(timelinePosts.isUpdate, true));
  return and(...conditions);
}

/**
 * A page of a startup's timeline, newest first, pinned posts on top of the first page, each with its replies,
 * reactions, files and authors: a fixed number of statements whatever the page size.
 */
export async function listTimeline(
  db: Db,
  incubatorId: string,
  viewerId: string,
  input: { startupId: string; seePrivate: boolean; filter: TimelineFilter; cursor: string | null; limit: number },
): Promise<{ results: PostView[]; next: string | null }> {
  const base = and(
    eq(timelinePosts.incubatorId, incubatorId),
    eq(timelinePosts.startupId, input.startupId),
    isNull(timelinePosts.parentId),
    visibility(input.seePrivate, input.filter),
  );
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const pinned = after
    ? []
    : await db
        .select()
        .from(timelinePosts)
        .where(and(base, eq(timelinePosts.isPinned, true)))
        .orderBy(desc(timelinePosts.createdAt), desc(timelinePosts.id));
  const page = await db
    .select()
    .from(timelinePosts)
    .where(
      and(
        base,
        eq(timelinePosts.isPinned, false),
        after
          ? or(
              lt(timelinePosts.createdAt, after.createdAt),
              and(eq(timelinePosts.createdAt, after.createdAt), lt(timelinePosts.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(timelinePosts.createdAt), desc(timelinePosts.id))
    .limit(input.limit + 1);
  const hasMore = page.length > input.limit;
  const rows = [...pinned, ...page.slice(0, input.limit)];
  const last = page[Math.min(page.length, input.limit) - 1];
  return {
    results: await postViews(db, incubatorId, viewerId, rows),
    next: hasMore && last ? encodeCursor(last) : null,
  };
}

/** Posts with their replies, reactions, files and authors (five statements plus the avatars' two). */
export async function postViews(
  db: Db,
  incubatorId: string,
  viewerId: string,
  rows: readonly PostRow[],
): Promise<PostView[]> {
  if (rows.length === 0) return [];
  const replies = await db
    .select()
    .from(timelinePosts)
    .where(
      and(
        eq(timelinePosts.incubatorId, incubatorId),
        inArray(
          timelinePosts.parentId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(timelinePosts.createdAt, timelinePosts.id);
  const all = [...rows, ...replies];
  const ids = all.map((post) => post.id);
  const reactionRows = await db
    .select({
      postId: timelineReactions.postId,
      reaction: timelineReactions.reaction,
      count: sql<number>`count(*)::int`,
      mine: sql<boolean>`bool_or(${timelineReactions.userId} = ${viewerId})`,
    })
    .from(timelineReactions)
    .where(and(eq(timelineReactions.incubatorId, incubatorId), inArray(timelineReactions.postId, ids)))
    .groupBy(timelineReactions.postId, timelineReactions.reaction);
  const files = await attachmentsOf(db, incubatorId, 'post', ids);
  const authorIds = [...new Set(all.flatMap((post) => (post.createdBy ? [post.createdBy] : [])))];
  const avatars = await loadAvatars(db, incubatorId, authorIds);
  const roleRows =
    authorIds.length === 0
      ? []
      : await db
          .select({ userId: users.id, id: roles.id, type: roles.type, label: roles.label })
          .from(users)
          .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
          .where(and(eq(users.incubatorId, incubatorId), inArray(users.id, authorIds)));
  const roleOf = new Map(roleRows.map(({ userId, ...role }) => [userId, role]));
  const view = (post: PostRow): PostView => {
    const avatar = post.createdBy ? avatars.get(post.createdBy) : undefined;
    return {
      ...post,
      author: avatar ? { ...avatar, role: roleOf.get(avatar.id) ?? null } : null,
      attachments: files.get(post.id) ?? [],
      reactions: reactionRows
        .filter((row) => row.postId === post.id)
        .map((row) => ({ reaction: row.reaction as TimelineReaction, count: row.count, reactedByMe: row.mine })),
      replies: [],
    };
  };
  return rows.map((row) => ({
    ...view(row),
    replies: replies.filter((reply) => reply.parentId === row.id).map(view),
  }));
}

export async function findPost(db: Db, incubatorId: string, id: string): Promise<PostRow | null> {
  const [row] = await db
    .select()
    .from(timelinePosts)
    .where(and(eq(timelinePosts.incubatorId, incubatorId), eq(timelinePosts.id, id)));
  return row ?? null;
}

/** The people who replied in a thread, oldest first, without repeats. */
export async function threadRepliers(db: Db, incubatorId: string, parentId: string): Promise<string[]> {
  const rows = await db
    .select({ createdBy: timelinePosts.createdBy })
    .from(timelinePosts)
    .where(and(eq(timelinePosts.incubatorId, incubatorId), eq(timelinePosts.parentId, parentId)))
    .orderBy(timelinePosts.createdAt);
  return [...new Set(rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])))];
}

/** Adds the viewer's reaction, or takes it back when it is already there; answers whether it was added. */
export async function toggleReaction(
  db: Db,
  incubatorId: string,
  input: { postId: string; userId: string; reaction: TimelineReaction },
): Promise<boolean> {
  const removed = await db
    .delete(timelineReactions)
    .where(
      and(
        eq(timelineReactions.incubatorId, incubatorId),
        eq(timelineReactions.postId, input.postId),
        eq(timelineReactions.userId, input.userId),
        eq(timelineReactions.reaction, input.reaction),
      ),
    )
    .returning({ postId: timelineReactions.postId });
  if (removed.length > 0) return false;
  await db.insert(timelineReactions).values({ incubatorId, ...input });
  return true;
}
