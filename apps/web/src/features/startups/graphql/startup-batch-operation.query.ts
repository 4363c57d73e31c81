import { graphql } from '../../../lib/graphql.ts';

/** The state of a batch operation on startups, read once subscribed since early events may have been missed. */
export const StartupBatchOperationQuery = graphql(`
  query StartupBatchOperation($id: ID!) {
    startupBatchOperation(id: $id) {
      id
      status
      total
      processed
      failed
      results {
        startupId
        succeeded
        message
      }
    }
  }
`);
