import type { PermissionSet, RoleType } from '@cohort/shared';

/** A custom role copies a role type; System acts for the platform and is never copied. */
export function canCopyRoleType(type: RoleType): boolean {
  return type !== 'System';
}

/**
 * Whether the viewer may give a role these permissions: not if it is their own role and the change takes away their
 * USER_ROLES:EDIT (they would lock themselves out of the roles page).
 */
export function canSetRolePermissions(
  viewer: { roleId: string },
  roleId: string,
  permissions: Readonly<PermissionSet>,
): boolean {
  return !(roleId === viewer.roleId && (permissions['USER_ROLES:EDIT'] ?? 'NONE') === 'NONE');
}
