import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';
import { users } from '../users/index.ts';

/**
 * Startups of an organisation. This is the record the shell needs (name, logo, people); the startups issue adds
 * the rest of the startup file.
 */
export const startups = pgTable(
  'startups',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    logo: text('logo'),
    description: text('description'),
    website: text('website'),
    foundingYear: integer('founding_year'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'startups_pkey', columns: [t.incubatorId, t.id] }),
    // The portfolio's default order (by name, case-insensitive): a page reads the index, not a sort of every startup.
    index('startups_name_idx').on(t.incubatorId, sql`lower(${t.name})`, t.id),
    tenantIsolation(),
  ],
);

/** Programmes (cohorts, tracks) that startups take part in; PROGRAM:CREATE makes the creator an admin. */
export const programs = pgTable(
  'programs',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    /** Who takes part: startups (a cohort) or people (a mentor track, a fellowship: `program_members`). */
    kind: text('kind').$type<'startup' | 'user'>().notNull().default('startup'),
    description: text('description'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    cover: text('cover'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'programs_pkey', columns: [t.incubatorId, t.id] }), tenantIsolation()],
);

/** Who administers a programme. */
export const programAdmins = pgTable(
  'program_admins',
  {
    incubatorId: uuid('incubator_id').notNull(),
    programId: uuid('program_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'program_admins_pkey', columns: [t.incubatorId, t.programId, t.userId] }),
    foreignKey({
      name: 'program_admins_program_fkey',
      columns: [t.incubatorId, t.programId],
      foreignColumns: [programs.incubatorId, programs.id],
    }).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/** The people of a programme of kind `user` (a mentor track, a fellowship), assigned by staff or by a funnel. */
export const programMembers = pgTable(
  'program_members',
  {
    incubatorId: uuid('incubator_id').notNull(),
    programId: uuid('program_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'program_members_pkey', columns: [t.incubatorId, t.programId, t.userId] }),
    foreignKey({
      name: 'program_members_program_fkey',
      columns: [t.incubatorId, t.programId],
      foreignColumns: [programs.incubatorId, programs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'program_members_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    index('program_members_user_idx').on(t.incubatorId, t.userId),
    tenantIsolation(),
  ],
);

/** A link between a startup and something of the organisation: a programme, an industry or a tag. */
function startupLink(name: string, column: string) {
  return pgTable(
    name,
    {
      incubatorId: uuid('incubator_id').notNull(),
      startupId: uuid('startup_id').notNull(),
      targetId: uuid(column).notNull(),
    },
    (t) => [
      primaryKey({ name: `${name}_pkey`, columns: [t.incubatorId, t.startupId, t.targetId] }),
      foreignKey({
        name: `${name}_startup_fkey`,
        columns: [t.incubatorId, t.startupId],
        foreignColumns: [startups.incubatorId, startups.id],
      }).onDelete('cascade'),
      index(`${name}_target_idx`).on(t.incubatorId, t.targetId),
      tenantIsolation(),
    ],
  );
}
export const startupPrograms = startupLink('startup_programs', 'program_id');
export const startupIndustries = startupLink('startup_industries', 'industry_id');
export const startupTags = startupLink('startup_tags', 'tag_id');

/** The people of a startup (cofounders, community members), with their label in the team. */
export const startupMembers = pgTable(
  'startup_members',
  {
    incubatorId: uuid('incubator_id').notNull(),
    startupId: uuid('startup_id').notNull(),
    userId: uuid('user_id').notNull(),
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'startup_members_pkey', columns: [t.incubatorId, t.startupId, t.userId] }),
    foreignKey({
      name: 'startup_members_startup_fkey',
      columns: [t.incubatorId, t.startupId],
      foreignColumns: [startups.incubatorId, startups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'startup_members_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    index('startup_members_user_idx').on(t.incubatorId, t.userId),
    tenantIsolation(),
  ],
);

/**
 * Who of the network (coaches, mentors, experts) follows a startup: the ASSIGNED criterion of the startup
 * permissions reads this table.
 */
export const startupAssignations = pgTable(
  'startup_assignations',
  {
    incubatorId: uuid('incubator_id').notNull(),
    startupId: uuid('startup_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'startup_assignations_pkey', columns: [t.incubatorId, t.startupId, t.userId] }),
    foreignKey({
      name: 'startup_assignations_startup_fkey',
      columns: [t.incubatorId, t.startupId],
      foreignColumns: [startups.incubatorId, startups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'startup_assignations_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    index('startup_assignations_user_idx').on(t.incubatorId, t.userId),
    tenantIsolation(),
  ],
);

export type StartupBatchStatus = 'RUNNING' | 'SUCCEEDED' | 'PARTIALLY_SUCCEEDED' | 'FAILED';
export interface StartupBatchItemResult {
  startupId: string;
  succeeded: boolean;
  message: string | null;
}

/** A batch operation on startups (programme, tag, industry, deletion): what, on which, each item's result. */
export const startupBatchOperations = pgTable(
  'startup_batch_operations',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    createdBy: uuid('created_by').notNull(),
    action: jsonb('action').$type<{ type: string; targetId?: string }>().notNull(),
    startupIds: text('startup_ids').array().notNull(),
    status: text('status').$type<StartupBatchStatus>().notNull().default('RUNNING'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    results: jsonb('results').$type<StartupBatchItemResult[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'startup_batch_operations_pkey', columns: [t.incubatorId, t.id] }), tenantIsolation()],
);
