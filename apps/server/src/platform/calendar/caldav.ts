import ical, { type VEvent } from 'node-ical';
import { createDAVClient, type DAVCalendar } from 'tsdav';
import {
  RemoteRefusedError as CalendarRefusedError,
  RemoteUnreachableError as CalendarUnreachableError,
} from '../oauth/oauth.ts';

/**
 * Two-way CalDAV sync, the transport half (issue 16 point 5): a person's calendar on any CalDAV server (Nextcloud,
 * Fastmail, iCloud with an app password, radicale…) is read for busy times, which block their availability, and
 * receives their coaching sessions as events. tsdav speaks the protocol, node-ical reads what comes back (time
 * zones, recurring events with their exceptions); ical-generator writes what we send.
 *
 * What can go wrong is one of two errors, so that callers can keep working and tell the person:
 * - `CalendarRefusedError`: the server refused the credentials (401/403) or the calendar is gone (404 on it) — the
 *   link is no longer valid: unlink it and say so.
 * - `CalendarUnreachableError`: the network or the server failed (refused connection, time-out, 5xx) — try later,
 *   keep the link.
 */

export interface CalDavLink {
  /** The server's address as the person typed it (its root, or their principal). */
  serverUrl: string;
  username: string;
  password: string;
  /** The calendar chosen (its collection address); the first calendar that holds events when absent. */
  calendarUrl?: string | null;
}

export interface CalendarSummary {
  url: string;
  displayName: string;
}

/** A time the person is not free, from their calendar. */
export interface BusyTime {
  uid: string;
  start: Date;
  end: Date;
}

/** The errors of every remote provider (`platform/oauth`), under the names the calendar code reads. */
export { CalendarRefusedError, CalendarUnreachableError };

/** How long one request to a calendar server may take before it counts as unreachable. */
export const CALDAV_TIMEOUT_MS = 10_000;

/**
 * A fetch for tsdav that turns the server's refusals and failures into our two errors. tsdav itself reads a 401 as
 * an empty answer ("no principal"), which would look like a calendar with no events.
 */
function guardedFetch(timeoutMs: number): typeof fetch {
  return async (input, init) => {
    let response: Response;
    try {
      response = await fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new CalendarUnreachableError(error instanceof Error ? error.message : String(error));
    }
    if (response.status === 401 || response.status === 403) throw new CalendarRefusedError(response.status);
    if (response.status >= 500) throw new CalendarUnreachableError(`The calendar server answered ${response.status}`);
    return response;
  };
}

