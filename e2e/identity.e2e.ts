import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { submitLogin } from './support/login.ts';

const TOKEN_KEY = 'accelerator-token';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

const signIn = submitLogin;

async function openLogin(page: Page) {
  await page.goto(appUrl('/login'));
  await page.getByTestId('login-email').waitFor();
}

describe('signing in and out', () => {
  it('signs in as the demo admin, stays signed in across a reload, and signs out', async () => {
    const page = await session.newPage();
    await openLogin(page);
    await expect.poll(() => page.title()).toMatch(/^Login - /);
    await signIn(page, 'admin@demo.cohort.test');
    expect(pathOf(page)).toBe('/');
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('home-welcome').textContent()).toBe('Welcome, Ada');
    expect(await storedToken(page)).toBeTruthy();
    expect(await page.evaluate(() => sessionStorage.getItem('aa:session-id'))).toBeTruthy();

    await page.reload();
    await page.getByTestId('home-welcome').waitFor();
    expect(pathOf(page)).toBe('/');

    await page.getByTestId('sign-out').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('login-email').waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('aa:session-id'))).toBeNull();

    // Signed out for good: the home page now sends the visitor to the login.
    await page.goto(appUrl('/'));
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('says "Invalid email or password" for a wrong password and stays on the form', async () => {
    const page = await session.newPage();
    await openLogin(page);
    await page.getByTestId('login-email').fill('evaluator@demo.cohort.test');
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toBe('Invalid email or password');
    expect(pathOf(page)).toBe('/login');
    expect(await storedToken(page)).toBeNull();
  });

  it('checks the form before calling the server', async () => {
    const page = await session.newPage();
    await openLogin(page);
    await page.getByTestId('login-email').fill('not-an-address');
    await page.getByTestId('login-submit').click();
    await page.getByText('Email is not a valid email').waitFor();
    await page.getByText('Password is a required field').waitFor();
    expect(await page.getByTestId('login-error').count()).toBe(0);
  });

  it('sends a signed-out visitor of a signed-in page to the login, and back there after signing in', async () => {
    const page = await session.newPage();
    await page.goto(appUrl('/account/settings/security?from=e2e'));
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('login-email').waitFor();
    await signIn(page, 'staff@demo.cohort.test');
    await page.waitForURL((url) => url.pathname === '/account/settings/security');
    expect(new URL(page.url()).search).toBe('?from=e2e');
    await page.getByTestId('security-page').waitFor();
  });

  it('redirects /login to the home page when already signed in', async () => {
    const page = await session.newPage();
    await openLogin(page);
    await signIn(page, 'expert@demo.cohort.test');
    await page.getByTestId('home-welcome').waitFor();
    await page.goto(appUrl('/login'));
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('home-welcome').waitFor();
  });
});

describe('several tabs and devices', () => {
  it('signs out the other tab of the same browser', async () => {
    const first = await session.newPage();
    await openLogin(first);
    await signIn(first, 'coach@demo.cohort.test');
    await first.getByTestId('home-welcome').waitFor();

    const second = await first.context().newPage();
    await second.goto(appUrl('/account/settings/security'));
    await second.getByTestId('security-page').waitFor();

    await first.getByTestId('sign-out').click();
    await first.waitForURL((url) => url.pathname === '/login');
    await second.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await second.getByTestId('login-email').waitFor();
  });

  it('lists the sessions and ends another device, which is signed out', async () => {
    const email = 'subadmin@demo.cohort.test';
    const laptop = await session.newPage();
    await openLogin(laptop);
    await signIn(laptop, email);
    await laptop.getByTestId('home-welcome').waitFor();

    // Another device: a second browser context with its own storage and its own user agent.
    const phone = await session.newPage({
      userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0 CohortE2E/1.0',
      viewport: { width: 390, height: 844 },
    });
    await openLogin(phone);
    await signIn(phone, email);
    await phone.getByTestId('home-welcome').waitFor();
    const phoneSessionId = await phone.evaluate(() => sessionStorage.getItem('aa:session-id'));
    expect(phoneSessionId).toBeTruthy();

    await laptop.goto(appUrl('/account/settings/security'));
    await laptop.getByTestId('security-page').waitFor();
    const current = laptop.locator('[data-testid="session-row"][data-current="true"]');
    await current.waitFor();
    expect(await current.count()).toBe(1);
    expect(await current.getByTestId('session-current').textContent()).toBe('This device');
    expect(await current.getByTestId('session-end').count()).toBe(0);
    expect(await current.getByTestId('session-device').textContent()).toMatch(/Chrome \d+ on Linux/);

    const phoneRow = laptop.locator(`[data-testid="session-row"][data-session-id="${phoneSessionId}"]`);
    await phoneRow.waitFor();
    expect(await phoneRow.getByTestId('session-device').textContent()).toBe('Firefox 128 on Android');
    expect(await phoneRow.getByTestId('session-ip').textContent()).toMatch(/IP address: .+/);
    await phoneRow.getByTestId('session-end').click();
    await phoneRow.waitFor({ state: 'detached', timeout: 15_000 });

    // The phone learns it through the sessionLoggedOut push (or, at the latest, its next session refresh).
    await phone.waitForURL((url) => url.pathname === '/login', { timeout: 40_000 });
    expect(await storedToken(phone)).toBeNull();

    // The laptop is still signed in.
    await laptop.reload();
    await laptop.getByTestId('security-page').waitFor();
    expect(await storedToken(laptop)).toBeTruthy();
  });
});
