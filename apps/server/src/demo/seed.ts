import {
  DEFAULT_ENABLED_FEATURE_FLAGS,
  FEATURE_FLAGS,
  PLAN_FEATURES,
  ROLE_LABELS,
  ROLE_TYPES,
  type FeatureFlagName,
  type RoleType,
  defaultLayoutCustomization,
} from '@cohort/shared';
import type { Database, Db } from '../platform/db/client.ts';
import { newId } from '../platform/db/ids.ts';
import { withTenant } from '../platform/db/tenant.ts';
import { hashPassword } from '../platform/auth/password.ts';
import { createOrganisation } from '../modules/organisations/index.ts';
import { createDefaultRoles } from '../modules/roles/index.ts';
import { users } from '../modules/users/index.ts';
import { demoLogos } from './logos.ts';

export interface DemoOrganisation {
  slug: string;
  name: string;
  description: string;
  primary: string;
  accent: string;
  sidebar: string;
  timezone: string;
  currency: string;
  defaultLanguage: string;
  disabledFlags: FeatureFlagName[];
}

export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    slug: 'demo',
    name: 'Demo Accelerator',
    description: 'A twelve-week accelerator for early-stage software startups.',
    primary: '#3b5bdb',
    accent: '#ffd43b',
    sidebar: '#1c2a5e',
    timezone: 'Europe/Paris',
    currency: 'EUR',
    defaultLanguage: 'en',
    disabledFlags: [],
  },
  {
    slug: 'acme',
    name: 'Acme Incubator',
    description: 'Acme backs hardware and climate founders from idea to first customers.',
    primary: '#e8590c',
    accent: '#ffffff',
    sidebar: '#2b1a0e',
    timezone: 'America/New_York',
    currency: 'USD',
    defaultLanguage: 'en',
    disabledFlags: ['course'],
  },
];

const FIRST_NAMES: Record<RoleType, string> = {
  Admin: 'Ada',
  AdminCoach: 'Alan',
  Applicant: 'Amara',
  Coach: 'Camille',
  Cofounder: 'Chen',
  CommunityMember: 'Chiara',
  Evaluator: 'Eva',
  Expert: 'Ezra',
  Mentor: 'Mina',
  Staff: 'Sam',
  SubAdmin: 'Sofia',
  System: 'Sys',
};

export function demoEmail(type: RoleType, slug: string): string {
  return `${type.toLowerCase()}@${slug}.cohort.test`;
}

/** Seeds the demo organisations once: a database that already has them is left alone. */
export async function seedDemo(database: Database, password: string): Promise<{ created: string[] }> {
  const created: string[] = [];
  const passwordHash = await hashPassword(password);
  for (const organisation of DEMO_ORGANISATIONS) {
    const existing = await database.ownerQuery('select 1 from incubators where slug = $1', [organisation.slug]);
    if (existing.length > 0) continue;
    const id = newId();
    await withTenant(database.db, id, (tx) => seedOrganisation(tx, id, organisation, passwordHash));
    created.push(organisation.slug);
  }
  return { created };
}

async function seedOrganisation(db: Db, id: string, o: DemoOrganisation, passwordHash: string): Promise<void> {
  const logos = demoLogos(o.name.slice(0, 1) + (o.name.split(' ')[1]?.slice(0, 1) ?? ''), o.name, o.primary, o.accent);
  const flags = Object.fromEntries(
    FEATURE_FLAGS.map((name) => [
      name,
      DEFAULT_ENABLED_FEATURE_FLAGS.includes(name) && !o.disabledFlags.includes(name),
    ]),
  );
  await createOrganisation(db, {
    id,
    slug: o.slug,
    name: o.name,
    description: o.description,
    timezone: o.timezone,
    currency: o.currency,
    defaultLanguage: o.defaultLanguage,
    plan: { name: 'Growth', employeeCountLimit: 25, features: [...PLAN_FEATURES] },
    featureFlags: flags,
    values: {
      ...logos,
      supportEmail: `support@${o.slug}.cohort.test`,
      generalEmail: `hello@${o.slug}.cohort.test`,
      termsAndServicesUrl: `https://${o.slug}.cohort.test/terms`,
      seo: { active: true, seoTitle: o.name, seoDescription: o.description },
      customLogin: {
        active: true,
        text: `New to ${o.name}? Read how our programme works.`,
        url: `https://${o.slug}.cohort.test/programme`,
        buttonBackgroundColor: o.primary,
        buttonTextColor: '#ffffff',
      },
      brandPalette: {
        sidebar: {
          backgroundColor: o.sidebar,
          textColor: '#e9ecf5',
          activeItemBackgroundColor: o.primary,
          activeItemTextColor: '#ffffff',
          activeSubItemTextColor: o.accent,
          logoType: 'REVERSE',
        },
        login: { logoType: 'DEFAULT' },
      },
      layoutCustomization: defaultLayoutCustomization(o.primary),
    },
  });
  const roleIds = await createDefaultRoles(db, id);
  await db.insert(users).values(
    ROLE_TYPES.map((type) => ({
      incubatorId: id,
      id: newId(),
      email: demoEmail(type, o.slug),
      firstName: FIRST_NAMES[type],
      lastName: ROLE_LABELS[type].replace(/[^A-Za-z]/g, '') || type,
      passwordHash,
      roleId: roleIds.get(type) ?? '',
      status: 'active' as const,
      validated: true,
      language: null,
      timezone: o.timezone,
    })),
  );
}
