import { FakeOAuthProvider } from './fake-oauth.ts';

export interface GoogleEvent {
  id: string;
  summary: string;
  start: { dateTime: string };
  end: { dateTime: string };
}

/**
 * A local Google, as its documentation answers: OAuth with PKCE (client `cohort-client` / `cohort-secret`, at
 * `<url>/o/oauth2/v2/auth` and `<url>/token`, an ID token naming mentor@gmail.test) and under `<url>/calendar/v3`
 * `freeBusy` (answering `busy`) and the primary calendar's events (insert, update, delete, kept in `events`). Used by
 * the server's tests and the e2e server.
 */
export function fakeGoogle() {
  const busy: { start: string; end: string }[] = [];
  const events = new Map<string, GoogleEvent>();
  const provider = new FakeOAuthProvider(
    {
      authorizePath: '/o/oauth2/v2/auth',
      tokenPath: '/token',
      clientId: 'cohort-client',
      clientSecret: 'cohort-secret',
      idClaims: { email: 'mentor@gmail.test', sub: '42' },
    },
    ({ method, url, raw }, send) => {
      if (url.pathname === '/calendar/v3/freeBusy' && method === 'POST') {
        const body = JSON.parse(raw) as { timeMin: string; timeMax: string; items: { id: string }[] };
        return send(200, {
          kind: 'calendar#freeBusy',
          timeMin: body.timeMin,
          timeMax: body.timeMax,
          calendars: { primary: { busy } },
        });
      }
      if (url.pathname === '/calendar/v3/calendars/primary/events' && method === 'POST') {
        const event = JSON.parse(raw) as GoogleEvent;
        if (events.has(event.id)) return send(409, { error: { code: 409 } });
        events.set(event.id, event);
        return send(200, event);
      }
      const eventPath = url.pathname.match(/^\/calendar\/v3\/calendars\/primary\/events\/([a-v0-9]+)$/);
      if (eventPath?.[1] && method === 'PUT') {
        events.set(eventPath[1], JSON.parse(raw) as GoogleEvent);
        return send(200, {});
      }
      if (eventPath?.[1] && method === 'DELETE') {
        const existed = events.delete(eventPath[1]);
        return send(existed ? 204 : 410);
      }
      return send(404, { error: { code: 404 } });
    },
  );
  return { provider, busy, events };
}

/** The server's Google settings (`googleCalendar`) pointed at a started fake. */
export function fakeGoogleClient(provider: FakeOAuthProvider) {
  return {
    clientId: 'cohort-client',
    clientSecret: 'cohort-secret',
    authorizationUrl: `${provider.url}/o/oauth2/v2/auth`,
    tokenUrl: `${provider.url}/token`,
    apiUrl: `${provider.url}/calendar/v3`,
  };
}

/** The same settings as the server process reads them (GOOGLE_*). */
export function fakeGoogleEnvironment(provider: FakeOAuthProvider): Record<string, string> {
  const client = fakeGoogleClient(provider);
  return {
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
    GOOGLE_AUTH_URL: client.authorizationUrl,
    GOOGLE_TOKEN_URL: client.tokenUrl,
    GOOGLE_CALENDAR_API_URL: client.apiUrl,
  };
}
