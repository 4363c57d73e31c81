import {
  CATEGORIZATION_QUESTIONS,
  CORE_METRICS,
  duePeriods,
  formatMessage,
  formatMetricValue,
  joinMetricNames,
  type LocalizedText,
  METRIC_MESSAGES,
  type MetricCategoryTag,
  type MetricInput,
  type MetricRecurrenceType,
  type MetricUnitType,
  type MetricValidation,
  metricInputSchema,
  metricToday,
  normalizeDecimal,
  parseMetricValue,
  percentChange,
  periodOfDataDate,
  resolveLanguage,
  subtractDecimals,
  validateCategorization,
  validateMetricForm,
  PLAN_FEATURE_UNAVAILABLE_MESSAGE,
} from '@cohort/shared';
import { and, asc, eq, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import {
  canAnswerCategorization,
  canCollectFromPrograms,
  canCollectMetricsFrom,
  canDefineMetrics,
  canOpenDataCollection,
  canReadMetrics,
  canReportMetrics,
  type StartupAccess,
  seesMetricChecker,
} from '../../policies/index.ts';
import { type CreatedRecipient, createNotification, NOTIFICATION_CREATED } from '../notifications/index.ts';
import { getFeatureFlags, getPlanInfo, incubators, requireFeatureFlag } from '../organisations/index.ts';
import {
  programAdmins,
  programs,
  startupAccess,
  startupAssignations,
  startupMembers,
  startupPrograms,
  startups,
} from '../startups/index.ts';
import { taskAssignees, tasks } from '../tasks/index.ts';
import { sanitizeMessage, timelinePosts } from '../timeline/index.ts';
import { metricAggregateCache } from './metric-aggregate.cache.ts';
import {
  type MetricRow,
  metricAssignments,
  metricData,
  metricForms,
  metrics,
  startupCategorizations,
} from './metric.table.ts';
import { metricSettingsOf } from './metric-settings.service.ts';

/** The most past periods an assignment opens at once (a start date years back opens three years). */
export const METRIC_CATCH_UP_PERIODS = 36;
export const LATE_PAGE_SIZE = 25;

/** Where a founder fills a data form (decision: the spec names the screen, not its path). */
export const metricFormPath = (startupId: string, date: string) => `/startup/${startupId}/metrics/${date}`;

// ——— Views ———

export interface MetricView {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  unitType: MetricUnitType;
  customUnitName: string | null;
  trackingRecurrence: { amount: number; type: MetricRecurrenceType };
  category: MetricCategoryTag;
  validations: MetricValidation[];
  coreKey: string | null;
  archived: boolean;
}

export function metricView(row: MetricRow): MetricView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    unitType: row.unitType,
    customUnitName: row.customUnitName,
    trackingRecurrence: { amount: row.recurrenceAmount, type: row.recurrenceType },
    category: row.category,
    validations: row.validations,
    coreKey: row.coreKey,
    archived: row.archived,
  };
}

/** A metric's name in a language (else English, else the first given). */
export function metricName(name: LocalizedText, language: string): string {
  return (
    name.find((n) => n.language === language && n.value)?.value ??
    name.find((n) => n.language === 'en' && n.value)?.value ??
    name.find((n) => n.value)?.value ??
    ''
  );
}

// ——— Access ———

async function accessOrThrow(ctx: Ctx, startupId: string): Promise<StartupAccess> {
  const { incubatorId } = viewerOf(ctx);
  const access = isUuid(startupId) ? await startupAccess(ctx.db, incubatorId, startupId) : null;
  if (!access) throw new NotFoundError('The startup');
  return access;
}

function today(): string {
  return metricToday(new Date());
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

// ——— Definitions (point 1) ———

async function checkTargets(db: Db, incubatorId: string, input: MetricInput, selfId: string | null): Promise<void> {
  const ids = new Set<string>();
  for (const v of input.validations) {
    if (v.target.kind === 'metric') ids.add(v.target.metricId);
    if (v.target.kind === 'sum') for (const id of v.target.metricIds) ids.add(id);
  }
  if (selfId && ids.has(selfId)) {
    throw new ValidationError([{ field: 'validations', message: METRIC_MESSAGES.validationSelf }]);
  }
  if (ids.size === 0) return;
  const known = [...ids].every(isUuid)
    ? await db
        .select({ id: metrics.id, unitType: metrics.unitType })
        .from(metrics)
        .where(and(eq(metrics.incubatorId, incubatorId), inArray(metrics.id, [...ids])))
    : [];
  if (known.length !== ids.size || known.some((m) => m.unitType === 'DATE')) {
    throw new ValidationError([{ field: 'validations', message: METRIC_MESSAGES.validationTarget }]);
  }
}

function columnsOf(input: MetricInput) {
  return {
    name: input.name.filter((n) => n.value !== ''),
    description: input.description.filter((n) => n.value !== ''),
    unitType: input.unitType,
    customUnitName: input.unitType === 'CUSTOM' ? (input.customUnitName ?? null) : null,
    recurrenceAmount: input.trackingRecurrence.amount,
    recurrenceType: input.trackingRecurrence.type,
    category: input.category,
    validations: input.validations.map((v) => ({ ...v, label: v.label || null })) as MetricValidation[],
  };
}

async function requireDefiner(ctx: Ctx): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!canDefineMetrics(viewer)) throw new ForbiddenError();
  await requireFeatureFlag(ctx.db, incubatorId, 'createMetrics');
  return incubatorId;
}

export async function createMetric(ctx: Ctx, raw: unknown): Promise<MetricView> {
  const incubatorId = await requireDefiner(ctx);
  const input = parseInput(metricInputSchema, raw);
  await checkTargets(ctx.db, incubatorId, input, null);
  const [row] = await ctx.db
    .insert(metrics)
    .values({ incubatorId, id: newId(), ...columnsOf(input), createdBy: ctx.viewer?.userId ?? null })
    .returning();
  return metricView(row as MetricRow);
}

async function findMetric(db: Db, incubatorId: string, id: string): Promise<MetricRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(metrics)
        .where(and(eq(metrics.incubatorId, incubatorId), eq(metrics.id, id)))
    : [];
  if (!row) throw new NotFoundError('The metric');
  return row;
}

export async function updateMetric(ctx: Ctx, id: string, raw: unknown): Promise<MetricView> {
  const incubatorId = await requireDefiner(ctx);
  await findMetric(ctx.db, incubatorId, id);
  const input = parseInput(metricInputSchema, raw);
  await checkTargets(ctx.db, incubatorId, input, id);
  const [row] = await ctx.db
    .update(metrics)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(and(eq(metrics.incubatorId, incubatorId), eq(metrics.id, id)))
    .returning();
  return metricView(row as MetricRow);
}

/** Archived metrics are no longer asked for; their data stays. */
export async function archiveMetric(ctx: Ctx, id: string, archived: boolean): Promise<MetricView> {
  const incubatorId = await requireDefiner(ctx);
  await findMetric(ctx.db, incubatorId, id);
  const [row] = await ctx.db
    .update(metrics)
    .set({ archived, updatedAt: new Date() })
    .where(and(eq(metrics.incubatorId, incubatorId), eq(metrics.id, id)))
    .returning();
  return metricView(row as MetricRow);
}

