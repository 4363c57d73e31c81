import type { ApplicationStatus } from '@cohort/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { funnelRounds, funnels } from '../funnels/index.ts';
import { incubators } from '../organisations/index.ts';

/**
 * One application to a funnel. `round_id` is the round it is in (null while in the intake: a draft, or submitted
 * and not yet moved). The answers are form responses about it (`form_responses.subject_kind = 'application'`): the
 * intake's and each form round's, their respondent being the applicant. A lead is an application staff made for
 * someone (`lead_email`), claimed at /leads/transfer/:transferToken. `startup_id` is the startup it applies with or
 * the one its acceptance created.
 */
export const applications = pgTable(
  'applications',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    funnelId: uuid('funnel_id').notNull(),
    roundId: uuid('round_id'),
    status: text('status').$type<ApplicationStatus>().notNull().default('draft'),
    applicantId: uuid('applicant_id'),
    startupId: uuid('startup_id'),
    startupName: text('startup_name'),
    /** The name as the duplicate check compares it: a plain column, so that the lookup uses its index under RLS. */
    startupNameKey: text('startup_name_key').generatedAlwaysAs(sql`lower(startup_name)`),
    language: text('language').notNull().default('en'),
    /** A decision staff prepared, published later with the others (accept, reject, delay_reject). */
    preparedDecision: text('prepared_decision'),
    preparedBy: uuid('prepared_by'),
    preparedAt: timestamp('prepared_at', { withTimezone: true }),
    isLead: boolean('is_lead').notNull().default(false),
    leadEmail: text('lead_email'),
    leadFirstName: text('lead_first_name'),
    leadLastName: text('lead_last_name'),
    transferToken: uuid('transfer_token'),
    createdBy: uuid('created_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    roundEnteredAt: timestamp('round_entered_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'applications_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'applications_funnel_fkey',
      columns: [t.incubatorId, t.funnelId],
      foreignColumns: [funnels.incubatorId, funnels.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'applications_round_fkey',
      columns: [t.incubatorId, t.roundId],
      foreignColumns: [funnelRounds.incubatorId, funnelRounds.id],
    }),
    // One application per person and call (spec: duplicates by the same person are refused).
    uniqueIndex('applications_applicant_key').on(t.incubatorId, t.funnelId, t.applicantId),
    uniqueIndex('applications_transfer_key').on(t.incubatorId, t.transferToken),
    index('applications_funnel_idx').on(t.incubatorId, t.funnelId, t.status, t.roundId),
    index('applications_applicant_idx').on(t.incubatorId, t.applicantId),
    index('applications_created_idx').on(t.incubatorId, t.createdAt, t.id),
    index('applications_startup_idx').on(t.incubatorId, t.startupId),
    // The overview flags a startup applying twice to a call: its name looked up per row (bench/applications.ts).
    // (An index on lower(startup_name) would not serve: under row-level security a function that is not leakproof
    // is never applied to rows before the policy, so the planner cannot use an expression index for it.)
    index('applications_startup_name_idx').on(t.incubatorId, t.funnelId, t.startupNameKey),
    tenantIsolation(),
  ],
);

/** The people of an application: its owner and the co-founders they invited (who may edit the draft too). */
export const applicationMembers = pgTable(
  'application_members',
  {
    incubatorId: uuid('incubator_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').$type<'owner' | 'cofounder'>().notNull().default('cofounder'),
    invitedBy: uuid('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'application_members_pkey', columns: [t.incubatorId, t.applicationId, t.userId] }),
    foreignKey({
      name: 'application_members_application_fkey',
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }).onDelete('cascade'),
    index('application_members_user_idx').on(t.incubatorId, t.userId),
    tenantIsolation(),
  ],
);

/** Taxonomy tags (kind application) on applications. */
export const applicationTags = pgTable(
  'application_tags',
  {
    incubatorId: uuid('incubator_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    tagId: uuid('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'application_tags_pkey', columns: [t.incubatorId, t.applicationId, t.tagId] }),
    foreignKey({
      name: 'application_tags_application_fkey',
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }).onDelete('cascade'),
    index('application_tags_tag_idx').on(t.incubatorId, t.tagId),
    tenantIsolation(),
  ],
);

/**
 * Comments on an application's activities tab, with replies (`parent_id`). A public comment is seen by the
 * applicant; a private one (TIMELINE/CREATE_PRIVATE_COMMENT:VIEW) only by staff. The message is sanitized HTML.
 */
export const applicationComments = pgTable(
  'application_comments',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    applicationId: uuid('application_id').notNull(),
    parentId: uuid('parent_id'),
    message: text('message').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'application_comments_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'application_comments_application_fkey',
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }).onDelete('cascade'),
    index('application_comments_application_idx').on(t.incubatorId, t.applicationId, t.createdAt),
    tenantIsolation(),
  ],
);

/**
 * Every change of an application's status or round: the activities tab shows them, the dashboard reads the time
 * spent in each round from them.
 */
export const applicationStatusChanges = pgTable(
  'application_status_changes',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    applicationId: uuid('application_id').notNull(),
    funnelId: uuid('funnel_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    fromRoundId: uuid('from_round_id'),
    toRoundId: uuid('to_round_id'),
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'application_status_changes_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'application_status_changes_application_fkey',
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }).onDelete('cascade'),
    index('application_status_changes_application_idx').on(t.incubatorId, t.applicationId, t.createdAt),
    index('application_status_changes_funnel_idx').on(t.incubatorId, t.funnelId, t.createdAt),
    tenantIsolation(),
  ],
);

/** An interview of a meeting round (states of `MEETING_STATES`); the invitation carries an .ics file. */
export const applicationMeetings = pgTable(
  'application_meetings',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    applicationId: uuid('application_id').notNull(),
    roundId: uuid('round_id'),
    state: text('state').notNull().default('pending'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    location: text('location'),
    conferenceUrl: text('conference_url'),
    message: text('message'),
    organiserId: uuid('organiser_id'),
    attendeeIds: uuid('attendee_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The iCalendar SEQUENCE: raised by every change so calendars replace the event. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'application_meetings_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'application_meetings_application_fkey',
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }).onDelete('cascade'),
    index('application_meetings_application_idx').on(t.incubatorId, t.applicationId),
    tenantIsolation(),
  ],
);

export type ApplicationBatchStatus = 'RUNNING' | 'SUCCEEDED' | 'PARTIALLY_SUCCEEDED' | 'FAILED';
export interface ApplicationBatchItemResult {
  applicationId: string;
  succeeded: boolean;
  message: string | null;
}

/** A batch action on applications (spec 01 §4): per-item results, followed live by applicationBatchOperationUpdated. */
export const applicationBatchOperations = pgTable(
  'application_batch_operations',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    createdBy: uuid('created_by').notNull(),
    action: jsonb('action').$type<Record<string, unknown> & { type: string }>().notNull(),
    applicationIds: text('application_ids').array().notNull(),
    status: text('status').$type<ApplicationBatchStatus>().notNull().default('RUNNING'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    results: jsonb('results').$type<ApplicationBatchItemResult[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'application_batch_operations_pkey', columns: [t.incubatorId, t.id] }), tenantIsolation()],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationCommentRow = typeof applicationComments.$inferSelect;
export type ApplicationMeetingRow = typeof applicationMeetings.$inferSelect;
