import { graphql } from '../../../lib/graphql.ts';

/** Saves the categorization: skip yes sends no answers; either way the initial categorization is complete. */
export const UpdateStartupCategorizationMutation = graphql(`
  mutation UpdateStartupCategorization(
    $categorizationId: ID!
    $data: [StartupCategorizationDataInput!]
    $skip: Boolean
  ) {
    updateStartupCategorization(categorizationId: $categorizationId, data: $data, skip: $skip) {
      id
      skipped
      startup {
        _id
        initialCategorizationComplete
      }
    }
  }
`);
