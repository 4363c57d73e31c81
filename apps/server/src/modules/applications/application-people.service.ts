import { APPLICATION_COFOUNDERS_MAX, APPLICATION_MESSAGES, formatMessage, isInRoleGroup } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import { ForbiddenError, ValidationError } from '../../platform/graphql/errors.ts';
import {
  canInviteApplicationCofounder,
  canRemoveApplicationCofounder,
  type PolicyViewer,
} from '../../policies/index.ts';
import { recordActivity } from '../activity/index.ts';
import { inviteUser } from '../identity/index.ts';
import type { MailContext } from '../mail/index.ts';
import { findUserByEmail, findUserById } from '../users/index.ts';
import { mailCofounderAdded } from './application-mail.ts';
import { type ApplicationView, applicationAccess } from './application.service.ts';
import { applicationMembers } from './application.table.ts';

/**
 * Co-founders of an application (issue 14 point 2): the applicant invites them to the draft by e-mail. A person of the
 * startup side who has an account joins at once (and is told so); a new address gets a pending Applicant account
 * through the identity invitation (a password set at /acceptinvitation) and joins too. They then see the application
 * in myApplications and edit the draft with the applicant.
 */
export interface CofounderInput {
  email: string;
  firstName: string;
  lastName: string;
}

/** Statuses an account may be added in: it can still sign in (or will, once the invitation is accepted). */
const JOINABLE_STATUSES = new Set(['active', 'pending']);

function refuseLockedTeam(application: ApplicationView): void {
  if (application.status !== 'draft') {
    throw new ValidationError([{ field: 'applicationId', message: APPLICATION_MESSAGES.alreadySubmitted }]);
  }
}

export async function inviteApplicationCofounder(
  mail: MailContext,
  viewer: PolicyViewer,
  application: ApplicationView,
  input: CofounderInput,
  origin: string,
): Promise<void> {
  const { db, incubator } = mail;
  // Only the applicant invites: anyone else hears so before anything about the application's state.
  if (application.applicantId !== viewer.userId) throw new ForbiddenError();
  refuseLockedTeam(application);
  if (!canInviteApplicationCofounder(viewer, applicationAccess(application))) throw new ForbiddenError();
  if (!application.funnel.allowCofounders) {
    throw new ValidationError([{ field: 'email', message: APPLICATION_MESSAGES.cofoundersNotAllowed }]);
  }
  const cofounders = application.members.filter((member) => member.role === 'cofounder');
  if (cofounders.length >= APPLICATION_COFOUNDERS_MAX) {
    throw new ValidationError([
      {
        field: 'email',
        message: formatMessage(APPLICATION_MESSAGES.cofoundersMax, { max: APPLICATION_COFOUNDERS_MAX }),
      },
    ]);
  }
  const existing = await findUserByEmail(db, incubator.id, input.email);
  let userId: string;
  if (existing) {
    if (application.members.some((member) => member.userId === existing.id)) {
      throw new ValidationError([{ field: 'email', message: APPLICATION_MESSAGES.cofounderExists }]);
    }
    if (!isInRoleGroup(existing.role.type, 'startupSide') || !JOINABLE_STATUSES.has(existing.status)) {
      throw new ValidationError([{ field: 'email', message: APPLICATION_MESSAGES.cofounderRole }]);
    }
    userId = existing.id;
  } else {
    const invited = await inviteUser(mail, { ...input, roleType: 'Applicant', language: application.language }, origin);
    // The address was checked just above; only a race (or a missing Applicant role) lands here.
    if (!invited.ok) throw new ValidationError([{ field: 'email', message: APPLICATION_MESSAGES.cofounderRole }]);
    userId = invited.userId;
  }
  await db.insert(applicationMembers).values({
    incubatorId: incubator.id,
    applicationId: application.id,
    userId,
    role: 'cofounder',
    invitedBy: viewer.userId,
  });
  await recordActivity(db, {
    incubatorId: incubator.id,
    actorId: viewer.userId,
    action: 'application.cofounder_added',
    entityType: 'application',
    entityId: application.id,
    after: { userId, invited: !existing },
  });
  if (existing) {
    const inviter = await findUserById(db, incubator.id, viewer.userId);
    await mailCofounderAdded(mail, application, existing, inviter ?? { firstName: '', lastName: '' }, origin);
  }
}

/** Removes a co-founder from a draft (the applicant), or lets a co-founder leave it. */
export async function removeApplicationCofounder(
  mail: Pick<MailContext, 'db'>,
  viewer: PolicyViewer,
  application: ApplicationView,
  cofounderId: string,
): Promise<void> {
  if (application.applicantId !== viewer.userId && cofounderId !== viewer.userId) throw new ForbiddenError();
  refuseLockedTeam(application);
  if (cofounderId === application.applicantId) {
    throw new ValidationError([{ field: 'userId', message: APPLICATION_MESSAGES.ownerStays }]);
  }
  if (!canRemoveApplicationCofounder(viewer, applicationAccess(application), cofounderId)) {
    throw new ForbiddenError();
  }
  await mail.db
    .delete(applicationMembers)
    .where(
      and(
        eq(applicationMembers.incubatorId, application.incubatorId),
        eq(applicationMembers.applicationId, application.id),
        eq(applicationMembers.userId, cofounderId),
      ),
    );
  await recordActivity(mail.db, {
    incubatorId: application.incubatorId,
    actorId: viewer.userId,
    action: 'application.cofounder_removed',
    entityType: 'application',
    entityId: application.id,
    before: { userId: cofounderId },
  });
}
