import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { sanitizeMessage, timelinePosts } from '../timeline/index.ts';
import { type CoachingInviteRow, coachingInvites, type CoachingSessionRow } from './coaching.table.ts';

/**
 * The invitation of a session (spec 02 CoachingInvite, issue 16 point 4): one per session, pending until the session
 * starts (its expiry follows a reschedule), cancelled with the session. Its e-mails carry a link that cancels the
 * session without signing in: the invitation's id and an HMAC of the organisation and that id under the server's key,
 * so a link cannot be forged, does nothing in another organisation, and works once (`cancel_used_at`).
 */

/** The signature of an invitation's cancel link. */
export function inviteToken(signingKey: Uint8Array, incubatorId: string, inviteId: string): string {
  return createHmac('sha256', signingKey).update(`coaching-invite:${incubatorId}:${inviteId}`).digest('base64url');
}

/** Whether a token is the signature of that invitation (in constant time). */
export function isInviteToken(signingKey: Uint8Array, incubatorId: string, inviteId: string, token: string): boolean {
  const expected = Buffer.from(inviteToken(signingKey, incubatorId, inviteId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The web page of the cancel link. */
export const cancelMeetingPath = (inviteId: string, token: string) =>
  `/coaching/invitation/${inviteId}/cancel-meeting?token=${encodeURIComponent(token)}`;

/**
 * The session's pending invitation, opened when the session is first announced (with its `CoachingInvitePost` on the
 * startup's timeline) and moved with the session when it is rescheduled.
 */
export async function pendingInviteFor(
  db: Db,
  session: Pick<CoachingSessionRow, 'incubatorId' | 'id' | 'startupId' | 'startsAt' | 'createdBy'>,
  summary: string,
): Promise<CoachingInviteRow> {
  const [existing] = await db
    .select()
    .from(coachingInvites)
    .where(and(eq(coachingInvites.incubatorId, session.incubatorId), eq(coachingInvites.sessionId, session.id)));
  if (existing) {
    if (existing.status !== 'pending' || existing.expiresAt.getTime() === session.startsAt.getTime()) return existing;
    const [moved] = await db
      .update(coachingInvites)
      .set({ expiresAt: session.startsAt, updatedAt: new Date() })
      .where(and(eq(coachingInvites.incubatorId, session.incubatorId), eq(coachingInvites.id, existing.id)))
      .returning();
    return moved ?? existing;
  }
  const [created] = await db
    .insert(coachingInvites)
    .values({
      incubatorId: session.incubatorId,
      id: newId(),
      sessionId: session.id,
      status: 'pending',
      expiresAt: session.startsAt,
      createdBy: session.createdBy,
    })
    .returning();
  if (!created) throw new Error('The invitation was not stored');
  if (session.startupId) {
    await db.insert(timelinePosts).values({
      incubatorId: session.incubatorId,
      id: newId(),
      startupId: session.startupId,
      eventType: 'CoachingInvitePost',
      message: sanitizeMessage(summary),
      isPublic: true,
      createdBy: session.createdBy,
    });
  }
  return created;
}

/** The session's invitation ends with it (cancelled or deleted): its link no longer does anything. */
export async function closeInvites(db: Db, incubatorId: string, sessionId: string): Promise<void> {
  await db
    .update(coachingInvites)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(coachingInvites.incubatorId, incubatorId),
        eq(coachingInvites.sessionId, sessionId),
        eq(coachingInvites.status, 'pending'),
      ),
    );
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * `CoachingSessionPost` (spec 02 §3): a session that took place, on its startup's timeline — when it is logged, and
 * when its public notes are first written once it has started — with those notes (plain text, escaped).
 */
export async function postCoachingSession(
  db: Db,
  session: Pick<CoachingSessionRow, 'incubatorId' | 'startupId'>,
  authorId: string,
  heading: string,
  notes: string | null,
): Promise<void> {
  if (!session.startupId) return;
  const paragraphs = [heading, ...(notes ? notes.split(/\n{2,}/) : [])]
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`);
  await db.insert(timelinePosts).values({
    incubatorId: session.incubatorId,
    id: newId(),
    startupId: session.startupId,
    eventType: 'CoachingSessionPost',
    message: sanitizeMessage(paragraphs.join('')),
    isPublic: true,
    createdBy: authorId,
  });
}
