import { graphql } from '../../../lib/graphql.ts';

/** A custom role based on a role type, starting with that type's default permissions (plan feature CUSTOM_ROLES). */
export const CreateRoleMutation = graphql(`
  mutation CreateRole($type: RoleType!, $label: String!) {
    createRole(type: $type, label: $label) {
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
