import {
  CONFIRMATION_TOKEN_HOURS,
  INVITATION_TOKEN_DAYS,
  RESET_TOKEN_MINUTES,
  ROLE_TYPE_GROUPING,
  type RoleType,
  resolveLanguage,
} from '@cohort/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { hashEmailToken, newEmailToken } from '../../platform/auth/token.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { emailMessages, type MailContext, sendActionEmail } from '../mail/index.ts';
import { getPlanInfo, type IncubatorRow, incubators } from '../organisations/index.ts';
import { employeeCount } from '../people/index.ts';
import {
  defaultRoleId,
  findUserByEmail,
  findUserById,
  fullName,
  updateUser,
  users,
  type UserWithRole,
} from '../users/index.ts';
import { type AuthTokenKind, authTokens } from './identity.table.ts';
import { createSession, endSessions, type NewSession } from './session.service.ts';

const TOKEN_LIFETIME_MS: Record<AuthTokenKind, number> = {
  reset: RESET_TOKEN_MINUTES * 60_000,
  invitation: INVITATION_TOKEN_DAYS * 86_400_000,
  confirmation: CONFIRMATION_TOKEN_HOURS * 3_600_000,
  incubatorEmail: CONFIRMATION_TOKEN_HOURS * 3_600_000,
};

/** Issues a single-use e-mail token; earlier unused tokens of the same kind for the user stop working. */
async function issueToken(
  db: Db,
  incubatorId: string,
  userId: string,
  kind: AuthTokenKind,
  payload: Record<string, string> | null = null,
): Promise<string> {
  const now = new Date();
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.incubatorId, incubatorId),
        eq(authTokens.userId, userId),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
      ),
    );
  const { token, hash } = newEmailToken();
  await db.insert(authTokens).values({
    incubatorId,
    id: newId(),
    userId,
    kind,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]),
    payload,
  });
  return token;
}

/** The user of a live token of this kind in this organisation, or null (unknown, forged, used, expired). */
async function findTokenUser(db: Db, incubatorId: string, token: string, kind: AuthTokenKind) {
  if (typeof token !== 'string' || token.length < 32 || token.length > 100) return null;
  const [row] = await db
    .select({ id: authTokens.id, userId: authTokens.userId, payload: authTokens.payload })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.incubatorId, incubatorId),
        eq(authTokens.tokenHash, hashEmailToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const user = await findUserById(db, incubatorId, row.userId);
  return user ? { tokenId: row.id, user, payload: row.payload ?? {} } : null;
}

/** Consumes a token: single use, and safe against two requests racing (only one update wins). */
async function consumeToken(db: Db, incubatorId: string, tokenId: string): Promise<boolean> {
  const used = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.incubatorId, incubatorId), eq(authTokens.id, tokenId), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return used.length > 0;
}

function languageOf(user: { language: string | null }, incubator: IncubatorRow): string {
  return resolveLanguage(user.language, incubator.defaultLanguage);
}

/** Sends a reset link when the address belongs to an account that may sign in; says nothing either way. */
export async function requestPasswordReset(mail: MailContext, email: string, origin: string): Promise<void> {
  const user = await findUserByEmail(mail.db, mail.incubator.id, email);
  if (!user || (user.status !== 'active' && user.status !== 'pending')) return;
  const token = await issueToken(mail.db, mail.incubator.id, user.id, 'reset');
  await sendActionEmail(mail, {
    template: 'reset',
    to: user.email,
    userId: user.id,
    language: languageOf(user, mail.incubator),
    name: user.firstName,
    link: `${origin}/reset/${encodeURIComponent(token)}`,
    values: { minutes: RESET_TOKEN_MINUTES },
  });
}

/** Sets a new password from a reset link; every session of the user ends. Returns the ended sessions, or null. */
export async function resetPassword(
  db: Db,
  incubatorId: string,
  token: string,
  newPassword: string,
): Promise<string[] | null> {
  const found = await findTokenUser(db, incubatorId, token, 'reset');
  if (!found || !(await consumeToken(db, incubatorId, found.tokenId))) return null;
  await updateUser(db, incubatorId, found.user.id, {
    passwordHash: await hashPassword(newPassword),
    validated: true,
    ...(found.user.status === 'pending' ? { status: 'active' as const } : {}),
  });
  return endSessions(db, incubatorId, { userId: found.user.id }, 'password-reset');
}

