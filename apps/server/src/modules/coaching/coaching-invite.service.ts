import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { MailContext } from '../mail/index.ts';
import { startups } from '../startups/index.ts';
import { fullName, users } from '../users/index.ts';
import { coachingInvites, coachingSessions, type CoachingSessionRow } from './coaching.table.ts';
import { isInviteToken } from './coaching-invite.ts';
import { announceSessionWith } from './coaching-mail.ts';
import { cancelSessionRow } from './coaching-session.service.ts';

/** What the cancel page shows of the session before the person confirms. */
export interface InvitationView {
  _id: string;
  sessionId: string;
  startsAt: Date;
  endsAt: Date;
  title: string | null;
  hostName: string;
  startupName: string | null;
  organisation: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The invitation and its session when the link still works: a well-formed id of this organisation, its signature, a
 * pending invitation whose link was never used, a scheduled session that has not started. Anything else is null: the
 * caller answers "expired" without saying which check failed.
 */
async function usableInvite(
  db: Db,
  incubatorId: string,
  signingKey: Uint8Array,
  inviteId: string,
  token: string,
  lock: boolean,
): Promise<{ inviteId: string; session: CoachingSessionRow } | null> {
  if (!UUID.test(inviteId) || !isInviteToken(signingKey, incubatorId, inviteId, token)) return null;
  const query = db
    .select({ invite: coachingInvites, session: coachingSessions })
    .from(coachingInvites)
    .innerJoin(
      coachingSessions,
      and(
        eq(coachingSessions.incubatorId, coachingInvites.incubatorId),
        eq(coachingSessions.id, coachingInvites.sessionId),
      ),
    )
    .where(and(eq(coachingInvites.incubatorId, incubatorId), eq(coachingInvites.id, inviteId)));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) return null;
  const { invite, session } = found;
  const now = Date.now();
  if (invite.status !== 'pending' || invite.cancelUsedAt || invite.expiresAt.getTime() <= now) return null;
  if (session.state !== 'scheduled' || session.startsAt.getTime() <= now) return null;
  return { inviteId: invite.id, session };
}

/** GET of the cancel page: the session the link would cancel, or null (expired). */
export async function invitationToCancel(
  db: Db,
  incubator: { id: string; name: string },
  signingKey: Uint8Array,
  inviteId: string,
  token: string,
): Promise<InvitationView | null> {
  const usable = await usableInvite(db, incubator.id, signingKey, inviteId, token, false);
  if (!usable) return null;
  const { session } = usable;
  const [host] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.incubatorId, incubator.id), eq(users.id, session.hostId)));
  const [startup] = session.startupId
    ? await db
        .select({ name: startups.name })
        .from(startups)
        .where(and(eq(startups.incubatorId, incubator.id), eq(startups.id, session.startupId)))
    : [];
  return {
    _id: usable.inviteId,
    sessionId: session.id,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    title: session.title,
    hostName: host ? fullName(host) : '',
    startupName: startup?.name ?? null,
    organisation: incubator.name,
  };
}

/**
 * The link's one use: cancels the session (the changelog records no person: the link acted), marks the invitation
 * cancelled and used, and tells everyone with the METHOD:CANCEL .ics. False when the link no longer works.
 */
export async function cancelByInvitation(
  mail: MailContext,
  signingKey: Uint8Array,
  inviteId: string,
  token: string,
  origin: string,
  publish?: (userId: string, recipientId: string) => void,
): Promise<boolean> {
  const incubatorId = mail.incubator.id;
  const usable = await usableInvite(mail.db, incubatorId, signingKey, inviteId, token, true);
  if (!usable) return false;
  const now = new Date();
  await mail.db
    .update(coachingInvites)
    .set({ status: 'cancelled', cancelUsedAt: now, updatedAt: now })
    .where(and(eq(coachingInvites.incubatorId, incubatorId), eq(coachingInvites.id, usable.inviteId)));
  await cancelSessionRow(mail.db, usable.session, null);
  await announceSessionWith(mail.db, mail, {
    sessionId: usable.session.id,
    change: 'canceled',
    origin,
    signingKey,
    actorId: null,
    ...(publish ? { publish } : {}),
  });
  return true;
}
