import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signInAtProvider, startOidcProvider } from '../../../test/oidc.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { featureFlags, incubators, type IncubatorRow } from '../organisations/index.ts';
import { eq } from 'drizzle-orm';

let server: TestServer;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let organisation: IncubatorRow;

beforeAll(async () => {
  server = await startTestServer();
  organisation = await server.createOrganisationWithRoles({ name: 'SSO Org' });
  provider = await startOidcProvider({
    redirectUris: [`http://${hostOf(organisation)}/auth/oidc/callback`],
    postLogoutRedirectUris: [`http://${hostOf(organisation)}/login`],
    unverified: ['unverified@example.test'],
  });
  await withTenant(server.database.db, organisation.id, async (tx) => {
    await tx
      .update(incubators)
      .set({
        loginProviders: [
          { provider: 'local', enabled: true },
          {
            provider: 'oidc',
            enabled: true,
            issuer: provider.issuer,
            clientId: provider.clientId,
            clientSecret: provider.clientSecret,
          },
        ],
      })
      .where(eq(incubators.id, organisation.id));
    await tx.insert(featureFlags).values({ incubatorId: organisation.id, name: 'auth0', enabled: true });
  });
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

/** Starts at /auth/oidc/start, signs in at the provider, and comes back through /auth/oidc/callback. */
async function roundTrip(login: string, returnTo = '/account/settings/security') {
  const start = await server.app.fastify.inject({
    url: `/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`,
    headers: { host: hostOf(organisation) },
  });
  expect(start.statusCode).toBe(302);
  const flowCookie = start.cookies.find((cookie) => cookie.name === 'cohort_oidc');
  expect(flowCookie?.httpOnly).toBe(true);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const back = await signInAtProvider(authorize.href, login, `http://${hostOf(organisation)}/auth/oidc/callback`);
  const callback = await server.app.fastify.inject({
    url: `${back.pathname}${back.search}`,
    headers: { host: hostOf(organisation), cookie: `cohort_oidc=${flowCookie?.value}` },
  });
  expect(callback.statusCode).toBe(302);
  const location = String(callback.headers.location);
  expect(location.startsWith('/auth/callback#')).toBe(true);
  return new URLSearchParams(location.split('#')[1]);
}

describe('single sign-on with OpenID Connect', () => {
  it('tells the public page that single sign-on is on', async () => {
    const result = await server.graphql<{
      publicIncubator: { ssoEnabled: boolean; loginProviders: Array<{ provider: string }> };
    }>('{ publicIncubator { ssoEnabled loginProviders { provider enabled } } }', { host: hostOf(organisation) });
    expect(result.data?.publicIncubator.ssoEnabled).toBe(true);
    expect(JSON.stringify(result.data)).not.toContain(provider.clientSecret);
  });

  it('signs in the user whose verified e-mail the provider returns, and returns to the saved path', async () => {
    const user = await server.createUser(organisation, { email: 'sso.user@example.test', password: null });
    const fragment = await roundTrip('SSO.User@example.test');
    expect(fragment.get('error')).toBeNull();
    expect(fragment.get('returnTo')).toBe('/account/settings/security');
    const me = await server.graphql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', {
      host: hostOf(organisation),
      token: fragment.get('token') ?? '',
    });
    expect(me.data?.currentUser._id).toBe(user.id);
    const sessions = await server.graphql<{ mySessions: Array<{ method: string }> }>('{ mySessions { method } }', {
      host: hostOf(organisation),
      token: fragment.get('token') ?? '',
    });
    expect(sessions.data?.mySessions[0]?.method).toBe('oidc');
  });

  it('refuses an e-mail without an account, an unverified e-mail, and a return path to another site', async () => {
    expect((await roundTrip('stranger@example.test')).get('error')).toContain('no active account');
    await server.createUser(organisation, { email: 'unverified@example.test' });
    expect((await roundTrip('unverified@example.test')).get('error')).toContain('did not confirm');
    await server.createUser(organisation, { email: 'safe@example.test' });
    expect((await roundTrip('safe@example.test', '//evil.example/steal')).get('returnTo')).toBe('/');
  });

  it('refuses a callback without the flow cookie, or with a forged state', async () => {
    const missing = await server.app.fastify.inject({
      url: '/auth/oidc/callback?code=x&state=y',
      headers: { host: hostOf(organisation) },
    });
    expect(String(missing.headers.location)).toContain('#error=');
    const start = await server.app.fastify.inject({ url: '/auth/oidc/start', headers: { host: hostOf(organisation) } });
    const cookie = start.cookies.find((c) => c.name === 'cohort_oidc')?.value;
    const forged = await server.app.fastify.inject({
      url: '/auth/oidc/callback?code=abc&state=forged',
      headers: { host: hostOf(organisation), cookie: `cohort_oidc=${cookie}` },
    });
    expect(String(forged.headers.location)).toContain('#error=');
    expect(String(forged.headers.location)).not.toContain('token=');
  });

  it('sends federated logout to the provider, and back to the login page', async () => {
    const response = await server.app.fastify.inject({
      url: '/auth/oidc/logout',
      headers: { host: hostOf(organisation) },
    });
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`http://${hostOf(organisation)}/login`);
  });

  it('reports that single sign-on is off for an organisation without it', async () => {
    const plain = await server.createOrganisationWithRoles();
    const response = await server.app.fastify.inject({ url: '/auth/oidc/start', headers: { host: hostOf(plain) } });
    expect(String(response.headers.location)).toContain('/auth/callback#error=');
  });
});
