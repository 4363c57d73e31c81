import { randomBytes } from 'node:crypto';
import type { GoogleCalendarOutcome } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { type RestContext, requestOrigin, restContext } from '../../platform/http/rest.ts';
import {
  codeChallengeOf,
  codeVerifierOf,
  type OAuthClientConfig,
  type OAuthTokens,
  RemoteUnreachableError,
} from '../../platform/oauth/oauth.ts';
import type { TenantResolver } from '../../platform/tenancy/resolve.ts';
import { users } from '../users/index.ts';

export interface OAuthLinkRestDeps {
  config: Config;
  database: Database;
  tenants: TenantResolver;
  signingKey: Uint8Array;
}

const FLOW_MINUTES = 10;
export const INTEGRATIONS_PATH = '/account/settings/integrations';

/** One provider's linking flow: where it lives, whether the organisation has it, and what to do with the tokens. */
export interface OAuthLinkFlow {
  /** `google`, `zoom`…: the `?<name>=<outcome>` the page reads, and the cookie's name. */
  name: string;
  /** The HttpOnly cookie holding the flow's nonce (path: the routes' prefix). */
  cookie: string;
  /** The routes' prefix (`/api/calendar/google`): `<path>/start` and `<path>/callback`. */
  path: string;
  client(): OAuthClientConfig | null;
  /** Whether the organisation may link this provider now (flag, plan). */
  available(db: Db, incubatorId: string): Promise<boolean>;
  /** The person a start ticket names, or null (forged, expired, another organisation's or provider's). */
  ticketHolder(incubatorId: string, ticket: string): Promise<string | null>;
  /** The audience of the flow's signed state: the organisation and the provider. */
  stateAudience(incubatorId: string): string;
  authorizationUrl(
    client: OAuthClientConfig,
    options: { redirectUri: string; state: string; codeChallenge: string },
  ): string;
  exchange(
    client: OAuthClientConfig,
    options: { code: string; redirectUri: string; codeVerifier: string },
  ): Promise<OAuthTokens>;
  /** Stores the link once the provider gave a refresh token. */
  store(
    incubatorId: string,
    userId: string,
    tokens: OAuthTokens & { refreshToken: string },
    client: OAuthClientConfig,
  ): Promise<void>;
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  return (request.cookies as Record<string, string | undefined> | undefined)?.[name];
}

/**
 * Linking an account by OAuth 2.0 authorization code with PKCE (Google and Microsoft calendars, Zoom, Teams): `start`
 * takes the ticket of the start mutation (a page navigation carries no bearer token), keeps the flow's nonce in an
 * HttpOnly cookie of this browser and sends the person to the provider with a signed state naming them and the
 * organisation; `callback` checks the state against the organisation of the address and the cookie, exchanges the
 * code, stores the refresh token sealed, and returns to the integrations page with `?<name>=<outcome>`.
 */
