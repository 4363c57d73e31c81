import { graphql } from '../../../lib/graphql.ts';

/** Stops collecting a metric from a startup or programme. */
export const UnassignMetricMutation = graphql(`
  mutation UnassignMetric($assignmentId: ID!) {
    unassignMetric(assignmentId: $assignmentId)
  }
`);
