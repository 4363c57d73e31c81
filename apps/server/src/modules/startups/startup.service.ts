import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { escapeLike } from '../../platform/db/sql.ts';
import { startupMembers, startups } from './startup.table.ts';

export interface StartupSummary {
  id: string;
  name: string;
  logo: string | null;
}

/** A startup's summary (StartupSummary) as a JSON value inside a list statement; null when it does not exist. */
export function startupSummaryJson(startupId: SQL, incubatorId: SQL): SQL<StartupSummary | null> {
  return sql<StartupSummary | null>`(select json_build_object('id', ss.id, 'name', ss.name, 'logo', ss.logo)
    from ${startups} ss where ss.incubator_id = ${incubatorId} and ss.id = ${startupId})`;
}

/** The startups of each user, in one statement. */
export async function startupsOfUsers(
  db: Db,
  incubatorId: string,
  userIds: readonly string[],
): Promise<Map<string, StartupSummary[]>> {
  const result = new Map<string, StartupSummary[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: startupMembers.userId, id: startups.id, name: startups.name, logo: startups.logo })
    .from(startupMembers)
    .innerJoin(
      startups,
      and(eq(startups.incubatorId, startupMembers.incubatorId), eq(startups.id, startupMembers.startupId)),
    )
    .where(and(eq(startupMembers.incubatorId, incubatorId), inArray(startupMembers.userId, [...userIds])))
    .orderBy(asc(startups.name));
  for (const { userId, ...startup } of rows) result.get(userId)?.push(startup);
  return result;
}

/** The members of each startup, in one statement. */
export async function membersOfStartups(
  db: Db,
  incubatorId: string,
  startupIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(startupIds.map((id) => [id, []]));
  if (startupIds.length === 0) return result;
  const rows = await db
    .select({ startupId: startupMembers.startupId, userId: startupMembers.userId })
    .from(startupMembers)
    .where(and(eq(startupMembers.incubatorId, incubatorId), inArray(startupMembers.startupId, [...startupIds])));
  for (const row of rows) result.get(row.startupId)?.push(row.userId);
  return result;
}

export async function findStartups(db: Db, incubatorId: string, ids: readonly string[]): Promise<StartupSummary[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: startups.id, name: startups.name, logo: startups.logo })
    .from(startups)
    .where(and(eq(startups.incubatorId, incubatorId), inArray(startups.id, [...ids])));
}

export async function listStartups(
  db: Db,
  incubatorId: string,
  search?: string,
  limit = 500,
): Promise<StartupSummary[]> {
  return db
    .select({ id: startups.id, name: startups.name, logo: startups.logo })
    .from(startups)
    .where(
      and(
        eq(startups.incubatorId, incubatorId),
        search ? sql`${startups.name} ilike ${`%${escapeLike(search)}%`}` : undefined,
      ),
    )
    .orderBy(asc(startups.name))
    .limit(limit);
}

export async function countStartups(db: Db, incubatorId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(startups)
    .where(eq(startups.incubatorId, incubatorId));
  return row?.count ?? 0;
}

export async function createStartup(
  db: Db,
  incubatorId: string,
  input: { name: string; logo?: string | null; memberIds?: readonly string[] },
): Promise<StartupSummary> {
  const id = newId();
  await db.insert(startups).values({ incubatorId, id, name: input.name, logo: input.logo ?? null });
  if (input.memberIds?.length) {
    await db.insert(startupMembers).values(input.memberIds.map((userId) => ({ incubatorId, startupId: id, userId })));
  }
  return { id, name: input.name, logo: input.logo ?? null };
}
