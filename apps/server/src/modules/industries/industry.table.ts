import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';

/** The industries of an organisation's taxonomy (startups and people are tagged with them). */
export const industries = pgTable(
  'industries',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'industries_pkey', columns: [t.incubatorId, t.id] }),
    uniqueIndex('industries_name_key').on(t.incubatorId, sql`lower(${t.name})`),
    tenantIsolation(),
  ],
);
