import { resolveLanguage } from '@cohort/shared';
import type { Ctx } from '../../platform/graphql/context.ts';
import { type MailContext, sendActionEmail } from '../mail/index.ts';
import { getIncubator } from '../organisations/index.ts';
import { findUserById, fullName } from '../users/index.ts';
import type { ApplicationView } from './application.service.ts';

/** Where applicants follow their applications (spec 01 §2.3 "My applications"). */
export const MY_APPLICATIONS_PATH = '/applications';
/** The page where a lead is claimed (spec 01 §2.1). */
export const leadTransferPath = (token: string) => `/leads/transfer/${encodeURIComponent(token)}`;

/** The mail context of a GraphQL operation: recorded in its transaction, delivered after it commits. */
export async function mailContextOf(ctx: Ctx, incubatorId: string): Promise<MailContext> {
  return {
    db: ctx.db,
    database: ctx.database,
    incubator: await getIncubator(ctx.db, incubatorId),
    transport: ctx.mail,
    fromAddress: ctx.config.mailFrom,
    afterCommit: (effect) => ctx.afterCommit(effect),
  };
}

/**
 * The confirmation an applicant receives when their application is submitted, in their language (their own choice,
 * else the language they applied in, else the organisation's), with the way back to /applications.
 */
export async function mailApplicationSubmitted(ctx: Ctx, application: ApplicationView): Promise<void> {
  if (!application.applicantId) return;
  const mail = await mailContextOf(ctx, application.incubatorId);
  const applicant = await findUserById(ctx.db, application.incubatorId, application.applicantId);
  if (!applicant) return;
  await sendActionEmail(mail, {
    template: 'applicationSubmitted',
    to: applicant.email,
    userId: applicant.id,
    language: resolveLanguage(applicant.language, application.language, mail.incubator.defaultLanguage),
    name: applicant.firstName,
    link: `${ctx.request.origin}${MY_APPLICATIONS_PATH}`,
    values: { funnel: application.funnel.name, startup: application.startupName ?? '' },
  });
}

/** An existing person added as a co-founder of an application hears who added them and where to find it. */
export async function mailCofounderAdded(
  mail: MailContext,
  application: ApplicationView,
  cofounder: { id: string; email: string; firstName: string; language: string | null },
  inviter: { firstName: string; lastName: string },
  origin: string,
): Promise<void> {
  await sendActionEmail(mail, {
    template: 'applicationCofounder',
    to: cofounder.email,
    userId: cofounder.id,
    language: resolveLanguage(cofounder.language, application.language, mail.incubator.defaultLanguage),
    name: cofounder.firstName,
    link: `${origin}${MY_APPLICATIONS_PATH}`,
    values: {
      inviter: fullName(inviter),
      funnel: application.funnel.name,
      startup: application.startupName ?? '',
    },
  });
}

/** The person of a lead receives the link that lets them claim the application with their own account. */
export async function mailApplicationLead(
  mail: MailContext,
  lead: { email: string; firstName: string; funnelName: string; startupName: string; token: string },
  recipient: { id: string; language: string | null } | null,
  origin: string,
): Promise<void> {
  await sendActionEmail(mail, {
    template: 'applicationLead',
    to: lead.email,
    userId: recipient?.id ?? null,
    language: resolveLanguage(recipient?.language, mail.incubator.defaultLanguage),
    name: lead.firstName,
    link: `${origin}${leadTransferPath(lead.token)}`,
    values: { funnel: lead.funnelName, startup: lead.startupName },
  });
}
