import { builder } from '../../platform/graphql/builder.ts';
import { type MetricSettingsView, readMetricSettings, updateMetricSettings } from './metric-settings.service.ts';

/** The organisation's metric settings (/admin/configuration/metrics); authorised in the service. */
const signedIn = { authenticated: true } as const;

const MetricSettingsRef = builder.objectRef<MetricSettingsView>('MetricSettings').implement({
  description: "The organisation's metric settings (/admin/configuration/metrics)",
  fields: (t) => ({
    reportingDays: t.exposeInt('reportingDays', { description: 'A form is due this many days after its data date' }),
    remindBeforeDays: t.exposeInt('remindBeforeDays', {
      description: 'The first reminder, this many days before the deadline (0: none)',
    }),
    remindAfterDeadline: t.exposeBoolean('remindAfterDeadline', { description: 'A reminder once the deadline passed' }),
    remindAgainAfterDays: t.exposeInt('remindAgainAfterDays', {
      description: 'A second late reminder this many days after the deadline (0: none)',
    }),
    enabledCoreMetrics: t.exposeStringList('enabledCoreMetrics', {
      description: 'The core metric keys "Add core metrics" offers',
    }),
    canEdit: t.exposeBoolean('canEdit'),
  }),
});

const MetricSettingsInput = builder.inputType('MetricSettingsInput', {
  fields: (t) => ({
    reportingDays: t.int(),
    remindBeforeDays: t.int(),
    remindAfterDeadline: t.boolean(),
    remindAgainAfterDays: t.int(),
    enabledCoreMetrics: t.stringList(),
  }),
});

builder.queryFields((t) => ({
  metricSettings: t.field({
    type: MetricSettingsRef,
    description: 'ORGANIZATION:EDIT, or METRICS/EDIT:VIEW ALL (read only)',
    authScopes: signedIn,
    resolve: (_root, _args, ctx) => readMetricSettings(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateMetricSettings: t.field({
    type: MetricSettingsRef,
    description: 'ORGANIZATION:EDIT: changes the fields given',
    authScopes: signedIn,
    args: { input: t.arg({ type: MetricSettingsInput, required: true }) },
    resolve: (_root, args, ctx) => {
      const { reportingDays, remindBeforeDays, remindAfterDeadline, remindAgainAfterDays, enabledCoreMetrics } =
        args.input;
      return updateMetricSettings(ctx, {
        ...(reportingDays != null ? { reportingDays } : {}),
        ...(remindBeforeDays != null ? { remindBeforeDays } : {}),
        ...(remindAfterDeadline != null ? { remindAfterDeadline } : {}),
        ...(remindAgainAfterDays != null ? { remindAgainAfterDays } : {}),
        ...(enabledCoreMetrics != null ? { enabledCoreMetrics } : {}),
      });
    },
  }),
}));
