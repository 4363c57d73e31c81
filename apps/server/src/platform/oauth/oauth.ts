import { createHash, createHmac } from 'node:crypto';
import { decodeJwt } from 'jose';

/**
 * The OAuth 2.0 half shared by every provider Cohort links a person's account to (Google and Microsoft calendars,
 * Zoom, Teams): the authorization address (authorization code with PKCE S256), the code exchange, the refresh of
 * access tokens (kept in memory until a minute before they expire; refresh tokens a provider rotates are handed back
 * to be stored), and an API call with a fresh token that tries once more after a 401. Two errors, so that callers
 * keep working and tell the person: `RemoteRefusedError` when the provider refused Cohort (invalid_grant at the token
 * endpoint: the person revoked access; a 401/403 from the API) — unlink; `RemoteUnreachableError` for the network, a
 * time-out or a 5xx — keep the link, try later.
 */

/** The provider refused Cohort (credentials, grant or token no longer valid): unlink and say so. */
export class RemoteRefusedError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The server refused the request (${status})`);
    this.status = status;
  }
}

/** The network or the provider failed (refused connection, time-out, 5xx): try later, keep the link. */
export class RemoteUnreachableError extends Error {}

/** An OAuth provider's client and endpoints (`apiUrl`: the API the access token opens). */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  apiUrl: string;
  /** Sent with a refresh (Microsoft's token endpoint wants the scopes again). */
  refreshScope?: string;
  /** How the client authenticates at the token endpoint: form fields (default) or HTTP Basic (Zoom). */
  clientAuth?: 'body' | 'basic';
}

export interface OAuthTokens {
  accessToken: string;
  /** When the access token stops working (a minute early). */
  expiresAt: number;
  refreshToken: string | null;
  /** The account's e-mail (from the ID token), when the provider gave one. */
  email: string | null;
}

const TIMEOUT_MS = 10_000;

/** A fetch bounded in time whose network failures and 5xx are `RemoteUnreachableError`. */
export async function call(url: string, init: RequestInit, timeoutMs = TIMEOUT_MS): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new RemoteUnreachableError(error instanceof Error ? error.message : String(error));
  }
  if (response.status >= 500) throw new RemoteUnreachableError(`${new URL(url).host} answered ${response.status}`);
  return response;
}

export async function tokenRequest(config: OAuthClientConfig, body: Record<string, string>): Promise<OAuthTokens> {
  const basic = config.clientAuth === 'basic';
  const response = await call(config.tokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      ...(basic
        ? { authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}` }
        : {}),
    },
    body: new URLSearchParams({
      ...(basic ? {} : { client_id: config.clientId, client_secret: config.clientSecret }),
      ...body,
    }).toString(),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof json.access_token !== 'string') {
    // invalid_grant: the code or the refresh token is no longer good (revoked, expired): the provider refuses Cohort.
    throw new RemoteRefusedError(response.status === 200 ? 400 : response.status);
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

/** The address that asks the person to let Cohort use their account (authorization code with PKCE S256). */
export function authorizationUrl(
  config: OAuthClientConfig,
  options: {
    redirectUri: string;
    state: string;
    codeChallenge: string;
    /** Omitted when the provider takes the scopes from the app's registration (Zoom). */
    scopes?: readonly string[];
    /** The provider's own parameters (access_type, prompt, login_hint…). */
    extra?: Record<string, string>;
  },
): string {
  const url = new URL(config.authorizationUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    ...(options.scopes ? { scope: options.scopes.join(' ') } : {}),
    ...options.extra,
    state: options.state,
    code_challenge: options.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

/** The code of the callback exchanged for tokens (with the PKCE verifier). */
export function exchangeCode(
  config: OAuthClientConfig,
  options: { code: string; redirectUri: string; codeVerifier: string; scopes?: readonly string[] },
): Promise<OAuthTokens> {
  return tokenRequest(config, {
    grant_type: 'authorization_code',
    code: options.code,
    redirect_uri: options.redirectUri,
    code_verifier: options.codeVerifier,
    ...(options.scopes ? { scope: options.scopes.join(' ') } : {}),
  });
}

/** The PKCE verifier of a flow, derived from its nonce: nothing to store between the start and the callback. */
export function codeVerifierOf(signingKey: Uint8Array, nonce: string): string {
  return createHmac('sha256', signingKey).update(`calendar-pkce:${nonce}`).digest('base64url');
}

export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Access tokens by refresh token, kept in memory until they expire. */
const accessTokens = new Map<string, { token: string; expiresAt: number }>();
/** Refreshes under way, so that two calls with one refresh token share it (a rotating provider takes it once). */
const refreshing = new Map<string, Promise<OAuthTokens>>();

/** Told the new refresh token when the provider rotates it (Microsoft, Zoom), so that the link keeps the new one. */
export type RefreshTokenRotated = (refreshToken: string) => Promise<void>;

async function accessTokenFor(
  config: OAuthClientConfig,
  refreshToken: string,
  onRotate?: RefreshTokenRotated,
): Promise<string> {
  const cached = accessTokens.get(refreshToken);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  let pending = refreshing.get(refreshToken);
  if (!pending) {
    pending = tokenRequest(config, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      ...(config.refreshScope ? { scope: config.refreshScope } : {}),
    }).finally(() => refreshing.delete(refreshToken));
    refreshing.set(refreshToken, pending);
  }
  const tokens = await pending;
  const fresh = { token: tokens.accessToken, expiresAt: tokens.expiresAt };
  accessTokens.set(refreshToken, fresh);
  if (tokens.refreshToken && tokens.refreshToken !== refreshToken) {
    // The next call comes with the new refresh token: it finds the access token without refreshing again.
    accessTokens.set(tokens.refreshToken, fresh);
    if (onRotate) await onRotate(tokens.refreshToken).catch(() => undefined);
  }
  return tokens.accessToken;
}

/** Forgets the access token of a refresh token (tests; an access the provider refused). */
export function forgetAccessToken(refreshToken: string): void {
  accessTokens.delete(refreshToken);
}

/**
 * A call to the provider's API with a fresh access token; a 401 forgets the token and tries once more, then is a
 * refusal. A 403 is a refusal unless `isRateLimit` says it is the provider's rate limit ("try later").
 */
export async function api(
  config: OAuthClientConfig,
  refreshToken: string,
  path: string,
  init: {
    method: string;
    body?: unknown;
    headers?: Record<string, string>;
    timeoutMs?: number;
    isRateLimit?: (text: string) => boolean;
  },
  onRotate?: RefreshTokenRotated,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const token = await accessTokenFor(config, refreshToken, onRotate);
    const response = await call(
      `${config.apiUrl}${path}`,
      {
        method: init.method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      },
      init.timeoutMs,
    );
    if (response.status === 401 && attempt === 0) {
      accessTokens.delete(refreshToken);
      continue;
    }
    if (response.status === 403) {
      const text = await response.text().catch(() => '');
      const limited = init.isRateLimit ?? ((body: string) => /ratelimit|quotaexceeded|throttl/i.test(body));
      if (limited(text)) throw new RemoteUnreachableError('rate limit');
      throw new RemoteRefusedError(403);
    }
    if (response.status === 401) throw new RemoteRefusedError(401);
    return response;
  }
}
