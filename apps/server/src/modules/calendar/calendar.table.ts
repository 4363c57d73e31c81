import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';

/**
 * A person's private calendar feed (issue 16 point 5): the address they subscribe to from Google, Outlook or Apple
 * holds a random token; only its SHA-256 is kept, so the address is shown once, when made. Making a new one replaces
 * it (the old address stops working at once); deleting the row revokes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    incubatorId: uuid('incubator_id').notNull(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a calendar last read it: tells the person their subscription works. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'calendar_feeds_pkey', columns: [t.incubatorId, t.userId] }),
    uniqueIndex('calendar_feeds_token_key').on(t.incubatorId, t.tokenHash),
    tenantIsolation(),
  ],
);
