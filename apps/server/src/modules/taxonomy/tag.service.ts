import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { tags, userTags } from './tag.table.ts';

export type TagRow = typeof tags.$inferSelect;
export const TAG_KINDS = [
  'user',
  'event',
  'forms',
  'mentortag',
  'startup',
  'community',
  'application',
  'other',
  'skills',
  'topic',
] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export async function listTags(db: Db, incubatorId: string, kind: TagKind): Promise<TagRow[]> {
  return db
    .select()
    .from(tags)
    .where(and(eq(tags.incubatorId, incubatorId), eq(tags.kind, kind)))
    .orderBy(asc(tags.name));
}

/** The tags of several people, in one statement. */
export async function tagsOfUsers(
  db: Db,
  incubatorId: string,
  userIds: readonly string[],
): Promise<Map<string, TagRow[]>> {
  const result = new Map<string, TagRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: userTags.userId, tag: tags })
    .from(userTags)
    .innerJoin(tags, and(eq(tags.incubatorId, userTags.incubatorId), eq(tags.id, userTags.tagId)))
    .where(and(eq(userTags.incubatorId, incubatorId), inArray(userTags.userId, [...userIds])))
    .orderBy(asc(tags.name));
  for (const row of rows) result.get(row.userId)?.push(row.tag);
  return result;
}

/** A condition on users: tagged with any of these tags. */
export function taggedWithAny(incubatorId: string, userIdColumn: SQL | unknown, tagIds: readonly string[]): SQL {
  return sql`exists (select 1 from ${userTags} where ${userTags.incubatorId} = ${incubatorId}
    and ${userTags.userId} = ${userIdColumn} and ${inArray(userTags.tagId, [...tagIds])})`;
}

/** How many people and startups carry each tag (startup links are by id: the startups module owns that table). */
export async function tagUsage(db: Db, incubatorId: string, tagIds: readonly string[]): Promise<Map<string, number>> {
  if (tagIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    select tag_id::text as id, count(*)::int as uses from (
      select tag_id from ${userTags} where incubator_id = ${incubatorId}
      union all
      select tag_id from startup_tags where incubator_id = ${incubatorId}
    ) used
    where tag_id in (${sql.join(
      tagIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by tag_id`)) as unknown as { rows: { id: string; uses: number }[] };
  return new Map(result.rows.map((row) => [row.id, row.uses]));
}

export async function findTag(ctx: Ctx, incubatorId: string, id: string): Promise<TagRow> {
  if (!z.string().uuid().safeParse(id).success) throw new NotFoundError('The tag');
  const [row] = await ctx.db
    .select()
    .from(tags)
    .where(and(eq(tags.incubatorId, incubatorId), eq(tags.id, id)));
  if (!row) throw new NotFoundError('The tag');
  return row;
}

async function checkUnique(ctx: Ctx, incubatorId: string, kind: string, name: string, except?: string) {
  const [clash] = await ctx.db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.incubatorId, incubatorId),
        eq(tags.kind, kind),
        sql`lower(${tags.name}) = lower(${name})`,
        except ? ne(tags.id, except) : undefined,
      ),
    );
  if (clash) throw new ValidationError([{ field: 'name', message: 'A tag with this name already exists' }]);
}

/** The taxonomy editor: the tags of one kind with how often each is used. */
export async function listTagsWithUsage(db: Db, incubatorId: string, kind: TagKind) {
  const rows = await listTags(db, incubatorId, kind);
  const counts = await tagUsage(
    db,
    incubatorId,
    rows.map((row) => row.id),
  );
  return rows.map((tag) => ({ tag, uses: counts.get(tag.id) ?? 0 }));
}

/** A tag's name and colour, parsed. */
export interface TagInput {
  name: string;
  color: string | null;
}

export async function createTag(ctx: Ctx, incubatorId: string, kind: TagKind, input: TagInput): Promise<TagRow> {
  await checkUnique(ctx, incubatorId, kind, input.name);
  const [row] = await ctx.db
    .insert(tags)
    .values({ incubatorId, id: newId(), kind, name: input.name, color: input.color })
    .returning();
  return row as TagRow;
}

export async function updateTag(ctx: Ctx, incubatorId: string, tag: TagRow, input: TagInput): Promise<TagRow> {
  await checkUnique(ctx, incubatorId, tag.kind, input.name, tag.id);
  const [row] = await ctx.db
    .update(tags)
    .set({ name: input.name, color: input.color })
    .where(and(eq(tags.incubatorId, incubatorId), eq(tags.id, tag.id)))
    .returning();
  return row as TagRow;
}

/** Deletes a tag; it is taken off the startups that had it first (people's tags go with the tag). */
export async function deleteTag(ctx: Ctx, incubatorId: string, tag: TagRow): Promise<void> {
  await ctx.db.execute(sql`delete from startup_tags where incubator_id = ${incubatorId} and tag_id = ${tag.id}`);
  await ctx.db.delete(tags).where(and(eq(tags.incubatorId, incubatorId), eq(tags.id, tag.id)));
}
