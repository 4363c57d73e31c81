import { graphql } from '../../../lib/graphql.ts';

/** Moves a user to another role of the organisation. */
export const ChangeUserRoleMutation = graphql(`
  mutation ChangeUserRole($userId: ID!, $roleId: ID!) {
    changeUserRole(userId: $userId, roleId: $roleId) {
      _id
      status
      role {
        _id
        type
        label
      }
    }
  }
`);
