import { CALENDAR_LINK_MESSAGES, isStorableText } from '@cohort/shared';

export { CALENDAR_LINK_MESSAGES };
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import {
  type BusyTime,
  type CalDavLink,
  CalendarRefusedError,
  CalendarUnreachableError,
  createCalendar,
  deleteEvent,
  listCalendars,
  putEvent,
  busyTimes as readBusyTimes,
} from '../../platform/calendar/caldav.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ValidationError } from '../../platform/graphql/errors.ts';
import { type CalendarLinkRow, calendarLinks } from './calendar-link.table.ts';

/**
 * Two-way CalDAV sync, the person's half (issue 16 point 5): linking checks the credentials against the server and
 * picks the calendar (the first that holds events; a "Cohort" calendar is made when there is none); the sessions the
 * person attends are written to it as they are scheduled, moved and cancelled; its busy times block their free slots.
 * A refusal of the server (credentials changed, calendar gone) marks the link `unlinked` with the reason, and Cohort
 * goes on without it; a server that does not answer changes nothing (the next change tries again).
 */

const CALENDAR_NAME = 'Cohort';
/** Busy times read from a calendar are kept this long for the slot computations that follow. */
const BUSY_CACHE_MS = 60_000;
/** A slot computation waits this long for a calendar server, then goes on without it. */
const BUSY_TIMEOUT_MS = 4_000;

function keyOf(signingKey: Uint8Array): Buffer {
  return createHash('sha256').update(signingKey).update('calendar-links').digest();
}

