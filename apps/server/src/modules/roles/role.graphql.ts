import {
  type AuthorizationData,
  isAuthorized,
  PERMISSION_CRITERIA,
  PERMISSIONS,
  requiredText,
  ROLE_LABELS,
  VISIBILITY_SCOPES,
} from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError, parseInput } from '../../platform/graphql/errors.ts';
import {
  createCustomRole,
  deleteRole,
  findRole,
  listRolesWithPermissions,
  rolePermissionMap,
  type RoleWithCount,
  updateRole,
} from './role.service.ts';
import { RoleTypeRef } from '../../platform/graphql/enums.ts';

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
      return listRolesWithPermissions(ctx.db, incubatorId);
    },
  }),
}));

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
      return createCustomRole(ctx, { actorId: viewerOf(ctx).viewer.userId, incubatorId }, args.type, label);
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
      const label = input.label != null ? parseInput(labelSchema, { label: input.label }).label : null;
      return updateRole(ctx, viewer, incubatorId, role, {
        label,
        permissions: input.permissions ?? null,
        userAccess: input.userAccess ?? null,
        startupAccess: input.startupAccess ?? null,
      });
    },
  }),
  deleteRole: t.boolean({
    description: 'Deletes a custom role that no user holds',
    authScopes: { permission: 'USER_ROLES:EDIT' },
    args: { roleId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = viewerOf(ctx);
      await deleteRole(ctx, { actorId: viewerOf(ctx).viewer.userId, incubatorId }, String(args.roleId));
      return true;
    },
  }),
}));
