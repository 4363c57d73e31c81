import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Settings of the platform itself (not of an organisation): the token signing key. Owner access only. */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
