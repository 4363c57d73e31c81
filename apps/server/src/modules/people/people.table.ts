import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';

export type BatchStatus = 'RUNNING' | 'SUCCEEDED' | 'PARTIALLY_SUCCEEDED' | 'FAILED';
export interface BatchItemResult {
  userId: string;
  succeeded: boolean;
  message: string | null;
}

/** A batch operation on users: what to do, to whom, and each item's result as it runs. */
export const userBatchOperations = pgTable(
  'user_batch_operations',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    createdBy: uuid('created_by').notNull(),
    action: jsonb('action').$type<{ type: string; status?: string; roleId?: string }>().notNull(),
    userIds: text('user_ids').array().notNull(),
    status: text('status').$type<BatchStatus>().notNull().default('RUNNING'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    results: jsonb('results').$type<BatchItemResult[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'user_batch_operations_pkey', columns: [t.incubatorId, t.id] }), tenantIsolation()],
);
