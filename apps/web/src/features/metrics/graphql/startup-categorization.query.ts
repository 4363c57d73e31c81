import { graphql } from '../../../lib/graphql.ts';

/** The startup's categorization (its id is the startup's): the answers given so far and whether it was skipped. */
export const StartupCategorizationQuery = graphql(`
  query StartupCategorization($categorizationId: ID!) {
    getStartupCategorization(categorizationId: $categorizationId) {
      id
      skipped
      startup {
        _id
        initialCategorizationComplete
      }
      values {
        key
        label
        value
      }
    }
  }
`);
