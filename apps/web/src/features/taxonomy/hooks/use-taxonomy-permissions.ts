import { useQuery } from 'urql';
import { TaxonomyViewerPermissionsQuery } from '../graphql/viewer-permissions.query.ts';

/** What the signed-in user may do with tags, as the server reports it; null while unknown. */
export interface TaxonomyPermissions {
  view: boolean | null;
  create: boolean | null;
  edit: boolean | null;
}

/** TAGS_EDITOR:VIEW, CREATE and EDIT of the signed-in user (the server checks them on every call anyway). */
export function useTaxonomyPermissions(): TaxonomyPermissions {
  const [{ data }] = useQuery({ query: TaxonomyViewerPermissionsQuery, requestPolicy: 'cache-and-network' });
  if (!data) return { view: null, create: null, edit: null };
  const held = (key: string) => {
    const entry = data.currentUserPermissions.find((permission) => permission.key === key);
    return entry !== undefined && entry.permissionCriteria !== 'NONE';
  };
  return { view: held('TAGS_EDITOR:VIEW'), create: held('TAGS_EDITOR:CREATE'), edit: held('TAGS_EDITOR:EDIT') };
}
