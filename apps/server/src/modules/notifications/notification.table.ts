import { boolean, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';

/** What happened (spec 01 §3): one row per event, shared by its recipients. */
export const notifications = pgTable(
  'notifications',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    notificationType: text('notification_type').notNull(),
    url: text('url'),
    senderId: uuid('sender_id'),
    noteId: uuid('note_id'),
    noteContent: text('note_content'),
    parentNoteId: uuid('parent_note_id'),
    parentNoteContent: text('parent_note_content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'notifications_pkey', columns: [t.incubatorId, t.id] }), tenantIsolation()],
);

/** Who received it, with the message in their language and whether they read it. */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    notificationId: uuid('notification_id').notNull(),
    userId: uuid('user_id').notNull(),
    message: text('message'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_recipients_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'notification_recipients_notification_fkey',
      columns: [t.incubatorId, t.notificationId],
      foreignColumns: [notifications.incubatorId, notifications.id],
    }).onDelete('cascade'),
    index('notification_recipients_user_idx').on(t.incubatorId, t.userId, t.createdAt),
    tenantIsolation(),
  ],
);

/** When each user last opened the bell (the New and Earlier marker). */
export const notificationLastSeen = pgTable(
  'notification_last_seen',
  {
    incubatorId: uuid('incubator_id').notNull(),
    userId: uuid('user_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'notification_last_seen_pkey', columns: [t.incubatorId, t.userId] }), tenantIsolation()],
);
