import { graphql } from '../../../lib/graphql.ts';

/** Live progress of a batch operation on applications: one event per application, then the final result. */
export const ApplicationBatchOperationUpdatedSubscription = graphql(`
  subscription ApplicationBatchOperationUpdated($operationId: ID!) {
    applicationBatchOperationUpdated(operationId: $operationId) {
      operationId
      updateType
      applicationId
      processed
      failed
      total
      message
    }
  }
`);
