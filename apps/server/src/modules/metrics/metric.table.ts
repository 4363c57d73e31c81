import type {
  LocalizedText,
  MetricCategoryTag,
  MetricRecurrenceType,
  MetricUnitType,
  MetricValidation,
} from '@cohort/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { programs, startups } from '../startups/index.ts';

/**
 * Metric definitions (issue 17, flag createMetrics): name and description per language, the unit, how often it is
 * reported, its category tag and its validations. Core metrics (flag coreMetrics) carry their `core_key`.
 */
export const metrics = pgTable(
  'metrics',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default([]),
    unitType: text('unit_type').$type<MetricUnitType>().notNull(),
    customUnitName: text('custom_unit_name'),
    recurrenceAmount: integer('recurrence_amount').notNull().default(1),
    recurrenceType: text('recurrence_type').$type<MetricRecurrenceType>().notNull().default('monthly'),
    category: text('category').$type<MetricCategoryTag>().notNull().default('untagged'),
    validations: jsonb('validations').$type<MetricValidation[]>().notNull().default([]),
    coreKey: text('core_key'),
    archived: boolean('archived').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'metrics_pkey', columns: [t.incubatorId, t.id] }),
    uniqueIndex('metrics_core_key').on(t.incubatorId, t.coreKey).where(sql`core_key is not null`),
    tenantIsolation(),
  ],
);

/** A metric collected from one startup, or from every startup of a programme (flag bulkDataAssignation). */
export const metricAssignments = pgTable(
  'metric_assignments',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    metricId: uuid('metric_id').notNull(),
    startupId: uuid('startup_id'),
    programId: uuid('program_id'),
    /** The first period starts on the first day of this month. */
    startsOn: date('starts_on').notNull(),
    /** The address staff assigned from: the links of the e-mails the sweep sends (no request then). */
    origin: text('origin'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'metric_assignments_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'metric_assignments_metric_fkey',
      columns: [t.incubatorId, t.metricId],
      foreignColumns: [metrics.incubatorId, metrics.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'metric_assignments_startup_fkey',
      columns: [t.incubatorId, t.startupId],
      foreignColumns: [startups.incubatorId, startups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'metric_assignments_program_fkey',
      columns: [t.incubatorId, t.programId],
      foreignColumns: [programs.incubatorId, programs.id],
    }).onDelete('cascade'),
    uniqueIndex('metric_assignments_startup_key')
      .on(t.incubatorId, t.metricId, t.startupId)
      .where(sql`startup_id is not null`),
    uniqueIndex('metric_assignments_program_key')
      .on(t.incubatorId, t.metricId, t.programId)
      .where(sql`program_id is not null`),
    index('metric_assignments_startup_idx').on(t.incubatorId, t.startupId),
    index('metric_assignments_program_idx').on(t.incubatorId, t.programId),
    tenantIsolation(),
  ],
);

export type MetricFormStatus = 'pending' | 'submitted';

/**
 * A startup's data form for one data date (the day after the periods it covers end): its DataDueEvent post, its
 * `metrics` task, the reminders sent, and the TopLevelDataSubmittedEvent post once submitted.
 */
export const metricForms = pgTable(
  'metric_forms',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    startupId: uuid('startup_id').notNull(),
    /** The data date (spec: dueDate): the form shows the periods ending the day before. */
    dueDate: date('due_date').notNull(),
    /** The last day to report before the startup counts as late (the task's due date). */
    deadline: date('deadline').notNull(),
    status: text('status').$type<MetricFormStatus>().notNull().default('pending'),
    taskId: uuid('task_id'),
    duePostId: uuid('due_post_id'),
    submittedPostId: uuid('submitted_post_id'),
    submittedBy: uuid('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    remindedBeforeAt: timestamp('reminded_before_at', { withTimezone: true }),
    remindedAfterAt: timestamp('reminded_after_at', { withTimezone: true }),
    /** The second late reminder (metric settings: remindAgainAfterDays). */
    remindedAgainAt: timestamp('reminded_again_at', { withTimezone: true }),
    /** The address of the reminders' links (the assignment's). */
    origin: text('origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'metric_forms_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'metric_forms_startup_fkey',
      columns: [t.incubatorId, t.startupId],
      foreignColumns: [startups.incubatorId, startups.id],
    }).onDelete('cascade'),
    uniqueIndex('metric_forms_startup_due_key').on(t.incubatorId, t.startupId, t.dueDate),
    index('metric_forms_status_idx').on(t.incubatorId, t.status, t.deadline),
    tenantIsolation(),
  ],
);

