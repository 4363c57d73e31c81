import { graphql } from '../../../lib/graphql.ts';

/** Starts changing the status or role of several users; progress follows on userBatchOperationUpdated. */
export const StartUserBatchOperationMutation = graphql(`
  mutation StartUserBatchOperation($userIds: [ID!]!, $action: UserBatchActionInput!) {
    startUserBatchOperation(userIds: $userIds, action: $action) {
      id
      count
    }
  }
`);
