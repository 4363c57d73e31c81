import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

async function openWelcome(page: Page, organisation?: string) {
  await page.goto(appUrl('/welcome', organisation));
  await page.getByTestId('org-name').waitFor();
}

describe('the public pages carry the organisation of the address', () => {
  it("shows Demo Accelerator's branding on localhost", async () => {
    const page = await session.newPage();
    await openWelcome(page);
    expect(await page.getByTestId('org-name').textContent()).toContain('Demo Accelerator');
    expect(await page.getByTestId('public-header').getByRole('img').first().getAttribute('alt')).toBe(
      'Demo Accelerator',
    );
    await expect.poll(() => page.title()).toMatch(/ - Demo Accelerator$/);
    expect(await page.locator('link[rel="icon"]').first().getAttribute('href')).toMatch(/^data:image\/svg\+xml/);
    expect(await page.getByTestId('powered-by').count()).toBe(1);
  });

  it("shows Acme Incubator's branding on acme.localhost", async () => {
    const page = await session.newPage();
    await openWelcome(page, 'acme');
    expect(await page.getByTestId('org-name').textContent()).toContain('Acme Incubator');
    await expect.poll(() => page.title()).toMatch(/ - Acme Incubator$/);
  });

  it('has a Login button to /login and a logo link to the home path', async () => {
    const page = await session.newPage();
    await openWelcome(page);
    const header = page.getByTestId('public-header');
    expect(await header.getByRole('link', { name: /log ?in/i }).getAttribute('href')).toBe('/login');
    expect(await header.getByTestId('public-header-home').getAttribute('href')).toBe('/');
    await header.getByRole('link', { name: /log ?in/i }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('sends an unknown organisation to "Lost in the cosmos you are"', async () => {
    const page = await session.newPage();
    await page.goto(appUrl('/', 'nosuch'));
    await page.getByText('Lost in the cosmos you are').waitFor();
    expect(await page.getByText('This link does not exist').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/incubator-not-found');
  });

  it('shows the not-found page with Go Back for an unknown path', async () => {
    const page = await session.newPage();
    await page.goto(appUrl('/welcome'));
    await page.getByTestId('org-name').waitFor();
    await page.goto(appUrl('/x/y/z'));
    await page.getByText("Oops. The page you're looking for doesn't exist").waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname !== '/x/y/z');
  });
});

describe('languages', () => {
  it('switches to Arabic, right to left, and remembers the choice in the lang_pref cookie', async () => {
    const page = await session.newPage();
    await openWelcome(page);
    expect(await page.locator('html').getAttribute('dir')).not.toBe('rtl');
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang_pref')?.value).toBe('ar');
    await page.reload();
    await page.getByTestId('org-name').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.getByRole('link', { name: /connexion|se connecter/i }).count()).toBeGreaterThan(0);
  });
});

describe('preferences in local storage', () => {
  it('keeps dark mode across visits', async () => {
    const page = await session.newPage({ colorScheme: 'light' });
    await openWelcome(page);
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
    await page.getByTestId('color-scheme-toggle').click();
    await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await page.reload();
    await page.getByTestId('org-name').waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('follows the system preference by default', async () => {
    const page = await session.newPage({ colorScheme: 'dark' });
    await openWelcome(page);
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('falls back to defaults when a stored aa: value is corrupt', async () => {
    const page = await session.newPage({ colorScheme: 'light' });
    await page.goto(appUrl('/welcome'));
    await page.evaluate(() => {
      localStorage.setItem('aa:color-scheme', '{not json');
      localStorage.setItem('aa:language', '"klingon"');
      localStorage.setItem('aa:sidebar-open', '"sometimes"');
    });
    await page.reload();
    await page.getByTestId('org-name').waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
});

describe('the browser support gate', () => {
  it('tells the user of an old Chrome that the browser is not supported', async () => {
    const page = await session.newPage({
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.102 Safari/537.36',
    });
    await page.goto(appUrl('/welcome'));
    await page.getByText('Browser not supported!').waitFor();
    expect(await page.getByTestId('org-name').count()).toBe(0);
  });
});

describe('the server', () => {
  it('serves /healthz and /readyz beside the app', async () => {
    const page = await session.newPage();
    const health = await page.request.get(appUrl('/healthz'));
    expect(health.status()).toBe(200);
    const ready = await page.request.get(appUrl('/readyz'));
    expect(await ready.json()).toEqual({ status: 'ready', database: true });
  });
});
