import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Which startups and programmes each metric is collected from, and the metrics to choose from. */
export const MetricAssignmentsQuery = graphql(`
  query MetricAssignments {
    metricAssignments {
      id
      metricId
      metricName {
        language
        value
      }
      programId
      programName
      startupId
      startupName
      startsOn
    }
    metrics {
      id
      name {
        language
        value
      }
    }
  }
`);

export type MetricAssignmentData = ResultOf<typeof MetricAssignmentsQuery>['metricAssignments'][number];
