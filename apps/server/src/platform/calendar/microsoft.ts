import type { OAuthCalendarConfig } from '../../config.ts';
import { type BusyTime, CalendarUnreachableError } from './caldav.ts';
import { api, authorizationUrl, exchangeCode, type OAuthTokens, type RefreshTokenRotated } from '../oauth/oauth.ts';
import type { GoogleEvent } from './google.ts';

/**
 * Microsoft (Outlook, Microsoft 365) calendars through the identity platform and Graph (issue 16 point 5), as Google's:
 * the authorization code with PKCE, `getSchedule` for busy times, `/me/events` for the sessions. Graph lets no client
 * choose an event's id, so a session's event carries a single-value extended property (the session's id) and is
 * found by it to be replaced or removed. The same two errors (refusal: unlink; failure: try later).
 */

export const MICROSOFT_CALENDAR_SCOPES = ['openid', 'email', 'offline_access', 'Calendars.ReadWrite'];

/** The extended property naming the session (a string property in the public-strings namespace). */
const SESSION_PROPERTY = 'String {00020329-0000-0000-C000-000000000046} Name cohortSessionId';

export function microsoftConfig(config: OAuthCalendarConfig): OAuthCalendarConfig {
  return { ...config, refreshScope: MICROSOFT_CALENDAR_SCOPES.join(' ') };
}

export function microsoftAuthorizationUrl(
  config: OAuthCalendarConfig,
  options: { redirectUri: string; state: string; codeChallenge: string },
): string {
  return authorizationUrl(config, {
    ...options,
    scopes: MICROSOFT_CALENDAR_SCOPES,
    extra: { response_mode: 'query', prompt: 'consent' },
  });
}

export function exchangeMicrosoftCode(
  config: OAuthCalendarConfig,
  options: { code: string; redirectUri: string; codeVerifier: string },
): Promise<OAuthTokens> {
  return exchangeCode(config, { ...options, scopes: MICROSOFT_CALENDAR_SCOPES });
}

const utc = (at: Date) => ({ dateTime: at.toISOString().slice(0, 19), timeZone: 'UTC' });
/** Graph's date-times in UTC carry no offset ("2026-12-02T09:00:00.0000000"). */
const fromGraph = (value: { dateTime: string }) => new Date(`${value.dateTime.replace(/Z$/, '').slice(0, 23)}Z`);

/** The busy times of the person's calendar (`getSchedule` on their own address; free and elsewhere block nothing). */
export async function microsoftBusyTimes(
  config: OAuthCalendarConfig,
  refreshToken: string,
  email: string,
  from: Date,
  to: Date,
  onRotate?: RefreshTokenRotated,
): Promise<BusyTime[]> {
  const response = await api(
    microsoftConfig(config),
    refreshToken,
    '/me/calendar/getSchedule',
    {
      method: 'POST',
      headers: { prefer: 'outlook.timezone="UTC"' },
      body: { schedules: [email], startTime: utc(from), endTime: utc(to), availabilityViewInterval: 15 },
    },
    onRotate,
  );
  if (!response.ok) throw new CalendarUnreachableError(`Microsoft answered ${response.status}`);
  const json = (await response.json()) as {
    value?: {
      error?: unknown;
      scheduleItems?: { status: string; start: { dateTime: string }; end: { dateTime: string } }[];
    }[];
  };
  const schedule = json.value?.[0];
  if (!schedule || schedule.error) throw new CalendarUnreachableError('Microsoft could not read the calendar');
  return (schedule.scheduleItems ?? [])
    .filter((item) => ['busy', 'tentative', 'oof'].includes(item.status))
    .map((item, index) => ({ uid: `microsoft-busy-${index}`, start: fromGraph(item.start), end: fromGraph(item.end) }));
}

async function findEvent(
  config: OAuthCalendarConfig,
  refreshToken: string,
  sessionId: string,
  onRotate?: RefreshTokenRotated,
) {
  const filter = `singleValueExtendedProperties/Any(ep: ep/id eq '${SESSION_PROPERTY}' and ep/value eq '${sessionId}')`;
  const response = await api(
    config,
    refreshToken,
    `/me/events?$select=id&$filter=${encodeURIComponent(filter)}`,
    { method: 'GET' },
    onRotate,
  );
  if (!response.ok) throw new CalendarUnreachableError(`Microsoft answered ${response.status}`);
  const json = (await response.json()) as { value?: { id: string }[] };
  return json.value?.[0]?.id ?? null;
}

/** Creates the session's event, or replaces the one that carries its id. */
export async function putMicrosoftEvent(
  base: OAuthCalendarConfig,
  refreshToken: string,
  sessionId: string,
  event: GoogleEvent,
  onRotate?: RefreshTokenRotated,
): Promise<void> {
  const config = microsoftConfig(base);
  const body = {
    subject: event.summary,
    body: { contentType: 'text', content: event.description },
    ...(event.location ? { location: { displayName: event.location } } : {}),
    start: utc(event.start),
    end: utc(event.end),
  };
  const existing = await findEvent(config, refreshToken, sessionId, onRotate);
  const response = existing
    ? await api(config, refreshToken, `/me/events/${encodeURIComponent(existing)}`, { method: 'PATCH', body })
    : await api(config, refreshToken, '/me/events', {
        method: 'POST',
        body: { ...body, singleValueExtendedProperties: [{ id: SESSION_PROPERTY, value: sessionId }] },
      });
  if (!response.ok) throw new CalendarUnreachableError(`Microsoft answered ${response.status}`);
}

/** Removes the session's event; none is fine. */
export async function deleteMicrosoftEvent(
  base: OAuthCalendarConfig,
  refreshToken: string,
  sessionId: string,
  onRotate?: RefreshTokenRotated,
): Promise<void> {
  const config = microsoftConfig(base);
  const existing = await findEvent(config, refreshToken, sessionId, onRotate);
  if (!existing) return;
  const response = await api(config, refreshToken, `/me/events/${encodeURIComponent(existing)}`, { method: 'DELETE' });
  if (!response.ok && response.status !== 404)
    throw new CalendarUnreachableError(`Microsoft answered ${response.status}`);
}
