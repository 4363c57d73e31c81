import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'startups_pkey', columns: [t.incubatorId, t.id] }), tenantIsolation()],
);

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
