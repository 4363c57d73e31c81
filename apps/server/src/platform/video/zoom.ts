import {
  api,
  authorizationUrl,
  call,
  exchangeCode,
  type OAuthClientConfig,
  RemoteUnreachableError,
} from '../oauth/oauth.ts';
import type { MeetingCall, MeetingRequest, VideoProviderTransport } from './meetings.ts';

/**
 * Zoom meetings (issue 16, flag zoomIntegration): a user-managed OAuth app (authorization code with PKCE, the client
 * authenticated by HTTP Basic at the token endpoint, refresh tokens rotated at each refresh); the scopes are the app's
 * (meeting:write:meeting, meeting:update:meeting, meeting:delete:meeting, user:read:user), set in Zoom's marketplace,
 * so the authorization address names none. A scheduled meeting (type 2) per session: `POST /users/me/meetings`,
 * `PATCH /meetings/{id}` on a move, `DELETE /meetings/{id}` on a cancellation.
 */

const minutesOf = (meeting: MeetingRequest) =>
  Math.max(1, Math.round((meeting.end.getTime() - meeting.start.getTime()) / 60_000));
/** Zoom's UTC date-times carry no milliseconds ("2026-12-02T09:00:00Z"). */
const zoomTime = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;
const isRateLimit = (text: string) => /rate limit|too many/i.test(text);

function request(meetingCall: MeetingCall, path: string, init: { method: string; body?: unknown }) {
  return api(
    meetingCall.config,
    meetingCall.refreshToken,
    path,
    { ...init, timeoutMs: meetingCall.timeoutMs, isRateLimit },
    meetingCall.onRotate,
  );
}

export const zoomTransport: VideoProviderTransport = {
  authorizationUrl(config: OAuthClientConfig, options) {
    return authorizationUrl(config, options);
  },
  exchange(config, options) {
    return exchangeCode(config, options);
  },
  async accountLabel(config, tokens) {
    try {
      // With the access token of the exchange: a refresh now would rotate the refresh token about to be stored.
      const response = await call(`${config.apiUrl}/users/me`, {
        method: 'GET',
        headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
      });
      if (!response.ok) return null;
      const json = (await response.json()) as { email?: unknown };
      return typeof json.email === 'string' ? json.email : null;
    } catch {
      return null;
    }
  },
  async createMeeting(call, meeting) {
    const response = await request(call, '/users/me/meetings', {
      method: 'POST',
      body: {
        topic: meeting.topic.slice(0, 200),
        type: 2,
        start_time: zoomTime(meeting.start),
        duration: minutesOf(meeting),
        timezone: 'UTC',
        settings: { join_before_host: true, waiting_room: false },
      },
    });
    if (!response.ok) throw new RemoteUnreachableError(`Zoom answered ${response.status}`);
    const json = (await response.json()) as { id?: unknown; join_url?: unknown };
    if ((typeof json.id !== 'number' && typeof json.id !== 'string') || typeof json.join_url !== 'string') {
      throw new RemoteUnreachableError('Zoom gave no meeting');
    }
    return { id: String(json.id), joinUrl: json.join_url };
  },
  async updateMeeting(call, meetingId, meeting) {
    const response = await request(call, `/meetings/${encodeURIComponent(meetingId)}`, {
      method: 'PATCH',
      body: { start_time: zoomTime(meeting.start), duration: minutesOf(meeting), timezone: 'UTC' },
    });
    if (!response.ok) throw new RemoteUnreachableError(`Zoom answered ${response.status}`);
  },
  async deleteMeeting(call, meetingId) {
    const response = await request(call, `/meetings/${encodeURIComponent(meetingId)}`, { method: 'DELETE' });
    // A meeting already gone (404, Zoom's code 3001) is fine.
    if (!response.ok && response.status !== 404) throw new RemoteUnreachableError(`Zoom answered ${response.status}`);
  },
};
