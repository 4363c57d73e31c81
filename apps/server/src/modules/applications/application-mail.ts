import { isLanguage, resolveLanguage, type RoleType } from '@cohort/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../platform/graphql/context.ts';
import { type MailContext, sendActionEmail } from '../mail/index.ts';
import { getIncubator, type IncubatorRow } from '../organisations/index.ts';
import { findUserById, fullName, selectUsersWithRole, users } from '../users/index.ts';
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

/** Someone an application's e-mail goes to: their address, name and language, and their role type. */
export interface ApplicationRecipient {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  roleType: RoleType;
}

/** The people of these ids with what their e-mails need (one statement), in the order asked. */
export async function recipientsOf(
  ctx: Ctx,
  incubator: Pick<IncubatorRow, 'id' | 'defaultLanguage'>,
  ids: readonly string[],
): Promise<ApplicationRecipient[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await selectUsersWithRole(ctx.db, and(eq(users.incubatorId, incubator.id), inArray(users.id, unique)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    if (!row || row.status === 'deleted') return [];
    const language = row.language && isLanguage(row.language) ? row.language : incubator.defaultLanguage || 'en';
    return [
      {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        language,
        roleType: row.role.type,
      },
    ];
  });
}

/** An instant as a person reads it: their language, the organisation's time zone (spec 02 §9 "MMM DD YYYY, hh:mm a"). */
export function formatInstant(at: Date, language: string, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone,
  }).format(at);
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The address of a page of the application file, for e-mails. */
export function applicationLink(ctx: Ctx, applicationId: string, tab: 'activities' | 'meeting' = 'activities'): string {
  return `${ctx.request.origin}/application/${applicationId}/${tab}`;
}
