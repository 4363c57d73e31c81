import { decodeJwt } from 'jose';
import type { OAuthCalendarConfig } from '../../config.ts';
import { type BusyTime, CalendarRefusedError, CalendarUnreachableError } from './caldav.ts';

/**
 * Google calendars through their OAuth API (issue 16 point 5), the transport half: the authorization-code grant with
 * PKCE, the refresh of the access token, freeBusy on the primary calendar, and events written under an id of ours
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

const TIMEOUT_MS = 10_000;

export async function call(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new CalendarUnreachableError(error instanceof Error ? error.message : String(error));
  }
  if (response.status >= 500) throw new CalendarUnreachableError(`Google answered ${response.status}`);
  return response;
}

export interface OAuthTokens {
  accessToken: string;
  /** When the access token stops working (a minute early). */
  expiresAt: number;
  refreshToken: string | null;
  /** The Google account's e-mail (from the ID token), when Google gave it. */
  email: string | null;
}

export async function tokenRequest(config: OAuthCalendarConfig, body: Record<string, string>): Promise<OAuthTokens> {
  const response = await call(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...body }).toString(),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof json.access_token !== 'string') {
    // invalid_grant: the code or the refresh token is no longer good (revoked, expired): Google refuses Cohort.
    throw new CalendarRefusedError(response.status === 200 ? 400 : response.status);
  }
  let email: string | null = null;
  if (typeof json.id_token === 'string') {
    try {
      // Straight from the token endpoint over TLS: its claims need no signature check (OpenID Connect §3.1.3.7).
      const claims = decodeJwt(json.id_token);
      // Google's ID token has `email`; Microsoft's has `email` when asked, always `preferred_username`.
      const named = claims.email ?? claims.preferred_username;
      email = typeof named === 'string' ? named : null;
    } catch {
      email = null;
    }
  }
  const expiresIn = typeof json.expires_in === 'number' ? json.expires_in : 3600;
  return {
    accessToken: json.access_token,
    expiresAt: Date.now() + Math.max(0, expiresIn - 60) * 1000,
    refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : null,
    email,
  };
}

/** The address that asks the person to let Cohort use their calendar. */
export function googleAuthorizationUrl(
  config: OAuthCalendarConfig,
  options: { redirectUri: string; state: string; codeChallenge: string; email?: string | null },
): string {
  const url = new URL(config.authorizationUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: GOOGLE_CALENDAR_SCOPES.join(' '),
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state: options.state,
    code_challenge: options.codeChallenge,
    code_challenge_method: 'S256',
    ...(options.email ? { login_hint: options.email } : {}),
  }).toString();
  return url.href;
}

export function exchangeGoogleCode(
  config: OAuthCalendarConfig,
  options: { code: string; redirectUri: string; codeVerifier: string },
): Promise<OAuthTokens> {
  return tokenRequest(config, {
    grant_type: 'authorization_code',
    code: options.code,
    redirect_uri: options.redirectUri,
    code_verifier: options.codeVerifier,
  });
}

/** Access tokens by refresh token, kept in memory until they expire. */
const accessTokens = new Map<string, { token: string; expiresAt: number }>();

/** Told the new refresh token when the provider rotates it (Microsoft does), so that the link keeps the new one. */
export type RefreshTokenRotated = (refreshToken: string) => Promise<void>;

async function accessTokenFor(
  config: OAuthCalendarConfig,
  refreshToken: string,
  onRotate?: RefreshTokenRotated,
): Promise<string> {
  const cached = accessTokens.get(refreshToken);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const tokens = await tokenRequest(config, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    ...(config.refreshScope ? { scope: config.refreshScope } : {}),
  });
  accessTokens.set(refreshToken, { token: tokens.accessToken, expiresAt: tokens.expiresAt });
  if (onRotate && tokens.refreshToken && tokens.refreshToken !== refreshToken) {
    await onRotate(tokens.refreshToken).catch(() => undefined);
  }
  return tokens.accessToken;
}

/** A call to the Calendar API with a fresh access token; a 401 forgets the token and tries once more. */
export async function api(
  config: OAuthCalendarConfig,
  refreshToken: string,
  path: string,
  init: { method: string; body?: unknown; headers?: Record<string, string> },
  onRotate?: RefreshTokenRotated,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const token = await accessTokenFor(config, refreshToken, onRotate);
    const response = await call(`${config.apiUrl}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    if (response.status === 401 && attempt === 0) {
      accessTokens.delete(refreshToken);
      continue;
    }
    if (response.status === 403) {
      // Google answers 403 for its rate limits too: those are "try later", not a refusal of Cohort.
      const text = await response.text().catch(() => '');
      if (/ratelimit|quotaexceeded/i.test(text)) throw new CalendarUnreachableError('Google rate limit');
      throw new CalendarRefusedError(403);
    }
    if (response.status === 401) throw new CalendarRefusedError(401);
    return response;
  }
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
