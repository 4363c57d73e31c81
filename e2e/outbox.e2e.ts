import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ADMIN = 'admin@demo.cohort.test';
const MENTOR = 'mentor@demo.cohort.test';

let session: BrowserSession;
let startedAt = 0;
beforeAll(async () => {
  startedAt = Date.now();
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
  forgetMailTo(MENTOR, startedAt);
});

/**
 * Removes the captured messages this file caused for a recipient: another file reads the newest reset e-mail of
 * Mina without a time bound, and the link of ours no longer works once a new one has been requested.
 */
function forgetMailTo(recipient: string, since: number) {
  const folder = inject('mailDir');
  for (const file of readdirSync(folder)) {
    if (Number(file.split('-')[0]) < since) continue;
    const target = path.join(folder, file);
    const mail = JSON.parse(readFileSync(target, 'utf8')) as { to: string[] };
    if (mail.to.includes(recipient)) rmSync(target, { force: true });
  }
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Signs in through the login page. */
const signIn = (page: Page, email: string) => signInThroughLogin(page, email);

/** The reset link the admin reads in the outbox, kept for the mentor's scenario. */
let resetLink = '';

describe('the e-mail outbox', () => {
  it('shows an admin the password reset e-mail sent to a user, with its text and the HTML in a sandbox', async () => {
    const page = await session.newPage();
    await signIn(page, ADMIN);
    const requested = await page.request.post(appUrl('/api/users/sendresetpassword'), {
      data: { email: MENTOR },
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(requested.status()).toBe(200);

    await page.getByTestId('nav-outbox').click();
    await page.waitForURL((url) => url.pathname === '/emails/outbox');
    await page.getByTestId('outbox-page').waitFor();
    await expect.poll(() => page.title()).toMatch(/^Outbox - /);
    await page.getByTestId('outbox-table').waitFor();

    // Newest first: the first row for the mentor is the message just requested; the page refreshes while it is queued.
    const row = page.getByTestId('outbox-row').filter({ hasText: MENTOR }).first();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('sent');
    expect(await row.getByTestId('outbox-subject').textContent()).toMatch(/^Reset your .+ password$/);
    expect(await row.getByTestId('outbox-recipients').textContent()).toBe(MENTOR);
    expect(await row.getByTestId('outbox-template').textContent()).toBe('Password reset');
    expect(await row.getByTestId('outbox-status').textContent()).toBe('Sent');
    expect(await page.getByTestId('outbox-recorded-note').count()).toBe(0);

    await row.click();
    const modal = page.getByTestId('outbox-message-modal');
    await modal.waitFor();
    expect(await modal.getByTestId('outbox-message-recipients').textContent()).toBe(MENTOR);
    expect(await modal.getByTestId('outbox-message-subject').textContent()).toMatch(/^Reset your .+ password$/);
    const text = (await modal.getByTestId('outbox-message-text').textContent()) ?? '';
    const link = /https?:\/\/\S+\/reset\/\S+/.exec(text)?.[0];
    expect(link).toBeTruthy();
    resetLink = link ?? '';

    const html = modal.getByTestId('outbox-message-html');
    expect(await html.getAttribute('sandbox')).toBe('');
    const button = html.contentFrame().getByRole('link', { name: 'Choose a new password' });
    expect(await button.getAttribute('href')).toBe(resetLink);

    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
  });

  it('tells a mentor the page is not for them, without a link to it, and the server refuses them too', async () => {
    // An earlier test file may have changed Mina's password (identity-mail resets it): the link from the outbox
    // puts the demo password back. Otherwise the link is left unused.
    let token = await signInByApi(MENTOR, DEMO_PASSWORD).catch(() => null);
    if (!token) {
      const resetToken = decodeURIComponent(new URL(resetLink).pathname.replace(/^\/reset\//, ''));
      const page = await session.newPage();
      const reset = await page.request.post(appUrl('/api/users/resetpassword'), {
        data: { token: resetToken, newPassword: DEMO_PASSWORD },
        headers: { 'apollo-require-preflight': 'true' },
      });
      expect(reset.status()).toBe(200);
      token = await signInByApi(MENTOR, DEMO_PASSWORD);
    }
    await expect(graphqlByApi('{ emailMessages { totalCount } }', {}, token)).rejects.toThrow();

    const page = await session.newPage();
    await signIn(page, MENTOR);
    await page.getByTestId('nav-security').waitFor();
    expect(await page.getByTestId('nav-outbox').count()).toBe(0);

    await page.goto(appUrl('/emails/outbox'));
    await page.getByTestId('outbox-forbidden').waitFor();
    expect(pathOf(page)).toBe('/emails/outbox');
    expect(await page.getByTestId('outbox-forbidden').textContent()).toBe('You do not have access to this page.');
    expect(await page.getByTestId('outbox-table').count()).toBe(0);
    await expect.poll(() => page.title()).toMatch(/^Outbox - /);
  });
});
