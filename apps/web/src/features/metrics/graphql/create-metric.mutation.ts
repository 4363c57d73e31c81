import { graphql } from '../../../lib/graphql.ts';
import { MetricDefinitionFragment } from './metric-definition.fragment.ts';

/** Defines a metric (flag createMetrics). */
export const CreateMetricMutation = graphql(
  `
    mutation CreateMetric($input: MetricInput!) {
      createMetric(input: $input) {
        ...MetricDefinitionFields
      }
    }
  `,
  [MetricDefinitionFragment],
);
