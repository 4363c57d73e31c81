import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';

let session: BrowserSession;

async function setSso(enabled: boolean) {
  const oidc = inject('oidc');
  const system = await signInByApi('system@acme.cohort.test', DEMO_PASSWORD, 'acme');
  const admin = await signInByApi('admin@acme.cohort.test', DEMO_PASSWORD, 'acme');
  await graphqlByApi(
    'mutation ($enabled: Boolean!) { setFeatureFlag(name: auth0, enabled: $enabled) { enabled } }',
    { enabled },
    system,
    'acme',
  );
  await graphqlByApi(
    'mutation ($p: [LoginProviderInput!]!) { updateLoginProviders(providers: $p) { id } }',
    {
      p: [
        { provider: 'local', enabled: true },
        { provider: 'oidc', enabled, issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret },
      ],
    },
    admin,
    'acme',
  );
}

beforeAll(async () => {
  session = await launchBrowser();
  await setSso(true);
});
/** Clean-up must not hold the suite: give each step ten seconds. */
function atMost<T>(work: Promise<T>, ms = 10_000): Promise<T | undefined> {
  return Promise.race([work, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}

afterAll(async () => {
  await atMost(setSso(false).catch(() => undefined));
  await atMost(session?.close() ?? Promise.resolve());
});

describe('single sign-on', () => {
  it('signs a user in through the OpenID provider and back', async () => {
    const page = await session.newPage();
    await page.goto(appUrl('/login', 'acme'));
    // The login page sends single sign-on organisations to the provider.
    await page.waitForURL((url) => url.origin === inject('oidc').issuer, { timeout: 20_000 });
    await page.locator('input[name="login"]').fill('coach@acme.cohort.test');
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.hostname === 'acme.localhost' && !url.pathname.startsWith('/auth/'), {
      timeout: 20_000,
    });
    expect(await page.evaluate(() => localStorage.getItem('accelerator-token'))).toBeTruthy();
    await page
      .getByText(/Camille/)
      .first()
      .waitFor();
  });

  it('hides the forgot-password page when single sign-on is on', async () => {
    const page = await session.newPage();
    await page.goto(appUrl('/forgotpassword', 'acme'));
    await page.waitForURL((url) => url.pathname !== '/forgotpassword', { timeout: 20_000 });
  });
});
