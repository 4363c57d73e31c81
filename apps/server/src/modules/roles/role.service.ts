import {
  DEFAULT_ROLE_PERMISSIONS,
  type PermissionCriteria,
  type PermissionSet,
  PLAN_FEATURE_UNAVAILABLE_MESSAGE,
  permissionDefinition,
  ROLE_LABELS,
  ROLE_TYPES,
  type RoleType,
  type VISIBILITY_SCOPES,
} from '@cohort/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { canCopyRoleType, canSetRolePermissions } from '../../policies/index.ts';
import { changedFields, recordActivity } from '../activity/index.ts';
import { getPlanInfo } from '../organisations/index.ts';
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

/** A role with its user count; the roles list also carries its permissions, loaded for all roles at once. */
export type RoleWithCount = RoleRow & { userCount: number; permissionMap?: Map<string, PermissionCriteria> };

/** The organisation's roles with their user counts and permissions (two statements, whatever the number of roles). */
export async function listRolesWithPermissions(db: Db, incubatorId: string): Promise<RoleWithCount[]> {
  const permissions = await permissionsByRole(db, incubatorId);
  return (await listRoles(db, incubatorId)).map((row) => ({
    ...row.role,
    userCount: row.userCount,
    permissionMap: permissions.get(row.role.id) ?? new Map<string, PermissionCriteria>(),
  }));
}

export async function roleWithCount(db: Db, incubatorId: string, roleId: string): Promise<RoleWithCount> {
  const row = (await listRoles(db, incubatorId)).find((r) => r.role.id === roleId);
  if (!row) throw new NotFoundError('The role');
  return { ...row.role, userCount: row.userCount };
}

/** Who acts, in which organisation. */
export interface RoleScope {
  actorId: string;
  incubatorId: string;
}

/** A custom role based on a role type, starting with that type's default permissions (plan feature CUSTOM_ROLES). */
export async function createCustomRole(
  ctx: Ctx,
  { actorId, incubatorId }: RoleScope,
  type: RoleType,
  label: string,
): Promise<RoleWithCount> {
  if (!(await getPlanInfo(ctx.db, incubatorId)).features.includes('CUSTOM_ROLES')) {
    throw new ForbiddenError(PLAN_FEATURE_UNAVAILABLE_MESSAGE);
  }
  if (!canCopyRoleType(type)) throw new ForbiddenError('The System role cannot be copied');
  const id = newId();
  await ctx.db.insert(roles).values({ incubatorId, id, type, label, isDefault: false });
  await setRolePermissions(ctx.db, incubatorId, id, DEFAULT_ROLE_PERMISSIONS[type]);
  await recordActivity(ctx.db, {
    incubatorId,
    actorId,
    action: 'role.created',
    entityType: 'role',
    entityId: id,
    after: { type, label },
  });
  return roleWithCount(ctx.db, incubatorId, id);
}

type Visibility = (typeof VISIBILITY_SCOPES)[number];

/** A role's changes, parsed: a new label, permissions, and who and which startups its users see. */
export interface RoleChanges {
  label: string | null;
  permissions: Array<{ key: string; permissionCriteria: PermissionCriteria }> | null;
  userAccess: { roles: string[]; visibility: Visibility } | null;
  startupAccess: { visibility: Visibility } | null;
}

/** Renames a role, or changes its permissions and visibility; records the change. */
export async function updateRole(
  ctx: Ctx,
  viewer: { userId: string; roleId: string },
  incubatorId: string,
  role: RoleRow,
  input: RoleChanges,
): Promise<RoleWithCount> {
  const before = {
    label: role.label,
    permissions: Object.fromEntries(await rolePermissionMap(ctx.db, incubatorId, role.id)),
  };
  if (input.label != null) {
    const label = input.label;
    await ctx.db
      .update(roles)
      .set({ label })
      .where(and(eq(roles.incubatorId, incubatorId), eq(roles.id, role.id)));
  }
  if (input.permissions) {
    const permissions: PermissionSet = Object.fromEntries(input.permissions.map((p) => [p.key, p.permissionCriteria]));
    const problems = invalidPermissions(permissions);
    if (problems.length > 0) throw new ValidationError(problems.map((p) => ({ field: p.key, message: p.message })));
    if (!canSetRolePermissions(viewer, role.id, permissions)) {
      throw new ValidationError([
        { field: 'USER_ROLES:EDIT', message: 'You cannot remove your own permission to edit roles' },
      ]);
    }
    await setRolePermissions(ctx.db, incubatorId, role.id, permissions);
  }
  if (input.userAccess || input.startupAccess) {
    const unknown = input.userAccess?.roles.filter((r) => !(ROLE_TYPES as readonly string[]).includes(r)) ?? [];
    if (unknown.length > 0)
      throw new ValidationError([{ field: 'userAccess.roles', message: `Unknown role types: ${unknown.join(', ')}` }]);
    await ctx.db
      .update(roles)
      .set({
        ...(input.userAccess
          ? { userAccessVisibility: input.userAccess.visibility, userAccessRoles: input.userAccess.roles as never }
          : {}),
        ...(input.startupAccess ? { startupAccessVisibility: input.startupAccess.visibility } : {}),
      })
      .where(and(eq(roles.incubatorId, incubatorId), eq(roles.id, role.id)));
  }
  const updated = await roleWithCount(ctx.db, incubatorId, role.id);
  const after = {
    label: updated.label,
    permissions: Object.fromEntries(await rolePermissionMap(ctx.db, incubatorId, role.id)),
  };
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'role.updated',
    entityType: 'role',
    entityId: role.id,
    ...changedFields(before, after),
    ...(input.userAccess || input.startupAccess
      ? {
          after: {
            ...changedFields(before, after).after,
            userAccess: input.userAccess ?? null,
            startupAccess: input.startupAccess ?? null,
          },
        }
      : {}),
  });
  return updated;
}

/** Deletes a custom role that no user holds; records it. */
export async function deleteRole(ctx: Ctx, { actorId, incubatorId }: RoleScope, roleId: string): Promise<void> {
  const role = await roleWithCount(ctx.db, incubatorId, roleId);
  if (role.isDefault) throw new ValidationError([{ field: 'roleId', message: 'A default role cannot be deleted' }]);
  if (role.userCount > 0)
    throw new ValidationError([{ field: 'roleId', message: 'Move the users of this role to another role first' }]);
  await ctx.db.delete(roles).where(and(eq(roles.incubatorId, incubatorId), eq(roles.id, role.id)));
  await recordActivity(ctx.db, {
    incubatorId,
    actorId,
    action: 'role.deleted',
    entityType: 'role',
    entityId: role.id,
    before: { type: role.type, label: role.label },
  });
}
