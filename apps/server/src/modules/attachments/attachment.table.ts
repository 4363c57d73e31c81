import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';

/**
 * Uploaded files. The bytes live in the storage under a generated key; the record says what they are and what
 * they belong to (`reference_type`/`reference_id`: a startup's documents, a timeline post, ...).
 */
export const attachments = pgTable(
  'attachments',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    fileType: text('file_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    referenceType: text('reference_type').notNull(),
    referenceId: uuid('reference_id').notNull(),
    /** The startup the file belongs to, for the document permissions (null for files of no startup). */
    startupId: uuid('startup_id'),
    uploadedBy: uuid('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'attachments_pkey', columns: [t.incubatorId, t.id] }),
    index('attachments_reference_idx').on(t.incubatorId, t.referenceType, t.referenceId),
    index('attachments_startup_idx').on(t.incubatorId, t.startupId),
    tenantIsolation(),
  ],
);
