import { graphql } from '../../../lib/graphql.ts';

/**
 * Adds several startups to or removes them from a programme, a tag or an industry, or deletes them; progress follows
 * on startupBatchOperationUpdated.
 */
export const StartStartupBatchOperationMutation = graphql(`
  mutation StartStartupBatchOperation($startupIds: [ID!]!, $action: StartupBatchActionInput!) {
    startStartupBatchOperation(startupIds: $startupIds, action: $action) {
      id
      count
    }
  }
`);
