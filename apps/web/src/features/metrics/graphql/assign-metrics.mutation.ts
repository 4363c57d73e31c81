import { graphql } from '../../../lib/graphql.ts';

/** Collects metrics from startups and programmes from the month of startsOn; the number of assignments added. */
export const AssignMetricsMutation = graphql(`
  mutation AssignMetrics($metricIds: [ID!]!, $startupIds: [ID!], $programIds: [ID!], $startsOn: String!) {
    assignMetrics(metricIds: $metricIds, startupIds: $startupIds, programIds: $programIds, startsOn: $startsOn)
  }
`);
