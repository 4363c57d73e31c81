import { APPLICATION_MESSAGES, APPLY_SIGN_UP_LIMIT, type Language } from '@cohort/shared';
import { and, eq, isNull, or } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { hashPassword } from '../../platform/auth/password.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import type { PolicyViewer } from '../../policies/index.ts';
import { funnels } from '../funnels/index.ts';
import { createSession, sendConfirmationEmail } from '../identity/index.ts';
import type { MailContext } from '../mail/index.ts';
import { getFeatureFlags, ssoEnabled } from '../organisations/index.ts';
import { defaultRoleId, findUserByEmail, findUserById, users } from '../users/index.ts';
import { claimApplicationLead } from './application-lead.service.ts';
import { refuseClosedCall, startApplication } from './application.service.ts';

/**
 * Signing up to apply (spec 01 §2.1 /application/new, issue 14 point 2): one step makes an applicant account (the
 * organisation's default Applicant role, pending and unconfirmed until the e-mail link is followed), sends the
 * confirmation, starts the draft application (or claims the lead the person was sent) and signs the person in.
 */
export interface ApplySignUp {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  startupName: string;
  language: Language;
  /** The call applied to: its address (slug) or id. */
  call?: string | null;
  /** Or the transfer token of a lead made for this person. */
  leadToken?: string | null;
}

export interface ApplySignedUp {
  token: string;
  sessionId: string;
  userId: string;
  applicationId: string;
}

export class TooManySignUpsError extends GraphQLError {
  constructor() {
    super(APPLICATION_MESSAGES.tooManySignUps, { extensions: { code: 'TooManyRequestsError' } });
  }
}

const signUps = new Map<string, number[]>();

function take(key: string, max: number, now: number): boolean {
  const recent = (signUps.get(key) ?? []).filter((at) => now - at < APPLY_SIGN_UP_LIMIT.windowMs);
  if (recent.length >= max) {
    signUps.set(key, recent);
    return false;
  }
  recent.push(now);
  signUps.set(key, recent);
  return true;
}

/**
 * Counts one sign-up attempt from `address` to an organisation, or throws TooManySignUpsError. Every attempt with
 * valid input counts (an address already taken too), so the limit also slows down probing for accounts.
 */
export function takeSignUpSlot(address: string, incubatorId: string, now = Date.now()): void {
  if (signUps.size > 50_000) signUps.clear();
  if (
    !take(`a:${address}:${incubatorId}`, APPLY_SIGN_UP_LIMIT.perAddress, now) ||
    !take(`o:${incubatorId}`, APPLY_SIGN_UP_LIMIT.perOrganisation, now)
  ) {
    throw new TooManySignUpsError();
  }
}

/** The published call of an address or id; NotFound for drafts, archived calls and other organisations'. */
async function callOf(db: MailContext['db'], incubatorId: string, call: string) {
  const key = call.trim().toLowerCase();
  if (key.length === 0 || key.length > 80) throw new NotFoundError('This call');
  const [funnel] = await db
    .select()
    .from(funnels)
    .where(
      and(
        eq(funnels.incubatorId, incubatorId),
        isUuid(key) ? or(eq(funnels.id, key), eq(funnels.slug, key)) : eq(funnels.slug, key),
        isNull(funnels.archivedAt),
      ),
    )
    .limit(1);
  if (!funnel?.publishedAt) throw new NotFoundError('This call');
  return funnel;
}

export async function signUpToApply(
  mail: MailContext,
  signingKey: Uint8Array,
  input: ApplySignUp,
  meta: { ip: string; userAgent: string; origin: string },
): Promise<ApplySignedUp> {
  const { db, incubator } = mail;
  if (ssoEnabled(incubator, await getFeatureFlags(db, incubator.id))) {
    throw new ForbiddenError(APPLICATION_MESSAGES.ssoOnly);
  }
  // What is applied to comes first: a closed call creates no account.
  const funnel = input.leadToken ? null : await callOf(db, incubator.id, input.call ?? '');
  if (funnel) refuseClosedCall(funnel);
  if (await findUserByEmail(db, incubator.id, input.email)) {
    throw new ValidationError([{ field: 'email', message: APPLICATION_MESSAGES.emailTaken }]);
  }
  const roleId = await defaultRoleId(db, incubator.id, 'Applicant');
  if (!roleId) throw new ForbiddenError(APPLICATION_MESSAGES.applicantRole);
  const userId = newId();
  // Two sign-ups racing for one address: the unique index keeps one, the other hears the address is taken.
  const inserted = await db
    .insert(users)
    .values({
      incubatorId: incubator.id,
      id: userId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: await hashPassword(input.password),
      roleId,
      status: 'pending',
      validated: false,
      language: input.language,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) {
    throw new ValidationError([{ field: 'email', message: APPLICATION_MESSAGES.emailTaken }]);
  }
  const user = await findUserById(db, incubator.id, userId);
  if (!user) throw new NotFoundError('The account');
  await sendConfirmationEmail(mail, user, meta.origin);
  const viewer: PolicyViewer = { userId, roleType: 'Applicant', permissions: new Map() };
  const applicationId = input.leadToken
    ? await claimApplicationLead(db, incubator.id, viewer, input.leadToken, { startupName: input.startupName })
    : await startApplication(db, incubator.id, viewer, funnel?.id ?? '', {
        startupName: input.startupName,
        language: input.language,
      });
  const session = await createSession(db, signingKey, incubator, userId, {
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { token: session.token, sessionId: session.sessionId, userId, applicationId };
}
