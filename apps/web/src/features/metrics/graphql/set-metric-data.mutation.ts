import { graphql } from '../../../lib/graphql.ts';
import { MetricFormFragment } from './metric-form.fragment.ts';

/** Submits the filled values (exact decimal strings; empty fields are not sent). */
export const SetMetricDataMutation = graphql(
  `
    mutation SetMetricData($startupId: ID!, $date: String!, $data: [MetricDataValueInput!]!) {
      setMetricDataInMetricForm(startupId: $startupId, date: $date, data: $data) {
        ...MetricFormFields
      }
    }
  `,
  [MetricFormFragment],
);
