import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** What a cofounder's startup still owes (spec 02 §4): the categorization, else the oldest pending data form. */
export const MetricsCheckerQuery = graphql(`
  query MetricsChecker($startupId: ID!) {
    metricsChecker(startupId: $startupId) {
      startup {
        _id
        initialCategorizationComplete
      }
      pendingDataForm {
        id
        type
        date
      }
    }
  }
`);

export type MetricsChecker = ResultOf<typeof MetricsCheckerQuery>['metricsChecker'];
