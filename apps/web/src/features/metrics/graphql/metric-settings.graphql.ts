import { graphql, type ResultOf, type VariablesOf } from '../../../lib/graphql.ts';

/** The organisation's metric settings (/admin/configuration/metrics, issue 17 point 8a). */
export const MetricSettingsQuery = graphql(`
  query MetricSettings {
    metricSettings {
      reportingDays
      remindBeforeDays
      remindAfterDeadline
      remindAgainAfterDays
      enabledCoreMetrics
      canEdit
    }
  }
`);
export type MetricSettingsData = ResultOf<typeof MetricSettingsQuery>['metricSettings'];

export const UpdateMetricSettingsMutation = graphql(`
  mutation UpdateMetricSettings($input: MetricSettingsInput!) {
    updateMetricSettings(input: $input) {
      reportingDays
      remindBeforeDays
      remindAfterDeadline
      remindAgainAfterDays
      enabledCoreMetrics
      canEdit
    }
  }
`);
export type MetricSettingsInput = VariablesOf<typeof UpdateMetricSettingsMutation>['input'];
