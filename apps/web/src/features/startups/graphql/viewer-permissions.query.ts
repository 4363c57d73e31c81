import { graphql } from '../../../lib/graphql.ts';

/** The signed-in user's permissions (UserPermissions), to tell whether they may create programmes. */
export const StartupsViewerPermissionsQuery = graphql(`
  query StartupsViewerPermissions {
    currentUserPermissions {
      key
      permissionCriteria
    }
  }
`);
