import { isLanguage, type RoleType } from '@cohort/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../platform/graphql/context.ts';
import { getIncubator, type IncubatorRow } from '../organisations/index.ts';
import type { MailContext } from '../mail/index.ts';
import { selectUsersWithRole, users } from '../users/index.ts';

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

/** The mail context of an operation: the outbox row in its transaction, delivery after it commits. */
export async function applicationMailContext(ctx: Ctx, incubatorId: string): Promise<MailContext> {
  return {
    db: ctx.db,
    database: ctx.database,
    incubator: await getIncubator(ctx.db, incubatorId),
    transport: ctx.mail,
    fromAddress: ctx.config.mailFrom,
    afterCommit: (effect) => ctx.afterCommit(effect),
  };
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
