import {
  DEFAULT_BRAND_PALETTE,
  DEFAULT_CURRENCY,
  DEFAULT_MAX_SESSIONS,
  DEFAULT_SESSION_ABSOLUTE_HOURS,
  DEFAULT_SESSION_IDLE_MINUTES,
  type DefaultPath,
  type SignupAction,
  type BrandPalette,
  type CustomLogin,
  type LayoutCustomization,
  type LoginProviders,
  type PlanFeature,
  type Seo,
  type StartupNameAlternative,
} from '@cohort/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { currentIncubatorId, tenantIsolation } from '../../platform/db/tenant-table.ts';

/**
 * The organisation (the spec's Incubator): the root of every tenant. Anyone may read an organisation
 * (its public page is resolved from the host name before anyone signs in); only a transaction of that
 * organisation may change it.
 */
export const incubators = pgTable(
  'incubators',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull(),
    customDomain: text('custom_domain'),
    name: text('name').notNull(),
    description: text('description'),
    logo: text('logo'),
    logoSquare: text('logo_square'),
    whiteLogo: text('white_logo'),
    currency: text('currency').notNull().default(DEFAULT_CURRENCY),
    timezone: text('timezone').notNull().default('UTC'),
    address: text('address'),
    defaultLanguage: text('default_language').notNull().default('en'),
    dateFormat: text('date_format').notNull().default('MM/dd/yy'),
    allowUserSelfDelete: boolean('allow_user_self_delete').notNull().default(false),
    allowWriteInOptionInUserSkills: boolean('allow_write_in_option_in_user_skills').notNull().default(false),
    gtmId: text('gtm_id'),
    maxSessions: integer('max_sessions').notNull().default(DEFAULT_MAX_SESSIONS),
    sessionIdleMinutes: integer('session_idle_minutes').notNull().default(DEFAULT_SESSION_IDLE_MINUTES),
    sessionAbsoluteHours: integer('session_absolute_hours').notNull().default(DEFAULT_SESSION_ABSOLUTE_HOURS),
    defaultPath: text('default_path').$type<DefaultPath>().notNull().default('login'),
    signupAction: text('signup_action').$type<SignupAction>().notNull().default('login'),
    publicHomePath: text('public_home_path').notNull().default('/'),
    notFoundPath: text('not_found_path').notNull().default('/'),
    termsAndServicesUrl: text('terms_and_services_url'),
    generalEmail: text('general_email'),
    supportEmail: text('support_email'),
    startupNameAlternative: jsonb('startup_name_alternative')
      .$type<StartupNameAlternative>()
      .notNull()
      .default({ active: false, label: [], pluralLabel: [] }),
    seo: jsonb('seo').$type<Seo>().notNull().default({ active: false, seoTitle: '', seoDescription: '' }),
    customLogin: jsonb('custom_login')
      .$type<CustomLogin>()
      .notNull()
      .default({ active: false, text: '', url: '', buttonBackgroundColor: '#3b5bdb', buttonTextColor: '#ffffff' }),
    brandPalette: jsonb('brand_palette').$type<BrandPalette>().notNull().default(DEFAULT_BRAND_PALETTE),
    loginProviders: jsonb('login_providers')
      .$type<LoginProviders>()
      .notNull()
      .default([{ provider: 'local', enabled: true }]),
    layoutCustomization: jsonb('layout_customization').$type<LayoutCustomization>(),
    /** A suspended organisation answers like an unknown one (platform operators suspend and restore). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('incubators_slug_key').on(t.slug),
    uniqueIndex('incubators_custom_domain_key').on(t.customDomain),
    pgPolicy('incubators_read', { as: 'permissive', for: 'select', to: 'public', using: sql`true` }),
    pgPolicy('incubators_insert', { as: 'permissive', for: 'insert', to: 'public', withCheck: sql`true` }),
    pgPolicy('incubators_update', {
      as: 'permissive',
      for: 'update',
      to: 'public',
      using: sql`id = ${currentIncubatorId}`,
      withCheck: sql`id = ${currentIncubatorId}`,
    }),
    pgPolicy('incubators_delete', {
      as: 'permissive',
      for: 'delete',
      to: 'public',
      using: sql`id = ${currentIncubatorId}`,
    }),
  ],
);

/** The organisation's plan: the features it includes and how many licensed (employee) users it may have. */
export const incubatorPlans = pgTable(
  'incubator_plans',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('Standard'),
    employeeCountLimit: integer('employee_count_limit').notNull().default(10),
    features: text('features').array().$type<PlanFeature[]>().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'incubator_plans_pkey', columns: [t.incubatorId] }), tenantIsolation()],
);

/** Feature flags stored per organisation; a flag without a row takes its default. */
export const featureFlags = pgTable(
  'feature_flags',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'feature_flags_pkey', columns: [t.incubatorId, t.name] }), tenantIsolation()],
);