/** Adds core metrics (flag coreMetrics): those named, or all; a core metric already added stays as it is. */
export async function addCoreMetrics(ctx: Ctx, keys: readonly string[] | null): Promise<MetricView[]> {
  const incubatorId = await requireDefiner(ctx);
  await requireFeatureFlag(ctx.db, incubatorId, 'coreMetrics');
  // Only the core metrics the organisation's settings switch on (those switched off that were added stay).
  const { enabledCoreMetrics } = await metricSettingsOf(ctx.db, incubatorId);
  const chosen = CORE_METRICS.filter((m) => enabledCoreMetrics.includes(m.key) && (!keys || keys.includes(m.key)));
  if (chosen.length > 0) {
    await ctx.db
      .insert(metrics)
      .values(
        // Ids a millisecond apart keep the spec's order (the list sorts by creation, then id).
        chosen.map((m, index) => ({
          incubatorId,
          id: newId(Date.now() + index),
          name: m.name,
          description: m.description,
          unitType: m.unitType,
          recurrenceAmount: m.recurrence.amount,
          recurrenceType: m.recurrence.type,
          category: m.category,
          coreKey: m.key,
          createdBy: ctx.viewer?.userId ?? null,
        })),
      )
      .onConflictDoNothing();
  }
  return listMetrics(ctx, false);
}

export async function listMetrics(ctx: Ctx, includeArchived: boolean): Promise<MetricView[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!canOpenDataCollection(viewer)) throw new ForbiddenError();
  const rows = await ctx.db
    .select()
    .from(metrics)
    .where(and(eq(metrics.incubatorId, incubatorId), includeArchived ? undefined : eq(metrics.archived, false)))
    .orderBy(asc(metrics.createdAt), asc(metrics.id));
  return rows.map(metricView);
}

// ——— Assignments (point 2) ———

export interface AssignMetricsInput {
  metricIds: string[];
  startupIds: string[];
  programIds: string[];
  startsOn: string;
}

export interface MetricAssignmentView {
  id: string;
  metricId: string;
  metricName: LocalizedText;
  startupId: string | null;
  startupName: string | null;
  programId: string | null;
  programName: string | null;
  startsOn: string;
}

/**
 * Collects metrics from startups and whole programmes (flag bulkDataAssignation) from a month on; the periods due
 * by today open at once (forms, timeline events, tasks, notifications). Returns the assignments added.
 */
export async function assignMetrics(ctx: Ctx, input: AssignMetricsInput): Promise<number> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!canOpenDataCollection(viewer)) throw new ForbiddenError();
  await requireFeatureFlag(ctx.db, incubatorId, 'dataCollection');
  const startsOn = periodOfDataDate(input.startsOn)?.dueDate;
  if (!startsOn) throw new ValidationError([{ field: 'startsOn', message: METRIC_MESSAGES.invalidPeriodDate }]);
  const metricIds = [...new Set(input.metricIds)];
  const startupIds = [...new Set(input.startupIds)];
  const programIds = [...new Set(input.programIds)];
  if (startupIds.length + programIds.length === 0 || metricIds.length === 0) {
    throw new ValidationError([{ field: 'startupIds', message: METRIC_MESSAGES.noTargets }]);
  }
  if (programIds.length > 0) {
    if (!(await getFeatureFlags(ctx.db, incubatorId)).bulkDataAssignation)
      throw new ForbiddenError(METRIC_MESSAGES.bulkOff);
    if (!canCollectFromPrograms(viewer)) throw new ForbiddenError();
    const found = programIds.every(isUuid)
      ? await ctx.db
          .select({ id: programs.id })
          .from(programs)
          .where(and(eq(programs.incubatorId, incubatorId), inArray(programs.id, programIds)))
      : [];
    if (found.length !== programIds.length) throw new NotFoundError('The programme');
  }
  for (const startupId of startupIds) {
    if (!canCollectMetricsFrom(viewer, await accessOrThrow(ctx, startupId))) throw new ForbiddenError();
  }
  const found = metricIds.every(isUuid)
    ? await ctx.db
        .select({ id: metrics.id })
        .from(metrics)
        .where(and(eq(metrics.incubatorId, incubatorId), inArray(metrics.id, metricIds), eq(metrics.archived, false)))
    : [];
  if (found.length !== metricIds.length) throw new NotFoundError('The metric');
  const rows = metricIds.flatMap((metricId) => [
    ...startupIds.map((startupId) => ({ metricId, startupId, programId: null })),
    ...programIds.map((programId) => ({ metricId, startupId: null, programId })),
  ]);
  const added = await ctx.db
    .insert(metricAssignments)
    .values(
      rows.map((r) => ({
        incubatorId,
        id: newId(),
        ...r,
        startsOn,
        origin: ctx.request.origin,
        createdBy: viewer.userId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: metricAssignments.id });
  const affected = [...startupIds];
  if (programIds.length > 0) {
    const members = await ctx.db
      .select({ startupId: startupPrograms.startupId })
      .from(startupPrograms)
      .where(and(eq(startupPrograms.incubatorId, incubatorId), inArray(startupPrograms.targetId, programIds)));
    affected.push(...members.map((m) => m.startupId));
  }
  const opened = await openDueForms(ctx.db, incubatorId, today(), [...new Set(affected)]);
  announce(ctx, incubatorId, opened.recipients);
  return added.length;
}

export async function unassignMetric(ctx: Ctx, assignmentId: string): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const [row] = isUuid(assignmentId)
    ? await ctx.db
        .select()
        .from(metricAssignments)
        .where(and(eq(metricAssignments.incubatorId, incubatorId), eq(metricAssignments.id, assignmentId)))
    : [];
  if (!row) throw new NotFoundError('The assignment');
  const allowed = row.startupId
    ? canCollectMetricsFrom(viewer, await accessOrThrow(ctx, row.startupId))
    : canCollectFromPrograms(viewer);
  if (!allowed) throw new ForbiddenError();
  await ctx.db
    .delete(metricAssignments)
    .where(and(eq(metricAssignments.incubatorId, incubatorId), eq(metricAssignments.id, assignmentId)));
  return assignmentId;
}

export async function listMetricAssignments(ctx: Ctx, metricId: string | null): Promise<MetricAssignmentView[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!canOpenDataCollection(viewer)) throw new ForbiddenError();
  const rows = await ctx.db
    .select({
      id: metricAssignments.id,
      metricId: metricAssignments.metricId,
      metricName: metrics.name,
      startupId: metricAssignments.startupId,
      startupName: startups.name,
      programId: metricAssignments.programId,
      programName: programs.name,
      startsOn: metricAssignments.startsOn,
    })
    .from(metricAssignments)
    .innerJoin(
      metrics,
      and(eq(metrics.incubatorId, metricAssignments.incubatorId), eq(metrics.id, metricAssignments.metricId)),
    )
    .leftJoin(
      startups,
      and(eq(startups.incubatorId, metricAssignments.incubatorId), eq(startups.id, metricAssignments.startupId)),
    )
    .leftJoin(
      programs,
      and(eq(programs.incubatorId, metricAssignments.incubatorId), eq(programs.id, metricAssignments.programId)),
    )
    .where(
      and(
        eq(metricAssignments.incubatorId, incubatorId),
        metricId && isUuid(metricId) ? eq(metricAssignments.metricId, metricId) : undefined,
      ),
    )
    .orderBy(asc(metricAssignments.createdAt), asc(metricAssignments.id))
    .limit(1000);
  return rows;
}

// ——— Opening due periods (the sweep and assignments) ———

export interface OpenedForms {
  forms: { id: string; startupId: string; dueDate: string }[];
  recipients: CreatedRecipient[];
}

/**
 * Opens every period due by `today` of the metrics collected from these startups (all of the organisation's when
 * null): one form per startup and data date, one data item per metric and period. Idempotent (unique keys and
 * ON CONFLICT DO NOTHING), so the sweep may run on several instances. Each new form gets its DataDueEvent post and its
 * `metrics` task for the startup; each startup with new forms one metricsRequest notification to its people.
 */
