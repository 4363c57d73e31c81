import { graphql } from '../../../lib/graphql.ts';
import { MetricDefinitionFragment } from './metric-definition.fragment.ts';

/** Changes a metric's definition. */
export const UpdateMetricMutation = graphql(
  `
    mutation UpdateMetric($id: ID!, $input: MetricInput!) {
      updateMetric(id: $id, input: $input) {
        ...MetricDefinitionFields
      }
    }
  `,
  [MetricDefinitionFragment],
);
