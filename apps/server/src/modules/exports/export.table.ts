import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';

/** Export jobs: QUEUED → IN_PROGRESS → COMPLETED, FAILED (bad request) or ERROR (our fault). */
export const exportJobs = pgTable(
  'export_jobs',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    status: text('status').notNull().default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    rowCount: integer('row_count'),
    fileName: text('file_name'),
    storageKey: text('storage_key'),
    error: text('error'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'export_jobs_pkey', columns: [t.incubatorId, t.id] }),
    index('export_jobs_creator_idx').on(t.incubatorId, t.createdBy, t.createdAt),
    tenantIsolation(),
  ],
);
