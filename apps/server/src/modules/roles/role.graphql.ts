import {
  type AuthorizationData,
  isAuthorized,
  PERMISSION_CRITERIA,
  type PermissionCriteria,
  PERMISSIONS,
  type PermissionSet,
  PLAN_FEATURE_UNAVAILABLE_MESSAGE,
  requiredText,
  ROLE_LABELS,
  ROLE_TYPES,
  VISIBILITY_SCOPES,
} from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import { newId } from '../../platform/db/ids.ts';
import { changedFields, recordActivity } from '../activity/index.ts';
import { getPlanInfo } from '../organisations/index.ts';
import {
  findRole,
  invalidPermissions,
  listRoles,
  permissionsByRole,
  type RoleRow,
  rolePermissionMap,
  setRolePermissions,
} from './role.service.ts';
import { RoleTypeRef } from '../../platform/graphql/enums.ts';
import { roles } from './role.table.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '@cohort/shared';

const PermissionCriteriaRef = builder.enumType('PermissionCriteria', { values: PERMISSION_CRITERIA });
const VisibilityRef = builder.enumType('RoleVisibility', { values: VISIBILITY_SCOPES });
const UserPermissionRef = builder.objectRef<{ key: string; permissionCriteria: string }>('UserPermission').implement({
  description: 'A permission key and how far it reaches (all, assigned, own...)',
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('key'),
    permissionCriteria: t.field({ type: PermissionCriteriaRef, resolve: (p) => p.permissionCriteria as never }),
  }),
});

const PermissionDefinitionRef = builder.objectRef<(typeof PERMISSIONS)[number]>('PermissionDefinition').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    group: t.exposeString('group'),
    criteria: t.field({ type: [PermissionCriteriaRef], resolve: (p) => [...p.criteria] }),
    alwaysAllowed: t.string({ nullable: true, resolve: (p) => p.alwaysAllowed ?? null }),
  }),
});

const CriteriaFlagsRef = builder
  .objectRef<{ key: string; all: boolean; assigned: boolean }>('PermissionCriteriaFlags')
  .implement({
    fields: (t) => ({ key: t.exposeString('key'), all: t.exposeBoolean('all'), assigned: t.exposeBoolean('assigned') }),
  });

/** A role with its user count; the roles list also carries its permissions, loaded for all roles at once. */
type RoleWithCount = RoleRow & { userCount: number; permissionMap?: Map<string, PermissionCriteria> };

const RoleUserAccessRef = builder.objectRef<RoleWithCount>('RoleUserAccess').implement({
  fields: (t) => ({
    roles: t.stringList({ resolve: (r) => r.userAccessRoles }),
    visibility: t.field({ type: VisibilityRef, resolve: (r) => r.userAccessVisibility }),
  }),
});
const RoleStartupAccessRef = builder.objectRef<RoleWithCount>('RoleStartupAccess').implement({
  fields: (t) => ({ visibility: t.field({ type: VisibilityRef, resolve: (r) => r.startupAccessVisibility }) }),
});

const RoleRef = builder.objectRef<RoleWithCount>('Role').implement({
  description: 'A role of the organisation: a default one per role type, or a custom role based on a type',
  fields: (t) => ({
    _id: t.exposeID('id'),
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    label: t.string({ resolve: (r) => r.label ?? ROLE_LABELS[r.type] }),
    isDefault: t.exposeBoolean('isDefault'),
    userCount: t.exposeInt('userCount'),
    userAccess: t.field({ type: RoleUserAccessRef, resolve: (r) => r }),
    startupAccess: t.field({ type: RoleStartupAccessRef, resolve: (r) => r }),
    permissions: t.field({
      type: [UserPermissionRef],
      resolve: async (r, _args, ctx) =>
        [...(r.permissionMap ?? (await rolePermissionMap(ctx.db, r.incubatorId, r.id)))].map(
          ([key, permissionCriteria]) => ({
            key,
            permissionCriteria,
          }),
        ),
    }),
  }),
});

