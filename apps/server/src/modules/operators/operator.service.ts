import { type Language, ORGANISATION_SLUG_PATTERN, type PlanFeature, RESERVED_SLUGS } from '@cohort/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { asTenant } from '../../platform/db/tenant.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import { recordActivity } from '../activity/index.ts';
import { inviteUser } from '../identity/index.ts';
import {
  createOrganisation,
  getPlanInfo,
  incubatorPlans,
  incubators,
  type IncubatorRow,
} from '../organisations/index.ts';
import { createDefaultRoles } from '../roles/index.ts';

export interface NewOrganisationWithAdmin {
  slug: string;
  name: string;
  adminEmail: string;
  adminFirstName?: string;
  adminLastName?: string;
  defaultLanguage?: Language;
}

export type CreateOrganisationResult =
  | { ok: true; organisation: IncubatorRow; adminUserId: string }
  | { ok: false; field: string; message: string };

/**
 * A new organisation, as platform operators create it: its row, plan, default roles with their permissions, and
 * its first admin, invited by e-mail (links point at `origin`, e.g. https://<slug>.example.org).
 */
export async function createOrganisationWithAdmin(
  database: Database,
  tx: Db,
  mail: { transport: MailTransport; fromAddress: string; afterCommit: (effect: () => void) => void },
  input: NewOrganisationWithAdmin,
  origin: (slug: string) => string,
): Promise<CreateOrganisationResult> {
  const slug = input.slug.trim().toLowerCase();
  if (!ORGANISATION_SLUG_PATTERN.test(slug) || (RESERVED_SLUGS as readonly string[]).includes(slug)) {
    return {
      ok: false,
      field: 'slug',
      message: 'Slug may only hold lowercase letters, digits and hyphens, and must not be reserved',
    };
  }
  if (!input.name.trim()) return { ok: false, field: 'name', message: 'Name is a required field' };
  const taken = await tx.select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, slug));
  if (taken.length > 0) return { ok: false, field: 'slug', message: 'This address is already taken' };
  const id = newId();
  const result = await asTenant(tx, id, async (tx) => {
    const organisation = await createOrganisation(tx, {
      id,
      slug,
      name: input.name.trim(),
      defaultLanguage: input.defaultLanguage ?? 'en',
    });
    await createDefaultRoles(tx, id);
    const invited = await inviteUser(
      {
        db: tx,
        database,
        incubator: organisation,
        transport: mail.transport,
        fromAddress: mail.fromAddress,
        afterCommit: mail.afterCommit,
      },
      {
        email: input.adminEmail.trim().toLowerCase(),
        firstName: input.adminFirstName?.trim() || 'Admin',
        lastName: input.adminLastName?.trim() || input.name.trim(),
        roleType: 'Admin',
      },
      origin(slug),
    );
    if (!invited.ok) throw new Error(`The first admin could not be invited: ${invited.reason}`);
    return { organisation, adminUserId: invited.userId };
  });
  return { ok: true, ...result };
}

export async function listOrganisations(db: Db) {
  return db.select().from(incubators).orderBy(desc(incubators.createdAt));
}

/** Suspends or restores an organisation; a suspended one answers like an unknown organisation. */
export async function setSuspended(db: Db, incubatorId: string, suspended: boolean): Promise<IncubatorRow | null> {
  return asTenant(db, incubatorId, async (tx) => {
    const [row] = await tx
      .update(incubators)
      .set({ suspendedAt: suspended ? new Date() : null, updatedAt: new Date() })
      .where(eq(incubators.id, incubatorId))
      .returning();
    return row ?? null;
  });
}

/** Who acts: the operator and the organisation they are signed in to. */
export interface OperatorScope {
  actorId: string;
  incubatorId: string;
}

/** Every organisation of the platform, by name, with its plan. */
export async function listOrganisationsWithPlans(db: Db) {
  const rows = await db.select().from(incubators).orderBy(incubators.name);
  // One organisation after the other: entering another organisation switches the transaction's setting.
  const withPlans = [];
  for (const row of rows) {
    const plan = await asTenant(db, row.id, (tx) => getPlanInfo(tx, row.id));
    withPlans.push({ ...row, employeeCountLimit: plan.employeeCountLimit, features: plan.features });
  }
  return withPlans;
}

/** The operator's organisation's activity: an organisation was created, with its first admin. */
export async function recordOrganisationCreated(
  db: Db,
  { actorId, incubatorId }: OperatorScope,
  organisation: IncubatorRow,
  adminEmail: string,
) {
  await recordActivity(db, {
    incubatorId,
    actorId,
    action: 'organisation.created',
    entityType: 'organisation',
    entityId: organisation.id,
    after: { slug: organisation.slug, name: organisation.name, adminEmail },
  });
}

/** The operator's organisation's activity: an organisation was suspended or restored. */
export async function recordSuspension(
  db: Db,
  { actorId, incubatorId }: OperatorScope,
  target: string,
  suspended: boolean,
) {
  await recordActivity(db, {
    incubatorId,
    actorId,
    action: suspended ? 'organisation.suspended' : 'organisation.restored',
    entityType: 'organisation',
    entityId: target,
  });
}

/** Changes an organisation's plan and records it; null when there is no such organisation. */
export async function updatePlan(
  db: Db,
  { actorId, incubatorId }: OperatorScope,
  target: string,
  plan: { employeeCountLimit: number; features: PlanFeature[] },
): Promise<IncubatorRow | null> {
  const row = await asTenant(db, target, async (tx) => {
    await tx
      .update(incubatorPlans)
      .set({ ...plan, updatedAt: new Date() })
      .where(eq(incubatorPlans.incubatorId, target));
    const [organisation] = await tx.select().from(incubators).where(eq(incubators.id, target));
    return organisation ?? null;
  });
  if (!row) return null;
  await recordActivity(db, {
    incubatorId,
    actorId,
    action: 'organisation.plan.updated',
    entityType: 'organisation',
    entityId: target,
    after: plan,
  });
  return row;
}
