import { foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';
import { users } from '../users/index.ts';

/** A signed-in session: the `sid` of the user's token. Ended sessions stay for the security page and audit. */
export const userSessions = pgTable(
  'user_sessions',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    method: text('method').notNull().default('password'),
  },
  (t) => [
    primaryKey({ name: 'user_sessions_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'user_sessions_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    index('user_sessions_user_idx').on(t.incubatorId, t.userId, t.endedAt),
    tenantIsolation(),
  ],
);

export type AuthTokenKind = 'reset' | 'invitation' | 'confirmation' | 'incubatorEmail';

/** Single-use tokens sent by e-mail (reset, invitation, confirmation); only their SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<AuthTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** What the token confirms, when it is more than the user (the organisation mailbox and its address). */
    payload: jsonb('payload').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'auth_tokens_pkey', columns: [t.incubatorId, t.id] }),
    uniqueIndex('auth_tokens_hash_key').on(t.incubatorId, t.tokenHash),
    foreignKey({
      name: 'auth_tokens_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/** Failed sign-ins, by e-mail as typed (known or not) and address, for throttling. Cleared on success. */
export const loginFailures = pgTable(
  'login_failures',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'login_failures_pkey', columns: [t.incubatorId, t.id] }),
    index('login_failures_email_idx').on(t.incubatorId, t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.incubatorId, t.ip, t.createdAt),
    tenantIsolation(),
  ],
);
