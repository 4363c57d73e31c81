import type { RoleType, TimelineFilter, TimelineReaction } from '@cohort/shared';
import { and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { fromJsonRow, outer } from '../../platform/db/sql.ts';
import { type AttachmentRow, attachmentsFromJson, attachmentsJson } from '../attachments/index.ts';
import { type AvatarData, avatarJson } from '../directory/index.ts';
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

/** A person's avatar and role (AuthorView) as a JSON value inside a list statement. */
function authorJson(userId: SQL, incubatorId: SQL): SQL<PostJson['author']> {
  return sql`(select json_build_object(
      'avatar', ${avatarJson(userId, incubatorId)},
      'role', json_build_object('id', ar.id, 'type', ar.type, 'label', ar.label))
    from ${users} au join ${roles} ar on ar.incubator_id = au.incubator_id and ar.id = au.role_id
   where au.incubator_id = ${incubatorId} and au.id = ${userId})`;
}

/** The reactions of a post, counted by kind, with whether the viewer is among them. */
function reactionsJson(postId: SQL, incubatorId: SQL, viewerId: string): SQL<ReactionCount[]> {
  return sql`coalesce((select json_agg(json_build_object('reaction', rx.reaction, 'count', rx.count, 'reactedByMe', rx.mine)
      order by rx.reaction)
    from (select tr.reaction, count(*)::int as count, bool_or(tr.user_id = ${viewerId}) as mine
            from ${timelineReactions} tr where tr.incubator_id = ${incubatorId} and tr.post_id = ${postId}
           group by tr.reaction) rx), '[]'::json)`;
}

interface PostJson {
  post: Record<string, unknown>;
  author: { avatar: AvatarData | null; role: AuthorView['role'] } | null;
  attachments: unknown[];
  reactions: ReactionCount[];
}

/** What a post shows beside its own columns: author, files and reactions, as JSON fields of `alias`. */
function postParts(alias: string, viewerId: string) {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    author: authorJson(column('created_by'), column('incubator_id')),
    attachments: attachmentsJson('post', column('id'), column('incubator_id')),
    reactions: reactionsJson(column('id'), column('incubator_id'), viewerId),
  };
}

/**
 * Posts with their replies, and every post with its author (and role), files and reactions: the fields of one
 * statement, whatever the number of posts.
 */
function postFields(viewerId: string) {
  const own = postParts('"timeline_posts"', viewerId);
  const reply = postParts('rp', viewerId);
  return {
    post: timelinePosts,
    ...own,
    replies: sql<PostJson[]>`coalesce((select json_agg(json_build_object(
          'post', to_json(rp), 'author', ${reply.author}, 'attachments', ${reply.attachments}, 'reactions', ${reply.reactions})
        order by rp.created_at, rp.id)
      from ${timelinePosts} rp
     where rp.incubator_id = ${outer(timelinePosts.incubatorId)} and rp.parent_id = ${outer(timelinePosts.id)}), '[]'::json)`,
  };
}

function authorOf(json: PostJson['author']): AuthorView | null {
  return json?.avatar ? { ...json.avatar, role: json.role } : null;
}

type PostViewRow = Awaited<ReturnType<ReturnType<typeof selectPostViews>['execute']>>[number];

function selectPostViews(db: Db, viewerId: string) {
  return db.select(postFields(viewerId)).from(timelinePosts);
}

function toPostView(row: PostViewRow): PostView {
  return {
    ...row.post,
    author: authorOf(row.author),
    attachments: attachmentsFromJson(row.attachments),
    reactions: row.reactions,
    replies: row.replies.map((reply) => ({
      ...fromJsonRow(timelinePosts, reply.post),
      author: authorOf(reply.author),
      attachments: attachmentsFromJson(reply.attachments),
      reactions: reply.reactions,
      replies: [],
    })),
  };
}

/**
 * A page of a startup's timeline, newest first, pinned posts on top of the first page, each with its replies,
 * reactions, files and authors: one statement (the pinned posts and the page, each from the index, united).
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
  const newestFirst = [desc(timelinePosts.createdAt), desc(timelinePosts.id)];
  const page = selectPostViews(db, viewerId)
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
    .orderBy(...newestFirst)
    .limit(input.limit + 1);
  const rows = after
    ? await page
    : await selectPostViews(db, viewerId)
        .where(and(base, eq(timelinePosts.isPinned, true)))
        .unionAll(page)
        .orderBy(
          sql`${sql.identifier('is_pinned')} desc`,
          sql`${sql.identifier('created_at')} desc`,
          sql`${sql.identifier('id')} desc`,
        );
  const pinned = rows.filter((row) => row.post.isPinned);
  const unpinned = rows.filter((row) => !row.post.isPinned);
  const hasMore = unpinned.length > input.limit;
  const shown = unpinned.slice(0, input.limit);
  const last = shown.at(-1);
  return {
    results: [...pinned, ...shown].map(toPostView),
    next: hasMore && last ? encodeCursor(last.post) : null,
  };
}

/** The given posts with their replies, reactions, files and authors, in one statement, in the order given. */
export async function postViews(
  db: Db,
  incubatorId: string,
  viewerId: string,
  rows: readonly Pick<PostRow, 'id'>[],
): Promise<PostView[]> {
  if (rows.length === 0) return [];
  const found = await selectPostViews(db, viewerId).where(
    and(
      eq(timelinePosts.incubatorId, incubatorId),
      inArray(
        timelinePosts.id,
        rows.map((row) => row.id),
      ),
    ),
  );
  const byId = new Map(found.map((row) => [row.post.id, toPostView(row)]));
  return rows.flatMap((row) => byId.get(row.id) ?? []);
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
