import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { type BrowserSession, launchBrowser } from './support/browser.ts';
import { DEMO_ADMIN } from './support/demo-tasks.ts';
import { linkFromMail } from './support/mail.ts';
import { signInThroughLogin } from './support/login.ts';

/**
 * Issue 16 point 8: a person changes their language and time zone (the interface follows), switches an e-mail off,
 * then deletes their account with their password, lands signed out, and cannot sign in again. The person is made for
 * this file (invited, then accepted); the demo organisation's self-deletion setting is put back afterwards.
 */
const STAMP = Date.now().toString(36);
const EMAIL = `account-${STAMP}@example.org`;
const PASSWORD = 'a passphrase for the account journey';
const POLL = { timeout: 20_000, interval: 200 };

let session: BrowserSession;
let adminToken: string;
let originalSelfDelete: boolean | null = null;

const SETTINGS = 'mutation ($input: IncubatorSettingsInput!) { updateIncubatorSettings(input: $input) { id } }';

/** POST /api/users/acceptinvitation as the invitation page would; the new person's token. */
function acceptInvitation(invitation: string): Promise<string> {
  const port = inject('e2ePort');
  const payload = JSON.stringify({ token: invitation, password: PASSWORD, firstName: 'Aiko', lastName: 'Leaving' });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/users/acceptinvitation',
        method: 'POST',
        headers: {
          host: `localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const body = JSON.parse(text || '{}') as { token?: string };
          if (body.token) resolve(body.token);
          else reject(new Error(`The invitation was refused: ${text}`));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The hh:mm a clock shows in a time zone around now (a minute either side, for a tick between reads). */
function clockReadings(timeZone: string): string[] {
  return [-60_000, 0, 60_000].map((shift) =>
    new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hour12: true })
      .format(new Date(Date.now() + shift))
      .slice(0, 5),
  );
}

async function chooseOption(page: Page, testId: string, option: string, typed?: string) {
  const input = page.getByTestId(testId);
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(DEMO_ADMIN, DEMO_PASSWORD);
  const { publicIncubator } = await graphqlByApi<{ publicIncubator: { allowUserSelfDelete: boolean } }>(
    '{ publicIncubator { allowUserSelfDelete } }',
    {},
    null,
  );
  originalSelfDelete = publicIncubator.allowUserSelfDelete;
  await graphqlByApi(SETTINGS, { input: { allowUserSelfDelete: true } }, adminToken);
  const sentAfter = Date.now();
  await graphqlByApi(
    'mutation ($email: String!) { inviteUser(email: $email, firstName: "Aiko", lastName: "Leaving", roleType: Coach) { _id } }',
    { email: EMAIL },
    adminToken,
  );
  const link = await linkFromMail(EMAIL, '/acceptinvitation', sentAfter);
  await acceptInvitation(link.searchParams.get('token') ?? '');
});

afterAll(async () => {
  if (originalSelfDelete !== null) {
    const token = await signInByApi(DEMO_ADMIN, DEMO_PASSWORD).catch(() => adminToken);
    await graphqlByApi(SETTINGS, { input: { allowUserSelfDelete: originalSelfDelete } }, token).catch(() => undefined);
  }
  await session?.close();
});

describe('the account area', () => {
  it('changes language and time zone, switches an e-mail off, then deletes the account and cannot sign in again', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, EMAIL, undefined, PASSWORD);

    // The account menu leads to the preferences.
    await page.getByTestId('account-menu').click();
    await page.getByTestId('account-menu-preferences').click();
    await page.waitForURL((url) => url.pathname === '/account/settings');
    await page.getByTestId('preferences-page').waitFor();

    // Language and time zone: once saved, the page speaks French and its clock shows Tokyo's time.
    await chooseOption(page, 'preferences-language', 'Français');
    await chooseOption(page, 'preferences-timezone', 'Asia/Tokyo', 'Tokyo');
    await page.getByTestId('preferences-save').click();
    await page.getByTestId('preferences-saved').waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), POLL).toBe('Préférences');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), POLL).toBe('fr');
    await expect
      .poll(
        async () =>
          clockReadings('Asia/Tokyo').includes(
            ((await page.getByTestId('preferences-local-time').textContent()) ?? '').slice(0, 5),
          ),
        POLL,
      )
      .toBe(true);

    // An e-mail switched off: application e-mails.
    const applicationMails = page.getByTestId('notification-programChange-email');
    expect(await applicationMails.isChecked()).toBe(true);
    await applicationMails.click({ force: true });
    await expect.poll(() => applicationMails.isChecked(), POLL).toBe(false);
    const token = await signInByApi(EMAIL, PASSWORD);
    const saved = await graphqlByApi<{
      currentUser: { language: string; timezone: string; notificationPreferences: { topic: string; email: boolean }[] };
    }>('{ currentUser { language timezone notificationPreferences { topic email } } }', {}, token);
    expect(saved.currentUser).toMatchObject({ language: 'fr', timezone: 'Asia/Tokyo' });
    expect(saved.currentUser.notificationPreferences.find((p) => p.topic === 'programChange')?.email).toBe(false);

    // Deleting: a wrong password is refused with its own message, the right one deletes and signs out.
    await page.getByTestId('preferences-delete-link').click();
    await page.waitForURL((url) => url.pathname === '/account/settings/delete');
    await page.getByTestId('delete-account-form').waitFor();
    await page.getByTestId('delete-account-password').fill('not my password at all');
    await page.getByTestId('delete-account-submit').click();
    await page.getByText('Le mot de passe est incorrect').waitFor();
    await page.getByTestId('delete-account-password').fill(PASSWORD);
    await page.getByTestId('delete-account-submit').click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('accelerator-token'))).toBeNull();

    // The session of the other sign-in has ended too, and signing in again is refused.
    await expect(graphqlByApi('{ currentUser { _id } }', {}, token)).rejects.toThrow();
    await page.getByTestId('login-email').fill(EMAIL);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
