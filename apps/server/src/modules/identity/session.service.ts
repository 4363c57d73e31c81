import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { builtOnceSql } from '../../platform/db/prepared.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { bearerToken, type SessionClaims, signSessionToken, verifySessionToken } from '../../platform/auth/token.ts';
import type { Viewer } from '../../platform/graphql/context.ts';
import { HttpError, type RestContext } from '../../platform/http/rest.ts';
import type { PubSub } from '../../platform/pubsub/index.ts';
import type { IncubatorRow } from '../organisations/index.ts';
import { users } from '../users/index.ts';
import { startupMembers } from '../startups/index.ts';
import { userSessions } from './identity.table.ts';
import { rolePermissions, roles } from '../roles/index.ts';
import type { PermissionCriteria } from '@cohort/shared';

export type SessionRow = typeof userSessions.$inferSelect;
export const SESSION_LOGGED_OUT = 'sessionLoggedOut';
/** The subscription that tells a client its session ended (it outlives the session's other subscriptions). */
export const SESSION_END_FIELD = 'sessionLoggedOut';

/** Statuses that may hold a session (pending: signed in but not yet confirmed). */
export const SIGNED_IN_STATUSES = ['active', 'pending'] as const;

function idleCutoff(incubator: Pick<IncubatorRow, 'sessionIdleMinutes'>, now = new Date()): Date {
  return new Date(now.getTime() - incubator.sessionIdleMinutes * 60_000);
}

/** Sessions of a user that are still alive: not ended, not past their absolute end, not idle too long. */
function liveSessions(incubator: IncubatorRow, userId: string, now = new Date()) {
  return and(
    eq(userSessions.incubatorId, incubator.id),
    eq(userSessions.userId, userId),
    isNull(userSessions.endedAt),
    gt(userSessions.expiresAt, now),
    gt(userSessions.lastSeenAt, idleCutoff(incubator, now)),
  );
}

export async function listLiveSessions(db: Db, incubator: IncubatorRow, userId: string): Promise<SessionRow[]> {
  return db.select().from(userSessions).where(liveSessions(incubator, userId)).orderBy(asc(userSessions.lastSeenAt));
}

export interface NewSession {
  sessionId: string;
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  signingKey: Uint8Array,
  incubator: IncubatorRow,
  userId: string,
  meta: { ip: string; userAgent: string; method?: string },
): Promise<NewSession> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + incubator.sessionAbsoluteHours * 3_600_000);
  const sessionId = newId();
  await db.insert(userSessions).values({
    incubatorId: incubator.id,
    id: sessionId,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: meta.userAgent.slice(0, 500),
    ip: meta.ip,
    method: meta.method ?? 'password',
  });
  const token = await signSessionToken(signingKey, { userId, sessionId, incubatorId: incubator.id }, expiresAt);
  return { sessionId, token, expiresAt };
}

/** Ends sessions; returns the ids that were live, for the sessionLoggedOut events to send after the commit. */
export async function endSessions(
  db: Db,
  incubatorId: string,
  where: { userId: string; sessionIds?: string[] },
  reason: string,
): Promise<string[]> {
  const conditions = [
    eq(userSessions.incubatorId, incubatorId),
    eq(userSessions.userId, where.userId),
    isNull(userSessions.endedAt),
  ];
  if (where.sessionIds) {
    if (where.sessionIds.length === 0) return [];
    conditions.push(sql`${userSessions.id} in ${where.sessionIds}`);
  }
  const ended = await db
    .update(userSessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(...conditions))
    .returning({ id: userSessions.id });
  return ended.map((row) => row.id);
}

/** The live event that announces the end of one session. */
export function sessionEndedEvent(sessionId: string): string {
  return `${SESSION_LOGGED_OUT}:${sessionId}`;
}

export function announceEndedSessions(pubsub: PubSub, incubatorId: string, sessionIds: string[]): void {
  for (const sessionId of sessionIds) pubsub.publish(incubatorId, sessionEndedEvent(sessionId), { sessionId });
}

