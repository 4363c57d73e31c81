import { graphql } from '../../../lib/graphql.ts';

/** Deletes a custom role that no user holds. */
export const DeleteRoleMutation = graphql(`
  mutation DeleteRole($roleId: ID!) {
    deleteRole(roleId: $roleId)
  }
`);
