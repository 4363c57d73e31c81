export { rolePermissions, roles } from './role.table.ts';
export {
  createDefaultRoles,
  findRole,
  invalidPermissions,
  listRoles,
  rolePermissionMap,
  type RoleRow,
  setRolePermissions,
} from './role.service.ts';
