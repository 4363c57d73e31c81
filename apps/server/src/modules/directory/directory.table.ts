import { foreignKey, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { users } from '../users/index.ts';

/** The industries a person works in (their profile; the community search filters by them). */
export const userIndustries = pgTable(
  'user_industries',
  {
    incubatorId: uuid('incubator_id').notNull(),
    userId: uuid('user_id').notNull(),
    industryId: uuid('industry_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'user_industries_pkey', columns: [t.incubatorId, t.userId, t.industryId] }),
    foreignKey({
      name: 'user_industries_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    index('user_industries_industry_idx').on(t.incubatorId, t.industryId),
    tenantIsolation(),
  ],
);
