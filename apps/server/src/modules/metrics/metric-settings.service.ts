import {
  CORE_METRIC_KEYS,
  METRIC_SETTINGS_DEFAULTS,
  type MetricSettingsInput,
  type MetricSettingsValues,
  metricSettingsSchema,
} from '@cohort/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, parseInput } from '../../platform/graphql/errors.ts';
import { canManageMetricSettings, canReadMetricSettings } from '../../policies/index.ts';
import { metricSettings } from './metric.table.ts';

/**
 * The organisation's metric settings (issue 17 point 8a, /admin/configuration/metrics): reporting days, the reminder
 * schedule and the core metrics offered. No row is the defaults (METRIC_SETTINGS_DEFAULTS).
 */
export async function metricSettingsOf(db: Db, incubatorId: string): Promise<MetricSettingsValues> {
  const [row] = await db.select().from(metricSettings).where(eq(metricSettings.incubatorId, incubatorId));
  if (!row) return { ...METRIC_SETTINGS_DEFAULTS, enabledCoreMetrics: [...CORE_METRIC_KEYS] };
  return {
    reportingDays: row.reportingDays,
    remindBeforeDays: row.remindBeforeDays,
    remindAfterDeadline: row.remindAfterDeadline,
    remindAgainAfterDays: row.remindAgainAfterDays,
    enabledCoreMetrics: CORE_METRIC_KEYS.filter((key) => !row.disabledCoreMetrics.includes(key)),
  };
}

export type MetricSettingsView = MetricSettingsValues & { canEdit: boolean };

export async function readMetricSettings(ctx: Ctx): Promise<MetricSettingsView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!canReadMetricSettings(viewer)) throw new ForbiddenError();
  return { ...(await metricSettingsOf(ctx.db, incubatorId)), canEdit: canManageMetricSettings(viewer) };
}

/** Changes the fields given; the result (saved values with the change) is checked as a whole. */
export async function updateMetricSettings(ctx: Ctx, input: MetricSettingsInput): Promise<MetricSettingsView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!canManageMetricSettings(viewer)) throw new ForbiddenError();
  const current = await metricSettingsOf(ctx.db, incubatorId);
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined && value !== null),
  );
  const values = parseInput(metricSettingsSchema, { ...current, ...changes });
  const columns = {
    reportingDays: values.reportingDays,
    remindBeforeDays: values.remindBeforeDays,
    remindAfterDeadline: values.remindAfterDeadline,
    remindAgainAfterDays: values.remindAgainAfterDays,
    disabledCoreMetrics: CORE_METRIC_KEYS.filter((key) => !values.enabledCoreMetrics.includes(key)),
    updatedBy: viewer.userId,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(metricSettings)
    .values({ incubatorId, ...columns })
    .onConflictDoUpdate({ target: metricSettings.incubatorId, set: columns });
  return readMetricSettings(ctx);
}
