import { useQuery } from 'urql';
import { ViewerPermissionsQuery } from '../graphql/viewer-permissions.query.ts';

/** The permissions that let the admin group change settings (the server checks them on every mutation). */
export type SettingsPermission =
  | 'ORGANIZATION:EDIT'
  | 'USER_ROLES:EDIT'
  | 'INDUSTRIES:CREATE'
  | 'INDUSTRIES:EDIT'
  | 'CUSTOM_NAV:EDIT';

/**
 * Whether the signed-in user holds a permission, as the server reports it: true or false, or null while unknown.
 * A Sub-Admin, for instance, sees the settings without ORGANIZATION:EDIT by default.
 */
export function useCanEdit(permission: SettingsPermission): boolean | null {
  const [{ data }] = useQuery({ query: ViewerPermissionsQuery, requestPolicy: 'cache-and-network' });
  if (!data) return null;
  const held = data.currentUserPermissions.find((entry) => entry.key === permission);
  return held !== undefined && held.permissionCriteria !== 'NONE';
}
