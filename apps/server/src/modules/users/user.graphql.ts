import { ROLE_LABELS, USER_STATUSES, VISIBILITY_SCOPES } from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import { AuthenticationRequiredError } from '../../platform/graphql/errors.ts';
import { findUserById, fullName, type UserWithRole } from './user.service.ts';
import { CurrentUserRef, UserRoleRef } from './user.refs.ts';

const UserStatusRef = builder.enumType('UserStatus', { values: USER_STATUSES });
const VisibilityScopeRef = builder.enumType('VisibilityScope', { values: VISIBILITY_SCOPES });

const UserAccessRef = builder.objectRef<UserWithRole['role']>('UserAccess').implement({
  description: 'Which people the role may see; an empty list of roles means every role',
  fields: (t) => ({
    roles: t.stringList({ resolve: (role) => role.userAccessRoles }),
    visibility: t.field({ type: VisibilityScopeRef, resolve: (role) => role.userAccessVisibility }),
  }),
});

const StartupAccessRef = builder.objectRef<UserWithRole['role']>('StartupAccess').implement({
  description: 'Which startups the role may see; anything but NONE means startup access',
  fields: (t) => ({
    visibility: t.field({ type: VisibilityScopeRef, resolve: (role) => role.startupAccessVisibility }),
  }),
});

UserRoleRef.implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    label: t.string({ resolve: (role) => role.label ?? ROLE_LABELS[role.type] }),
    userAccess: t.field({ type: UserAccessRef, resolve: (role) => role }),
    startupAccess: t.field({ type: StartupAccessRef, resolve: (role) => role }),
  }),
});

const IncubatorIdRef = builder.objectRef<{ id: string }>('IncubatorReference').implement({
  fields: (t) => ({ id: t.exposeID('id'), _id: t.exposeID('id') }),
});

CurrentUserRef.implement({
  description: 'The signed-in user (spec 02 §3 Current user)',
  fields: (t) => ({
    _id: t.exposeID('id'),
    id: t.exposeID('id'),
    name: t.string({ resolve: (user) => fullName(user) }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.string({ resolve: (user) => fullName(user) }),
    headline: t.exposeString('headline', { nullable: true }),
    email: t.exposeString('email'),
    avatar: t.exposeString('avatar', { nullable: true }),
    cover: t.exposeString('cover', { nullable: true }),
    status: t.field({ type: UserStatusRef, resolve: (user) => user.status }),
    validated: t.exposeBoolean('validated'),
    timezone: t.exposeString('timezone', { nullable: true }),
    language: t.exposeString('language', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (user) => user.createdAt }),
    incubator: t.field({ type: IncubatorIdRef, resolve: (user) => ({ id: user.incubatorId }) }),
    role: t.field({ type: UserRoleRef, resolve: (user) => user.role }),
  }),
});

builder.queryField('currentUser', (t) =>
  t.field({
    type: CurrentUserRef,
    description: 'The signed-in user; AuthenticationRequiredError when signed out',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
      const user = await findUserById(ctx.db, ctx.incubator.id, ctx.viewer.userId);
      if (!user) throw new AuthenticationRequiredError();
      return user;
    },
  }),
);
