import { graphql, type ResultOf, type VariablesOf } from '../../../lib/graphql.ts';

/** What the settings page shows of the metric settings, read and saved alike (unmasked: read directly). */
const MetricSettingsFragment = graphql(`
  fragment MetricSettingsFields on MetricSettings @_unmask {
    reportingDays
    remindBeforeDays
    remindAfterDeadline
    remindAgainAfterDays
    enabledCoreMetrics
    canEdit
  }
`);

/** The organisation's metric settings (/admin/configuration/metrics, issue 17 point 8a). */
export const MetricSettingsQuery = graphql(
  `
  query MetricSettings {
    metricSettings {
      ...MetricSettingsFields
    }
  }
`,
  [MetricSettingsFragment],
);
export type MetricSettingsData = ResultOf<typeof MetricSettingsQuery>['metricSettings'];

export const UpdateMetricSettingsMutation = graphql(
  `
  mutation UpdateMetricSettings($input: MetricSettingsInput!) {
    updateMetricSettings(input: $input) {
      ...MetricSettingsFields
    }
  }
`,
  [MetricSettingsFragment],
);
export type MetricSettingsInput = VariablesOf<typeof UpdateMetricSettingsMutation>['input'];