/** The password sealed with AES-256-GCM: iv.tag.ciphertext, base64url. */
export function sealSecret(signingKey: Uint8Array, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(signingKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(signingKey: Uint8Array, sealed: string): string {
  const [iv = '', tag = '', data = ''] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(signingKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

function linkOf(row: CalendarLinkRow, signingKey: Uint8Array): CalDavLink {
  return {
    serverUrl: row.serverUrl,
    username: row.username,
    password: openSecret(signingKey, row.passwordSealed),
    calendarUrl: row.calendarUrl,
  };
}

export interface CalendarLinkView {
  provider: 'caldav';
  serverUrl: string;
  username: string;
  calendarName: string;
  status: 'linked' | 'unlinked';
  lastError: string | null;
  linkedAt: Date;
}

function viewOf(row: CalendarLinkRow): CalendarLinkView {
  return {
    provider: row.provider,
    serverUrl: row.serverUrl,
    username: row.username,
    calendarName: row.calendarName,
    status: row.status,
    lastError: row.lastError,
    linkedAt: row.createdAt,
  };
}

async function linkRow(db: Db, incubatorId: string, userId: string): Promise<CalendarLinkRow | null> {
  const [row] = await db
    .select()
    .from(calendarLinks)
    .where(and(eq(calendarLinks.incubatorId, incubatorId), eq(calendarLinks.userId, userId)));
  return row ?? null;
}

/** The viewer's linked calendar, if any. */
export async function myCalendarLink(ctx: Ctx): Promise<CalendarLinkView | null> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const row = await linkRow(ctx.db, incubatorId, viewer.userId);
  return row ? viewOf(row) : null;
}

function refuse(field: string, message: string): never {
  throw new ValidationError([{ field, message }]);
}

/** Links (or links again) the viewer's CalDAV calendar once the server accepted the credentials. */
export async function linkCalDavCalendar(
  ctx: Ctx,
  input: { serverUrl: string; username: string; password: string },
): Promise<CalendarLinkView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  for (const field of ['serverUrl', 'username', 'password'] as const) {
    if (!isStorableText(input[field])) refuse(field, CALENDAR_LINK_MESSAGES.text);
  }
  const serverUrl = input.serverUrl.trim();
  let parsed: URL | null = null;
  try {
    parsed = new URL(serverUrl);
  } catch {
    parsed = null;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || serverUrl.length > 500) {
    refuse('serverUrl', CALENDAR_LINK_MESSAGES.serverUrl);
  }
  const username = input.username.trim();
  if (username === '' || username.length > 200) refuse('username', CALENDAR_LINK_MESSAGES.username);
  if (input.password === '' || input.password.length > 500) refuse('password', CALENDAR_LINK_MESSAGES.password);
  const link: CalDavLink = { serverUrl, username, password: input.password };
  let calendar: { url: string; displayName: string };
  try {
    const calendars = await listCalendars(link);
    calendar = calendars[0] ?? (await createCalendar(link, CALENDAR_NAME));
  } catch (error) {
    if (error instanceof CalendarUnreachableError) refuse('serverUrl', CALENDAR_LINK_MESSAGES.unreachable);
    if (error instanceof CalendarRefusedError && error.status === 404)
      refuse('serverUrl', CALENDAR_LINK_MESSAGES.notCalDav);
    refuse('password', CALENDAR_LINK_MESSAGES.refused);
  }
  const now = new Date();
  const values = {
    serverUrl,
    username,
    passwordSealed: sealSecret(ctx.signingKey, input.password),
    calendarUrl: calendar.url,
    calendarName: calendar.displayName,
    status: 'linked' as const,
    lastError: null,
    updatedAt: now,
  };
  const [row] = await ctx.db
    .insert(calendarLinks)
    .values({ incubatorId, userId: viewer.userId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: [calendarLinks.incubatorId, calendarLinks.userId], set: values })
    .returning();
  if (!row) throw new Error('The calendar link was not stored');
  forgetBusy(incubatorId, viewer.userId);
  return viewOf(row);
}

/** Unlinks the viewer's calendar (what was written to it stays there). */
export async function unlinkCalendar(ctx: Ctx): Promise<boolean> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const removed = await ctx.db
    .delete(calendarLinks)
    .where(and(eq(calendarLinks.incubatorId, incubatorId), eq(calendarLinks.userId, viewer.userId)))
    .returning({ userId: calendarLinks.userId });
  forgetBusy(incubatorId, viewer.userId);
  return removed.length > 0;
}

async function markUnlinked(database: Database, incubatorId: string, userId: string, reason: string) {
  forgetBusy(incubatorId, userId);
  await withTenant(database.db, incubatorId, (tx) =>
    tx
      .update(calendarLinks)
      .set({ status: 'unlinked', lastError: reason, updatedAt: new Date() })
      .where(and(eq(calendarLinks.incubatorId, incubatorId), eq(calendarLinks.userId, userId))),
  );
}

/** The linked calendars of these people (for writing a session to each). */
export async function linkedCalendarsOf(db: Db, incubatorId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(calendarLinks)
    .where(
      and(
        eq(calendarLinks.incubatorId, incubatorId),
        eq(calendarLinks.status, 'linked'),
        inArray(calendarLinks.userId, [...userIds]),
      ),
    );
}

/**
 * Writes a session to (or removes it from) each linked calendar, after the change committed. Never throws: a refusal
 * unlinks that person's calendar, an unreachable server is left for the next change.
 */
export async function syncSessionToCalendars(
  database: Database,
  signingKey: Uint8Array,
  uid: string,
  writes: ReadonlyArray<{ row: CalendarLinkRow; ics: string | null }>,
): Promise<void> {
  await Promise.all(
    writes.map(async ({ row, ics }) => {
      try {
        const link = linkOf(row, signingKey);
        if (ics) await putEvent(link, uid, ics);
        else await deleteEvent(link, uid);
        forgetBusy(row.incubatorId, row.userId);
      } catch (error) {
        if (error instanceof CalendarRefusedError) {
          await markUnlinked(database, row.incubatorId, row.userId, CALENDAR_LINK_MESSAGES.unlinked).catch(
            () => undefined,
          );
        }
      }
    }),
  );
}

const busyCache = new Map<string, { at: number; from: number; to: number; busy: BusyTime[] }>();

function forgetBusy(incubatorId: string, userId: string) {
  for (const key of busyCache.keys()) if (key.startsWith(`${incubatorId}:${userId}:`)) busyCache.delete(key);
}

/**
 * The busy times of a host's linked calendar between two instants (kept a minute), or none when the host has no
 * working link or the server does not answer in time: free slots never wait on a calendar server for long.
 */
export async function linkedBusyTimes(
  db: Db,
  signingKey: Uint8Array,
  incubatorId: string,
  userId: string,
  from: Date,
  to: Date,
): Promise<BusyTime[]> {
  const row = await linkRow(db, incubatorId, userId);
  if (!row || row.status !== 'linked') return [];
  const key = `${incubatorId}:${userId}:${row.calendarUrl}`;
  const cached = busyCache.get(key);
  if (cached && Date.now() - cached.at < BUSY_CACHE_MS && cached.from <= from.getTime() && cached.to >= to.getTime()) {
    return cached.busy;
  }
  try {
    const busy = await Promise.race([
      readBusyTimes(linkOf(row, signingKey), from, to),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new CalendarUnreachableError('time-out')), BUSY_TIMEOUT_MS).unref(),
      ),
    ]);
    busyCache.set(key, { at: Date.now(), from: from.getTime(), to: to.getTime(), busy });
    return busy;
  } catch {
    return [];
  }
}
