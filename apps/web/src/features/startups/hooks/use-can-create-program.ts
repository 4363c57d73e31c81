import { useQuery } from 'urql';
import { StartupsViewerPermissionsQuery } from '../graphql/viewer-permissions.query.ts';

/** Whether the signed-in user holds PROGRAM:CREATE, as the server reports it; null while unknown. */
export function useCanCreateProgram(): boolean | null {
  const [{ data }] = useQuery({ query: StartupsViewerPermissionsQuery, requestPolicy: 'cache-and-network' });
  if (!data) return null;
  const held = data.currentUserPermissions.find((entry) => entry.key === 'PROGRAM:CREATE');
  return held !== undefined && held.permissionCriteria !== 'NONE';
}
