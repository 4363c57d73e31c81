import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Db } from '../../platform/db/client.ts';
import { calendarSessions } from '../coaching/index.ts';
import { roles } from '../roles/index.ts';
import { startupMembers } from '../startups/index.ts';
import { tasksDueBetween } from '../tasks/index.ts';
import { users } from '../users/index.ts';
import { calendarFeeds } from './calendar.table.ts';

/** What a feed holds: the last month and the next six, as calendar apps keep a feed's past and future. */
export const FEED_PAST_DAYS = 31;
export const FEED_FUTURE_DAYS = 183;
const FEED_MAX_TASKS = 2000;
/** A task's due date shows as a short event at that time (calendars have no "moment"). */
const DUE_EVENT_MINUTES = 30;

export const feedPath = (token: string) => `/api/calendar/feed/${token}.ics`;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** When the person's feed was made, if they have one. */
export async function calendarFeedOf(db: Db, incubatorId: string, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, readAt: calendarFeeds.readAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.incubatorId, incubatorId), eq(calendarFeeds.userId, userId)));
  return row ?? null;
}

/** Makes the person's feed, replacing the one they had; answers its token (shown once). */
export async function resetCalendarFeed(db: Db, incubatorId: string, userId: string) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insert(calendarFeeds)
    .values({ incubatorId, userId, tokenHash: hashOf(token), createdAt: now })
    .onConflictDoUpdate({
      target: [calendarFeeds.incubatorId, calendarFeeds.userId],
      set: { tokenHash: hashOf(token), createdAt: now, readAt: null },
    });
  return { token, createdAt: now };
}

/** Revokes the person's feed: its address answers "not found" from now on. */
export async function revokeCalendarFeed(db: Db, incubatorId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.incubatorId, incubatorId), eq(calendarFeeds.userId, userId)))
    .returning({ userId: calendarFeeds.userId });
  return removed.length > 0;
}

/**
 * The calendar behind a feed token, as iCalendar text (the person's tasks and coaching sessions); null for a token that is not (or no longer) a feed of this
 * organisation, or whose person is no longer active. Reading it is noted (`readAt`).
 */
export async function calendarFeedIcs(
  db: Db,
  incubatorId: string,
  token: string,
  about: { organisationName: string; origin: string; sessionLabel: string; now?: Date },
): Promise<string | null> {
  const [owner] = await db
    .select({ userId: users.id, roleType: roles.type })
    .from(calendarFeeds)
    .innerJoin(users, and(eq(users.incubatorId, calendarFeeds.incubatorId), eq(users.id, calendarFeeds.userId)))
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(
      and(
        eq(calendarFeeds.incubatorId, incubatorId),
        eq(calendarFeeds.tokenHash, hashOf(token)),
        // Archived, refused, deactivated or deleted people's feeds go quiet with their account.
        eq(users.status, 'active'),
      ),
    );
  if (!owner) return null;
  const now = about.now ?? new Date();
  const startups = await db
    .select({ startupId: startupMembers.startupId })
    .from(startupMembers)
    .where(and(eq(startupMembers.incubatorId, incubatorId), eq(startupMembers.userId, owner.userId)));
  // The feed reads as its person: their own tasks (to them or their startup); what they may change is not asked.
  const viewer = {
    userId: owner.userId,
    roleType: owner.roleType,
    permissions: new Map(),
    startupIds: startups.map((row) => row.startupId),
  };
  const range = {
    from: new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000),
    to: new Date(now.getTime() + FEED_FUTURE_DAYS * 86_400_000),
  };
  const dueTasks = await tasksDueBetween(db, incubatorId, viewer, range, FEED_MAX_TASKS);
  const sessions = await calendarSessions(db, incubatorId, viewer, range, FEED_MAX_TASKS, now);
  await db
    .update(calendarFeeds)
    .set({ readAt: now })
    .where(and(eq(calendarFeeds.incubatorId, incubatorId), eq(calendarFeeds.userId, owner.userId)));
  const host = new URL(about.origin).hostname || 'cohort';
  const calendar = ical({
    name: about.organisationName,
    prodId: { company: 'Cohort', product: 'Calendar feed', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const task of dueTasks) {
    const own = task.assignees.filter((assignee) => assignee.isViewer);
    const done = own.length > 0 && own.every((assignee) => assignee.done);
    calendar.createEvent({
      id: `task-${task.id}@${host}`,
      start: task.dueDate,
      end: new Date(task.dueDate.getTime() + DUE_EVENT_MINUTES * 60_000),
      stamp: task.updatedAt ?? now,
      summary: `${done ? '✓ ' : ''}${task.name ?? ''}`.trim() || 'Task',
      url: `${about.origin}${task.url?.startsWith('/') ? task.url : '/tasks'}`,
    });
  }
  for (const session of sessions) {
    // The same UID as the session's invitation e-mail: a calendar holding both shows one event.
    calendar.createEvent({
      id: `${session.id}@${host}`,
      start: session.startsAt,
      end: session.endsAt,
      stamp: now,
      summary: session.title || session.startupName || about.sessionLabel,
      location: session.location,
      url: `${about.origin}/calendar`,
    });
  }
  return calendar.toString();
}
