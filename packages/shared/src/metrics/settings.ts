import { z } from 'zod';
import { CORE_METRICS } from './model.ts';

/**
 * An organisation's metric settings (/admin/configuration/metrics, issue 17 point 8a): how many days after its data
 * date a form is due, when the sweep reminds the startups, and which core metrics "Add core metrics" offers.
 */
export const METRIC_SETTINGS_LIMITS = {
  minReportingDays: 1,
  maxReportingDays: 28,
  maxRemindBeforeDays: 28,
  /** The second late reminder comes at least two days after the deadline (the first one comes the day after). */
  minRemindAgainDays: 2,
  maxRemindAgainDays: 28,
} as const;

export const CORE_METRIC_KEYS = CORE_METRICS.map((metric) => metric.key);

export interface MetricSettingsValues {
  /** A form is due this many days after its data date (then the startup is late). */
  reportingDays: number;
  /** The first reminder: this many days before the deadline, 0 for none. */
  remindBeforeDays: number;
  /** A reminder the day after the deadline, when still not reported. */
  remindAfterDeadline: boolean;
  /** A second late reminder this many days after the deadline, 0 for none (needs remindAfterDeadline). */
  remindAgainAfterDays: number;
  /** The core metrics "Add core metrics" offers (switching one off keeps the metrics already added). */
  enabledCoreMetrics: string[];
}

export const METRIC_SETTINGS_DEFAULTS: Readonly<MetricSettingsValues> = {
  reportingDays: 10,
  remindBeforeDays: 3,
  remindAfterDeadline: true,
  remindAgainAfterDays: 0,
  enabledCoreMetrics: [...CORE_METRIC_KEYS],
};

const L = METRIC_SETTINGS_LIMITS;

export const METRIC_SETTINGS_MESSAGES = {
  reportingDays: `A form is due ${L.minReportingDays} to ${L.maxReportingDays} days after its data date`,
  remindBeforeDays: `The first reminder comes 0 to ${L.maxRemindBeforeDays} days before the deadline`,
  remindAgainAfterDays: `The second late reminder comes ${L.minRemindAgainDays} to ${L.maxRemindAgainDays} days after the deadline, or 0 for none`,
  remindAgainNeedsLate: 'Turn on the reminder after the deadline to send a second one',
  unknownCoreMetric: 'This is not a core metric',
} as const;

const M = METRIC_SETTINGS_MESSAGES;

/** The whole settings, as stored: the server checks the saved values merged with the change. */
export const metricSettingsSchema = z
  .object({
    reportingDays: z
      .number()
      .int(M.reportingDays)
      .min(L.minReportingDays, M.reportingDays)
      .max(L.maxReportingDays, M.reportingDays),
    remindBeforeDays: z
      .number()
      .int(M.remindBeforeDays)
      .min(0, M.remindBeforeDays)
      .max(L.maxRemindBeforeDays, M.remindBeforeDays),
    remindAfterDeadline: z.boolean(),
    remindAgainAfterDays: z
      .number()
      .int(M.remindAgainAfterDays)
      .refine(
        (days) => days === 0 || (days >= L.minRemindAgainDays && days <= L.maxRemindAgainDays),
        M.remindAgainAfterDays,
      ),
    enabledCoreMetrics: z
      .array(z.string().refine((key) => CORE_METRIC_KEYS.includes(key), M.unknownCoreMetric))
      .max(CORE_METRIC_KEYS.length * 2),
  })
  .refine((s) => s.remindAgainAfterDays === 0 || s.remindAfterDeadline, {
    message: M.remindAgainNeedsLate,
    path: ['remindAgainAfterDays'],
  });

export type MetricSettingsInput = Partial<MetricSettingsValues>;