const dataSchema = z
  .object({
    ownerId: z.string().nullish(),
    authorId: z.string().nullish(),
    creatorId: z.string().nullish(),
    applicantId: z.string().nullish(),
    roleType: z.string().nullish(),
    assignedUserIds: z.array(z.string()).optional(),
    founderIds: z.array(z.string()).optional(),
    funnelAdminIds: z.array(z.string()).optional(),
  })
  .strict();

builder.queryFields((t) => ({
  currentUserPermissions: t.field({
    type: [UserPermissionRef],
    description: 'The permissions of the signed-in user (UserPermissions)',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) =>
      [...viewerOf(ctx).viewer.permissions].map(([key, permissionCriteria]) => ({ key, permissionCriteria })),
  }),
  isUserAuthorized: t.boolean({
    description: 'Whether the signed-in user may do `permission`, for a record described by `data` (IsUserAuthorized)',
    authScopes: { authenticated: true },
    args: { permission: t.arg.string({ required: true }), data: t.arg({ type: 'JSON' }) },
    resolve: (_root, args, ctx) => {
      const data = args.data == null ? undefined : (parseInput(dataSchema, args.data) as AuthorizationData);
      return isAuthorized(viewerOf(ctx).viewer, args.permission, data);
    },
  }),
  criteriaForPermissions: t.field({
    type: [CriteriaFlagsRef],
    description: 'For each key, whether the user holds it for everything (all) or for what is assigned to them',
    authScopes: { authenticated: true },
    args: { permissions: t.arg.stringList({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { viewer } = viewerOf(ctx);
      return args.permissions.slice(0, 200).map((key) => {
        const criteria = viewer.permissions.get(key);
        return { key, all: criteria === 'ALL', assigned: criteria === 'ASSIGNED' };
      });
    },
  }),
  permissionDefinitions: t.field({
    type: [PermissionDefinitionRef],
    description: 'Every permission key, its group and the criteria it allows',
    authScopes: { authenticated: true },
    resolve: () => [...PERMISSIONS],
  }),
  roles: t.field({
    type: [RoleRef],
    description: "The organisation's roles",
    authScopes: { $any: { roleGroup: 'adminGroup', permission: 'USER_ROLES:EDIT' } },
    resolve: async (_root, _args, ctx) => {
      const { incubatorId } = viewerOf(ctx);
      const permissions = await permissionsByRole(ctx.db, incubatorId);
      return (await listRoles(ctx.db, incubatorId)).map((row) => ({
        ...row.role,
        userCount: row.userCount,
        permissionMap: permissions.get(row.role.id) ?? new Map<string, PermissionCriteria>(),
      }));
    },
  }),
}));

async function roleWithCount(ctx: Ctx, incubatorId: string, roleId: string): Promise<RoleWithCount> {
  const row = (await listRoles(ctx.db, incubatorId)).find((r) => r.role.id === roleId);
  if (!row) throw new NotFoundError('The role');
  return { ...row.role, userCount: row.userCount };
}

const PermissionInput = builder.inputType('PermissionInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    permissionCriteria: t.field({ type: PermissionCriteriaRef, required: true }),
  }),
});
const UserAccessInput = builder.inputType('UserAccessInput', {
  fields: (t) => ({
    roles: t.stringList({ required: true }),
    visibility: t.field({ type: VisibilityRef, required: true }),
  }),
});
const StartupAccessInput = builder.inputType('StartupAccessInput', {
  fields: (t) => ({ visibility: t.field({ type: VisibilityRef, required: true }) }),
});
const RoleInput = builder.inputType('RoleInput', {
  fields: (t) => ({
    label: t.string(),
    permissions: t.field({ type: [PermissionInput] }),
    userAccess: t.field({ type: UserAccessInput }),
    startupAccess: t.field({ type: StartupAccessInput }),
  }),
});

const labelSchema = z.object({ label: requiredText('Label', 80) });

