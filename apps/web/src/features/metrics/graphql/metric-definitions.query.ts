import { graphql } from '../../../lib/graphql.ts';
import { MetricDefinitionFragment } from './metric-definition.fragment.ts';

/** The organisation's metrics, archived ones included (METRICS/EDIT:VIEW). */
export const MetricDefinitionsQuery = graphql(
  `
    query MetricDefinitions {
      metrics(includeArchived: true) {
        ...MetricDefinitionFields
      }
    }
  `,
  [MetricDefinitionFragment],
);
