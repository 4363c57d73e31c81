import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';

export type EmailStatus = 'queued' | 'sent' | 'failed' | 'recorded';

/** What a message carried besides its text: each file's name, type and size (the bytes are not kept). */
export interface EmailAttachmentRecord {
  filename: string;
  contentType: string;
  size: number;
}

/** Every e-mail the platform sends (the spec's EmailMessage): sent over SMTP, or only recorded without it. */
export const emailMessages = pgTable(
  'email_messages',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    template: text('template').notNull(),
    userId: uuid('user_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    language: text('language').notNull().default('en'),
    /** The files sent with the message (an interview's .ics invitation), null when none. */
    attachments: jsonb('attachments').$type<EmailAttachmentRecord[]>(),
    status: text('status').$type<EmailStatus>().notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'email_messages_pkey', columns: [t.incubatorId, t.id] }),
    index('email_messages_created_idx').on(t.incubatorId, t.createdAt),
    tenantIsolation(),
  ],
);
