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
import {
  createStartup,
  programAdmins,
  programs,
  startupIndustries,
  startupPrograms,
  startups,
} from '../modules/startups/index.ts';
import { industries } from '../modules/industries/index.ts';
import { and, eq } from 'drizzle-orm';
import { tags, userTags } from '../modules/taxonomy/index.ts';
import { taskAssignees, tasks } from '../modules/tasks/index.ts';
import { createNotification } from '../modules/notifications/index.ts';
import { demoLogos } from './logos.ts';
import { seedCustomFields } from './custom-fields.ts';
import { seedCoaching } from './coaching.ts';
import { seedEvaluations } from './evaluations.ts';
import { seedMetrics } from './metrics.ts';
import { seedApplications } from './applications.ts';
import { seedForms } from './forms.ts';
import { seedStartupFiles } from './startup-files.ts';
import type { FileStorage } from '../platform/storage/index.ts';

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
export async function seedDemo(
  database: Database,
  password: string,
  storage?: FileStorage,
): Promise<{ created: string[] }> {
  const created: string[] = [];
  const passwordHash = await hashPassword(password);
  for (const organisation of DEMO_ORGANISATIONS) {
    const existing = await database.ownerQuery('select 1 from incubators where slug = $1', [organisation.slug]);
    if (existing.length > 0) continue;
    const id = newId();
    await withTenant(database.db, id, (tx) => seedOrganisation(tx, id, organisation, passwordHash, storage));
    created.push(organisation.slug);
  }
  return { created };
}

