import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The state of a batch operation on users, read once subscribed since early events may have been missed. */
export const UserBatchOperationQuery = graphql(`
  query UserBatchOperation($id: ID!) {
    userBatchOperation(id: $id) {
      id
      status
      total
      processed
      failed
      results {
        userId
        succeeded
        message
      }
    }
  }
`);

export type UserBatchOperationState = ResultOf<typeof UserBatchOperationQuery>['userBatchOperation'];
