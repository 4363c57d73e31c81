import { randomBytes } from 'node:crypto';
import type { GoogleCalendarOutcome } from '@cohort/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import { CalendarUnreachableError } from '../../platform/calendar/caldav.ts';
import { exchangeGoogleCode, googleAuthorizationUrl } from '../../platform/calendar/google.ts';
import { exchangeMicrosoftCode, microsoftAuthorizationUrl } from '../../platform/calendar/microsoft.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { type RestContext, restContext } from '../../platform/http/rest.ts';
import type { TenantResolver } from '../../platform/tenancy/resolve.ts';
import { users } from '../users/index.ts';
import { and, eq } from 'drizzle-orm';
import {
  calendarLinking,
  codeChallengeOf,
  codeVerifierOf,
  type OAuthCalendarProvider,
  oauthCalendarConfig,
  STATE_AUDIENCE,
  storeOAuthLink,
  ticketHolder,
} from './calendar-link.service.ts';

export interface CalendarLinkRestDeps {
  config: Config;
  database: Database;
  tenants: TenantResolver;
  signingKey: Uint8Array;
}

const FLOW_MINUTES = 10;
export const INTEGRATIONS_PATH = '/account/settings/integrations';

const PROVIDERS = {
  google: { authorizationUrl: googleAuthorizationUrl, exchange: exchangeGoogleCode },
  microsoft: { authorizationUrl: microsoftAuthorizationUrl, exchange: exchangeMicrosoftCode },
} as const;

function readCookie(request: FastifyRequest, name: string): string | undefined {
  return (request.cookies as Record<string, string | undefined> | undefined)?.[name];
}

/**
 * Linking a Google calendar (OAuth 2.0 authorization code with PKCE): `start` takes the ticket of the
 * `startGoogleCalendarLink` mutation (a page navigation carries no bearer token), keeps the flow's nonce in a cookie
 * of this browser and sends the person to Google with a signed state naming them and the organisation; `callback`
 * checks the state against the organisation of the address and the cookie, exchanges the code, stores the refresh
 * token sealed, and returns to the integrations page with `?google=<outcome>`.
 */
export function registerCalendarLinkRoutes(fastify: FastifyInstance, deps: CalendarLinkRestDeps) {
  for (const provider of ['google', 'microsoft'] as const) registerProvider(fastify, deps, provider);
}

function registerProvider(fastify: FastifyInstance, deps: CalendarLinkRestDeps, provider: OAuthCalendarProvider) {
  const FLOW_COOKIE = `cohort_${provider}_calendar`;
  const FLOW_PATH = `/api/calendar/${provider}`;
  const callbackUrl = (ctx: RestContext) => `${ctx.origin}${FLOW_PATH}/callback`;
  const backToPage = (reply: FastifyReply, outcome: GoogleCalendarOutcome) =>
    reply.header('cache-control', 'no-store').redirect(`${INTEGRATIONS_PATH}?${provider}=${outcome}`, 302);
  fastify.get<{ Querystring: { ticket?: string } }>(`${FLOW_PATH}/start`, async (request, reply) => {
    const ctx = await restContext(request, deps.tenants, deps.config);
    const client = oauthCalendarConfig(provider);
    const linking = await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
      calendarLinking(tx, ctx.incubator.id, provider),
    );
    if (!client || linking !== 'AVAILABLE') return backToPage(reply, 'unavailable');
    const ticket = typeof request.query.ticket === 'string' ? request.query.ticket.slice(0, 2000) : '';
    const userId = await ticketHolder(deps.signingKey, ctx.incubator.id, provider, ticket);
    if (!userId) return backToPage(reply, 'expired');
    const nonce = randomBytes(16).toString('base64url');
    const state = await new SignJWT({ nonce })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setAudience(STATE_AUDIENCE(ctx.incubator.id, provider))
      .setExpirationTime(`${FLOW_MINUTES}m`)
      .sign(deps.signingKey);
    reply.setCookie(FLOW_COOKIE, nonce, {
      path: FLOW_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.origin.startsWith('https:'),
      maxAge: FLOW_MINUTES * 60,
    });
    const url = PROVIDERS[provider].authorizationUrl(client, {
      redirectUri: callbackUrl(ctx),
      state,
      codeChallenge: codeChallengeOf(codeVerifierOf(deps.signingKey, nonce)),
    });
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  fastify.get<{ Querystring: Record<string, string | undefined> }>(`${FLOW_PATH}/callback`, async (request, reply) => {
    const ctx = await restContext(request, deps.tenants, deps.config);
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
    const client = oauthCalendarConfig(provider);
    if (!client) return backToPage(reply, 'unavailable');
    const query = request.query;
    let flow: { userId: string; nonce: string };
    try {
      const { payload } = await jwtVerify(String(query.state ?? '').slice(0, 2000), deps.signingKey, {
        audience: STATE_AUDIENCE(ctx.incubator.id, provider),
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.nonce !== 'string') throw new Error('state');
      flow = { userId: payload.sub, nonce: payload.nonce };
    } catch {
      return backToPage(reply, 'expired');
    }
    // The flow must end in the browser that started it.
    if (readCookie(request, FLOW_COOKIE) !== flow.nonce) return backToPage(reply, 'expired');
    if (query.error) return backToPage(reply, 'denied');
    const code = typeof query.code === 'string' ? query.code.slice(0, 2000) : '';
    if (!code) return backToPage(reply, 'denied');
    const allowed = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
      const [user] = await tx
        .select({ status: users.status })
        .from(users)
        .where(and(eq(users.incubatorId, ctx.incubator.id), eq(users.id, flow.userId)));
      return user?.status === 'active' && (await calendarLinking(tx, ctx.incubator.id, provider)) === 'AVAILABLE';
    });
    if (!allowed) return backToPage(reply, 'unavailable');
    let tokens: Awaited<ReturnType<typeof exchangeGoogleCode>>;
    try {
      tokens = await PROVIDERS[provider].exchange(client, {
        code,
        redirectUri: callbackUrl(ctx),
        codeVerifier: codeVerifierOf(deps.signingKey, flow.nonce),
      });
    } catch (error) {
      return backToPage(reply, error instanceof CalendarUnreachableError ? 'unreachable' : 'refused');
    }
    // Without a refresh token Cohort could not read the calendar after an hour: consent was not offline.
    if (!tokens.refreshToken) return backToPage(reply, 'refused');
    const refreshToken = tokens.refreshToken;
    await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
      storeOAuthLink(tx, deps.signingKey, ctx.incubator.id, flow.userId, {
        provider,
        refreshToken,
        email: tokens.email,
        apiUrl: client.apiUrl,
      }),
    );
    return backToPage(reply, 'linked');
  });
}