export async function openDueForms(
  db: Db,
  incubatorId: string,
  todayDate: string,
  startupIds: readonly string[] | null,
): Promise<OpenedForms> {
  if (startupIds && startupIds.length === 0) return { forms: [], recipients: [] };
  const rows = await db
    .select({
      metricId: metricAssignments.metricId,
      startupId: sql<string>`coalesce(${metricAssignments.startupId}, ${startupPrograms.startupId})`,
      startsOn: metricAssignments.startsOn,
      origin: metricAssignments.origin,
      amount: metrics.recurrenceAmount,
      type: metrics.recurrenceType,
    })
    .from(metricAssignments)
    .innerJoin(
      metrics,
      and(
        eq(metrics.incubatorId, metricAssignments.incubatorId),
        eq(metrics.id, metricAssignments.metricId),
        eq(metrics.archived, false),
      ),
    )
    .leftJoin(
      startupPrograms,
      and(
        eq(startupPrograms.incubatorId, metricAssignments.incubatorId),
        eq(startupPrograms.targetId, metricAssignments.programId),
      ),
    )
    .where(
      and(
        eq(metricAssignments.incubatorId, incubatorId),
        startupIds
          ? sql`coalesce(${metricAssignments.startupId}, ${startupPrograms.startupId}) in (${sql.join(
              startupIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : sql`coalesce(${metricAssignments.startupId}, ${startupPrograms.startupId}) is not null`,
      ),
    );
  // One start per startup and metric: the earliest of its direct and programme assignments.
  const starts = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.startupId}|${row.metricId}`;
    const known = starts.get(key);
    if (!known || row.startsOn < known.startsOn) starts.set(key, row);
  }
  const wanted: {
    startupId: string;
    metricId: string;
    from: string;
    to: string;
    dueDate: string;
    origin: string | null;
  }[] = [];
  for (const row of starts.values()) {
    for (const period of duePeriods(
      { amount: row.amount, type: row.type },
      row.startsOn,
      todayDate,
      METRIC_CATCH_UP_PERIODS,
    )) {
      wanted.push({ startupId: row.startupId, metricId: row.metricId, origin: row.origin, ...period });
    }
  }
  if (wanted.length === 0) return { forms: [], recipients: [] };
  // A new form is due the organisation's reporting days after its data date; forms already open keep their deadline.
  const { reportingDays } = await metricSettingsOf(db, incubatorId);
  const formKeys = new Map<string, { startupId: string; dueDate: string; origin: string | null }>();
  for (const w of wanted) {
    const key = `${w.startupId}|${w.dueDate}`;
    formKeys.set(key, { startupId: w.startupId, dueDate: w.dueDate, origin: formKeys.get(key)?.origin ?? w.origin });
  }
  const created = await db
    .insert(metricForms)
    .values(
      [...formKeys.values()].map((f) => ({
        incubatorId,
        id: newId(),
        startupId: f.startupId,
        dueDate: f.dueDate,
        deadline: addDays(f.dueDate, reportingDays),
        origin: f.origin,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: metricForms.id, startupId: metricForms.startupId, dueDate: metricForms.dueDate });
  const affectedStartups = [...new Set(wanted.map((w) => w.startupId))];
  const dueDates = [...new Set(wanted.map((w) => w.dueDate))];
  const forms = await db
    .select({ id: metricForms.id, startupId: metricForms.startupId, dueDate: metricForms.dueDate })
    .from(metricForms)
    .where(
      and(
        eq(metricForms.incubatorId, incubatorId),
        inArray(metricForms.startupId, affectedStartups),
        inArray(metricForms.dueDate, dueDates),
      ),
    );
  const formOf = new Map(forms.map((f) => [`${f.startupId}|${f.dueDate}`, f.id]));
  const added = await db
    .insert(metricData)
    .values(
      wanted.map((w) => ({
        incubatorId,
        id: newId(),
        formId: formOf.get(`${w.startupId}|${w.dueDate}`) as string,
        startupId: w.startupId,
        metricId: w.metricId,
        periodFrom: w.from,
        periodTo: w.to,
      })),
    )
    .onConflictDoNothing()
    .returning({ formId: metricData.formId });
  // A submitted form that gains a metric (assigned later, for a past period) is pending again.
  const reopened = [...new Set(added.map((a) => a.formId))].filter((id) => !created.some((c) => c.id === id));
  if (reopened.length > 0) {
    await db
      .update(metricForms)
      .set({ status: 'pending' })
      .where(and(eq(metricForms.incubatorId, incubatorId), inArray(metricForms.id, reopened)));
  }
  if (created.length === 0) return { forms: [], recipients: [] };
  const [organisation] = await db
    .select({ language: incubators.defaultLanguage })
    .from(incubators)
    .where(eq(incubators.id, incubatorId));
  const language = resolveLanguage(organisation?.language);
  const posts = created.map((form) => ({ form, postId: newId(), taskId: newId() }));
  await db.insert(timelinePosts).values(
    posts.map(({ form, postId }) => ({
      incubatorId,
      id: postId,
      startupId: form.startupId,
      eventType: 'DataDueEvent',
      message: sanitizeMessage(
        `Metrics for ${monthLabel(periodOfDataDate(form.dueDate)?.from ?? form.dueDate, language)} are due`,
      ),
      isPublic: true,
    })),
  );
  await db.insert(tasks).values(
    posts.map(({ form, taskId }) => ({
      incubatorId,
      id: taskId,
      name: `Report your metrics for ${monthLabel(periodOfDataDate(form.dueDate)?.from ?? form.dueDate, language)}`,
      dueDate: new Date(`${addDays(form.dueDate, reportingDays)}T23:59:59Z`),
      url: metricFormPath(form.startupId, form.dueDate),
      taskType: 'metrics',
      startupId: form.startupId,
    })),
  );
  await db.insert(taskAssignees).values(
    posts.map(({ form, taskId }) => ({
      incubatorId,
      id: newId(),
      taskId,
      type: 'Startup' as const,
      value: form.startupId,
    })),
  );
  for (const { form, postId, taskId } of posts) {
    await db
      .update(metricForms)
      .set({ duePostId: postId, taskId })
      .where(and(eq(metricForms.incubatorId, incubatorId), eq(metricForms.id, form.id)));
  }
  const people = await db
    .select({ startupId: startupMembers.startupId, userId: startupMembers.userId })
    .from(startupMembers)
    .where(
      and(
        eq(startupMembers.incubatorId, incubatorId),
        inArray(startupMembers.startupId, [...new Set(created.map((c) => c.startupId))]),
      ),
    );
  const recipients: CreatedRecipient[] = [];
  for (const startupId of new Set(created.map((c) => c.startupId))) {
    const latest = created
      .filter((c) => c.startupId === startupId)
      .sort((a, b) => b.dueDate.localeCompare(a.dueDate))[0];
    if (!latest) continue;
    recipients.push(
      ...(await createNotification(db, incubatorId, {
        type: 'metricsRequest',
        senderId: null,
        url: metricFormPath(startupId, latest.dueDate),
        recipientIds: people.filter((p) => p.startupId === startupId).map((p) => p.userId),
        messageKey: 'metricsRequest',
        values: { period: monthLabel(periodOfDataDate(latest.dueDate)?.from ?? latest.dueDate, language) },
      })),
    );
  }
  return { forms: created, recipients };
}

/** "February 2026" in a language, for posts, tasks and notifications. */
export function monthLabel(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function announce(ctx: Ctx, incubatorId: string, recipients: readonly CreatedRecipient[]): void {
  if (recipients.length === 0) return;
  ctx.afterCommit(() => {
    for (const r of recipients) {
      ctx.pubsub.publish(incubatorId, `${NOTIFICATION_CREATED}:${r.userId}`, { recipientId: r.recipientId });
    }
  });
}

// ——— The data form (point 5) ———

export interface MetricDataValidationView {
  rule: MetricValidation['rule'];
  targetKind: MetricValidation['target']['kind'];
  /** The fixed number (number targets). */
  value: string | null;
  metricIds: string[];
  /** The data items of this form the rule reads (cross-metric and sum targets; the spec's dataId). */
  dataIds: string[];
  label: string | null;
  /** What the form says when the rule fails (the label, else the default with the value or names filled in). */
  message: string;
}

export interface MetricDataItemView {
  id: string;
  value: string | null;
  dateValue: string | null;
  currency: string | null;
  periodFrom: string;
  periodTo: string;
  metric: MetricView;
  metadata: { customLabel: string | null };
  validations: MetricDataValidationView[];
  submittedAt: Date | null;
  editedBy: string | null;
  editedAt: Date | null;
}

export interface MetricFormView {
  id: string | null;
  startupId: string;
  /** The data date (yyyy-MM-dd); the periods end the day before. */
  date: string;
  status: 'pending' | 'submitted' | null;
  currency: string;
  upToDate: boolean;
  /** "Metrics are up to date." when nothing is pending for this date. */
  message: string | null;
  periods: { from: string; to: string; data: MetricDataItemView[] }[];
}

interface FormRow {
  form: { id: string; status: 'pending' | 'submitted'; dueDate: string; taskId: string | null };
  item: typeof metricData.$inferSelect;
  metric: MetricRow;
}

/** The form of a startup and data date with its items and metrics, and the organisation's currency: 2 statements. */
async function loadForm(db: Db, incubatorId: string, startupId: string, dueDate: string) {
  const rows: FormRow[] = await db
    .select({
      form: {
        id: metricForms.id,
        status: metricForms.status,
        dueDate: metricForms.dueDate,
        taskId: metricForms.taskId,
      },
      item: metricData,
      metric: metrics,
    })
    .from(metricForms)
    .innerJoin(
      metricData,
      and(eq(metricData.incubatorId, metricForms.incubatorId), eq(metricData.formId, metricForms.id)),
    )
    .innerJoin(metrics, and(eq(metrics.incubatorId, metricData.incubatorId), eq(metrics.id, metricData.metricId)))
    .where(
      and(
        eq(metricForms.incubatorId, incubatorId),
        eq(metricForms.startupId, startupId),
        eq(metricForms.dueDate, dueDate),
      ),
    )
    .orderBy(asc(metricData.periodFrom), asc(metrics.createdAt), asc(metrics.id));
  const [organisation] = await db
    .select({ currency: incubators.currency, language: incubators.defaultLanguage })
    .from(incubators)
    .where(eq(incubators.id, incubatorId));
  return { rows, currency: organisation?.currency ?? 'USD', language: resolveLanguage(organisation?.language) };
}

function fieldsOf(rows: readonly FormRow[], language: string) {
  return rows.map((r) => ({
    metricDataId: r.item.id,
    metricId: r.metric.id,
    name: metricName(r.metric.name, language),
    unitType: r.metric.unitType,
    validations: r.metric.validations,
  }));
}

function knownValuesOf(rows: readonly FormRow[]): Record<string, string> {
  const known: Record<string, string> = {};
  for (const r of rows) if (r.item.value !== null) known[r.metric.id] = r.item.value;
  return known;
}

function itemView(r: FormRow, rows: readonly FormRow[], currency: string, language: string): MetricDataItemView {
  const dataOf = (metricId: string) => rows.filter((o) => o.metric.id === metricId).map((o) => o.item.id);
  const nameOf = (metricId: string) => {
    const other = rows.find((o) => o.metric.id === metricId);
    return other ? metricName(other.metric.name, language) : metricId;
  };
  return {
    id: r.item.id,
    value: r.item.value,
    dateValue: r.item.dateValue,
    currency: r.item.currency,
    periodFrom: r.item.periodFrom,
    periodTo: r.item.periodTo,
    metric: metricView(r.metric),
    // A field is named by its metric: a rule's label is that rule's message (spec 02 §5), never the field's name.
    metadata: { customLabel: null },
    validations: r.metric.validations.map((v) => {
      const metricIds =
        v.target.kind === 'metric' ? [v.target.metricId] : v.target.kind === 'sum' ? v.target.metricIds : [];
      const shown =
        v.target.kind === 'number'
          ? formatMetricValue(v.target.value, r.metric.unitType, currency, language)
          : joinMetricNames(metricIds.map(nameOf));
      const template =
        v.rule === 'lessThan' || v.rule === 'max' ? METRIC_MESSAGES.lessThan : METRIC_MESSAGES.greaterThan;
      return {
        rule: v.rule,
        targetKind: v.target.kind,
        value: v.target.kind === 'number' ? v.target.value : null,
        metricIds,
        dataIds: metricIds.flatMap(dataOf),
        label: v.label ?? null,
        message: v.label || formatMessage(template, { value: shown }),
      };
    }),
    submittedAt: r.item.submittedAt,
    editedBy: r.item.editedBy,
    editedAt: r.item.editedAt,
  };
}

function formView(
  startupId: string,
  date: string,
  rows: readonly FormRow[],
  currency: string,
  language: string,
  withFilledData: boolean,
): MetricFormView {
  const form = rows[0]?.form ?? null;
  const pending = form?.status === 'pending';
  const shown = withFilledData || pending ? rows : [];
  const periods: MetricFormView['periods'] = [];
  for (const r of shown) {
    let period = periods.find((p) => p.from === r.item.periodFrom && p.to === r.item.periodTo);
    if (!period) {
      period = { from: r.item.periodFrom, to: r.item.periodTo, data: [] };
      periods.push(period);
    }
    period.data.push(itemView(r, rows, currency, language));
  }
  return {
    id: form?.id ?? null,
    startupId,
    date,
    status: form?.status ?? null,
    currency,
    upToDate: !pending,
    message: pending ? null : METRIC_MESSAGES.upToDate,
    periods,
  };
}

function dueDateOf(date: string): string {
  const period = periodOfDataDate(date);
  if (!period) throw new ValidationError([{ field: 'date', message: METRIC_MESSAGES.invalidPeriodDate }]);
  return period.dueDate;
}

/**
 * startupMetricDataForMetricForm: the periods ending before a data date, with their data and validations (spec 02
 * §2, §7). Pending items only, unless withFilledData (staff and the analytics read filled values). Four statements
 * whatever the number of metrics: the viewer's reach on the startup, the form with its items and metrics, the
 * organisation's currency.
 */
export async function startupMetricForm(
  ctx: Ctx,
  startupId: string,
  date: string,
  withFilledData: boolean,
): Promise<MetricFormView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const dueDate = dueDateOf(date);
  const access = await accessOrThrow(ctx, startupId);
  if (!canReadMetrics(viewer, access)) throw new ForbiddenError();
  const { rows, currency, language } = await loadForm(ctx.db, incubatorId, startupId, dueDate);
  return formView(startupId, dueDate, rows, currency, language, withFilledData);
}

export interface MetricDataValueInput {
  metricDataId: string;
  value: string;
}

/**
 * SetMetricDataInMetricForm: a founder reports the filled values of a pending form. Refused, storing nothing: a date
 * that is not a date, someone who is not one of the startup's people, a form that is not pending, a data item not of
 * this form (a metric not collected from this startup), and any rule of spec 02 §5 the values break. Stores exact
 * decimals with the organisation's currency for money, closes the form and its task, posts the
 * TopLevelDataSubmittedEvent and notifies the startup's staff (updatedMetrics).
 */
export async function setMetricData(
  ctx: Ctx,
  startupId: string,
  date: string,
  data: readonly MetricDataValueInput[],
): Promise<MetricFormView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const dueDate = dueDateOf(date);
  const access = await accessOrThrow(ctx, startupId);
  if (!canReportMetrics(viewer, access)) throw new ForbiddenError(METRIC_MESSAGES.notYourStartup);
  const { rows, currency, language } = await loadForm(ctx.db, incubatorId, startupId, dueDate);
  const form = rows[0]?.form;
  if (form?.status !== 'pending') {
    throw new ValidationError([{ field: 'date', message: METRIC_MESSAGES.notPending }]);
  }
  const values: Record<string, string> = {};
  for (const entry of data) {
    if (!rows.some((r) => r.item.id === entry.metricDataId)) {
      throw new ValidationError([{ field: entry.metricDataId, message: METRIC_MESSAGES.notAssigned }]);
    }
    values[entry.metricDataId] = entry.value;
  }
  const result = validateMetricForm(fieldsOf(rows, language), values, { currency, locale: language, knownValues: {} });
  if (!result.valid) {
    throw new ValidationError(
      result.formError
        ? [{ field: 'data', message: result.formError }]
        : Object.entries(result.fieldErrors).map(([field, message]) => ({ field, message })),
    );
  }
  const now = new Date();
  for (const filled of result.filled) {
    const row = rows.find((r) => r.item.id === filled.metricDataId) as FormRow;
    const isDate = row.metric.unitType === 'DATE';
    await ctx.db
      .update(metricData)
      .set({
        value: isDate ? null : filled.value,
        dateValue: isDate ? filled.value : null,
        currency: row.metric.unitType === 'MONETARY' ? currency : null,
        submittedBy: viewer.userId,
        submittedAt: now,
      })
      .where(and(eq(metricData.incubatorId, incubatorId), eq(metricData.id, filled.metricDataId)));
  }
  const postId = newId();
  await ctx.db.insert(timelinePosts).values({
    incubatorId,
    id: postId,
    startupId,
    eventType: 'TopLevelDataSubmittedEvent',
    message: sanitizeMessage(
      `Metrics for ${monthLabel(periodOfDataDate(dueDate)?.from ?? dueDate, language)} were reported`,
    ),
    isPublic: true,
    createdBy: viewer.userId,
  });
  await ctx.db
    .update(metricForms)
    .set({ status: 'submitted', submittedBy: viewer.userId, submittedAt: now, submittedPostId: postId })
    .where(and(eq(metricForms.incubatorId, incubatorId), eq(metricForms.id, form.id)));
  if (form.taskId) {
    await ctx.db
      .update(tasks)
      .set({ completionStatus: 'COMPLETED', updatedAt: now })
      .where(and(eq(tasks.incubatorId, incubatorId), eq(tasks.id, form.taskId)));
    await ctx.db
      .update(taskAssignees)
      .set({ done: true, completedAt: now, completedBy: viewer.userId })
      .where(and(eq(taskAssignees.incubatorId, incubatorId), eq(taskAssignees.taskId, form.taskId)));
  }
  const staff = await staffOf(ctx.db, incubatorId, access);
  const recipients = await createNotification(ctx.db, incubatorId, {
    type: 'updatedMetrics',
    senderId: viewer.userId,
    url: `/startup/${startupId}/file/analytics`,
    recipientIds: staff,
    messageKey: 'updatedMetrics',
    values: { startup: access.name, period: monthLabel(periodOfDataDate(dueDate)?.from ?? dueDate, language) },
  });
  announce(ctx, incubatorId, recipients);
  const after = await loadForm(ctx.db, incubatorId, startupId, dueDate);
  return formView(startupId, dueDate, after.rows, after.currency, after.language, true);
}

/** The startup's staff: its assigned network and the admins of its programmes. */
async function staffOf(db: Db, incubatorId: string, access: StartupAccess): Promise<string[]> {
  const admins = await db
    .select({ userId: programAdmins.userId })
    .from(programAdmins)
    .innerJoin(
      startupPrograms,
      and(
        eq(startupPrograms.incubatorId, programAdmins.incubatorId),
        eq(startupPrograms.targetId, programAdmins.programId),
      ),
    )
    .where(and(eq(programAdmins.incubatorId, incubatorId), eq(startupPrograms.startupId, access.startupId)));
  return [...new Set([...access.assignedUserIds, ...admins.map((a) => a.userId)])].filter(
    (id) => !access.founderIds.includes(id),
  );
}

/** Staff correct a reported value (METRICS/EDIT:VIEW on the startup); who and when is kept. */
export async function correctMetricData(ctx: Ctx, metricDataId: string, value: string): Promise<MetricDataItemView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const [found] = isUuid(metricDataId)
    ? await ctx.db
        .select({
          startupId: metricData.startupId,
          formId: metricData.formId,
          dueDate: metricForms.dueDate,
          status: metricForms.status,
        })
        .from(metricData)
        .innerJoin(
          metricForms,
          and(eq(metricForms.incubatorId, metricData.incubatorId), eq(metricForms.id, metricData.formId)),
        )
        .where(and(eq(metricData.incubatorId, incubatorId), eq(metricData.id, metricDataId)))
    : [];
  if (!found) throw new NotFoundError('The metric data');
  const access = await accessOrThrow(ctx, found.startupId);
  if (!canCollectMetricsFrom(viewer, access)) throw new ForbiddenError();
  if (found.status !== 'submitted')
    throw new ValidationError([{ field: metricDataId, message: METRIC_MESSAGES.notStaffEditable }]);
  const { rows, currency, language } = await loadForm(ctx.db, incubatorId, found.startupId, found.dueDate);
  const known = knownValuesOf(rows);
  const target = rows.find((r) => r.item.id === metricDataId) as FormRow;
  delete known[target.metric.id];
  const result = validateMetricForm(
    fieldsOf([target], language),
    { [metricDataId]: value },
    { currency, locale: language, knownValues: known },
  );
  const message = result.formError ?? result.fieldErrors[metricDataId];
  if (message) throw new ValidationError([{ field: metricDataId, message }]);
  const parsed = parseMetricValue(value, target.metric.unitType);
  const isDate = parsed.kind === 'date';
  const stored = parsed.kind === 'number' || parsed.kind === 'date' ? parsed.value : null;
  await ctx.db
    .update(metricData)
    .set({
      value: isDate ? null : stored,
      dateValue: isDate ? stored : null,
      currency: target.metric.unitType === 'MONETARY' ? (target.item.currency ?? currency) : null,
      editedBy: viewer.userId,
      editedAt: new Date(),
    })
    .where(and(eq(metricData.incubatorId, incubatorId), eq(metricData.id, metricDataId)));
  const after = await loadForm(ctx.db, incubatorId, found.startupId, found.dueDate);
  const row = after.rows.find((r) => r.item.id === metricDataId) as FormRow;
  return itemView(row, after.rows, after.currency, after.language);
}

// ——— Categorization (point 3) and the checker (point 4) ———

export interface CategorizationView {
  id: string;
  startup: { id: string; initialCategorizationComplete: boolean };
  skipped: boolean;
  values: { key: string; label: string; value: boolean | null }[];
}

async function categorizationRow(db: Db, incubatorId: string, startupId: string) {
  const [row] = await db
    .select()
    .from(startupCategorizations)
    .where(and(eq(startupCategorizations.incubatorId, incubatorId), eq(startupCategorizations.startupId, startupId)));
  return row ?? null;
}

function categorizationView(startupId: string, row: Awaited<ReturnType<typeof categorizationRow>>): CategorizationView {
  return {
    id: startupId,
    startup: { id: startupId, initialCategorizationComplete: row?.initialCategorizationComplete ?? false },
    skipped: row?.skipped ?? false,
    values: CATEGORIZATION_QUESTIONS.map((q) => ({ key: q.key, label: q.label, value: row?.answers[q.key] ?? null })),
  };
}

/** getStartupCategorization: the categorization's id is its startup's. */
export async function getStartupCategorization(ctx: Ctx, categorizationId: string): Promise<CategorizationView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const access = await accessOrThrow(ctx, categorizationId);
  if (!canReadMetrics(viewer, access)) throw new ForbiddenError();
  return categorizationView(access.startupId, await categorizationRow(ctx.db, incubatorId, access.startupId));
}

