import { graphql } from '../../../lib/graphql.ts';

/** The metrics to choose from on /startups/analytics, and the organisation's currency. */
export const PortfolioAnalyticsMetricsQuery = graphql(`
  query PortfolioAnalyticsMetrics {
    incubator {
      _id
      currency
    }
    metrics(includeArchived: true) {
      _id
      name {
        language
        value
      }
      unitOfMeasure {
        unitType
        customName
      }
      archived
    }
  }
`);

/** One metric across the portfolio over time, per group. */
export const PortfolioAnalyticsQuery = graphql(`
  query PortfolioAnalytics($metricId: ID!, $groupBy: MetricGrouping, $from: String, $to: String) {
    metricAggregates(metricId: $metricId, groupBy: $groupBy, from: $from, to: $to) {
      groupId
      groupName
      periodFrom
      count
      sum
      average
      min
      max
      median
    }
  }
`);
