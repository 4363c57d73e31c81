import type { FormAnswers, FormQuestion, SectionScore } from '@cohort/shared';
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
import { incubators } from '../organisations/index.ts';

/**
 * Forms, one row per version. A form's versions share `base_id` (the first version's id); exactly one is current.
 * The questions of a version are one JSON value (the shared engine's `FormQuestion[]`): a version is read in one
 * statement, copied whole when answers exist and its questions change, and compared question by question.
 */
export const forms = pgTable(
  'forms',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    baseId: uuid('base_id').notNull(),
    version: integer('version').notNull().default(1),
    isCurrent: boolean('is_current').notNull().default(true),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{en}'::text[]`),
    questions: jsonb('questions').$type<FormQuestion[]>().notNull().default([]),
    /** The link of /share/forms/:uuid, kept by every version of a form. */
    shareId: uuid('share_id').notNull(),
    /** NONE (staff only), MEMBERS (signed-in people, /survey/:id) or PUBLIC (anyone with the link). */
    audience: text('audience').notNull().default('NONE'),
    shareExpiresAt: timestamp('share_expires_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'forms_pkey', columns: [t.incubatorId, t.id] }),
    uniqueIndex('forms_version_key').on(t.incubatorId, t.baseId, t.version),
    uniqueIndex('forms_current_key').on(t.incubatorId, t.baseId).where(sql`is_current`),
    index('forms_share_idx').on(t.incubatorId, t.shareId),
    index('forms_list_idx').on(t.incubatorId, t.updatedAt).where(sql`is_current`),
    // One current form of each profile kind per organisation (the profile builder makes them on first use).
    uniqueIndex('forms_profile_kind_key')
      .on(t.incubatorId, t.kind)
      .where(
        sql`is_current and kind in ('startup_profile', 'startup_profile_private', 'user_profile', 'user_profile_private')`,
      ),
    tenantIsolation(),
  ],
);

/**
 * Answer sheets: one person's (or an anonymous visitor's) answers to one version of a form, a draft until submitted.
 * `subject_kind`/`subject_id` say what the answers are about (an application, a startup…) for the areas that come.
 */
export const formResponses = pgTable(
  'form_responses',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    formId: uuid('form_id').notNull(),
    baseId: uuid('base_id').notNull(),
    respondentId: uuid('respondent_id'),
    respondentEmail: text('respondent_email'),
    subjectKind: text('subject_kind'),
    subjectId: uuid('subject_id'),
    /** The subject id as text, '' without one: one draft per person, form and subject. */
    subjectKey: text('subject_key').notNull().default(''),
    status: text('status').notNull().default('draft'),
    answers: jsonb('answers').$type<FormAnswers>().notNull().default({}),
    language: text('language').notNull().default('en'),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
    sectionScores: jsonb('section_scores').$type<SectionScore[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'form_responses_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'form_responses_form_fkey',
      columns: [t.incubatorId, t.formId],
      foreignColumns: [forms.incubatorId, forms.id],
    }).onDelete('cascade'),
    index('form_responses_base_idx').on(t.incubatorId, t.baseId, t.submittedAt),
    // The answers about one record (an application's intake and rounds).
    index('form_responses_subject_idx').on(t.incubatorId, t.subjectId).where(sql`subject_id is not null`),
    uniqueIndex('form_responses_draft_key')
      .on(t.incubatorId, t.baseId, t.respondentId, t.subjectKey)
      .where(sql`status = 'draft' and respondent_id is not null`),
    tenantIsolation(),
  ],
);
