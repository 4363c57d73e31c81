import {
  CALENDAR_LINK_MESSAGES,
  FEATURE_TURNED_OFF_MESSAGE,
  isStorableText,
  PLAN_FEATURE_UNAVAILABLE_MESSAGE,
} from '@cohort/shared';

export { CALENDAR_LINK_MESSAGES };
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
import {
  deleteGoogleEvent,
  type GoogleEvent,
  googleBusyTimes,
  googleEventId,
  putGoogleEvent,
} from '../../platform/calendar/google.ts';
import { deleteMicrosoftEvent, microsoftBusyTimes, putMicrosoftEvent } from '../../platform/calendar/microsoft.ts';
import type { OAuthCalendarConfig } from '../../config.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, ValidationError } from '../../platform/graphql/errors.ts';
import { getFeatureFlags, getPlanInfo } from '../organisations/index.ts';
import { type CalendarLinkRow, calendarLinks } from './calendar-link.table.ts';
import { signStartTicket, startTicketHolder } from './oauth-ticket.ts';
import { openSecret, sealSecret } from '../../platform/auth/sealed-secret.ts';

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

function linkOf(row: CalendarLinkRow, signingKey: Uint8Array): CalDavLink {
  return {
    serverUrl: row.serverUrl,
    username: row.username,
    password: openSecret(signingKey, row.passwordSealed),
    calendarUrl: row.calendarUrl,
  };
}

export type CalendarProvider = 'caldav' | 'google' | 'microsoft';
export type OAuthCalendarProvider = 'google' | 'microsoft';

/**
 * The OAuth providers' settings, set once when the app is built (`configureCalendarProviders`): the calendar writes
 * run after commit from places that hold no configuration (the e-mails of a session, the reminder sweep).
 */
let providers: Record<OAuthCalendarProvider, OAuthCalendarConfig | null> = { google: null, microsoft: null };

export function configureCalendarProviders(settings: Record<OAuthCalendarProvider, OAuthCalendarConfig | null>) {
  providers = settings;
}

export function oauthCalendarConfig(provider: OAuthCalendarProvider): OAuthCalendarConfig | null {
  return providers[provider];
}

/** What a session is, for the calendars that take an event rather than an .ics (Google). */
export interface SessionEventData extends GoogleEvent {
  sessionId: string;
  ics: string;
}

/**
 * One linked calendar, whatever its provider: its busy times, and the session events written to it. A refusal throws
 * `CalendarRefusedError` (unlink), a failure `CalendarUnreachableError` (try later).
 */
interface CalendarTransport {
  busyTimes(from: Date, to: Date): Promise<BusyTime[]>;
  putSession(uid: string, event: SessionEventData): Promise<void>;
  deleteSession(uid: string, sessionId: string): Promise<void>;
}

/**
 * `keep` stores a new sealed secret on the link: Microsoft rotates refresh tokens, and the link keeps the newest (the
 * first one would expire at the end of its own lifetime).
 */
function transportOf(
  row: CalendarLinkRow,
  signingKey: Uint8Array,
  keep?: (sealed: string) => Promise<void>,
): CalendarTransport {
  if (row.provider === 'microsoft') {
    const config = providers.microsoft;
    if (!config) throw new CalendarUnreachableError('Microsoft calendars are not configured');
    const refreshToken = openSecret(signingKey, row.passwordSealed);
    const onRotate = keep ? (next: string) => keep(sealSecret(signingKey, next)) : undefined;
    return {
      busyTimes: (from, to) => microsoftBusyTimes(config, refreshToken, row.username, from, to, onRotate),
      putSession: (_uid, event) => putMicrosoftEvent(config, refreshToken, event.sessionId, event, onRotate),
      deleteSession: (_uid, sessionId) => deleteMicrosoftEvent(config, refreshToken, sessionId, onRotate),
    };
  }
  if (row.provider === 'google') {
    const config = providers.google;
    if (!config) throw new CalendarUnreachableError('Google calendars are not configured');
    const refreshToken = openSecret(signingKey, row.passwordSealed);
    return {
      busyTimes: (from, to) => googleBusyTimes(config, refreshToken, from, to),
      putSession: (_uid, event) => putGoogleEvent(config, refreshToken, googleEventId(event.sessionId), event),
      deleteSession: (_uid, sessionId) => deleteGoogleEvent(config, refreshToken, googleEventId(sessionId)),
    };
  }
  const link = linkOf(row, signingKey);
  return {
    busyTimes: (from, to) => readBusyTimes(link, from, to),
    putSession: (uid, event) => putEvent(link, uid, event.ics),
    deleteSession: (uid) => deleteEvent(link, uid),
  };
}

