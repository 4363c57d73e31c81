import {
  boolean,
  foreignKey,
  index,
  integer,
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
 * A funnel: one open call of a programme, with its public page (/apply/program/:slug), its intake form and its
 * rounds. `program_id` names a programme of the organisation (no foreign key: a deleted programme leaves the funnel
 * without one rather than deleting its applications). `published_at` puts the call on /apply/explore; the call takes
 * submissions between `opens_at` and `closes_at`.
 */
export const funnels = pgTable(
  'funnels',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    programId: uuid('program_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    eligibility: text('eligibility'),
    cover: text('cover'),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** The base id of the intake form (kind intake): applicants fill its current version. */
    intakeFormId: uuid('intake_form_id'),
    allowCofounders: boolean('allow_cofounders').notNull().default(true),
    /** Evaluators see applications without the applicants' names (flag anonymityApplications). */
    anonymous: boolean('anonymous').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'funnels_pkey', columns: [t.incubatorId, t.id] }),
    uniqueIndex('funnels_slug_key').on(t.incubatorId, t.slug),
    tenantIsolation(),
  ],
);

/** The ordered rounds of a funnel (kinds of `ROUND_KINDS`); a form round names the base id of its form. */
export const funnelRounds = pgTable(
  'funnel_rounds',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    funnelId: uuid('funnel_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    formId: uuid('form_id'),
    deadline: timestamp('deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'funnel_rounds_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'funnel_rounds_funnel_fkey',
      columns: [t.incubatorId, t.funnelId],
      foreignColumns: [funnels.incubatorId, funnels.id],
    }).onDelete('cascade'),
    index('funnel_rounds_funnel_idx').on(t.incubatorId, t.funnelId, t.position),
    tenantIsolation(),
  ],
);

/** Who administers a funnel: the ASSIGNED criterion of the funnel and application permissions reads this table. */
export const funnelAdmins = pgTable(
  'funnel_admins',
  {
    incubatorId: uuid('incubator_id').notNull(),
    funnelId: uuid('funnel_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'funnel_admins_pkey', columns: [t.incubatorId, t.funnelId, t.userId] }),
    foreignKey({
      name: 'funnel_admins_funnel_fkey',
      columns: [t.incubatorId, t.funnelId],
      foreignColumns: [funnels.incubatorId, funnels.id],
    }).onDelete('cascade'),
    index('funnel_admins_user_idx').on(t.incubatorId, t.userId),
    tenantIsolation(),
  ],
);

/**
 * The e-mail a published decision sends, per funnel, decision (accept, reject, delay_reject) and language
 * (EMAIL_REJECTION:CREATE and :EDIT; the creator may always edit it).
 */
export const funnelDecisionEmails = pgTable(
  'funnel_decision_emails',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    funnelId: uuid('funnel_id').notNull(),
    action: text('action').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'funnel_decision_emails_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'funnel_decision_emails_funnel_fkey',
      columns: [t.incubatorId, t.funnelId],
      foreignColumns: [funnels.incubatorId, funnels.id],
    }).onDelete('cascade'),
    uniqueIndex('funnel_decision_emails_key').on(t.incubatorId, t.funnelId, t.action, t.language),
    tenantIsolation(),
  ],
);

export type FunnelRow = typeof funnels.$inferSelect;
export type FunnelRoundRow = typeof funnelRounds.$inferSelect;
export type FunnelDecisionEmailRow = typeof funnelDecisionEmails.$inferSelect;
