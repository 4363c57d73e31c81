import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { StartupAccess } from '../../policies/index.ts';
import { startupAssignations, startupMembers, startups } from './startup.table.ts';

/** The startup's people and assigned network in one statement; null when it is not a startup of this organisation. */
export async function startupAccess(db: Db, incubatorId: string, startupId: string): Promise<StartupAccess | null> {
  const result = (await db.execute(sql`
    select s.name,
           coalesce((select array_agg(m.user_id::text) from ${startupMembers} m
                      where m.incubator_id = s.incubator_id and m.startup_id = s.id), '{}') as founder_ids,
           coalesce((select array_agg(a.user_id::text) from ${startupAssignations} a
                      where a.incubator_id = s.incubator_id and a.startup_id = s.id), '{}') as assigned_ids
      from ${startups} s
     where s.incubator_id = ${incubatorId} and s.id = ${startupId}`)) as unknown as {
    rows: Array<{ name: string; founder_ids: string[]; assigned_ids: string[] }>;
  };
  const row = result.rows[0];
  if (!row) return null;
  return { startupId, name: row.name, founderIds: row.founder_ids, assignedUserIds: row.assigned_ids };
}

/** Which startups a user is assigned to (coach, mentor, expert). */
export async function assignedStartupIds(db: Db, incubatorId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ startupId: startupAssignations.startupId })
    .from(startupAssignations)
    .where(and(eq(startupAssignations.incubatorId, incubatorId), eq(startupAssignations.userId, userId)));
  return rows.map((row) => row.startupId);
}