/**
 * UpdateStartupCategorization (spec 02 §4): skip yes records the skip (answers kept as they were), skip no saves every
 * answer; either way the initial categorization is complete and the timeline says so (DataCategorizationSkip or
 * DataCategorizationUpdate).
 */
export async function updateStartupCategorization(
  ctx: Ctx,
  categorizationId: string,
  data: readonly { key: string; value: boolean | null }[],
  skip: boolean | null,
): Promise<CategorizationView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const access = await accessOrThrow(ctx, categorizationId);
  if (!canAnswerCategorization(viewer, access)) throw new ForbiddenError(METRIC_MESSAGES.notYourStartup);
  const result = validateCategorization({ skip, data });
  if (!result.valid) {
    throw new ValidationError(Object.entries(result.errors).map(([field, message]) => ({ field, message })));
  }
  const previous = await categorizationRow(ctx.db, incubatorId, access.startupId);
  const answers = skip ? (previous?.answers ?? {}) : Object.fromEntries(result.answers.map((a) => [a.key, a.value]));
  const values = {
    answers,
    skipped: skip === true,
    initialCategorizationComplete: true,
    updatedBy: viewer.userId,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(startupCategorizations)
    .values({ incubatorId, startupId: access.startupId, ...values })
    .onConflictDoUpdate({
      target: [startupCategorizations.incubatorId, startupCategorizations.startupId],
      set: values,
    });
  const message = skip
    ? 'Data reporting was delayed'
    : `Categorization updated: ${CATEGORIZATION_QUESTIONS.map((q) => `${q.label} ${answers[q.key] ? 'Yes' : 'No'}`).join(' · ')}`;
  await ctx.db.insert(timelinePosts).values({
    incubatorId,
    id: newId(),
    startupId: access.startupId,
    eventType: skip ? 'DataCategorizationSkip' : 'DataCategorizationUpdate',
    message: sanitizeMessage(message),
    isPublic: true,
    createdBy: viewer.userId,
  });
  return categorizationView(access.startupId, await categorizationRow(ctx.db, incubatorId, access.startupId));
}

