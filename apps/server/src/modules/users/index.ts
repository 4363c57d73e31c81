export { users } from './user.table.ts';
export {
  defaultRoleId,
  findUserByEmail,
  findUserById,
  selectUsersWithRole,
  fullName,
  updateUser,
  type UserChanges,
  type UserRow,
  type UserWithRole,
} from './user.service.ts';
export { CurrentUserRef, UserRoleRef } from './user.refs.ts';
