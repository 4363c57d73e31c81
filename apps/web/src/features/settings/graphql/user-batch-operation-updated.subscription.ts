import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Live progress of a batch operation on users: one event per item, then the final result. */
export const UserBatchOperationUpdatedSubscription = graphql(`
  subscription UserBatchOperationUpdated($operationId: ID!) {
    userBatchOperationUpdated(operationId: $operationId) {
      operationId
      updateType
      userId
      processed
      failed
      total
      message
    }
  }
`);

export type UserBatchOperationUpdate = ResultOf<
  typeof UserBatchOperationUpdatedSubscription
>['userBatchOperationUpdated'];
