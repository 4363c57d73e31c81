import type { OAuthCalendarConfig } from '../../config.ts';
import { api, authorizationUrl, exchangeCode, type OAuthTokens } from '../oauth/oauth.ts';
import { type BusyTime, CalendarUnreachableError } from './caldav.ts';

/**
 * Google calendars through their OAuth API (issue 16 point 5), the transport half: the authorization-code grant with
 * PKCE and the refresh of the access token (the shared `platform/oauth`), freeBusy on the primary calendar, and events written under an id of ours
 * (so that a reschedule replaces the same event). The same two errors as CalDAV: `CalendarRefusedError` when Google
 * refused Cohort (invalid_grant at the token endpoint: the person revoked access; a 401/403 from the API) — unlink;
 * `CalendarUnreachableError` for the network, a time-out or a 5xx — keep the link, try later.
 */

export const GOOGLE_CALENDAR_SCOPES = [
  'openid',
  'email',
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.freebusy',
];

/** The address that asks the person to let Cohort use their calendar. */
export function googleAuthorizationUrl(
  config: OAuthCalendarConfig,
  options: { redirectUri: string; state: string; codeChallenge: string; email?: string | null },
): string {
  return authorizationUrl(config, {
    ...options,
    scopes: GOOGLE_CALENDAR_SCOPES,
    extra: {
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      ...(options.email ? { login_hint: options.email } : {}),
    },
  });
}

export function exchangeGoogleCode(
  config: OAuthCalendarConfig,
  options: { code: string; redirectUri: string; codeVerifier: string },
): Promise<OAuthTokens> {
  return exchangeCode(config, options);
}

/** The busy times of the person's primary calendar (freeBusy). */
export async function googleBusyTimes(
  config: OAuthCalendarConfig,
  refreshToken: string,
  from: Date,
  to: Date,
): Promise<BusyTime[]> {
  const response = await api(config, refreshToken, '/freeBusy', {
    method: 'POST',
    body: { timeMin: from.toISOString(), timeMax: to.toISOString(), items: [{ id: 'primary' }] },
  });
  if (!response.ok) throw new CalendarUnreachableError(`Google answered ${response.status}`);
  const json = (await response.json()) as {
    calendars?: Record<string, { busy?: { start: string; end: string }[]; errors?: unknown[] }>;
  };
  const primary = json.calendars?.primary;
  if (primary?.errors?.length) throw new CalendarUnreachableError('Google could not read the calendar');
  return (primary?.busy ?? []).map((period, index) => ({
    uid: `google-busy-${index}`,
    start: new Date(period.start),
    end: new Date(period.end),
  }));
}

/** Google's event ids are base32hex (a–v, 0–9): ours is "cohort" and the session's UUID without its dashes. */
export function googleEventId(sessionId: string): string {
  return `cohort${sessionId.replaceAll('-', '').toLowerCase()}`;
}

export interface GoogleEvent {
  summary: string;
  description: string;
  location: string | null;
  start: Date;
  end: Date;
}

/** Creates the event, or replaces it when it exists (a reschedule; or an event cancelled before, brought back). */
export async function putGoogleEvent(
  config: OAuthCalendarConfig,
  refreshToken: string,
  eventId: string,
  event: GoogleEvent,
): Promise<void> {
  const body = {
    id: eventId,
    summary: event.summary,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    start: { dateTime: event.start.toISOString() },
    end: { dateTime: event.end.toISOString() },
    status: 'confirmed',
  };
  const inserted = await api(config, refreshToken, '/calendars/primary/events', { method: 'POST', body });
  if (inserted.ok) return;
  if (inserted.status !== 409) throw new CalendarUnreachableError(`Google answered ${inserted.status}`);
  const updated = await api(config, refreshToken, `/calendars/primary/events/${encodeURIComponent(eventId)}`, {
    method: 'PUT',
    body,
  });
  if (!updated.ok) throw new CalendarUnreachableError(`Google answered ${updated.status}`);
}

/** Removes the event; one already gone is fine. */
export async function deleteGoogleEvent(
  config: OAuthCalendarConfig,
  refreshToken: string,
  eventId: string,
): Promise<void> {
  const response = await api(config, refreshToken, `/calendars/primary/events/${encodeURIComponent(eventId)}`, {
    method: 'DELETE',
  });
  if (!response.ok && response.status !== 404 && response.status !== 410) {
    throw new CalendarUnreachableError(`Google answered ${response.status}`);
  }
}
