import { graphql } from '../../../lib/graphql.ts';

/** The signed-in user's permissions (UserPermissions), to tell whether they may add, change or delete tags. */
export const TaxonomyViewerPermissionsQuery = graphql(`
  query TaxonomyViewerPermissions {
    currentUserPermissions {
      key
      permissionCriteria
    }
  }
`);
