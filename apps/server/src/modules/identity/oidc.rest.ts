import { jwtVerify, SignJWT } from 'jose';
import * as client from 'openid-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withTenant } from '../../platform/db/tenant.ts';
import { type RestContext, restContext } from '../../platform/http/rest.ts';
import { getFeatureFlags, getIncubator, oidcProvider } from '../organisations/index.ts';
import { findUserByEmail } from '../users/index.ts';
import type { IdentityDeps } from './identity.rest.ts';
import { announceEndedSessions, createSession, endSessions, listLiveSessions } from './session.service.ts';

const FLOW_COOKIE = 'cohort_oidc';
const FLOW_MINUTES = 10;

/** Discovered provider configurations, by issuer and client. */
const configurations = new Map<string, Promise<client.Configuration>>();

function providerConfiguration(provider: {
  issuer: string;
  clientId: string;
  clientSecret: string;
}): Promise<client.Configuration> {
  const key = `${provider.issuer}|${provider.clientId}|${provider.clientSecret}`;
  let configuration = configurations.get(key);
  if (!configuration) {
    const issuer = new URL(provider.issuer);
    const insecure = issuer.protocol === 'http:';
    configuration = client
      .discovery(
        issuer,
        provider.clientId,
        undefined,
        client.ClientSecretPost(provider.clientSecret),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configurations.delete(key);
        throw error;
      });
    configurations.set(key, configuration);
  }
  return configuration;
}

/** A path inside the app to return to: never another site. */
function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value.slice(0, 2000);
}

function callbackUrl(ctx: RestContext): string {
  return `${ctx.origin}/auth/oidc/callback`;
}

function redirectToApp(reply: FastifyReply, fragment: Record<string, string>) {
  return reply
    .header('cache-control', 'no-store')
    .redirect(`/auth/callback#${new URLSearchParams(fragment).toString()}`, 302);
}

async function currentProvider(deps: IdentityDeps, ctx: RestContext) {
  return withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
    const incubator = await getIncubator(tx, ctx.incubator.id);
    return oidcProvider(incubator, await getFeatureFlags(tx, incubator.id));
  });
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  return (request.cookies as Record<string, string | undefined> | undefined)?.[name];
}

/**
 * Single sign-on with the organisation's OpenID Connect provider (authorization code flow with PKCE, state and
 * nonce). The user is matched by verified e-mail; the app receives its session token in the URL fragment.
 */
export function registerOidcRoutes(fastify: FastifyInstance, deps: IdentityDeps) {
  fastify.get<{ Querystring: { returnTo?: string } }>('/auth/oidc/start', async (request, reply) => {
    const ctx = await restContext(request, deps.tenants, deps.config);
    const provider = await currentProvider(deps, ctx);
    if (!provider) return redirectToApp(reply, { error: ctx.t('errors.ssoUnavailable') });
    let configuration: client.Configuration;
    try {
      configuration = await providerConfiguration(provider);
    } catch {
      return redirectToApp(reply, { error: ctx.t('errors.ssoUnreachable') });
    }
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const flow = await new SignJWT({ codeVerifier, state, nonce, returnTo: safeReturnPath(request.query.returnTo) })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(`${ctx.incubator.id}:oidc`)
      .setExpirationTime(`${FLOW_MINUTES}m`)
      .sign(deps.signingKey);
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl(ctx),
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'login',
    });
    reply.setCookie(FLOW_COOKIE, flow, {
      path: '/auth/oidc',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.origin.startsWith('https:'),
      maxAge: FLOW_MINUTES * 60,
    });
    return reply.header('cache-control', 'no-store').redirect(url.href, 302);
  });

  fastify.get('/auth/oidc/callback', async (request, reply) => {
    const ctx = await restContext(request, deps.tenants, deps.config);
    reply.clearCookie(FLOW_COOKIE, { path: '/auth/oidc' });
    const fail = (message: string) => redirectToApp(reply, { error: message });
    const cookie = readCookie(request, FLOW_COOKIE);
    if (!cookie) return fail(ctx.t('errors.ssoExpired'));
    let flow: { codeVerifier: string; state: string; nonce: string; returnTo: string };
    try {
      const { payload } = await jwtVerify(cookie, deps.signingKey, {
        audience: `${ctx.incubator.id}:oidc`,
        algorithms: ['HS256'],
      });
      flow = payload as unknown as typeof flow;
    } catch {
      return fail(ctx.t('errors.ssoExpired'));
    }
    const provider = await currentProvider(deps, ctx);
    if (!provider) return fail(ctx.t('errors.ssoUnavailable'));
    const query = new URL(request.url, ctx.origin).searchParams;
    if (query.get('error'))
      return fail(query.get('error_description') ?? query.get('error') ?? ctx.t('errors.ssoFailed'));
    let email: string;
    try {
      const configuration = await providerConfiguration(provider);
      const current = new URL(callbackUrl(ctx));
      current.search = query.toString();
      const tokens = await client.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) return fail(ctx.t('errors.ssoFailed'));
      let identity: Record<string, unknown> = { ...claims };
      if (typeof identity.email !== 'string') {
        // Providers that keep the ID token small answer the e-mail at the userinfo endpoint.
        identity = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      }
      if (typeof identity.email !== 'string' || identity.email_verified !== true)
        return fail(ctx.t('errors.ssoEmailUnverified'));
      email = identity.email.toLowerCase();
    } catch (error) {
      return fail(error instanceof Error ? error.message : ctx.t('errors.ssoFailed'));
    }
    const outcome = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
      const incubator = await getIncubator(tx, ctx.incubator.id);
      const user = await findUserByEmail(tx, incubator.id, email);
      if (!user || (user.status !== 'active' && user.status !== 'pending')) return null;
      const live = await listLiveSessions(tx, incubator, user.id);
      const excess = live.slice(0, Math.max(0, live.length - incubator.maxSessions + 1)).map((session) => session.id);
      const ended = await endSessions(tx, incubator.id, { userId: user.id, sessionIds: excess }, 'replaced');
      const session = await createSession(tx, deps.signingKey, incubator, user.id, {
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        method: 'oidc',
      });
      return { session, ended };
    });
    if (!outcome) return fail(ctx.t('errors.ssoNoAccount'));
    announceEndedSessions(deps.pubsub, ctx.incubator.id, outcome.ended);
    return redirectToApp(reply, {
      token: outcome.session.token,
      sessionId: outcome.session.sessionId,
      returnTo: flow.returnTo,
    });
  });

  fastify.get('/auth/oidc/logout', async (request, reply) => {
    const ctx = await restContext(request, deps.tenants, deps.config);
    const provider = await currentProvider(deps, ctx);
    const home = `${ctx.origin}/login`;
    if (!provider) return reply.redirect(home, 302);
    try {
      const configuration = await providerConfiguration(provider);
      if (!configuration.serverMetadata().end_session_endpoint) return reply.redirect(home, 302);
      return reply.redirect(
        client.buildEndSessionUrl(configuration, { post_logout_redirect_uri: home, client_id: provider.clientId }).href,
        302,
      );
    } catch {
      return reply.redirect(home, 302);
    }
  });
}
