import { graphql } from '../../../lib/graphql.ts';

/** Changes the status of a user (active, archived, ...). */
export const ChangeUserStatusMutation = graphql(`
  mutation ChangeUserStatus($userId: ID!, $status: PersonStatus!) {
    changeUserStatus(userId: $userId, status: $status) {
      _id
      status
    }
  }
`);
