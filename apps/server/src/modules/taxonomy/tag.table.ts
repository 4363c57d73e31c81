import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';
import { users } from '../users/index.ts';

/** Tags of the taxonomy (spec 01 §2.3 segments: user, event, forms, mentortag, startup, community, ...). */
export const tags = pgTable(
  'tags',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    color: text('color'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'tags_pkey', columns: [t.incubatorId, t.id] }),
    uniqueIndex('tags_kind_name_key').on(t.incubatorId, t.kind, sql`lower(${t.name})`),
    tenantIsolation(),
  ],
);

/** Tags given to people. */
export const userTags = pgTable(
  'user_tags',
  {
    incubatorId: uuid('incubator_id').notNull(),
    userId: uuid('user_id').notNull(),
    tagId: uuid('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'user_tags_pkey', columns: [t.incubatorId, t.userId, t.tagId] }),
    foreignKey({
      name: 'user_tags_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_tags_tag_fkey',
      columns: [t.incubatorId, t.tagId],
      foreignColumns: [tags.incubatorId, tags.id],
    }).onDelete('cascade'),
    index('user_tags_tag_idx').on(t.incubatorId, t.tagId),
    tenantIsolation(),
  ],
);
