import { randomUUID } from 'node:crypto';
import { APPLICATION_MESSAGES, isCallOpen, isInRoleGroup } from '@cohort/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { canCreateApplicationLead, type PolicyViewer } from '../../policies/index.ts';
import { recordActivity } from '../activity/index.ts';
import { formResponses } from '../forms/index.ts';
import { findFunnelView, funnels } from '../funnels/index.ts';
import type { MailContext } from '../mail/index.ts';
import { findUserByEmail } from '../users/index.ts';
import { mailApplicationLead } from './application-mail.ts';
import { APPLICATION_SUBJECT } from './application.service.ts';
import { applicationMembers, applications } from './application.table.ts';

/**
 * Application leads (issue 14 point 6): staff make an application for someone who has not applied (the create
 * menu's Application Lead). It has no applicant until its person claims it at /leads/transfer/:token with their own
 * account; meanwhile the staff who run the funnel may fill its intake for them.
 */
export interface LeadInput {
  funnelId: string;
  email: string;
  firstName: string;
  lastName: string;
  startupName: string;
}

/** Refuses a second application of the same person to a call: their own, or another lead sent to their address. */
async function refuseExistingApplication(db: Db, incubatorId: string, funnelId: string, email: string) {
  const person = await findUserByEmail(db, incubatorId, email);
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.incubatorId, incubatorId),
        eq(applications.funnelId, funnelId),
        person
          ? sql`(${applications.applicantId} = ${person.id} or lower(${applications.leadEmail}) = ${email.toLowerCase()})`
          : sql`lower(${applications.leadEmail}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  if (existing) throw new ValidationError([{ field: 'email', message: APPLICATION_MESSAGES.leadExists }]);
  return person;
}

/**
 * Creates a lead: an application with `is_lead`, the person's name and address, an unguessable transfer token (a
 * random UUID, not the time-ordered ids), no applicant; and e-mails the person the link to claim it.
 */
export async function createApplicationLead(
  mail: MailContext,
  viewer: PolicyViewer,
  input: LeadInput,
  origin: string,
): Promise<string> {
  const { db, incubator } = mail;
  const funnel = await findFunnelView(db, incubator.id, viewer, input.funnelId);
  if (funnel.archivedAt) throw new NotFoundError('The funnel');
  if (!canCreateApplicationLead(viewer, funnel)) throw new ForbiddenError();
  if (!funnel.publishedAt) {
    throw new ValidationError([{ field: 'funnelId', message: APPLICATION_MESSAGES.callNotOpen }]);
  }
  const person = await refuseExistingApplication(db, incubator.id, funnel.id, input.email);
  const id = newId();
  const token = randomUUID();
  await db.insert(applications).values({
    incubatorId: incubator.id,
    id,
    funnelId: funnel.id,
    applicantId: null,
    startupName: input.startupName,
    language: person?.language ?? incubator.defaultLanguage,
    isLead: true,
    leadEmail: input.email,
    leadFirstName: input.firstName,
    leadLastName: input.lastName,
    transferToken: token,
    createdBy: viewer.userId,
  });
  await recordActivity(db, {
    incubatorId: incubator.id,
    actorId: viewer.userId,
    action: 'application.lead_created',
    entityType: 'application',
    entityId: id,
    after: { funnelId: funnel.id, email: input.email, startupName: input.startupName },
  });
  await mailApplicationLead(
    mail,
    { ...input, funnelName: funnel.name, token },
    person ? { id: person.id, language: person.language } : null,
    origin,
  );
  return id;
}

/** What /leads/transfer/:token shows before the person claims the application: the call and the startup. */
export interface LeadInvitation {
  applicationId: string;
  firstName: string;
  lastName: string;
  email: string;
  startupName: string | null;
  claimed: boolean;
  funnel: { name: string; slug: string; closesAt: Date | null; isOpen: boolean };
}

async function leadRow(db: Db, incubatorId: string, token: string, forUpdate = false) {
  if (!isUuid(token)) throw new NotFoundError('This invitation');
  const query = db
    .select({ application: applications, funnel: funnels })
    .from(applications)
    .innerJoin(funnels, and(eq(funnels.incubatorId, applications.incubatorId), eq(funnels.id, applications.funnelId)))
    .where(
      and(
        eq(applications.incubatorId, incubatorId),
        eq(applications.transferToken, token),
        eq(applications.isLead, true),
        isNull(funnels.archivedAt),
      ),
    );
  const [row] = await (forUpdate ? query.for('update', { of: applications }) : query);
  if (!row) throw new NotFoundError('This invitation');
  return row;
}

/** The lead of a transfer link (anyone holding the link: it was sent to the person's address). */
export async function describeLead(
  db: Db,
  incubatorId: string,
  token: string,
  now = new Date(),
): Promise<LeadInvitation> {
  const { application, funnel } = await leadRow(db, incubatorId, token);
  return {
    applicationId: application.id,
    firstName: application.leadFirstName ?? '',
    lastName: application.leadLastName ?? '',
    email: application.leadEmail ?? '',
    startupName: application.startupName,
    claimed: application.applicantId !== null,
    funnel: { name: funnel.name, slug: funnel.slug, closesAt: funnel.closesAt, isOpen: isCallOpen(funnel, now) },
  };
}

/**
 * The signed-in person claims a lead: they become its applicant and owner, and the answers staff typed become theirs.
 * Refused to anyone but the startup side, for a lead already claimed, and to someone who already applied to the call.
 * The address the lead was sent to is not required to match: the link is the proof, and people apply with the
 * address they prefer.
 */
export async function claimApplicationLead(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  token: string,
  changes: { startupName?: string | null } = {},
): Promise<string> {
  if (!isInRoleGroup(viewer.roleType, 'startupSide')) throw new ForbiddenError(APPLICATION_MESSAGES.applicantRole);
  const { application } = await leadRow(db, incubatorId, token, true);
  if (application.applicantId !== null) {
    throw new ValidationError([{ field: 'token', message: APPLICATION_MESSAGES.leadClaimed }]);
  }
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.incubatorId, incubatorId),
        eq(applications.funnelId, application.funnelId),
        eq(applications.applicantId, viewer.userId),
      ),
    );
  if (existing) throw new ValidationError([{ field: 'token', message: APPLICATION_MESSAGES.duplicate }]);
  const now = new Date();
  await db
    .update(applications)
    .set({
      applicantId: viewer.userId,
      updatedAt: now,
      ...(changes.startupName ? { startupName: changes.startupName } : {}),
    })
    .where(and(eq(applications.incubatorId, incubatorId), eq(applications.id, application.id)));
  await db
    .insert(applicationMembers)
    .values({ incubatorId, applicationId: application.id, userId: viewer.userId, role: 'owner' })
    .onConflictDoUpdate({
      target: [applicationMembers.incubatorId, applicationMembers.applicationId, applicationMembers.userId],
      set: { role: 'owner' },
    });
  // The sheets staff filled had no respondent: they are the applicant's now.
  await db
    .update(formResponses)
    .set({ respondentId: viewer.userId })
    .where(
      and(
        eq(formResponses.incubatorId, incubatorId),
        eq(formResponses.subjectKind, APPLICATION_SUBJECT),
        eq(formResponses.subjectId, application.id),
        isNull(formResponses.respondentId),
      ),
    );
  await recordActivity(db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'application.lead_claimed',
    entityType: 'application',
    entityId: application.id,
    after: { applicantId: viewer.userId },
  });
  return application.id;
}

/** An unclaimed lead is not submitted by the staff who fill it: its person claims it and submits it. */
export function refuseUnclaimedLead(application: { applicantId: string | null }): void {
  if (application.applicantId === null) {
    throw new ValidationError([{ field: 'applicationId', message: APPLICATION_MESSAGES.leadUnclaimed }]);
  }
}