export interface MetricsCheckerView {
  startup: { id: string; initialCategorizationComplete: boolean };
  pendingDataForm: { id: string; type: 'categorization' | 'metrics'; date: string | null } | null;
}

/**
 * MetricsChecker (spec 01 §4): for a cofounder of the startup, the categorization while it is not complete (once the
 * startup reports metrics at all), else the oldest pending data form due by today; nothing for anyone else.
 */
export async function metricsChecker(ctx: Ctx, startupId: string): Promise<MetricsCheckerView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const access = await accessOrThrow(ctx, startupId);
  if (!canReadMetrics(viewer, access)) throw new ForbiddenError();
  const [state] = await ctx.db
    .select({
      complete: sql<boolean | null>`(select c.initial_categorization_complete from ${startupCategorizations} c
        where c.incubator_id = ${incubatorId} and c.startup_id = ${startupId})`,
      collected: sql<boolean>`exists (select 1 from ${metricForms} f where f.incubator_id = ${incubatorId}
        and f.startup_id = ${startupId})`,
      pendingId: sql<string | null>`(select f.id from ${metricForms} f where f.incubator_id = ${incubatorId}
        and f.startup_id = ${startupId} and f.status = 'pending' and f.due_date <= ${today()}
        order by f.due_date limit 1)`,
      pendingDate: sql<
        string | null
      >`(select f.due_date::text from ${metricForms} f where f.incubator_id = ${incubatorId}
        and f.startup_id = ${startupId} and f.status = 'pending' and f.due_date <= ${today()}
        order by f.due_date limit 1)`,
    })
    .from(startups)
    .where(and(eq(startups.incubatorId, incubatorId), eq(startups.id, startupId)));
  const complete = state?.complete ?? false;
  const startup = { id: startupId, initialCategorizationComplete: complete };
  if (!seesMetricChecker(viewer, access) || !state?.collected) return { startup, pendingDataForm: null };
  if (!complete) return { startup, pendingDataForm: { id: startupId, type: 'categorization', date: null } };
  if (state.pendingId && state.pendingDate) {
    return { startup, pendingDataForm: { id: state.pendingId, type: 'metrics', date: state.pendingDate } };
  }
  return { startup, pendingDataForm: null };
}

