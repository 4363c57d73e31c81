import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, postByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { linkFromMail } from './support/mail.ts';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accelerator-token'));

async function organisationMaxSessions(): Promise<number> {
  const data = await graphqlByApi<{ publicIncubator: { maxSessions: number } }>(
    '{ publicIncubator { maxSessions } }',
    {},
    null,
  );
  return data.publicIncubator.maxSessions;
}

/** The same address on the test server's port (the e-mail names the origin the request came from). */
function onTestServer(link: URL): string {
  return appUrl(`${link.pathname}${link.search}${link.hash}`);
}

describe('password reset by e-mail', () => {
  it('sends a neutral confirmation, then the link sets a new password that signs in', async () => {
    const email = 'mentor@demo.cohort.test';
    const newPassword = 'a fresh passphrase for mina';
    const page = await session.newPage();
    await page.goto(appUrl('/login'));
    await page.getByTestId('login-forgot-password').click();
    await page.waitForURL((url) => url.pathname === '/forgotpassword');
    await page.getByTestId('forgot-email').fill(email);
    const sentAfter = Date.now();
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();
    expect(await page.getByTestId('forgot-sent').textContent()).toBe(
      'If an account exists for this address, we have sent a link to reset your password.',
    );

    const link = await linkFromMail(email, '/reset/', sentAfter);
    expect(link.pathname).toMatch(/^\/reset\/.+/);
    await page.goto(onTestServer(link));
    await page.getByTestId('reset-password').fill('too-short');
    await page.getByTestId('reset-confirmation').fill('too-short');
    await page.getByTestId('reset-submit').click();
    await page.getByText('Password must be greater than or equal to 12 characters').waitFor();
    await page.getByTestId('reset-password').fill(newPassword);
    await page.getByTestId('reset-confirmation').fill(newPassword);
    await page.getByTestId('reset-submit').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('login-reset-success').waitFor();

    // The link works once.
    const again = await session.newPage();
    await again.goto(onTestServer(link));
    await again.getByTestId('reset-password').fill('another fine passphrase');
    await again.getByTestId('reset-confirmation').fill('another fine passphrase');
    await again.getByTestId('reset-submit').click();
    await again.getByTestId('reset-invalid').waitFor();
    expect(await again.getByTestId('reset-invalid').textContent()).toBe('This link is invalid or has expired');

    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(newPassword);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('home-welcome').textContent()).toBe('Welcome, Mina');

    // Other files sign in as the demo mentor: the demo password comes back the same way, through a reset link.
    const restoreAfter = Date.now();
    expect((await postByApi('/api/users/sendresetpassword', { email })).status).toBe(200);
    const restore = await linkFromMail(email, '/reset/', restoreAfter);
    const token = decodeURIComponent(restore.pathname.split('/')[2] ?? '');
    expect((await postByApi('/api/users/resetpassword', { token, newPassword: DEMO_PASSWORD })).status).toBe(200);
    expect(await signInByApi(email, DEMO_PASSWORD)).toBeTruthy();
  });
});

describe('invitations', () => {
  it('lets the invited person set a name and a password, and signs them in', async () => {
    const email = `invited-${Date.now()}@example.test`;
    const admin = await signInByApi('admincoach@demo.cohort.test', DEMO_PASSWORD);
    await graphqlByApi(
      'mutation ($email: String!) { inviteUser(email: $email, firstName: "Iris", lastName: "Invited", roleType: Staff) { _id } }',
      { email },
      admin,
    );
    const link = await linkFromMail(email, '/acceptinvitation');
    expect(link.pathname).toBe('/acceptinvitation');

    const page = await session.newPage();
    await page.goto(onTestServer(link));
    await page.getByTestId('invitation-form').waitFor();
    expect(await page.getByTestId('invitation-email').textContent()).toBe(email);
    expect(await page.getByTestId('invitation-first-name').inputValue()).toBe('Iris');
    expect(await page.getByTestId('invitation-last-name').inputValue()).toBe('Invited');
    await page.getByTestId('invitation-first-name').fill('Irene');
    await page.getByTestId('invitation-password').fill('passwordpassword');
    await page.getByTestId('invitation-submit').click();
    await page.getByText('This password is too common').waitFor();
    await page.getByTestId('invitation-password').fill('my own long passphrase');
    await page.getByTestId('invitation-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('home-welcome').textContent()).toBe('Welcome, Irene');
    expect(await storedToken(page)).toBeTruthy();
  });

  it('says when an invitation link is not valid', async () => {
    const page = await session.newPage();
    await page.goto(appUrl('/acceptinvitation?token=not-a-real-token'));
    await page.getByTestId('invitation-invalid').waitFor();
    expect(await page.getByTestId('invitation-invalid').textContent()).toBe('This link is invalid or has expired');
  });
});

describe('e-mail confirmation', () => {
  it('says when a confirmation link is not valid, with a link home', async () => {
    const page = await session.newPage();
    await page.goto(appUrl('/account/confirmation?token=not-a-real-token'));
    await page.getByTestId('confirmation-invalid').waitFor();
    expect(await page.getByTestId('confirmation-home').getAttribute('href')).toBe('/');
  });
});

describe('the session limit', () => {
  it('offers to continue (ending the oldest session) or to cancel', async () => {
    const email = 'cofounder@demo.cohort.test';
    const maxSessions = await organisationMaxSessions();
    for (let index = 0; index < maxSessions; index += 1) await signInByApi(email, DEMO_PASSWORD);

    const page = await session.newPage();
    await page.goto(appUrl('/login'));
    const submit = async () => {
      await page.getByTestId('login-email').fill(email);
      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('session-limit').waitFor();
    };
    await submit();
    expect(await page.getByTestId('session-limit-title').textContent()).toBe('Maximum number of sessions reached');
    await page.getByTestId('session-limit-cancel').click();
    await page.getByTestId('login-form').waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await storedToken(page)).toBeNull();

    await submit();
    await page.getByTestId('session-limit-continue').click();
    await page.getByTestId('home-welcome').waitFor();
    expect(await storedToken(page)).toBeTruthy();

    await page.goto(appUrl('/account/settings/security'));
    await page.getByTestId('session-current').waitFor();
    expect(await page.getByTestId('session-row').count()).toBe(maxSessions);
  });
});
