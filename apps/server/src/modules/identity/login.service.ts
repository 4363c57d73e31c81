import { AUTH_ERRORS, LOGIN_LIMITS, MAXIMUM_SESSIONS_MESSAGE } from '@cohort/shared';
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { IncubatorRow } from '../organisations/index.ts';
import { findUserByEmail, type UserWithRole } from '../users/index.ts';
import { loginFailures } from './identity.table.ts';
import { createSession, endSessions, listLiveSessions, type NewSession } from './session.service.ts';

/** Compared against when the e-mail has no account, so both cases take the same time (ASVS 2.2.1, 3.2). */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that never matches anything');
  return decoyHash;
}

export type LoginFailure =
  | { kind: 'invalid' }
  | { kind: 'inactive'; status: 'unactive' | 'archived' | 'deny' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'maximumSessions'; message: typeof MAXIMUM_SESSIONS_MESSAGE };

export type LoginResult =
  | { ok: true; user: UserWithRole; session: NewSession; endedSessionIds: string[] }
  | ({ ok: false } & LoginFailure);

export interface LoginInput {
  email: string;
  password: string;
  replaceOldestSession: boolean;
}

export interface LoginMeta {
  ip: string;
  userAgent: string;
}

/** Seconds until this e-mail (from this address) may try again, or 0. */
export async function throttleDelay(
  db: Db,
  incubatorId: string,
  email: string,
  ip: string,
  now = new Date(),
): Promise<number> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [consecutive] = await db
    .select({ failures: count(), last: sql<Date | string | null>`max(${loginFailures.createdAt})` })
    .from(loginFailures)
    .where(and(eq(loginFailures.incubatorId, incubatorId), eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
  let wait = 0;
  if (consecutive && consecutive.failures >= LOGIN_LIMITS.consecutiveFailures && consecutive.last) {
    const unlock = new Date(consecutive.last).getTime() + LOGIN_LIMITS.lockoutMinutes * 60_000;
    wait = Math.max(wait, Math.ceil((unlock - now.getTime()) / 1000));
  }
  for (const column of [loginFailures.email, loginFailures.ip] as const) {
    const value = column === loginFailures.email ? email : ip;
    const limit =
      column === loginFailures.email ? LOGIN_LIMITS.failuresPerAccountPerHour : LOGIN_LIMITS.failuresPerIpPerHour;
    const [hour] = await db
      .select({ failures: count(), first: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.incubatorId, incubatorId), eq(column, value), gt(loginFailures.createdAt, hourAgo)));
    if (hour && hour.failures >= limit && hour.first) {
      const unlock = new Date(hour.first).getTime() + 3_600_000;
      wait = Math.max(wait, Math.ceil((unlock - now.getTime()) / 1000));
    }
  }
  return wait;
}

/**
 * Signs in with e-mail and password. Throttled per e-mail and address, and per e-mail and per address per
 * hour, whether the account exists or not; one argon2 verification whatever happens, so an unknown e-mail and
 * a wrong password look and take the same. A failure is recorded and the transaction must still commit.
 */
export async function loginWithPassword(
  db: Db,
  signingKey: Uint8Array,
  incubator: IncubatorRow,
  input: LoginInput,
  meta: LoginMeta,
): Promise<LoginResult> {
  const email = input.email.toLowerCase();
  const wait = await throttleDelay(db, incubator.id, email, meta.ip);
  const user = await findUserByEmail(db, incubator.id, email);
  const usable = user && user.status !== 'deleted' && user.passwordHash ? user : null;
  const matches = await verifyPassword(usable?.passwordHash ?? (await decoy()), input.password);
  if (wait > 0) return { ok: false, kind: 'throttled', retryAfterSeconds: wait };
  if (!usable || !matches) {
    await db.insert(loginFailures).values({ incubatorId: incubator.id, id: newId(), email, ip: meta.ip });
    return { ok: false, kind: 'invalid' };
  }
  await db
    .delete(loginFailures)
    .where(
      and(eq(loginFailures.incubatorId, incubator.id), eq(loginFailures.email, email), eq(loginFailures.ip, meta.ip)),
    );
  if (usable.status === 'unactive' || usable.status === 'archived' || usable.status === 'deny') {
    return { ok: false, kind: 'inactive', status: usable.status };
  }
  const live = await listLiveSessions(db, incubator, usable.id);
  let endedSessionIds: string[] = [];
  if (live.length >= incubator.maxSessions) {
    if (!input.replaceOldestSession) return { ok: false, kind: 'maximumSessions', message: MAXIMUM_SESSIONS_MESSAGE };
    const oldest = live.slice(0, live.length - incubator.maxSessions + 1).map((session) => session.id);
    endedSessionIds = await endSessions(db, incubator.id, { userId: usable.id, sessionIds: oldest }, 'replaced');
  }
  const session = await createSession(db, signingKey, incubator, usable.id, meta);
  return { ok: true, user: usable, session, endedSessionIds };
}

export { AUTH_ERRORS };
