import { builder } from '../../platform/graphql/builder.ts';
import type { UserWithRole } from './user.service.ts';

/** The GraphQL types other modules' fields may return; implemented in this module's GraphQL files. */
export const UserRoleRef = builder.objectRef<UserWithRole['role']>('UserRole');
export const CurrentUserRef = builder.objectRef<UserWithRole>('CurrentUser');
