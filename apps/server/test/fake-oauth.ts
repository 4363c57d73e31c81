import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  url: URL;
  raw: string;
  bearer: string;
}

export interface FakeOAuthOptions {
  authorizePath: string;
  tokenPath: string;
  clientId: string;
  clientSecret: string;
  basicAuth?: boolean;
  /** Rotating refresh tokens: the used one stops working (`retire`, Zoom) or keeps working a while (`keep`, Microsoft). */
  rotate?: 'retire' | 'keep';
  /** A scope every token request must carry (Microsoft's v2.0 endpoint wants the scopes each time). */
  requireScope?: string;
  /** The ID token's claims, if the provider gives one. */
  idClaims?: Record<string, unknown>;
}
export type FakeApi = (request: FakeRequest, send: (status: number, body?: unknown) => void) => void | Promise<void>;

/**
 * A local OAuth provider answering as the real ones document: the consent screen consents at once and sends back a
 * code; the token endpoint checks the client (form fields, or HTTP Basic when `basicAuth`), the redirect URI and the
 * PKCE verifier, gives refresh tokens (rotated at each refresh when `rotate`) that can be revoked. Everything else
 * goes to `api` with a valid bearer token (a 401 otherwise).
 */
export class FakeOAuthProvider {
  server: Server;
  url = '';
  codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>();
  refreshTokens = new Set<string>();
  accessTokens = new Set<string>();
  requests: string[] = [];
  /** The scopes of the last consent. */
  lastScope = '';
  protected counter = 0;

  readonly options: FakeOAuthOptions;
  readonly api: FakeApi;

  constructor(options: FakeOAuthOptions, api: FakeApi) {
    this.options = options;
    this.api = api;
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  revokeAll() {
    this.refreshTokens.clear();
    this.accessTokens.clear();
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const send = (status: number, body?: unknown) => {
      response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', this.url);
    this.requests.push(`${request.method} ${url.pathname}`);
    if (url.pathname === this.options.authorizePath) {
      const code = `code-${++this.counter}`;
      this.lastScope = url.searchParams.get('scope') ?? '';
      this.codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
        scope: this.lastScope,
      });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.href });
      response.end();
      return;
    }
    if (url.pathname === this.options.tokenPath) {
      const form = new URLSearchParams(raw);
      const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
      const clientOk = this.options.basicAuth
        ? request.headers.authorization === `Basic ${basic}`
        : form.get('client_id') === this.options.clientId && form.get('client_secret') === this.options.clientSecret;
      if (!clientOk) return send(401, { error: 'invalid_client' });
      if (this.options.requireScope && !form.get('scope')?.includes(this.options.requireScope)) {
        return send(400, { error: 'invalid_scope' });
      }
      if (form.get('grant_type') === 'authorization_code') {
        const asked = this.codes.get(form.get('code') ?? '');
        this.codes.delete(form.get('code') ?? '');
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (!asked || asked.challenge !== challenge || asked.redirectUri !== form.get('redirect_uri')) {
          return send(400, { error: 'invalid_grant' });
        }
        const refresh = `refresh-${++this.counter}`;
        const access = `access-${++this.counter}`;
        this.refreshTokens.add(refresh);
        this.accessTokens.add(access);
        const claims = this.options.idClaims
          ? {
              id_token: `eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify(this.options.idClaims)).toString('base64url')}.`,
            }
          : {};
        return send(200, {
          access_token: access,
          expires_in: 3599,
          refresh_token: refresh,
          token_type: 'Bearer',
          ...claims,
        });
      }
      if (form.get('grant_type') === 'refresh_token') {
        const used = form.get('refresh_token') ?? '';
        if (!this.refreshTokens.has(used)) return send(400, { error: 'invalid_grant' });
        const access = `access-${++this.counter}`;
        this.accessTokens.add(access);
        if (!this.options.rotate) return send(200, { access_token: access, expires_in: 3599, token_type: 'Bearer' });
        // A rotating provider: a new refresh token each time.
        if (this.options.rotate === 'retire') this.refreshTokens.delete(used);
        const refresh = `refresh-${++this.counter}`;
        this.refreshTokens.add(refresh);
        return send(200, { access_token: access, refresh_token: refresh, expires_in: 3599, token_type: 'Bearer' });
      }
      return send(400, { error: 'unsupported_grant_type' });
    }
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.accessTokens.has(bearer)) return send(401, { code: 124, message: 'Invalid access token.' });
    await this.api({ method: request.method ?? 'GET', url, raw, bearer }, send);
  }
}

/**
 * Microsoft's identity platform: client `ms-client` / `ms-secret`, refresh tokens rotated at each refresh (the old one
 * keeps working a while); `api` answers Graph under `/v1.0`.
 */
export function fakeMicrosoft(api: FakeApi, options: Partial<FakeOAuthOptions> = {}): FakeOAuthProvider {
  return new FakeOAuthProvider(
    {
      authorizePath: '/common/oauth2/v2.0/authorize',
      tokenPath: '/common/oauth2/v2.0/token',
      clientId: 'ms-client',
      clientSecret: 'ms-secret',
      rotate: 'keep',
      ...options,
    },
    api,
  );
}

/** The server's Microsoft settings (`microsoftCalendar`) pointed at a started fakeMicrosoft. */
export function fakeMicrosoftClient(provider: FakeOAuthProvider) {
  return {
    clientId: 'ms-client',
    clientSecret: 'ms-secret',
    authorizationUrl: `${provider.url}/common/oauth2/v2.0/authorize`,
    tokenUrl: `${provider.url}/common/oauth2/v2.0/token`,
    apiUrl: `${provider.url}/v1.0`,
  };
}
