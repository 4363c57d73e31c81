import type { OAuthClientConfig, OAuthTokens, RefreshTokenRotated } from '../oauth/oauth.ts';

/**
 * A video provider's meetings (issue 16: Zoom, Teams), the transport half: each provider links a person's account by
 * OAuth and makes, moves and deletes the meetings of their coaching sessions. Errors are the shared ones of
 * `platform/oauth` (`RemoteRefusedError`: unlink; `RemoteUnreachableError`: try later, or fall back).
 */

export interface MeetingRequest {
  topic: string;
  start: Date;
  end: Date;
}

export interface Meeting {
  /** The provider's id of the meeting. */
  id: string;
  joinUrl: string;
}

export interface MeetingCall {
  config: OAuthClientConfig;
  refreshToken: string;
  onRotate?: RefreshTokenRotated | undefined;
  /** How long a call may take (a booking waits on the creation: short). */
  timeoutMs?: number | undefined;
}

export interface VideoProviderTransport {
  authorizationUrl(
    config: OAuthClientConfig,
    options: { redirectUri: string; state: string; codeChallenge: string },
  ): string;
  exchange(
    config: OAuthClientConfig,
    options: { code: string; redirectUri: string; codeVerifier: string },
  ): Promise<OAuthTokens>;
  /** The account to show on the page (its e-mail), when the provider tells it. */
  accountLabel(config: OAuthClientConfig, tokens: OAuthTokens): Promise<string | null>;
  createMeeting(call: MeetingCall, meeting: MeetingRequest): Promise<Meeting>;
  updateMeeting(call: MeetingCall, meetingId: string, meeting: MeetingRequest): Promise<void>;
  deleteMeeting(call: MeetingCall, meetingId: string): Promise<void>;
}