// ——— Who is late (point 2) ———

export interface LateMetricFormView {
  formId: string;
  startupId: string;
  startupName: string;
  dueDate: string;
  deadline: string;
  daysLate: number;
  remindedAfterAt: Date | null;
}

/** Pending forms past their deadline, oldest first, in the startups the viewer collects from (25 a page). */
export async function lateMetricForms(ctx: Ctx, page: number): Promise<{ items: LateMetricFormView[]; total: number }> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!canOpenDataCollection(viewer)) throw new ForbiddenError();
  const all = viewer.permissions.get('METRICS/EDIT:VIEW') === 'ALL' || viewer.roleType === 'System';
  const reach = all
    ? undefined
    : sql`${metricForms.startupId} in (select a.startup_id from ${startupAssignations} a
        where a.incubator_id = ${incubatorId} and a.user_id = ${viewer.userId})`;
  const todayDate = today();
  const where = and(
    eq(metricForms.incubatorId, incubatorId),
    eq(metricForms.status, 'pending'),
    lt(metricForms.deadline, todayDate),
    reach,
  );
  const rows = await ctx.db
    .select({
      formId: metricForms.id,
      startupId: metricForms.startupId,
      startupName: startups.name,
      dueDate: metricForms.dueDate,
      deadline: metricForms.deadline,
      remindedAfterAt: metricForms.remindedAfterAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(metricForms)
    .innerJoin(startups, and(eq(startups.incubatorId, metricForms.incubatorId), eq(startups.id, metricForms.startupId)))
    .where(where)
    .orderBy(asc(metricForms.deadline), asc(startups.name), asc(metricForms.id))
    .limit(LATE_PAGE_SIZE)
    .offset(Math.max(0, page) * LATE_PAGE_SIZE);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ total: _total, ...r }) => ({
      ...r,
      daysLate: Math.round((Date.parse(`${todayDate}T00:00:00Z`) - Date.parse(`${r.deadline}T00:00:00Z`)) / 86_400_000),
    })),
  };
}

// ——— Series for the analytics tab ———

export interface MetricSeriesView {
  metric: MetricView;
  points: {
    id: string;
    from: string;
    to: string;
    value: string | null;
    dateValue: string | null;
    currency: string | null;
    editedAt: Date | null;
    /** Whether the viewer may correct it (correctMetricData: staff collecting the startup's metrics). */
    canCorrect: boolean;
  }[];
}

/** Each metric of a startup over time (filled values, oldest first): one statement after the access check. */
export async function startupMetricSeries(ctx: Ctx, startupId: string): Promise<MetricSeriesView[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const access = await accessOrThrow(ctx, startupId);
  if (!canReadMetrics(viewer, access)) throw new ForbiddenError();
  const canCorrect = canCollectMetricsFrom(viewer, access);
  const rows = await ctx.db
    .select({ item: metricData, metric: metrics })
    .from(metricData)
    .innerJoin(metrics, and(eq(metrics.incubatorId, metricData.incubatorId), eq(metrics.id, metricData.metricId)))
    .where(
      and(
        eq(metricData.incubatorId, incubatorId),
        eq(metricData.startupId, startupId),
        isNotNull(metricData.submittedAt),
      ),
    )
    .orderBy(asc(metrics.createdAt), asc(metrics.id), asc(metricData.periodFrom));
  const series: MetricSeriesView[] = [];
  for (const { item, metric } of rows) {
    let entry = series.find((s) => s.metric.id === metric.id);
    if (!entry) {
      entry = { metric: metricView(metric), points: [] };
      series.push(entry);
    }
    entry.points.push({
      id: item.id,
      from: item.periodFrom,
      to: item.periodTo,
      value: item.value,
      dateValue: item.dateValue,
      currency: item.currency,
      editedAt: item.editedAt,
      canCorrect,
    });
  }
  return series;
}

