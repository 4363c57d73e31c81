import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { expect } from 'vitest';
import { hostOf, type TestServer } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { createStartup } from '../startups/index.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Test helpers of the coaching area: an organisation in Paris with a mentor who offers Wednesdays 09:00–17:00, a
 * founder of a startup who books them, the GraphQL documents the tests share, the OAuth journey of the integrations
 * page (start → consent → callback), and a local fake OAuth provider to build the providers' fakes on.
 */

export interface Signed {
  id: string;
  email: string;
  token: string;
}
export type Where = { id: string; slug: string };

export const SLOTS = `query ($h: ID!, $f: DateTime!, $t: DateTime!) {
  freeSlots(hostId: $h, from: $f, to: $t, duration: 60, timeZone: "Europe/Paris") { localStart } }`;
export const BOOK = 'mutation ($i: BookCoachingSessionInput!) { bookCoachingSession(input: $i) { _id } }';
export const CANCEL = 'mutation ($id: ID!) { cancelCoachingSession(id: $id) { _id } }';
export const RESCHEDULE =
  'mutation ($id: ID!, $s: DateTime!, $d: Int!) { rescheduleCoachingSession(id: $id, startsAt: $s, duration: $d) { _id } }';

/** A Wednesday some weeks ahead at a Paris time. */
export function wednesday(time: string, weeks = 2): Date {
  let day = dayjs()
    .tz('Europe/Paris')
    .add(7 * weeks, 'day');
  while (day.day() !== 3) day = day.add(1, 'day');
  return dayjs.tz(`${day.format('YYYY-MM-DD')}T${time}:00`, 'Europe/Paris').toDate();
}

/** Polls until the check holds; a check that throws meanwhile (a server busy with the server's own write) is a no. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error('The change did not happen in time');
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export async function signedIn(
  server: TestServer,
  where: Where,
  roleType: 'Mentor' | 'Cofounder' | 'Coach',
): Promise<Signed> {
  const user = await server.createUser(where, { roleType });
  return { id: user.id, email: user.email, token: (await server.signIn(where, user.email)).token };
}

export function gqlOf(server: TestServer, defaultWhere: Where) {
  return <T>(who: { token: string }, query: string, variables: Record<string, unknown> = {}, where = defaultWhere) =>
    server.graphql<T>(query, { host: hostOf(where), token: who.token, variables });
}

/**
 * An organisation (Europe/Paris, with the flags and plan given) whose mentor offers Wednesdays 09:00–17:00 (730 days
 * ahead, an hour's notice) and whose founder's startup "Delta Mobility" books them.
 */
export async function coachingOrganisation(
  server: TestServer,
  input: Parameters<TestServer['createOrganisationWithRoles']>[0] = {},
) {
  const org: Where = await server.createOrganisationWithRoles({ timezone: 'Europe/Paris', ...input });
  const gql = gqlOf(server, org);
  const mentor = await signedIn(server, org, 'Mentor');
  const founder = await signedIn(server, org, 'Cofounder');
  const startupId = await withTenant(
    server.database.db,
    org.id,
    async (tx) => (await createStartup(tx, org.id, { name: 'Delta Mobility', memberIds: [founder.id] })).id,
  );
  expect(
    (
      await gql(mentor, 'mutation ($i: CoachingSettingsInput!) { updateCoachingSettings(input: $i) { userId } }', {
        i: { timeZone: 'Europe/Paris', minimumNoticeMinutes: 60, horizonDays: 730, hoursMode: 'BUSINESS_HOURS' },
      })
    ).errors,
  ).toBeUndefined();
  expect(
    (
      await gql(mentor, 'mutation ($i: WeeklyAvailabilityInput!) { addWeeklyAvailability(input: $i) }', {
        i: { weekdays: ['WE'], startTime: '09:00', endTime: '17:00' },
      })
    ).errors,
  ).toBeUndefined();
  /** The founder books the mentor for an hour at a Paris time on the Wednesday `weeks` ahead. */
  const book = (time: string, weeks = 2) =>
    gql<{ bookCoachingSession: { _id: string } }>(founder, BOOK, {
      i: { hostId: mentor.id, startupId, startsAt: wednesday(time, weeks).toISOString(), duration: 60 },
    });
  return { org, gql, mentor, founder, startupId, book };
}

// ——— The OAuth journey of the integrations page ———

/** Opens a start address (the ticket's): the redirect to the provider and the flow's cookie. */
export async function startFlow(server: TestServer, path: string, where: Where) {
  const response = await server.app.fastify.inject({ method: 'GET', url: path, headers: { host: hostOf(where) } });
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { status: response.statusCode, location: String(response.headers.location ?? ''), cookie };
}

/** The provider's consent screen, consenting: the address of Cohort's callback with the code and the state. */
export async function consent(location: string): Promise<URL> {
  const response = await fetch(location, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? '');
}

export async function callback(server: TestServer, back: URL, cookie: string, where: Where) {
  const response = await server.app.fastify.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { host: hostOf(where), cookie },
  });
  return { status: response.statusCode, location: String(response.headers.location ?? '') };
}

/** The whole journey from a start address: the callback's redirect back to the integrations page. */
export async function linkThrough(server: TestServer, path: string, where: Where): Promise<string> {
  const started = await startFlow(server, path, where);
  return (await callback(server, await consent(started.location), started.cookie, where)).location;
}

// ——— A fake OAuth provider ———

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
type FakeApi = (request: FakeRequest, send: (status: number, body?: unknown) => void) => void | Promise<void>;

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
