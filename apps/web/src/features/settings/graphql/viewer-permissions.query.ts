import { graphql } from '../../../lib/graphql.ts';

/** The signed-in user's permissions (UserPermissions), to tell which settings they may change. */
export const ViewerPermissionsQuery = graphql(`
  query ViewerPermissions {
    currentUserPermissions {
      key
      permissionCriteria
    }
  }
`);
