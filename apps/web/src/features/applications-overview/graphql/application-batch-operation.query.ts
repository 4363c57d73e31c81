import { graphql } from '../../../lib/graphql.ts';

/** The state of a batch operation on applications, read when the panel may have missed events. */
export const ApplicationBatchOperationQuery = graphql(`
  query ApplicationBatchOperation($id: ID!) {
    applicationBatchOperation(id: $id) {
      id
      status
      total
      processed
      failed
      results {
        applicationId
        succeeded
        message
      }
    }
  }
`);
