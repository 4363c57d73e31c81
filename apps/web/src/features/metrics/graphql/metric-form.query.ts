import { graphql } from '../../../lib/graphql.ts';
import { MetricFormFragment } from './metric-form.fragment.ts';

/** The data form of a startup for a data date. */
export const MetricFormQuery = graphql(
  `
    query MetricForm($startupId: ID!, $date: String!) {
      startupMetricDataForMetricForm(startupId: $startupId, date: $date) {
        ...MetricFormFields
      }
    }
  `,
  [MetricFormFragment],
);