builder.mutationFields((t) => ({
  createRole: t.field({
    type: RoleRef,
    description:
      'A custom role based on a role type, starting with that type’s default permissions (plan feature CUSTOM_ROLES)',
    authScopes: { permission: 'USER_ROLES:EDIT' },
    args: { type: t.arg({ type: RoleTypeRef, required: true }), label: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = viewerOf(ctx);
      const { label } = parseInput(labelSchema, { label: args.label });
      if (!(await getPlanInfo(ctx.db, incubatorId)).features.includes('CUSTOM_ROLES')) {
        throw new ForbiddenError(PLAN_FEATURE_UNAVAILABLE_MESSAGE);
      }
      if (args.type === 'System') throw new ForbiddenError('The System role cannot be copied');
      const id = newId();
      await ctx.db.insert(roles).values({ incubatorId, id, type: args.type, label, isDefault: false });
      await setRolePermissions(ctx.db, incubatorId, id, DEFAULT_ROLE_PERMISSIONS[args.type]);
      await recordActivity(ctx.db, {
        incubatorId,
        actorId: viewerOf(ctx).viewer.userId,
        action: 'role.created',
        entityType: 'role',
        entityId: id,
        after: { type: args.type, label },
      });
      return roleWithCount(ctx, incubatorId, id);
    },
  }),
  updateRole: t.field({
    type: RoleRef,
    description: 'Renames a role, or changes its permissions and visibility',
    authScopes: { permission: 'USER_ROLES:EDIT' },
    args: { roleId: t.arg.id({ required: true }), input: t.arg({ type: RoleInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const role = await findRole(ctx.db, incubatorId, String(args.roleId));
      if (!role) throw new NotFoundError('The role');
      const { input } = args;
      const before = {
        label: role.label,
        permissions: Object.fromEntries(await rolePermissionMap(ctx.db, incubatorId, role.id)),
      };
      if (input.label != null) {
        const { label } = parseInput(labelSchema, { label: input.label });
        await ctx.db
          .update(roles)
          .set({ label })
          .where(and(eq(roles.incubatorId, incubatorId), eq(roles.id, role.id)));
      }
      if (input.permissions) {
        const permissions: PermissionSet = Object.fromEntries(
          input.permissions.map((p) => [p.key, p.permissionCriteria]),
        );
        const problems = invalidPermissions(permissions);
        if (problems.length > 0) throw new ValidationError(problems.map((p) => ({ field: p.key, message: p.message })));
        if (role.id === viewer.roleId && (permissions['USER_ROLES:EDIT'] ?? 'NONE') === 'NONE') {
          throw new ValidationError([
            { field: 'USER_ROLES:EDIT', message: 'You cannot remove your own permission to edit roles' },
          ]);
        }
        await setRolePermissions(ctx.db, incubatorId, role.id, permissions);
      }
      if (input.userAccess || input.startupAccess) {
        const unknown = input.userAccess?.roles.filter((r) => !(ROLE_TYPES as readonly string[]).includes(r)) ?? [];
        if (unknown.length > 0)
          throw new ValidationError([
            { field: 'userAccess.roles', message: `Unknown role types: ${unknown.join(', ')}` },
          ]);
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
      const updated = await roleWithCount(ctx, incubatorId, role.id);
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
    },
  }),
  deleteRole: t.boolean({
    description: 'Deletes a custom role that no user holds',
    authScopes: { permission: 'USER_ROLES:EDIT' },
    args: { roleId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = viewerOf(ctx);
      const role = await roleWithCount(ctx, incubatorId, String(args.roleId));
      if (role.isDefault) throw new ValidationError([{ field: 'roleId', message: 'A default role cannot be deleted' }]);
      if (role.userCount > 0)
        throw new ValidationError([{ field: 'roleId', message: 'Move the users of this role to another role first' }]);
      await ctx.db.delete(roles).where(and(eq(roles.incubatorId, incubatorId), eq(roles.id, role.id)));
      await recordActivity(ctx.db, {
        incubatorId,
        actorId: viewerOf(ctx).viewer.userId,
        action: 'role.deleted',
        entityType: 'role',
        entityId: role.id,
        before: { type: role.type, label: role.label },
      });
      return true;
    },
  }),
}));