export function registerOAuthLinkFlow(fastify: FastifyInstance, deps: OAuthLinkRestDeps, flow: OAuthLinkFlow) {
  const cookieName = flow.cookie;
  const fixedOrigin = deps.config.oauthCallbackOrigin;
  const callbackUrl = (ctx: RestContext) => `${fixedOrigin ?? ctx.origin}${flow.path}/callback`;
  const backToPage = (reply: FastifyReply, outcome: GoogleCalendarOutcome) =>
    reply.header('cache-control', 'no-store').redirect(`${INTEGRATIONS_PATH}?${flow.name}=${outcome}`, 302);

  fastify.get<{ Querystring: { ticket?: string } }>(`${flow.path}/start`, async (request, reply) => {
    const ctx = await restContext(request, deps.tenants, deps.config);
    const client = flow.client();
    const available = await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
      flow.available(tx, ctx.incubator.id),
    );
    if (!client || !available) return backToPage(reply, 'unavailable');
    const ticket = typeof request.query.ticket === 'string' ? request.query.ticket.slice(0, 2000) : '';
    const userId = await flow.ticketHolder(ctx.incubator.id, ticket);
    if (!userId) return backToPage(reply, 'expired');
    const nonce = randomBytes(16).toString('base64url');
    // `origin`: where the answer goes on from the fixed callback address, when there is one (signed: no open redirect).
    const state = await new SignJWT({ nonce, origin: ctx.origin })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setAudience(flow.stateAudience(ctx.incubator.id))
      .setExpirationTime(`${FLOW_MINUTES}m`)
      .sign(deps.signingKey);
    reply.setCookie(cookieName, nonce, {
      path: flow.path,
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.origin.startsWith('https:'),
      maxAge: FLOW_MINUTES * 60,
    });
    const url = flow.authorizationUrl(client, {
      redirectUri: callbackUrl(ctx),
      state,
      codeChallenge: codeChallengeOf(codeVerifierOf(deps.signingKey, nonce)),
    });
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  fastify.get<{ Querystring: Record<string, string | undefined> }>(`${flow.path}/callback`, async (request, reply) => {
    if (fixedOrigin && requestOrigin(request, deps.config) === fixedOrigin) {
      const origin = await stateOrigin(String(request.query.state ?? '').slice(0, 2000), deps.signingKey);
      // On to the organisation's own address, where the browser's cookie is: it checks everything and exchanges.
      // (No such state: the address is answered as any organisation's, if it is one.)
      if (origin && origin !== fixedOrigin) {
        const search = new URL(request.url, fixedOrigin).search;
        return reply.header('cache-control', 'no-store').redirect(`${origin}${flow.path}/callback${search}`, 302);
      }
    }
    const ctx = await restContext(request, deps.tenants, deps.config);
    reply.clearCookie(cookieName, { path: flow.path });
    const client = flow.client();
    if (!client) return backToPage(reply, 'unavailable');
    const query = request.query;
    let state: { userId: string; nonce: string };
    try {
      const { payload } = await jwtVerify(String(query.state ?? '').slice(0, 2000), deps.signingKey, {
        audience: flow.stateAudience(ctx.incubator.id),
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.nonce !== 'string') throw new Error('state');
      state = { userId: payload.sub, nonce: payload.nonce };
    } catch {
      return backToPage(reply, 'expired');
    }
    // The flow must end in the browser that started it.
    if (readCookie(request, cookieName) !== state.nonce) return backToPage(reply, 'expired');
    if (query.error) return backToPage(reply, 'denied');
    const code = typeof query.code === 'string' ? query.code.slice(0, 2000) : '';
    if (!code) return backToPage(reply, 'denied');
    const allowed = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
      const [user] = await tx
        .select({ status: users.status })
        .from(users)
        .where(and(eq(users.incubatorId, ctx.incubator.id), eq(users.id, state.userId)));
      return user?.status === 'active' && (await flow.available(tx, ctx.incubator.id));
    });
    if (!allowed) return backToPage(reply, 'unavailable');
    let tokens: OAuthTokens;
    try {
      tokens = await flow.exchange(client, {
        code,
        redirectUri: callbackUrl(ctx),
        codeVerifier: codeVerifierOf(deps.signingKey, state.nonce),
      });
    } catch (error) {
      return backToPage(reply, error instanceof RemoteUnreachableError ? 'unreachable' : 'refused');
    }
    // Without a refresh token Cohort could not act for the person after an hour: consent was not offline.
    const refreshToken = tokens.refreshToken;
    if (!refreshToken) return backToPage(reply, 'refused');
    await flow.store(ctx.incubator.id, state.userId, { ...tokens, refreshToken }, client);
    return backToPage(reply, 'linked');
  });
}

/** The organisation's address a state was signed with (any audience: the organisation's callback checks that), or null. */
async function stateOrigin(state: string, signingKey: Uint8Array): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(state, signingKey, { algorithms: ['HS256'] });
    return typeof payload.origin === 'string' && /^https?:\/\/[^/?#]+$/.test(payload.origin) ? payload.origin : null;
  } catch {
    return null;
  }
}