// ——— The TopLevelDataSubmittedEvent of the timeline ———

export interface MetricSubmissionView {
  postId: string;
  startupId: string;
  dueDate: string;
  submittedBy: string | null;
  submittedAt: Date | null;
  /** The last staff correction of a value of this submission. */
  editedBy: string | null;
  editedAt: Date | null;
  data: {
    id: string;
    isPoint0: boolean;
    value: string | null;
    dateValue: string | null;
    currency: string | null;
    metric: MetricView;
    /** The change from the last value reported before this period: diff (exact), change (per cent), arrow. */
    metadata: { diff: string | null; change: string | null; useArrow: boolean };
  }[];
}

/**
 * A TopLevelDataSubmittedEvent as the timeline shows it (spec 02 §3): each value reported with its change from the
 * metric's previous reported value (isPoint0 when there is none). Three statements after the access check, whatever
 * the number of values.
 */
export async function metricSubmission(ctx: Ctx, postId: string): Promise<MetricSubmissionView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const [form] = isUuid(postId)
    ? await ctx.db
        .select()
        .from(metricForms)
        .where(and(eq(metricForms.incubatorId, incubatorId), eq(metricForms.submittedPostId, postId)))
    : [];
  if (!form) throw new NotFoundError('The submission');
  const access = await accessOrThrow(ctx, form.startupId);
  if (!canReadMetrics(viewer, access)) throw new ForbiddenError();
  const rows = await ctx.db
    .select({
      item: metricData,
      metric: metrics,
      previous: sql<string | null>`(select p.value::text from ${metricData} p where p.incubator_id = ${incubatorId}
        and p.startup_id = ${metricData.startupId} and p.metric_id = ${metricData.metricId}
        and p.period_from < ${metricData.periodFrom} and p.value is not null
        order by p.period_from desc limit 1)`,
    })
    .from(metricData)
    .innerJoin(metrics, and(eq(metrics.incubatorId, metricData.incubatorId), eq(metrics.id, metricData.metricId)))
    .where(
      and(eq(metricData.incubatorId, incubatorId), eq(metricData.formId, form.id), isNotNull(metricData.submittedAt)),
    )
    .orderBy(asc(metrics.createdAt), asc(metrics.id), asc(metricData.periodFrom));
  const edited = rows
    .filter((r) => r.item.editedAt)
    .sort((a, b) => (b.item.editedAt?.getTime() ?? 0) - (a.item.editedAt?.getTime() ?? 0))[0];
  return {
    postId,
    startupId: form.startupId,
    dueDate: form.dueDate,
    submittedBy: form.submittedBy,
    submittedAt: form.submittedAt,
    editedBy: edited?.item.editedBy ?? null,
    editedAt: edited?.item.editedAt ?? null,
    data: rows.map(({ item, metric, previous }) => {
      const comparable = item.value !== null && previous !== null && metric.unitType !== 'DATE';
      return {
        id: item.id,
        isPoint0: previous === null,
        value: item.value,
        dateValue: item.dateValue,
        currency: item.currency,
        metric: metricView(metric),
        metadata: {
          diff: comparable ? subtractDecimals(item.value as string, previous as string) : null,
          change: comparable ? percentChange(previous as string, item.value as string) : null,
          useArrow: comparable,
        },
      };
    }),
  };
}

// ——— Portfolio aggregation (the analytics page) ———

/**
 * Reading metrics across the portfolio (aggregations, growth flags) is the plan feature DATA_ASSETS (spec 02 plan
 * features); a startup's own metrics (reporting, its analytics tab) are not gated.
 */
async function requireDataAssets(db: Db, incubatorId: string): Promise<void> {
  const plan = await getPlanInfo(db, incubatorId);
  if (!plan.features.includes('DATA_ASSETS')) throw new ForbiddenError(PLAN_FEATURE_UNAVAILABLE_MESSAGE);
}

export const METRIC_GROUPINGS = ['portfolio', 'program', 'industry', 'tag', 'cohort'] as const;
export type MetricGrouping = (typeof METRIC_GROUPINGS)[number];

export interface MetricAggregateRow {
  groupId: string | null;
  groupName: string;
  periodFrom: string;
  count: number;
  sum: string | null;
  average: string | null;
  min: string | null;
  max: string | null;
  median: string | null;
}

/**
 * One metric across the portfolio over time (spec 02 aggregations: average, count, max, median, min, sum), per
 * period and per programme, industry, tag or cohort (the year a startup joined), in one statement. Sums, averages and
 * medians are computed on `numeric` (the median is the mean of the middle two, exact); averages are rounded to six
 * decimals. Staff with METRICS/EDIT:VIEW ALL read every startup, ASSIGNED the startups they follow.
 */
export async function metricAggregates(
  ctx: Ctx,
  metricId: string,
  groupBy: MetricGrouping,
  range: { from: string | null; to: string | null },
): Promise<MetricAggregateRow[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!canOpenDataCollection(viewer)) throw new ForbiddenError();
  await requireDataAssets(ctx.db, incubatorId);
  await findMetric(ctx.db, incubatorId, metricId);
  for (const [field, value] of Object.entries(range)) {
    if (value !== null && !periodOfDataDate(value)) {
      throw new ValidationError([{ field, message: METRIC_MESSAGES.invalidPeriodDate }]);
    }
  }
  const all = viewer.permissions.get('METRICS/EDIT:VIEW') === 'ALL' || viewer.roleType === 'System';
  if (!all) {
    const reach = sql`and d.startup_id in (select a.startup_id from ${startupAssignations} a
        where a.incubator_id = ${incubatorId} and a.user_id = ${viewer.userId})`;
    return aggregateRows(ctx.db, incubatorId, metricId, groupBy, range, reach);
  }
  // The whole portfolio's results stay in memory until what they are made of changes (metric-aggregate.cache.ts);
  // a read inside a transaction that writes never fills the cache.
  if (ctx.operationType !== 'query') return aggregateRows(ctx.db, incubatorId, metricId, groupBy, range, sql``);
  const rows = await metricAggregateCache<MetricAggregateRow[]>(ctx.database).get(
    incubatorId,
    `${metricId}:${groupBy}`,
    () => aggregateRows(ctx.db, incubatorId, metricId, groupBy, { from: null, to: null }, sql``),
  );
  return rows.filter(
    (row) => (!range.from || row.periodFrom >= range.from) && (!range.to || row.periodFrom <= range.to),
  );
}

