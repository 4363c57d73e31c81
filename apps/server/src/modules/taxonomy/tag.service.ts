import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
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
