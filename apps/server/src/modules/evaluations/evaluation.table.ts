import type { FormAnswers, SectionScore } from '@cohort/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { applications } from '../applications/index.ts';
import { funnelRounds } from '../funnels/index.ts';

/**
 * The settings of an evaluation round (issue 15): how many reviews each application needs, whether evaluators see
 * each other's scores once they submitted theirs (flag evaluationVisibility), whether a submitted review may change
 * until the deadline and whether a review is taken after it (flag evaluationSubmissionSettings). The form and the
 * deadline stay on the round (`funnel_rounds.form_id`, `.deadline`); anonymity is the funnel's (`funnels.anonymous`).
 */
export const evaluationRounds = pgTable(
  'evaluation_rounds',
  {
    incubatorId: uuid('incubator_id').notNull(),
    roundId: uuid('round_id').notNull(),
    reviewsNeeded: integer('reviews_needed').notNull().default(2),
    /** The workload cap an evaluator takes when added without one. */
    defaultCap: integer('default_cap').notNull().default(20),
    scoresVisible: boolean('scores_visible').notNull().default(false),
    reviewsEditable: boolean('reviews_editable').notNull().default(true),
    lateReviews: boolean('late_reviews').notNull().default(false),
    /** The address staff run the round from: the links of e-mails the reminder sweep sends (no request then). */
    origin: text('origin'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'evaluation_rounds_pkey', columns: [t.incubatorId, t.roundId] }),
    foreignKey({
      name: 'evaluation_rounds_round_fkey',
      columns: [t.incubatorId, t.roundId],
      foreignColumns: [funnelRounds.incubatorId, funnelRounds.id],
    }).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/** The evaluators of a round's pool, each with their workload cap (the most applications they review there). */
export const evaluationEvaluators = pgTable(
  'evaluation_evaluators',
  {
    incubatorId: uuid('incubator_id').notNull(),
    roundId: uuid('round_id').notNull(),
    userId: uuid('user_id').notNull(),
    cap: integer('cap').notNull(),
    /** Their `evaluation` task for the round (due at its deadline), done once every review of theirs is submitted. */
    taskId: uuid('task_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'evaluation_evaluators_pkey', columns: [t.incubatorId, t.roundId, t.userId] }),
    foreignKey({
      name: 'evaluation_evaluators_round_fkey',
      columns: [t.incubatorId, t.roundId],
      foreignColumns: [funnelRounds.incubatorId, funnelRounds.id],
    }).onDelete('cascade'),
    index('evaluation_evaluators_user_idx').on(t.incubatorId, t.userId),
    tenantIsolation(),
  ],
);

export type ReviewStatus = 'assigned' | 'draft' | 'submitted';

/**
 * One evaluator assigned to one application in a round, and their review: the answers to the round's evaluation
 * form (a draft saved as they type, then submitted), its score and section scores at the version answered.
 */
export const evaluationAssignments = pgTable(
  'evaluation_assignments',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    roundId: uuid('round_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    evaluatorId: uuid('evaluator_id').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('assigned'),
    /** The version of the evaluation form the answers follow (null until the first save). */
    formId: uuid('form_id'),
    answers: jsonb('answers').$type<FormAnswers>().notNull().default({}),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
    sectionScores: jsonb('section_scores').$type<SectionScore[]>(),
    /** The fit the solver saw (0–1), null when assigned by hand. */
    fit: doublePrecision('fit'),
    assignedBy: uuid('assigned_by'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'evaluation_assignments_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'evaluation_assignments_round_fkey',
      columns: [t.incubatorId, t.roundId],
      foreignColumns: [funnelRounds.incubatorId, funnelRounds.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'evaluation_assignments_application_fkey',
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }).onDelete('cascade'),
    uniqueIndex('evaluation_assignments_pair_key').on(t.incubatorId, t.roundId, t.applicationId, t.evaluatorId),
    index('evaluation_assignments_evaluator_idx').on(t.incubatorId, t.evaluatorId, t.status),
    tenantIsolation(),
  ],
);

/**
 * Conflicts of interest an evaluator declared, on one application or on a startup (every application of it). Detected
 * conflicts (membership, mentoring, the applicant's e-mail domain) are computed, not stored.
 */
export const evaluationConflicts = pgTable(
  'evaluation_conflicts',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    evaluatorId: uuid('evaluator_id').notNull(),
    applicationId: uuid('application_id'),
    startupId: uuid('startup_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'evaluation_conflicts_pkey', columns: [t.incubatorId, t.id] }),
    index('evaluation_conflicts_evaluator_idx').on(t.incubatorId, t.evaluatorId),
    uniqueIndex('evaluation_conflicts_application_key')
      .on(t.incubatorId, t.evaluatorId, t.applicationId)
      .where(sql`application_id is not null`),
    tenantIsolation(),
  ],
);

export type EvaluationRoundRow = typeof evaluationRounds.$inferSelect;
export type EvaluationAssignmentRow = typeof evaluationAssignments.$inferSelect;
