import { isAuthorized, type PermissionCriteria, type RoleType } from '@cohort/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { startupAssignations, startupMembers, startups } from './startup.table.ts';

export interface StartupViewer {
  userId: string;
  roleType: RoleType;
  permissions: ReadonlyMap<string, PermissionCriteria>;
}

/** Who a startup's permissions are decided against: its people (founders) and its assigned network. */
export interface StartupAccess {
  startupId: string;
  name: string;
  founderIds: string[];
  assignedUserIds: string[];
}

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

/** A startup's people always see their file; others by STARTUP_FILE:VIEW (ALL, or ASSIGNED to the startup). */
export function canViewStartupFile(viewer: StartupViewer, access: StartupAccess): boolean {
  if (viewer.roleType === 'System') return true;
  return access.founderIds.includes(viewer.userId) || isAuthorized(viewer, 'STARTUP_FILE:VIEW', access);
}

/** Private posts are for the programme side: never a startup's own people, and only with the permission. */
export function canSeePrivatePosts(viewer: StartupViewer, access: StartupAccess): boolean {
  if (access.founderIds.includes(viewer.userId)) return false;
  return viewer.roleType === 'System' || isAuthorized(viewer, 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW');
}

/** STARTUP_DOCUMENT:DOWNLOAD: founders always, else by criteria (ALL or ASSIGNED). */
export function canDownloadStartupDocuments(viewer: StartupViewer, access: StartupAccess): boolean {
  if (viewer.roleType === 'System') return true;
  return isAuthorized(viewer, 'STARTUP_DOCUMENT:DOWNLOAD', access);
}

/** Which startups a user is assigned to (coach, mentor, expert). */
export async function assignedStartupIds(db: Db, incubatorId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ startupId: startupAssignations.startupId })
    .from(startupAssignations)
    .where(and(eq(startupAssignations.incubatorId, incubatorId), eq(startupAssignations.userId, userId)));
  return rows.map((row) => row.startupId);
}
