import { graphql } from '../../../lib/graphql.ts';

/** Live progress of a batch operation on startups: one event per startup, then the final result. */
export const StartupBatchOperationUpdatedSubscription = graphql(`
  subscription StartupBatchOperationUpdated($operationId: ID!) {
    startupBatchOperationUpdated(operationId: $operationId) {
      operationId
      updateType
      startupId
      processed
      failed
      total
      message
    }
  }
`);
