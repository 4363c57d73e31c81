import {
  DEFAULT_ROLE_PERMISSIONS,
  type PermissionCriteria,
  type PermissionSet,
  permissionDefinition,
  ROLE_LABELS,
  ROLE_TYPES,
  type RoleType,
} from '@cohort/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { rolePermissions, roles } from './role.table.ts';

export type RoleRow = typeof roles.$inferSelect;

function permissionRows(incubatorId: string, roleId: string, permissions: PermissionSet) {
  return Object.entries(permissions)
    .filter(([, criteria]) => criteria !== 'NONE')
    .map(([key, criteria]) => ({ incubatorId, roleId, key, criteria }));
}

/** Every organisation starts with one role per role type, each with the default permissions of its type. */
export async function createDefaultRoles(db: Db, incubatorId: string): Promise<Map<RoleType, string>> {
  const ids = new Map<RoleType, string>();
  const rows = ROLE_TYPES.map((type) => {
    const id = newId();
    ids.set(type, id);
    return { incubatorId, id, type, label: ROLE_LABELS[type], isDefault: true };
  });
  await db.insert(roles).values(rows);
  const permissions = rows.flatMap((row) => permissionRows(incubatorId, row.id, DEFAULT_ROLE_PERMISSIONS[row.type]));
  for (let start = 0; start < permissions.length; start += 500) {
    await db.insert(rolePermissions).values(permissions.slice(start, start + 500));
  }
  return ids;
}

/** The permissions a role holds (NONE left out). */
export async function rolePermissionMap(
  db: Db,
  incubatorId: string,
  roleId: string,
): Promise<Map<string, PermissionCriteria>> {
  const rows = await db
    .select({ key: rolePermissions.key, criteria: rolePermissions.criteria })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.incubatorId, incubatorId), eq(rolePermissions.roleId, roleId)));
  return new Map(rows.map((row) => [row.key, row.criteria]));
}

/** Replaces a role's permissions; every key must exist and every criteria must be allowed for its key. */
export async function setRolePermissions(
  db: Db,
  incubatorId: string,
  roleId: string,
  permissions: PermissionSet,
): Promise<void> {
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.incubatorId, incubatorId), eq(rolePermissions.roleId, roleId)));
  const rows = permissionRows(incubatorId, roleId, permissions);
  if (rows.length > 0) await db.insert(rolePermissions).values(rows);
}

export function invalidPermissions(permissions: PermissionSet): Array<{ key: string; message: string }> {
  const problems: Array<{ key: string; message: string }> = [];
  for (const [key, criteria] of Object.entries(permissions)) {
    const definition = permissionDefinition(key);
    if (!definition) problems.push({ key, message: `${key} is not a permission` });
    else if (!definition.criteria.includes(criteria)) problems.push({ key, message: `${key} cannot be ${criteria}` });
  }
  return problems;
}

export async function listRoles(db: Db, incubatorId: string) {
  return db
    .select({
      role: roles,
      // Qualified by hand: inside a subquery Drizzle would print these columns without their table.
      userCount: sql<number>`(select count(*)::int from users u where u.incubator_id = "roles"."incubator_id" and u.role_id = "roles"."id" and u.status <> 'deleted')`,
    })
    .from(roles)
    .where(eq(roles.incubatorId, incubatorId))
    .orderBy(roles.isDefault, roles.type, roles.label);
}

/** The role of this id in this organisation, if any; an id that is not a UUID names none. */
export async function findRole(db: Db, incubatorId: string, roleId: string): Promise<RoleRow | null> {
  if (!isUuid(roleId)) return null;
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.incubatorId, incubatorId), eq(roles.id, roleId)))
    .limit(1);
  return row ?? null;
}

/** The permissions of every role of the organisation, in one query (for the roles list). */
export async function permissionsByRole(
  db: Db,
  incubatorId: string,
): Promise<Map<string, Map<string, PermissionCriteria>>> {
  const rows = await db
    .select({ roleId: rolePermissions.roleId, key: rolePermissions.key, criteria: rolePermissions.criteria })
    .from(rolePermissions)
    .where(eq(rolePermissions.incubatorId, incubatorId));
  const byRole = new Map<string, Map<string, PermissionCriteria>>();
  for (const row of rows) {
    const permissions = byRole.get(row.roleId) ?? new Map<string, PermissionCriteria>();
    permissions.set(row.key, row.criteria);
    byRole.set(row.roleId, permissions);
  }
  return byRole;
}
