import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';

/** Saved views of a list (its filters, search, sort and layout), personal or shared with the team. */
export const savedViews = pgTable(
  'saved_views',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    scope: text('scope').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'saved_views_pkey', columns: [t.incubatorId, t.id] }),
    index('saved_views_scope_idx').on(t.incubatorId, t.scope, t.createdBy),
    tenantIsolation(),
  ],
);