/** The aggregation's one statement, over the startups `reach` keeps (all of them when empty). */
async function aggregateRows(
  db: Db,
  incubatorId: string,
  metricId: string,
  groupBy: MetricGrouping,
  range: { from: string | null; to: string | null },
  reach: SQL,
): Promise<MetricAggregateRow[]> {
  const group = {
    portfolio: { join: sql``, id: sql`null::uuid`, name: sql`'Portfolio'` },
    program: {
      join: sql`join ${startupPrograms} g on g.incubator_id = d.incubator_id and g.startup_id = d.startup_id
        join ${programs} grp on grp.incubator_id = g.incubator_id and grp.id = g.program_id`,
      id: sql`grp.id`,
      name: sql`grp.name`,
    },
    industry: {
      join: sql`join startup_industries g on g.incubator_id = d.incubator_id and g.startup_id = d.startup_id
        join industries grp on grp.incubator_id = g.incubator_id and grp.id = g.industry_id`,
      id: sql`grp.id`,
      name: sql`grp.name`,
    },
    tag: {
      join: sql`join startup_tags g on g.incubator_id = d.incubator_id and g.startup_id = d.startup_id
        join tags grp on grp.incubator_id = g.incubator_id and grp.id = g.tag_id`,
      id: sql`grp.id`,
      name: sql`grp.name`,
    },
    cohort: {
      join: sql`join ${startups} grp on grp.incubator_id = d.incubator_id and grp.id = d.startup_id`,
      id: sql`extract(year from grp.created_at)::int`,
      name: sql`extract(year from grp.created_at)::int::text`,
    },
  }[groupBy];
  const result = (await db.execute(sql`
    select group_id::text as group_id, group_name, period_from::text as period_from, n::int as count, total::text as sum,
           round(total / nullif(n, 0), 6)::text as average, low::text as min, high::text as max,
           case when n = 0 then null else ((sorted[(n + 1) / 2] + sorted[n / 2 + 1]) / 2)::text end as median
      from (select ${group.id} as group_id, ${group.name} as group_name, d.period_from,
                   count(d.value)::int as n, sum(d.value) as total, min(d.value) as low, max(d.value) as high,
                   array_agg(d.value order by d.value) filter (where d.value is not null) as sorted
              from ${metricData} d ${group.join}
             where d.incubator_id = ${incubatorId} and d.metric_id = ${metricId} and d.value is not null
               ${range.from ? sql`and d.period_from >= ${range.from}` : sql``}
               ${range.to ? sql`and d.period_from <= ${range.to}` : sql``}
               ${reach}
             group by 1, 2, 3) s
     order by period_from, group_name`)) as unknown as {
    rows: {
      group_id: string | null;
      group_name: string;
      period_from: string;
      count: number;
      sum: string | null;
      average: string | null;
      min: string | null;
      max: string | null;
      median: string | null;
    }[];
  };
  const tidy = (value: string | null) => (value === null ? null : normalizeDecimal(value));
  return result.rows.map((r) => ({
    groupId: r.group_id,
    groupName: r.group_name,
    periodFrom: r.period_from,
    count: Number(r.count),
    sum: tidy(r.sum),
    average: tidy(r.average),
    min: tidy(r.min),
    max: tidy(r.max),
    median: tidy(r.median),
  }));
}

// ——— Growth flags (the analytics page) ———

export const METRIC_GROWTH_FLAG_KINDS = ['jump', 'fall', 'stopped'] as const;
export type MetricGrowthFlagKind = (typeof METRIC_GROWTH_FLAG_KINDS)[number];
/** The default change, in per cent, from which a startup's last value is a jump or a fall. */
export const GROWTH_THRESHOLD_DEFAULT = 50;
/** The default number of ended periods without a value after which a startup has stopped reporting. */
export const GROWTH_MISSED_DEFAULT = 2;
const GROWTH_THRESHOLD_MAX = 1_000_000;
const GROWTH_MISSED_MAX = 120;

export interface MetricGrowthFlagView {
  startupId: string;
  startupName: string;
  kind: MetricGrowthFlagKind;
  /** The start of the last period with a value, null when the startup never reported one. */
  lastPeriodFrom: string | null;
  lastValue: string | null;
  previousValue: string | null;
  /** Change from the previous value to the last, in per cent (one decimal). */
  change: string | null;
  /** Periods that ended without a value since the last one. */
  missedPeriods: number;
}

/**
 * The startups whose metric jumped or fell by `threshold` per cent or more between their last two values, or that
 * stopped reporting (`missedPeriods` ended periods without a value since their last one): one statement after the
 * checks, the change computed exactly. Same reach as `metricAggregates` (METRICS/EDIT:VIEW ALL or the startups
 * followed). A startup that stopped is listed once, as stopped; the others by the size of their change.
 */
export async function metricGrowthFlags(
  ctx: Ctx,
  metricId: string,
  options: { threshold: number; missedPeriods: number },
): Promise<MetricGrowthFlagView[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!canOpenDataCollection(viewer)) throw new ForbiddenError();
  await requireDataAssets(ctx.db, incubatorId);
  await findMetric(ctx.db, incubatorId, metricId);
  if (!Number.isFinite(options.threshold) || options.threshold <= 0 || options.threshold > GROWTH_THRESHOLD_MAX) {
    throw new ValidationError([
      { field: 'threshold', message: `The threshold must be a percentage above 0 and at most ${GROWTH_THRESHOLD_MAX}` },
    ]);
  }
  if (
    !Number.isInteger(options.missedPeriods) ||
    options.missedPeriods < 1 ||
    options.missedPeriods > GROWTH_MISSED_MAX
  ) {
    throw new ValidationError([
      { field: 'missedPeriods', message: `The number of missed periods must be between 1 and ${GROWTH_MISSED_MAX}` },
    ]);
  }
  const all = viewer.permissions.get('METRICS/EDIT:VIEW') === 'ALL' || viewer.roleType === 'System';
  const reach = all
    ? sql``
    : sql`and d.startup_id in (select a.startup_id from ${startupAssignations} a
        where a.incubator_id = ${incubatorId} and a.user_id = ${viewer.userId})`;
  const result = (await ctx.db.execute(sql`
    with reported as (
      select d.startup_id, d.period_from, d.value,
             row_number() over (partition by d.startup_id order by d.period_from desc) as rn
        from ${metricData} d
       where d.incubator_id = ${incubatorId} and d.metric_id = ${metricId}
         and (d.value is not null or d.date_value is not null) ${reach}
    ), last_two as (
      select startup_id, max(period_from) filter (where rn = 1) as last_from,
             max(value) filter (where rn = 1) as last_value, max(value) filter (where rn = 2) as previous_value
        from reported where rn <= 2 group by startup_id
    ), missed as (
      select d.startup_id, count(*)::int as missed
        from ${metricData} d left join last_two l on l.startup_id = d.startup_id
       where d.incubator_id = ${incubatorId} and d.metric_id = ${metricId} and d.value is null
         and d.date_value is null and d.period_to < ${today()}
         and (l.last_from is null or d.period_from > l.last_from) ${reach}
       group by d.startup_id
    )
    select s.id::text as startup_id, s.name as startup_name, l.last_from::text as last_from,
           l.last_value::text as last_value, l.previous_value::text as previous_value,
           coalesce(m.missed, 0)::int as missed
      from (select startup_id from last_two union select startup_id from missed) x
      join ${startups} s on s.incubator_id = ${incubatorId} and s.id = x.startup_id
      left join last_two l on l.startup_id = x.startup_id
      left join missed m on m.startup_id = x.startup_id`)) as unknown as {
    rows: {
      startup_id: string;
      startup_name: string;
      last_from: string | null;
      last_value: string | null;
      previous_value: string | null;
      missed: number;
    }[];
  };
  const flags: MetricGrowthFlagView[] = [];
  for (const r of result.rows) {
    const lastValue = r.last_value === null ? null : normalizeDecimal(r.last_value);
    const previousValue = r.previous_value === null ? null : normalizeDecimal(r.previous_value);
    const change = lastValue !== null && previousValue !== null ? percentChange(previousValue, lastValue) : null;
    const missed = Number(r.missed);
    const kind: MetricGrowthFlagKind | null =
      missed >= options.missedPeriods
        ? 'stopped'
        : change !== null && Number(change) >= options.threshold
          ? 'jump'
          : change !== null && Number(change) <= -options.threshold
            ? 'fall'
            : null;
    if (!kind) continue;
    flags.push({
      startupId: r.startup_id,
      startupName: r.startup_name,
      kind,
      lastPeriodFrom: r.last_from,
      lastValue,
      previousValue,
      change,
      missedPeriods: missed,
    });
  }
  const order = { stopped: 0, fall: 1, jump: 2 } as const;
  return flags.sort(
    (a, b) =>
      order[a.kind] - order[b.kind] ||
      Math.abs(Number(b.change ?? 0)) - Math.abs(Number(a.change ?? 0)) ||
      b.missedPeriods - a.missedPeriods ||
      a.startupName.localeCompare(b.startupName),
  );
}