/** Keeps a live session alive (the client calls upsertSession every 30 s); false when it has ended. */
export async function touchSession(
  db: Db,
  incubator: IncubatorRow,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const touched = await db
    .update(userSessions)
    .set({ lastSeenAt: new Date() })
    .where(and(liveSessions(incubator, userId), eq(userSessions.id, sessionId)))
    .returning({ id: userSessions.id });
  return touched.length > 0;
}

/** The claims of a bearer token signed for this organisation (no database), or null. */
export async function bearerClaims(
  signingKey: Uint8Array,
  incubatorId: string,
  authorization: string | null,
): Promise<SessionClaims | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  return verifySessionToken(signingKey, token, incubatorId);
}

/** The session check's statement, built once: a request binds the organisation, the session and the user. */
const sessionViewerStatement = builtOnceSql<{
  role_type: Viewer['roleType'];
  role_id: string;
  user_access_roles: string[] | null;
  permissions: Array<[string, PermissionCriteria]>;
  startup_ids: string[];
  user_access_visibility: string;
  startup_access_visibility: string;
}>(sql`
    select r.type as role_type, r.id as role_id, r.user_access_roles, r.user_access_visibility,
           r.startup_access_visibility,
           coalesce((select json_agg(json_build_array(p.key, p.criteria)) from ${rolePermissions} p
                      where p.incubator_id = r.incubator_id and p.role_id = r.id), '[]') as permissions,
           coalesce((select array_agg(m.startup_id) from ${startupMembers} m
                      where m.incubator_id = s.incubator_id and m.user_id = s.user_id), '{}') as startup_ids
      from ${userSessions} s
      join ${users} u on u.incubator_id = s.incubator_id and u.id = s.user_id
      join ${roles} r on r.incubator_id = u.incubator_id and r.id = u.role_id
      join incubators i on i.id = s.incubator_id
     where s.incubator_id = ${sql.placeholder('incubatorId')} and s.id = ${sql.placeholder('sessionId')}
       and s.user_id = ${sql.placeholder('userId')}
       and s.ended_at is null and s.expires_at > now()
       and s.last_seen_at > now() - make_interval(mins => i.session_idle_minutes)
       and u.status in ('active', 'pending')`);

/**
 * The viewer of a token's claims, in one statement of the caller's transaction: a live session (not ended, not past
 * its absolute end, not idle too long), a user whose status may be signed in, their role and its permissions.
 */
export async function sessionViewer(db: Db, incubatorId: string, claims: SessionClaims): Promise<Viewer | null> {
  const result = await sessionViewerStatement.execute(db, {
    incubatorId,
    sessionId: claims.sessionId,
    userId: claims.userId,
  });
  const row = result.rows[0];
  if (!row) return null;
  return {
    userId: claims.userId,
    sessionId: claims.sessionId,
    roleId: row.role_id,
    roleType: row.role_type,
    permissions: new Map(row.permissions),
    userAccessRoles: row.user_access_roles ?? [],
    startupIds: row.startup_ids,
    peopleVisibility: row.user_access_visibility,
    startupVisibility: row.startup_access_visibility,
  };
}

/**
 * Who a bearer token belongs to: a valid signature for this organisation, a live session, and a user whose
 * status may be signed in. Anything else is anonymous (null). In a transaction of its own (REST routes).
 */
export async function authenticateBearer(
  database: Database,
  signingKey: Uint8Array,
  incubatorId: string,
  authorization: string | null,
): Promise<Viewer | null> {
  const claims = await bearerClaims(signingKey, incubatorId, authorization);
  if (!claims) return null;
  return withTenant(database.db, incubatorId, (tx) => sessionViewer(tx, incubatorId, claims));
}

/** The viewer of a REST request from its bearer token; a 401 in the request's language without a valid one. */
export async function requireBearerViewer(
  deps: { database: Database; signingKey: Uint8Array },
  ctx: RestContext,
  request: FastifyRequest,
): Promise<Viewer> {
  const viewer = await authenticateBearer(
    deps.database,
    deps.signingKey,
    ctx.incubator.id,
    request.headers.authorization ?? null,
  );
  if (!viewer) throw new HttpError(401, 'AuthenticationRequiredError', ctx.t('errors.authenticationRequired'));
  return viewer;
}
