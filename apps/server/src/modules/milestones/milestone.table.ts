import { date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';
import { startups } from '../startups/index.ts';

/** Milestone templates ("incubator plans"): a named list of steps a startup is expected to reach. */
export const milestoneTemplates = pgTable(
  'milestone_templates',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'milestone_templates_pkey', columns: [t.incubatorId, t.id] }), tenantIsolation()],
);

/** The steps of a template, in order, each due some days after the plan starts. */
export const milestoneTemplateItems = pgTable(
  'milestone_template_items',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    templateId: uuid('template_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    dueOffsetDays: integer('due_offset_days').notNull(),
  },
  (t) => [
    primaryKey({ name: 'milestone_template_items_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'milestone_template_items_template_fkey',
      columns: [t.incubatorId, t.templateId],
      foreignColumns: [milestoneTemplates.incubatorId, milestoneTemplates.id],
    }).onDelete('cascade'),
    index('milestone_template_items_template_idx').on(t.incubatorId, t.templateId, t.position),
    tenantIsolation(),
  ],
);

/** A startup's milestones, from a template or on their own, with a status and a due date. */
export const startupMilestones = pgTable(
  'startup_milestones',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    startupId: uuid('startup_id').notNull(),
    templateId: uuid('template_id'),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status').notNull().default('NOT_STARTED'),
    dueDate: date('due_date'),
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'startup_milestones_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'startup_milestones_startup_fkey',
      columns: [t.incubatorId, t.startupId],
      foreignColumns: [startups.incubatorId, startups.id],
    }).onDelete('cascade'),
    index('startup_milestones_startup_idx').on(t.incubatorId, t.startupId, t.position),
    tenantIsolation(),
  ],
);
