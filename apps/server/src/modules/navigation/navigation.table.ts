import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';

/** An organisation's changes to one navigation entry (CUSTOM_NAV:EDIT): rename, reorder, hide, lock. */
export const customNavigation = pgTable(
  'custom_navigation',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    label: text('label'),
    position: integer('position'),
    hidden: boolean('hidden').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'custom_navigation_pkey', columns: [t.incubatorId, t.name] }), tenantIsolation()],
);
