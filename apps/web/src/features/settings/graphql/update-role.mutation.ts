import { graphql, type VariablesOf } from '../../../lib/graphql.ts';

/** Renames a role, or sets its permissions and what people and startups it may see. */
export const UpdateRoleMutation = graphql(`
  mutation UpdateRole($roleId: ID!, $input: RoleInput!) {
    updateRole(roleId: $roleId, input: $input) {
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

export type RoleInput = VariablesOf<typeof UpdateRoleMutation>['input'];
