import { FakeOAuthProvider } from './fake-oauth.ts';

export interface ZoomMeeting {
  id: number;
  topic: string;
  start_time: string;
  duration: number;
  join_url: string;
}

/**
 * A local Zoom, as its documentation answers: OAuth with HTTP Basic client authentication and rotating refresh tokens
 * (client `zoom-client` / `zoom-secret`, at `<url>/oauth/authorize` and `<url>/oauth/token`), and under `<url>/v2`
 * `/users/me`, `/users/me/meetings` (scheduled meetings, type 2) and `/meetings/{id}` (PATCH, DELETE). `down` makes its
 * API answer 503. Used by the server's tests and the e2e server.
 */
export function fakeZoom() {
  const meetings = new Map<string, ZoomMeeting>();
  let counter = 1000;
  const state = { down: false };
  const provider = new FakeOAuthProvider(
    {
      authorizePath: '/oauth/authorize',
      tokenPath: '/oauth/token',
      clientId: 'zoom-client',
      clientSecret: 'zoom-secret',
      basicAuth: true,
      rotate: 'retire',
    },
    ({ method, url, raw }, send) => {
      if (state.down) return send(503, { message: 'Service unavailable' });
      if (url.pathname === '/v2/users/me' && method === 'GET') {
        return send(200, { id: 'z1', email: 'mentor@zoom.test' });
      }
      if (url.pathname === '/v2/users/me/meetings' && method === 'POST') {
        const body = JSON.parse(raw) as Omit<ZoomMeeting, 'id' | 'join_url'> & { type: number };
        if (body.type !== 2) return send(400, { code: 300, message: 'Invalid meeting type' });
        const id = ++counter;
        const meeting = { ...body, id, join_url: `https://zoom.test/j/${id}` };
        meetings.set(String(id), meeting);
        return send(201, meeting);
      }
      const path = /^\/v2\/meetings\/(\d+)$/.exec(url.pathname);
      const meeting = path?.[1] ? meetings.get(path[1]) : undefined;
      if (!meeting) return send(404, { code: 3001, message: 'Meeting does not exist' });
      if (method === 'PATCH') {
        Object.assign(meeting, JSON.parse(raw));
        return send(204);
      }
      if (method === 'DELETE') {
        meetings.delete(String(meeting.id));
        return send(204);
      }
      return send(405);
    },
  );
  return { provider, meetings, state };
}

/** The server's ZOOM_* settings for a started fake. */
export function fakeZoomEnvironment(provider: FakeOAuthProvider): Record<string, string> {
  return {
    ZOOM_CLIENT_ID: 'zoom-client',
    ZOOM_CLIENT_SECRET: 'zoom-secret',
    ZOOM_AUTH_URL: `${provider.url}/oauth/authorize`,
    ZOOM_TOKEN_URL: `${provider.url}/oauth/token`,
    ZOOM_API_URL: `${provider.url}/v2`,
  };
}
