import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './api.ts';
import { appUrl } from './browser.ts';

/** Fills the login form and submits; accepts the session-limit screen when earlier tests used up the sessions. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  const limit = page.getByTestId('session-limit-continue');
  const outcome = await Promise.race([
    page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 }).then(() => 'signed-in' as const),
    limit.waitFor({ timeout: 20_000 }).then(() => 'limit' as const),
  ]);
  if (outcome === 'limit') {
    await limit.click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  }
}

/** Opens the login page of an organisation (the default one without), signs in, and waits for the signed-in shell. */
export async function signInThroughLogin(
  page: Page,
  email: string,
  organisation?: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(appUrl('/login', organisation));
  await submitLogin(page, email, password);
  await page.getByTestId('shell').waitFor();
}
