import {
  DEFAULT_ENABLED_FEATURE_FLAGS,
  FEATURE_TURNED_OFF_MESSAGE,
  FEATURE_FLAGS,
  type FeatureFlagName,
  layoutCustomizationSchema,
  defaultLayoutCustomization,
  type LayoutCustomization,
  type LoginProviders,
  type PlanFeature,
} from '@cohort/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ForbiddenError, NotFoundError } from '../../platform/graphql/errors.ts';
import { featureFlags, incubatorPlans, incubators } from './organisation.table.ts';

export type IncubatorRow = typeof incubators.$inferSelect;
export type FeatureFlagMap = Record<FeatureFlagName, boolean>;

export interface PlanInfo {
  incubatorId: string;
  name: string;
  employeeCountLimit: number;
  features: PlanFeature[];
}

/** The organisation of the current transaction. */
export async function getIncubator(db: Db, incubatorId: string): Promise<IncubatorRow> {
  const [row] = await db.select().from(incubators).where(eq(incubators.id, incubatorId)).limit(1);
  if (!row) throw new NotFoundError('The organisation');
  return row;
}

/** Every flag of spec 02, with the organisation's stored value or the default. */
export async function getFeatureFlags(db: Db, incubatorId: string): Promise<FeatureFlagMap> {
  const rows = await db
    .select({ name: featureFlags.name, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.incubatorId, incubatorId));
  const stored = new Map(rows.map((row) => [row.name, row.enabled]));
  return Object.fromEntries(
    FEATURE_FLAGS.map((name) => [name, stored.get(name) ?? DEFAULT_ENABLED_FEATURE_FLAGS.includes(name)]),
  ) as FeatureFlagMap;
}

export async function getPlanInfo(db: Db, incubatorId: string): Promise<PlanInfo> {
  const [row] = await db.select().from(incubatorPlans).where(eq(incubatorPlans.incubatorId, incubatorId)).limit(1);
  return row
    ? { incubatorId, name: row.name, employeeCountLimit: row.employeeCountLimit, features: row.features }
    : { incubatorId, name: 'Standard', employeeCountLimit: 10, features: [] };
}

/** The stored layout customization, or the defaults built from the brand palette when none or invalid. */
export function layoutCustomizationOf(row: IncubatorRow): LayoutCustomization {
  const parsed = layoutCustomizationSchema.safeParse(row.layoutCustomization);
  if (parsed.success) return parsed.data;
  return defaultLayoutCustomization(row.customLogin.buttonBackgroundColor);
}

export interface NewOrganisation {
  id: string;
  slug: string;
  name: string;
  description?: string | null;
  defaultLanguage?: string;
  timezone?: string;
  currency?: string;
  plan?: Partial<PlanInfo>;
  featureFlags?: Partial<FeatureFlagMap>;
  values?: Partial<Omit<typeof incubators.$inferInsert, 'id' | 'slug' | 'name'>>;
}

/** Creates an organisation with its plan and flags. Runs inside a transaction of that organisation. */
export async function createOrganisation(db: Db, input: NewOrganisation): Promise<IncubatorRow> {
  const [row] = await db
    .insert(incubators)
    .values({
      id: input.id,
      slug: input.slug,
      name: input.name,
      description: input.description ?? null,
      defaultLanguage: input.defaultLanguage ?? 'en',
      timezone: input.timezone ?? 'UTC',
      currency: input.currency ?? 'USD',
      ...input.values,
    })
    .returning();
  if (!row) throw new Error('The organisation was not created');
  await db.insert(incubatorPlans).values({
    incubatorId: row.id,
    name: input.plan?.name ?? 'Standard',
    employeeCountLimit: input.plan?.employeeCountLimit ?? 10,
    features: input.plan?.features ?? [],
  });
  const flags = Object.entries(input.featureFlags ?? {});
  if (flags.length > 0) {
    await db
      .insert(featureFlags)
      .values(flags.map(([name, enabled]) => ({ incubatorId: row.id, name, enabled: Boolean(enabled) })));
  }
  return row;
}

/** The OpenID Connect provider of the organisation, when single sign-on is on (auth0 flag and an enabled provider). */
export function oidcProvider(row: IncubatorRow, flags: FeatureFlagMap) {
  if (!flags.auth0) return null;
  const provider = row.loginProviders.find((p) => p.provider === 'oidc' && p.enabled && p.issuer && p.clientId);
  return provider?.issuer && provider.clientId
    ? { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret ?? '' }
    : null;
}

export function ssoEnabled(row: IncubatorRow, flags: FeatureFlagMap): boolean {
  return oidcProvider(row, flags) !== null;
}

export async function setFeatureFlag(
  db: Db,
  incubatorId: string,
  name: FeatureFlagName,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(featureFlags)
    .values({ incubatorId, name, enabled })
    .onConflictDoUpdate({
      target: [featureFlags.incubatorId, featureFlags.name],
      set: { enabled, updatedAt: new Date() },
    });
}

/** Replaces the login providers; a provider sent without its client secret keeps the stored one. */
export async function updateLoginProviders(
  db: Db,
  incubatorId: string,
  providers: LoginProviders,
): Promise<IncubatorRow> {
  const current = await getIncubator(db, incubatorId);
  const merged = providers.map((provider) => {
    const previous = current.loginProviders.find((p) => p.provider === provider.provider);
    return provider.clientSecret === undefined && previous?.clientSecret
      ? { ...provider, clientSecret: previous.clientSecret }
      : provider;
  });
  const [row] = await db
    .update(incubators)
    .set({ loginProviders: merged, updatedAt: new Date() })
    .where(eq(incubators.id, incubatorId))
    .returning();
  if (!row) throw new NotFoundError('The organisation');
  return row;
}

/** Refuses when a feature flag of the organisation is off (the screens it gates redirect to the plan page). */
export async function requireFeatureFlag(db: Db, incubatorId: string, flag: FeatureFlagName): Promise<void> {
  const flags = await getFeatureFlags(db, incubatorId);
  if (!flags[flag]) throw new ForbiddenError(FEATURE_TURNED_OFF_MESSAGE);
}

/** The topic of the live event that the organisation's record (settings, branding, flags) changed. */
export const INCUBATOR_UPDATED = 'incubatorUpdated';
