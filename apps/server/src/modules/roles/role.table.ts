import type { RoleType } from '@cohort/shared';
import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';

/** A role of an organisation: one default role per role type, and custom roles based on a type. */
export const roles = pgTable(
  'roles',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    type: text('type').$type<RoleType>().notNull(),
    label: text('label'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'roles_pkey', columns: [t.incubatorId, t.id] }), tenantIsolation()],
);
