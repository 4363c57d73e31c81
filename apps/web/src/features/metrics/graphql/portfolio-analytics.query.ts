import { graphql } from '../../../lib/graphql.ts';

/** The metrics to choose from on /startups/analytics, and the organisation's currency. */
export const PortfolioAnalyticsMetricsQuery = graphql(`
  query PortfolioAnalyticsMetrics {
    incubator {
      _id
      currency
      planInfo {
        features
      }
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

/** The startups whose metric jumped or fell beyond the threshold, or that stopped reporting it. */
export const MetricGrowthFlagsQuery = graphql(`
  query MetricGrowthFlags($metricId: ID!, $threshold: Float, $missedPeriods: Int) {
    metricGrowthFlags(metricId: $metricId, threshold: $threshold, missedPeriods: $missedPeriods) {
      startupId
      startupName
      kind
      lastPeriodFrom
      lastValue
      previousValue
      change
      missedPeriods
    }
  }
`);
