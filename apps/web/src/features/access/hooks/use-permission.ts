import { useQuery } from 'urql';
import { IsUserAuthorizedQuery } from '../graphql/is-user-authorized.query.ts';

/** Whether the server says the signed-in user holds a permission: true or false, null while it answers. */
export function usePermission(permission: string): boolean | null {
  const [{ data, error }] = useQuery({
    query: IsUserAuthorizedQuery,
    variables: { permission, data: null },
    requestPolicy: 'cache-and-network',
  });
  if (data) return data.isUserAuthorized;
  return error ? false : null;
}
