import { boolean, foreignKey, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { users } from '../users/index.ts';

export type VideoLinkProvider = 'zoom' | 'teams';
export type VideoLinkStatus = 'linked' | 'unlinked';

/**
 * A person's video-conferencing account linked through OAuth (issue 16: Zoom, Teams), one row per provider: the
 * refresh token sealed (AES-256-GCM, as the calendar links), the account shown on the page, and `is_default` on the
 * provider their sessions get a meeting of (none: the generated Jitsi link — the user's `conferenceDataIntegration`).
 * `unlinked` with `last_error` when the provider refused Cohort: sessions fall back to Jitsi and the page says why.
 */
export const videoLinks = pgTable(
  'video_links',
  {
    incubatorId: uuid('incubator_id').notNull(),
    userId: uuid('user_id').notNull(),
    provider: text('provider').$type<VideoLinkProvider>().notNull(),
    refreshTokenSealed: text('refresh_token_sealed').notNull(),
    accountLabel: text('account_label'),
    isDefault: boolean('is_default').notNull().default(false),
    status: text('status').$type<VideoLinkStatus>().notNull().default('linked'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'video_links_pkey', columns: [t.incubatorId, t.userId, t.provider] }),
    foreignKey({
      name: 'video_links_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    tenantIsolation(),
  ],
);

export type VideoLinkRow = typeof videoLinks.$inferSelect;
