import type { NotificationPreferences, UserProfileData, UserStatus } from '@cohort/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';
import { roles } from '../roles/index.ts';

/** A person's account in one organisation. The same e-mail in two organisations is two accounts. */
export const users = pgTable(
  'users',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    roleId: uuid('role_id').notNull(),
    status: text('status').$type<UserStatus>().notNull().default('pending'),
    validated: boolean('validated').notNull().default(false),
    language: text('language'),
    timezone: text('timezone'),
    /** One of USER_DATE_FORMATS; null follows the default (issue 16 point 8). */
    dateFormat: text('date_format'),
    /** The notification topics and e-mails switched off (`NotificationPreferences`); everything else is on. */
    notificationPreferences: jsonb('notification_preferences').$type<NotificationPreferences>().notNull().default({}),
    avatar: text('avatar'),
    cover: text('cover'),
    headline: text('headline'),
    /** The rest of the public profile (bio, places, social links, expertise...): `profileSchema` of @cohort/shared. */
    profile: jsonb('profile').$type<UserProfileData>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'users_pkey', columns: [t.incubatorId, t.id] }),
    uniqueIndex('users_email_key').on(t.incubatorId, sql`lower(${t.email})`),
    foreignKey({
      name: 'users_role_fkey',
      columns: [t.incubatorId, t.roleId],
      foreignColumns: [roles.incubatorId, roles.id],
    }),
    tenantIsolation(),
  ],
);