async function seedOrganisation(
  db: Db,
  id: string,
  o: DemoOrganisation,
  passwordHash: string,
  storage?: FileStorage,
): Promise<void> {
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
  const userIds = new Map(ROLE_TYPES.map((type) => [type, newId()]));
  await db.insert(users).values(
    ROLE_TYPES.map((type) => ({
      incubatorId: id,
      id: userIds.get(type) ?? newId(),
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
  const userOf = (type: RoleType) => userIds.get(type) ?? '';
  const shell = await seedShell(db, id, o.timezone, userOf);
  await seedStartupFiles(db, id, {
    userOf,
    cofounderRoleId: roleIds.get('Cofounder') ?? '',
    passwordHash,
    slug: o.slug,
    timezone: o.timezone,
    startupIds: shell.startupIds,
    programIds: shell.programIds,
    industryIds: shell.industryIds,
    ...(storage ? { storage } : {}),
  });
  await seedCoaching(db, id, {
    userOf,
    startupId: shell.startupIds.solaris,
    founderId: userOf('Cofounder'),
    timezone: o.timezone,
  });
  await seedMetrics(db, id, {
    adminId: userOf('Admin'),
    solarisId: shell.startupIds.solaris,
    mediflowId: shell.startupIds.mediflow,
    agrisenseId: shell.startupIds.agrisense,
    programId: shell.programIds.get('Climate Track'),
    currency: o.currency,
  });
  await seedCustomFields(db, id, userOf('Admin'));
  await seedForms(db, id, userOf('Admin'));
  const springProgramme = shell.programIds.get('Spring Accelerator');
  if (springProgramme) {
    await seedApplications(db, id, {
      userOf,
      applicantRoleId: roleIds.get('Applicant') ?? '',
      cofounderRoleId: roleIds.get('Cofounder') ?? '',
      passwordHash,
      slug: o.slug,
      timezone: o.timezone,
      programId: springProgramme,
    });
    await seedEvaluations(db, id, {
      evaluatorId: userOf('Evaluator'),
      adminId: userOf('Admin'),
      evaluatorRoleId: roleIds.get('Evaluator') ?? '',
      passwordHash,
      slug: o.slug,
      timezone: o.timezone,
    });
  }
}

/** Startups with their people, tasks and the notifications they produced: the shell has something to show. */
async function seedShell(
  db: Db,
  incubatorId: string,
  timezone: string,
  userOf: (type: RoleType) => string,
): Promise<{
  startupIds: { solaris: string; mediflow: string; agrisense: string };
  programIds: Map<string, string>;
  industryIds: Map<string, string>;
}> {
  const solaris = await createStartup(db, incubatorId, { name: 'Solaris Energy', memberIds: [userOf('Cofounder')] });
  const mediflow = await createStartup(db, incubatorId, {
    name: 'Mediflow Health',
    memberIds: [userOf('CommunityMember')],
  });
  const agrisense = await createStartup(db, incubatorId, { name: 'Agrisense' });
  const portfolio = await seedPortfolio(db, incubatorId, userOf('Admin'), {
    solaris: solaris.id,
    mediflow: mediflow.id,
    agrisense: agrisense.id,
  });
  const tagIds = new Map<string, string>();
  for (const [name, color] of [
    ['Alumni', '#2f9e44'],
    ['Batch 2026', '#1c7ed6'],
    ['Fintech', '#e8590c'],
  ] as const) {
    const tagId = newId();
    tagIds.set(name, tagId);
    await db.insert(tags).values({ incubatorId, id: tagId, kind: 'user', name, color });
  }
  const tagged: [RoleType, string][] = [
    ['Cofounder', 'Batch 2026'],
    ['CommunityMember', 'Batch 2026'],
    ['Mentor', 'Alumni'],
    ['Expert', 'Fintech'],
    ['Cofounder', 'Fintech'],
  ];
  await db
    .insert(userTags)
    .values(tagged.map(([type, tag]) => ({ incubatorId, userId: userOf(type), tagId: tagIds.get(tag) ?? '' })));
  const day = 24 * 60 * 60 * 1000;
  const endOfDay = (days: number) => endOfDayIn(timezone, new Date(Date.now() + days * day));
  const admin = userOf('Admin');
  const plan: {
    name: string;
    due: number;
    assignees: { type: 'User' | 'Startup'; value: string }[];
    done?: boolean;
  }[] = [
    { name: 'Review the Solaris pitch deck', due: 1, assignees: [{ type: 'User', value: userOf('Coach') }] },
    { name: 'Prepare the demo day agenda', due: 3, assignees: [{ type: 'User', value: userOf('Staff') }] },
    { name: 'Submit the monthly metrics', due: 1, assignees: [{ type: 'Startup', value: solaris.id }] },
    { name: 'Book a mentoring session', due: 2, assignees: [{ type: 'User', value: userOf('Cofounder') }] },
    { name: 'Update the company profile', due: 6, assignees: [{ type: 'Startup', value: mediflow.id }] },
    {
      name: 'Complete the mentor onboarding checklist',
      due: 5,
      assignees: [
        { type: 'User', value: userOf('Coach') },
        { type: 'User', value: userOf('Mentor') },
      ],
    },
    { name: 'Read the programme handbook', due: 0, assignees: [{ type: 'User', value: userOf('Coach') }], done: true },
  ];
  for (const item of plan) {
    const taskId = newId();
    await db.insert(tasks).values({
      incubatorId,
      id: taskId,
      name: item.name,
      dueDate: endOfDay(item.due),
      url: '/tasks',
      createdBy: admin,
      completionStatus: item.done ? 'COMPLETED' : 'PENDING',
    });
    await db.insert(taskAssignees).values(
      item.assignees.map((assignee) => ({
        incubatorId,
        id: newId(),
        taskId,
        ...assignee,
        done: item.done ?? false,
        completedAt: item.done ? new Date() : null,
      })),
    );
    const people = item.assignees.flatMap((assignee) =>
      assignee.type === 'User'
        ? [assignee.value]
        : assignee.value === solaris.id
          ? [userOf('Cofounder')]
          : [userOf('CommunityMember')],
    );
    await createNotification(db, incubatorId, {
      type: 'taskAssigned',
      senderId: admin,
      url: '/tasks',
      recipientIds: people,
      messageKey: 'taskAssigned',
      values: { sender: `${FIRST_NAMES.Admin} Admin`, task: item.name },
    });
  }
  return {
    startupIds: { solaris: solaris.id, mediflow: mediflow.id, agrisense: agrisense.id },
    programIds: portfolio.programIds,
    industryIds: portfolio.industryIds,
  };
}

/** 23:59:59 of the day `at` falls on in a time zone (task due dates are the end of a day there). */
export function endOfDayIn(timeZone: string, at: Date): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
  const guess = new Date(`${day}T23:59:59Z`);
  return new Date(guess.getTime() - offsetOf(timeZone, guess));
}

function offsetOf(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** Programmes, industries and the startups' profiles: a portfolio to browse. */
async function seedPortfolio(
  db: Db,
  incubatorId: string,
  adminId: string,
  ids: { solaris: string; mediflow: string; agrisense: string },
): Promise<{ programIds: Map<string, string>; industryIds: Map<string, string> }> {
  const year = new Date().getUTCFullYear();
  const programIds = new Map<string, string>();
  for (const [name, description, startsOn, endsOn] of [
    ['Spring Accelerator', 'Twelve weeks from prototype to first paying customers.', `${year}-03-01`, `${year}-05-31`],
    ['Climate Track', 'Startups cutting emissions in energy, food and transport.', `${year}-01-15`, `${year}-12-15`],
    ['Health Lab', 'Digital health startups working with partner hospitals.', `${year}-09-01`, `${year + 1}-02-28`],
  ] as const) {
    const id = newId();
    programIds.set(name, id);
    await db.insert(programs).values({ incubatorId, id, name, description, startsOn, endsOn, createdBy: adminId });
    await db.insert(programAdmins).values({ incubatorId, programId: id, userId: adminId });
  }
  const industryIds = new Map<string, string>();
  for (const name of ['Energy', 'Health', 'Agriculture', 'Fintech']) {
    const id = newId();
    industryIds.set(name, id);
    await db.insert(industries).values({ incubatorId, id, name });
  }
  const profiles = [
    {
      id: ids.solaris,
      description: 'Solar micro-grids for rural schools and clinics, paid per kilowatt-hour.',
      website: 'solaris-energy.example',
      foundingYear: year - 2,
      programs: ['Spring Accelerator', 'Climate Track'],
      industries: ['Energy'],
    },
    {
      id: ids.mediflow,
      description: 'Patient flow software that cuts waiting times in emergency departments.',
      website: 'https://mediflow.example',
      foundingYear: year - 1,
      programs: ['Health Lab'],
      industries: ['Health'],
    },
    {
      id: ids.agrisense,
      description: 'Soil sensors and irrigation advice for smallholder farms.',
      website: 'agrisense.example/en',
      foundingYear: year - 3,
      programs: ['Climate Track'],
      industries: ['Agriculture'],
    },
  ];
  for (const profile of profiles) {
    await db
      .update(startups)
      .set({ description: profile.description, website: profile.website, foundingYear: profile.foundingYear })
      .where(and(eq(startups.incubatorId, incubatorId), eq(startups.id, profile.id)));
    await db
      .insert(startupPrograms)
      .values(
        profile.programs.map((name) => ({ incubatorId, startupId: profile.id, targetId: programIds.get(name) ?? '' })),
      );
    await db.insert(startupIndustries).values(
      profile.industries.map((name) => ({
        incubatorId,
        startupId: profile.id,
        targetId: industryIds.get(name) ?? '',
      })),
    );
  }
  return { programIds, industryIds };
}
