import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Each metric of a startup over time (the analytics tab), and the organisation's currency. */
export const StartupAnalyticsQuery = graphql(`
  query StartupAnalytics($startupId: ID!) {
    incubator {
      _id
      currency
    }
    startupMetricSeries(startupId: $startupId) {
      metric {
        _id
        name {
          language
          value
        }
        unitOfMeasure {
          unitType
          customName
        }
      }
      points {
        _id
        canCorrect
        editedAt
        from
        to
        value
        dateValue
        currency
      }
    }
  }
`);

export type StartupMetricSeries = ResultOf<typeof StartupAnalyticsQuery>['startupMetricSeries'][number];

/** Staff correct a reported value (editedBy and editedAt kept). */
export const CorrectMetricDataMutation = graphql(`
  mutation CorrectMetricData($metricDataId: ID!, $value: String!) {
    correctMetricData(metricDataId: $metricDataId, value: $value) {
      _id
    }
  }
`);
