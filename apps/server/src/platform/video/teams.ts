import { api, authorizationUrl, exchangeCode, type OAuthClientConfig, RemoteUnreachableError } from '../oauth/oauth.ts';
import type { MeetingCall, MeetingRequest, VideoProviderTransport } from './meetings.ts';

/**
 * Microsoft Teams meetings (issue 16, flag teamsIntegration) through the person's Microsoft account and Graph: the
 * Microsoft identity client of the calendars (MICROSOFT_CLIENT_ID) with its own consent, scopes
 * `openid email offline_access OnlineMeetings.ReadWrite` (sent again with each refresh; refresh tokens rotate).
 * `POST /me/onlineMeetings` gives the join address; `PATCH` and `DELETE /me/onlineMeetings/{id}` follow the session.
 */

export const TEAMS_SCOPES = ['openid', 'email', 'offline_access', 'OnlineMeetings.ReadWrite'];

export function teamsConfig(config: OAuthClientConfig): OAuthClientConfig {
  return { ...config, refreshScope: TEAMS_SCOPES.join(' ') };
}

const times = (meeting: MeetingRequest) => ({
  startDateTime: meeting.start.toISOString(),
  endDateTime: meeting.end.toISOString(),
});

function request(call: MeetingCall, path: string, init: { method: string; body?: unknown }) {
  return api(teamsConfig(call.config), call.refreshToken, path, { ...init, timeoutMs: call.timeoutMs }, call.onRotate);
}

export const teamsTransport: VideoProviderTransport = {
  authorizationUrl(config, options) {
    return authorizationUrl(config, {
      ...options,
      scopes: TEAMS_SCOPES,
      extra: { response_mode: 'query', prompt: 'consent' },
    });
  },
  exchange(config, options) {
    return exchangeCode(config, { ...options, scopes: TEAMS_SCOPES });
  },
  async accountLabel(_config, tokens) {
    return tokens.email;
  },
  async createMeeting(call, meeting) {
    const response = await request(call, '/me/onlineMeetings', {
      method: 'POST',
      body: { subject: meeting.topic.slice(0, 250), ...times(meeting) },
    });
    if (!response.ok) throw new RemoteUnreachableError(`Microsoft answered ${response.status}`);
    const json = (await response.json()) as { id?: unknown; joinWebUrl?: unknown };
    if (typeof json.id !== 'string' || typeof json.joinWebUrl !== 'string') {
      throw new RemoteUnreachableError('Microsoft gave no meeting');
    }
    return { id: json.id, joinUrl: json.joinWebUrl };
  },
  async updateMeeting(call, meetingId, meeting) {
    const response = await request(call, `/me/onlineMeetings/${encodeURIComponent(meetingId)}`, {
      method: 'PATCH',
      body: times(meeting),
    });
    if (!response.ok) throw new RemoteUnreachableError(`Microsoft answered ${response.status}`);
  },
  async deleteMeeting(call, meetingId) {
    const response = await request(call, `/me/onlineMeetings/${encodeURIComponent(meetingId)}`, {
      method: 'DELETE',
    });
    if (!response.ok && response.status !== 404) {
      throw new RemoteUnreachableError(`Microsoft answered ${response.status}`);
    }
  },
};