export interface CalendarLinkView {
  provider: CalendarProvider;
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

export async function markUnlinked(database: Database, incubatorId: string, userId: string, reason: string) {
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
  sessionId: string,
  writes: ReadonlyArray<{ row: CalendarLinkRow; event: SessionEventData | null }>,
): Promise<void> {
  await Promise.all(
    writes.map(async ({ row, event }) => {
      try {
        const transport = transportOf(row, signingKey, (sealed) =>
          withTenant(database.db, row.incubatorId, (tx) =>
            tx
              .update(calendarLinks)
              .set({ passwordSealed: sealed, updatedAt: new Date() })
              .where(and(eq(calendarLinks.incubatorId, row.incubatorId), eq(calendarLinks.userId, row.userId))),
          ).then(() => undefined),
        );
        if (event) await transport.putSession(uid, event);
        else await transport.deleteSession(uid, sessionId);
        forgetBusy(row.incubatorId, row.userId);
      } catch (error) {
        if (error instanceof CalendarRefusedError) {
          const reason = unlinkedReason(row.provider);
          await markUnlinked(database, row.incubatorId, row.userId, reason).catch(() => undefined);
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
      transportOf(row, signingKey, (sealed) =>
        db
          .transaction((sp) =>
            sp
              .update(calendarLinks)
              .set({ passwordSealed: sealed, updatedAt: new Date() })
              .where(and(eq(calendarLinks.incubatorId, incubatorId), eq(calendarLinks.userId, userId))),
          )
          .then(() => undefined),
      ).busyTimes(from, to),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new CalendarUnreachableError('time-out')), BUSY_TIMEOUT_MS).unref(),
      ),
    ]);
    busyCache.set(key, { at: Date.now(), from: from.getTime(), to: to.getTime(), busy });
    return busy;
  } catch (error) {
    // Google refused Cohort (access revoked): the link is unlinked with the reason, in a savepoint of the request's
    // transaction so that a failure here never spoils it. CalDAV keeps its older rule (unlinked on writes).
    if (error instanceof CalendarRefusedError && row.provider !== 'caldav') {
      await db
        .transaction((sp) =>
          sp
            .update(calendarLinks)
            .set({ status: 'unlinked', lastError: unlinkedReason(row.provider), updatedAt: new Date() })
            .where(and(eq(calendarLinks.incubatorId, incubatorId), eq(calendarLinks.userId, userId))),
        )
        .catch(() => undefined);
      forgetBusy(incubatorId, userId);
    }
    return [];
  }
}

// ——— Google and Microsoft calendars through OAuth ———

function unlinkedReason(provider: CalendarProvider): string {
  if (provider === 'google') return CALENDAR_LINK_MESSAGES.googleUnlinked;
  if (provider === 'microsoft') return CALENDAR_LINK_MESSAGES.microsoftUnlinked;
  return CALENDAR_LINK_MESSAGES.unlinked;
}

/**
 * Whether the viewer may connect a calendar of this provider: the server holds its client (GOOGLE_CLIENT_ID,
 * MICROSOFT_CLIENT_ID) and the organisation has it — the plan feature GOOGLE_UNLINK_CALENDAR for Google, the flag
 * microsoftIntegration for Microsoft (docs/decisions.md).
 */
export type CalendarLinking = 'AVAILABLE' | 'NOT_CONFIGURED' | 'NOT_IN_PLAN' | 'TURNED_OFF';

export async function calendarLinking(
  db: Db,
  incubatorId: string,
  provider: OAuthCalendarProvider,
): Promise<CalendarLinking> {
  if (!providers[provider]) return 'NOT_CONFIGURED';
  if (provider === 'microsoft')
    return (await getFeatureFlags(db, incubatorId)).microsoftIntegration ? 'AVAILABLE' : 'TURNED_OFF';
  const plan = await getPlanInfo(db, incubatorId);
  return plan.features.includes('GOOGLE_UNLINK_CALENDAR') ? 'AVAILABLE' : 'NOT_IN_PLAN';
}

const TICKET_AUDIENCE = (incubatorId: string, provider: OAuthCalendarProvider) =>
  `${incubatorId}:${provider}-calendar-ticket`;
export const STATE_AUDIENCE = (incubatorId: string, provider: OAuthCalendarProvider) =>
  `${incubatorId}:${provider}-calendar`;

/**
 * Starts linking the viewer's Google or Microsoft calendar: the address (inside the app) the browser opens, carrying a
 * ticket that names the viewer for two minutes — a full page navigation has no bearer token.
 */
export async function startCalendarLink(ctx: Ctx, provider: OAuthCalendarProvider): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const linking = await calendarLinking(ctx.db, incubatorId, provider);
  if (linking === 'NOT_CONFIGURED') {
    throw new ForbiddenError(
      provider === 'google'
        ? CALENDAR_LINK_MESSAGES.googleNotConfigured
        : CALENDAR_LINK_MESSAGES.microsoftNotConfigured,
    );
  }
  if (linking === 'NOT_IN_PLAN') throw new ForbiddenError(PLAN_FEATURE_UNAVAILABLE_MESSAGE);
  if (linking === 'TURNED_OFF') throw new ForbiddenError(FEATURE_TURNED_OFF_MESSAGE);
  const ticket = await signStartTicket(ctx.signingKey, TICKET_AUDIENCE(incubatorId, provider), viewer.userId);
  return `/api/calendar/${provider}/start?ticket=${encodeURIComponent(ticket)}`;
}

/** The person a start ticket names, or null (forged, expired, another organisation's or provider's). */
export async function ticketHolder(
  signingKey: Uint8Array,
  incubatorId: string,
  provider: OAuthCalendarProvider,
  ticket: string,
): Promise<string | null> {
  return startTicketHolder(signingKey, TICKET_AUDIENCE(incubatorId, provider), ticket);
}

export { codeChallengeOf, codeVerifierOf } from '../../platform/oauth/oauth.ts';

/** Stores (or replaces) the person's Google or Microsoft link once the provider gave a refresh token. */
export async function storeOAuthLink(
  db: Db,
  signingKey: Uint8Array,
  incubatorId: string,
  userId: string,
  link: { provider: OAuthCalendarProvider; refreshToken: string; email: string | null; apiUrl: string },
): Promise<void> {
  const now = new Date();
  const values = {
    provider: link.provider,
    serverUrl: link.apiUrl,
    username: link.email ?? '',
    passwordSealed: sealSecret(signingKey, link.refreshToken),
    calendarUrl: 'primary',
    calendarName: link.email ?? 'primary',
    status: 'linked' as const,
    lastError: null,
    updatedAt: now,
  };
  await db
    .insert(calendarLinks)
    .values({ incubatorId, userId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: [calendarLinks.incubatorId, calendarLinks.userId], set: values });
  forgetBusy(incubatorId, userId);
}