/** Confirms the e-mail address of a link; a pending account becomes active. */
export async function confirmEmail(db: Db, incubatorId: string, token: string): Promise<boolean> {
  const found = await findTokenUser(db, incubatorId, token, 'confirmation');
  if (!found || !(await consumeToken(db, incubatorId, found.tokenId))) return false;
  await updateUser(db, incubatorId, found.user.id, {
    validated: true,
    ...(found.user.status === 'pending' ? { status: 'active' as const } : {}),
  });
  return true;
}

export async function sendConfirmationEmail(mail: MailContext, user: UserWithRole, origin: string): Promise<void> {
  const token = await issueToken(mail.db, mail.incubator.id, user.id, 'confirmation');
  await sendActionEmail(mail, {
    template: 'confirmation',
    to: user.email,
    userId: user.id,
    language: languageOf(user, mail.incubator),
    name: user.firstName,
    link: `${origin}/account/confirmation?token=${encodeURIComponent(token)}`,
    values: { hours: CONFIRMATION_TOKEN_HOURS },
  });
}

export interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
  roleType: RoleType;
  language?: string | null;
}

export type InviteResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'emailTaken' | 'unknownRole' | 'employeeLimit' };

/** Creates a pending account and e-mails the invitation link. */
export async function inviteUser(mail: MailContext, invitation: Invitation, origin: string): Promise<InviteResult> {
  const { db, incubator } = mail;
  if (await findUserByEmail(db, incubator.id, invitation.email)) return { ok: false, reason: 'emailTaken' };
  const roleId = await defaultRoleId(db, incubator.id, invitation.roleType);
  if (!roleId) return { ok: false, reason: 'unknownRole' };
  if (ROLE_TYPE_GROUPING[invitation.roleType] === 'employee') {
    const limit = (await getPlanInfo(db, incubator.id)).employeeCountLimit;
    if ((await employeeCount(db, incubator.id)) >= limit) return { ok: false, reason: 'employeeLimit' };
  }
  const userId = newId();
  await db.insert(users).values({
    incubatorId: incubator.id,
    id: userId,
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    roleId,
    status: 'pending',
    validated: false,
    language: invitation.language ?? null,
  });
  await resendInvitation(mail, userId, origin);
  return { ok: true, userId };
}

export async function resendInvitation(mail: MailContext, userId: string, origin: string): Promise<boolean> {
  const user = await findUserById(mail.db, mail.incubator.id, userId);
  if (user?.status !== 'pending') return false;
  const token = await issueToken(mail.db, mail.incubator.id, user.id, 'invitation');
  await sendActionEmail(mail, {
    template: 'invitation',
    to: user.email,
    userId: user.id,
    language: languageOf(user, mail.incubator),
    name: user.firstName,
    link: `${origin}/acceptinvitation?token=${encodeURIComponent(token)}`,
    values: { days: INVITATION_TOKEN_DAYS },
  });
  return true;
}

/** What the acceptance page shows before the invitee sets a password. */
export async function describeInvitation(db: Db, incubator: IncubatorRow, token: string) {
  const found = await findTokenUser(db, incubator.id, token, 'invitation');
  if (!found) return null;
  return {
    email: found.user.email,
    firstName: found.user.firstName,
    lastName: found.user.lastName,
    organisationName: incubator.name,
  };
}

/** The invitee sets a password and names; the account becomes active and confirmed, and is signed in. */
export async function acceptInvitation(
  db: Db,
  signingKey: Uint8Array,
  incubator: IncubatorRow,
  input: { token: string; password: string; firstName: string; lastName: string },
  meta: { ip: string; userAgent: string },
): Promise<{ user: UserWithRole; session: NewSession } | null> {
  const found = await findTokenUser(db, incubator.id, input.token, 'invitation');
  if (found?.user.status !== 'pending' || !(await consumeToken(db, incubator.id, found.tokenId))) return null;
  await updateUser(db, incubator.id, found.user.id, {
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    status: 'active',
    validated: true,
  });
  const session = await createSession(db, signingKey, incubator, found.user.id, meta);
  const user = await findUserById(db, incubator.id, found.user.id);
  return user ? { user, session } : null;
}

