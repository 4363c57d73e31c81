import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The organisation's roles: one default role per role type and the custom roles based on a type. */
export const RolesQuery = graphql(`
  query Roles {
    roles {
      _id
      type
      label
      isDefault
      userCount
      permissions {
        key
        permissionCriteria
      }
      userAccess {
        roles
        visibility
      }
      startupAccess {
        visibility
      }
    }
  }
`);

export type Role = ResultOf<typeof RolesQuery>['roles'][number];