/**
 * One value of one metric for one period of one startup (the spec's metric data item). Numbers are `numeric`, read
 * and written as strings (exact); money keeps the currency it was reported in; a DATE metric fills `date_value`.
 */
export const metricData = pgTable(
  'metric_data',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    formId: uuid('form_id').notNull(),
    startupId: uuid('startup_id').notNull(),
    metricId: uuid('metric_id').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    value: numeric('value'),
    dateValue: date('date_value'),
    currency: text('currency'),
    submittedBy: uuid('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** A staff correction after submission. */
    editedBy: uuid('edited_by'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'metric_data_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'metric_data_form_fkey',
      columns: [t.incubatorId, t.formId],
      foreignColumns: [metricForms.incubatorId, metricForms.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'metric_data_metric_fkey',
      columns: [t.incubatorId, t.metricId],
      foreignColumns: [metrics.incubatorId, metrics.id],
    }).onDelete('cascade'),
    uniqueIndex('metric_data_period_key').on(t.incubatorId, t.startupId, t.metricId, t.periodFrom),
    index('metric_data_form_idx').on(t.incubatorId, t.formId),
    // Portfolio analytics read one metric's values across startups (metricAggregates, growth flags). Migration 0032
    // recreates it with INCLUDE (startup_id, value) for an index-only scan (drizzle cannot declare INCLUDE).
    index('metric_data_metric_idx').on(t.incubatorId, t.metricId, t.periodFrom),
    tenantIsolation(),
  ],
);

/** A startup's answers to the categorization questionnaire (its id is the startup's: the spec's categorizationId). */
export const startupCategorizations = pgTable(
  'startup_categorizations',
  {
    incubatorId: uuid('incubator_id').notNull(),
    startupId: uuid('startup_id').notNull(),
    answers: jsonb('answers').$type<Record<string, boolean>>().notNull().default({}),
    skipped: boolean('skipped').notNull().default(false),
    initialCategorizationComplete: boolean('initial_categorization_complete').notNull().default(false),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'startup_categorizations_pkey', columns: [t.incubatorId, t.startupId] }),
    foreignKey({
      name: 'startup_categorizations_startup_fkey',
      columns: [t.incubatorId, t.startupId],
      foreignColumns: [startups.incubatorId, startups.id],
    }).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/**
 * The organisation's metric settings (/admin/configuration/metrics): no row means the defaults of
 * METRIC_SETTINGS_DEFAULTS. Core metrics are stored as the ones switched off, so a core metric added later is on.
 */
export const metricSettings = pgTable(
  'metric_settings',
  {
    incubatorId: uuid('incubator_id').notNull(),
    reportingDays: integer('reporting_days').notNull().default(10),
    remindBeforeDays: integer('remind_before_days').notNull().default(3),
    remindAfterDeadline: boolean('remind_after_deadline').notNull().default(true),
    remindAgainAfterDays: integer('remind_again_after_days').notNull().default(0),
    disabledCoreMetrics: text('disabled_core_metrics').array().notNull().default(sql`'{}'::text[]`),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'metric_settings_pkey', columns: [t.incubatorId] }), tenantIsolation()],
);

export type MetricRow = typeof metrics.$inferSelect;
export type MetricDataRow = typeof metricData.$inferSelect;
export type MetricFormRow = typeof metricForms.$inferSelect;
export type MetricSettingsRow = typeof metricSettings.$inferSelect;