export type PasswordChange =
  | { ok: true; session: NewSession; endedSessionIds: string[] }
  | { ok: false; reason: 'incorrectPassword' };

/** Changes the password after checking the current one; every session ends and a new one starts for this device. */
export async function changePassword(
  db: Db,
  signingKey: Uint8Array,
  incubator: IncubatorRow,
  user: UserWithRole,
  input: { currentPassword: string; password: string },
  meta: { ip: string; userAgent: string },
): Promise<PasswordChange> {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    return { ok: false, reason: 'incorrectPassword' };
  }
  await updateUser(db, incubator.id, user.id, { passwordHash: await hashPassword(input.password) });
  const endedSessionIds = await endSessions(db, incubator.id, { userId: user.id }, 'password-change');
  const session = await createSession(db, signingKey, incubator, user.id, meta);
  return { ok: true, session, endedSessionIds };
}

export function publicUser(user: UserWithRole) {
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullName(user),
    status: user.status,
    validated: user.validated,
    language: user.language,
    timezone: user.timezone,
    headline: user.headline,
    role: { _id: user.role.id, type: user.role.type, label: user.role.label },
  };
}

export const INCUBATOR_MAILBOXES = ['general', 'support'] as const;
export type IncubatorMailbox = (typeof INCUBATOR_MAILBOXES)[number];

/**
 * An admin asks to use an address as the organisation's general or support mailbox: a link is sent to that
 * address, and the address is only used once someone who reads it confirms (/confirmIncubatorEmail).
 */
export async function requestIncubatorEmail(
  mail: MailContext,
  requester: UserWithRole,
  mailbox: IncubatorMailbox,
  address: string,
  origin: string,
): Promise<void> {
  const token = await issueToken(mail.db, mail.incubator.id, requester.id, 'incubatorEmail', { mailbox, address });
  await sendActionEmail(mail, {
    template: 'incubatorEmail',
    to: address,
    userId: null,
    language: mail.incubator.defaultLanguage,
    name: mail.incubator.name,
    link: `${origin}/confirmIncubatorEmail?token=${encodeURIComponent(token)}`,
    values: { hours: CONFIRMATION_TOKEN_HOURS, address },
  });
}

/** Confirms an organisation mailbox from its link; returns the mailbox and address, or null. */
export async function confirmIncubatorEmail(db: Db, incubatorId: string, token: string) {
  const found = await findTokenUser(db, incubatorId, token, 'incubatorEmail');
  const mailbox = found?.payload.mailbox;
  const address = found?.payload.address;
  if (!found || (mailbox !== 'general' && mailbox !== 'support') || !address) return null;
  if (!(await consumeToken(db, incubatorId, found.tokenId))) return null;
  await db
    .update(incubators)
    .set(
      mailbox === 'general'
        ? { generalEmail: address, updatedAt: new Date() }
        : { supportEmail: address, updatedAt: new Date() },
    )
    .where(eq(incubators.id, incubatorId));
  return { mailbox, address };
}

export type EmailMessageRow = typeof emailMessages.$inferSelect;

/** One page of the organisation's outbox, newest first, and how many messages it holds. */
export async function listEmailMessages(
  db: Db,
  incubatorId: string,
  page: number,
  pageSize: number,
): Promise<{ results: EmailMessageRow[]; total: number }> {
  const where = eq(emailMessages.incubatorId, incubatorId);
  const results = await db
    .select()
    .from(emailMessages)
    .where(where)
    .orderBy(desc(emailMessages.createdAt))
    .limit(pageSize)
    .offset(page * pageSize);
  const total = await db.$count(emailMessages, and(where));
  return { results, total };
}