async function clientFor(link: CalDavLink, timeoutMs = CALDAV_TIMEOUT_MS) {
  const fetchGuarded = guardedFetch(timeoutMs);
  try {
    const client = await createDAVClient({
      serverUrl: link.serverUrl,
      credentials: { username: link.username, password: link.password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetch: fetchGuarded,
    });
    return { client, fetch: fetchGuarded };
  } catch (error) {
    throw asCalendarError(error);
  }
}

function asCalendarError(error: unknown): Error {
  if (error instanceof CalendarRefusedError || error instanceof CalendarUnreachableError) return error;
  // tsdav's own complaints (no principal, no calendar home): the address is not a CalDAV server we can use.
  return new CalendarRefusedError(404);
}

function summaryOf(calendar: DAVCalendar): CalendarSummary {
  const name = calendar.displayName;
  return { url: calendar.url, displayName: typeof name === 'string' && name ? name : calendar.url };
}

function holdsEvents(calendar: DAVCalendar): boolean {
  return !calendar.components || calendar.components.includes('VEVENT');
}

/** The person's calendars that can hold events (checks the credentials on the way). */
export async function listCalendars(link: CalDavLink): Promise<CalendarSummary[]> {
  const { client } = await clientFor(link);
  try {
    const calendars = await client.fetchCalendars();
    return calendars.filter(holdsEvents).map(summaryOf);
  } catch (error) {
    throw asCalendarError(error);
  }
}

/**
 * Makes a calendar of its own in the person's calendar home (e.g. "Cohort", so that sessions stay apart from their
 * other events) and answers it; an existing collection at that address is kept.
 */
export async function createCalendar(link: CalDavLink, displayName: string): Promise<CalendarSummary> {
  const { client } = await clientFor(link);
  try {
    const account = await client.createAccount({
      account: { serverUrl: link.serverUrl, accountType: 'caldav' },
      loadCollections: false,
    });
    if (!account.homeUrl) throw new CalendarRefusedError(404);
    const slug =
      displayName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'cohort';
    const url = new URL(`${slug}/`, normaliseUrl(account.homeUrl)).toString();
    const existing = (await client.fetchCalendars()).find((calendar) => normaliseUrl(calendar.url) === url);
    if (existing) return summaryOf(existing);
    const [answer] = await client.makeCalendar({ url, props: { displayname: displayName } });
    if (answer && !answer.ok) throw new CalendarRefusedError(answer.status);
    return { url, displayName };
  } catch (error) {
    throw asCalendarError(error);
  }
}

async function chosenCalendar(link: CalDavLink) {
  const { client, fetch: fetchGuarded } = await clientFor(link);
  let calendars: DAVCalendar[];
  try {
    calendars = (await client.fetchCalendars()).filter(holdsEvents);
  } catch (error) {
    throw asCalendarError(error);
  }
  const wanted = link.calendarUrl ? normaliseUrl(link.calendarUrl) : null;
  const calendar = wanted ? calendars.find((c) => normaliseUrl(c.url) === wanted) : calendars[0];
  if (!calendar) throw new CalendarRefusedError(404);
  return { client, calendar, fetch: fetchGuarded };
}

function normaliseUrl(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** Events marked free (TRANSP:TRANSPARENT) and cancelled ones block nothing. */
function blocks(event: VEvent): boolean {
  return event.transparency !== 'TRANSPARENT' && event.status !== 'CANCELLED';
}

/**
 * The busy times of the calendar between `from` and `to`: every event that overlaps the range, recurring events
 * expanded (their exceptions and moved occurrences applied), all-day events as whole days in UTC.
 */
export async function busyTimes(link: CalDavLink, from: Date, to: Date): Promise<BusyTime[]> {
  const { client, calendar } = await chosenCalendar(link);
  let objects: { data?: unknown }[];
  try {
    objects = await client.fetchCalendarObjects({
      calendar,
      timeRange: { start: from.toISOString(), end: to.toISOString() },
    });
  } catch (error) {
    throw asCalendarError(error);
  }
  const busy: BusyTime[] = [];
  for (const object of objects) {
    if (typeof object.data !== 'string') continue;
    const parsed = ical.sync.parseICS(object.data);
    for (const component of Object.values(parsed)) {
      if (!component || component.type !== 'VEVENT' || !blocks(component as VEvent)) continue;
      const event = component as VEvent;
      // A moved occurrence is stored as its own VEVENT with RECURRENCE-ID; expansion of its master applies it.
      if (event.recurrenceid) continue;
      const instances = ical.expandRecurringEvent(event, { from, to, expandOngoing: true });
      for (const instance of instances) {
        if (!blocks(instance.event)) continue;
        const start = new Date(instance.start.getTime());
        const end = new Date(instance.end.getTime());
        if (end <= from || start >= to) continue;
        busy.push({ uid: event.uid, start, end });
      }
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
}

function objectUrl(calendarUrl: string, uid: string): string {
  return `${normaliseUrl(calendarUrl)}${encodeURIComponent(uid)}.ics`;
}

/** Writes an event (creates it, or replaces the one with the same UID): `ics` is a whole VCALENDAR. */
export async function putEvent(link: CalDavLink, uid: string, ics: string): Promise<void> {
  const { client, calendar } = await chosenCalendar(link);
  let response: Response;
  try {
    response = await client.updateCalendarObject({ calendarObject: { url: objectUrl(calendar.url, uid), data: ics } });
  } catch (error) {
    throw asCalendarError(error);
  }
  if (!response.ok) throw new CalendarRefusedError(response.status);
}

/** Removes an event by its UID; one already gone is fine. */
export async function deleteEvent(link: CalDavLink, uid: string): Promise<void> {
  const { client, calendar } = await chosenCalendar(link);
  let response: Response;
  try {
    response = await client.deleteCalendarObject({ calendarObject: { url: objectUrl(calendar.url, uid), etag: '' } });
  } catch (error) {
    throw asCalendarError(error);
  }
  if (!response.ok && response.status !== 404) throw new CalendarRefusedError(response.status);
}
