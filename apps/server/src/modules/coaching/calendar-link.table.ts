import { foreignKey, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { users } from '../users/index.ts';

export type CalendarLinkStatus = 'linked' | 'unlinked';

/**
 * A person's own calendar linked for two-way sync (issue 16 point 5): a CalDAV server, the account's user name and its
 * password (AES-256-GCM under a key derived from the server's key: readable by the server, never sent back), and the
 * calendar the sessions are written to. `unlinked` when the server refused the credentials or the calendar went: Cohort
 * keeps working and tells the person (`last_error`).
 */
export const calendarLinks = pgTable(
  'calendar_links',
  {
    incubatorId: uuid('incubator_id').notNull(),
    userId: uuid('user_id').notNull(),
    provider: text('provider').$type<'caldav' | 'google' | 'microsoft'>().notNull().default('caldav'),
    serverUrl: text('server_url').notNull(),
    username: text('username').notNull(),
    passwordSealed: text('password_sealed').notNull(),
    calendarUrl: text('calendar_url').notNull(),
    calendarName: text('calendar_name').notNull(),
    status: text('status').$type<CalendarLinkStatus>().notNull().default('linked'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'calendar_links_pkey', columns: [t.incubatorId, t.userId] }),
    foreignKey({
      name: 'calendar_links_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    tenantIsolation(),
  ],
);

export type CalendarLinkRow = typeof calendarLinks.$inferSelect;
