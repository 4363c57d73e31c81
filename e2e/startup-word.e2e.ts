import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const POLL = { timeout: 15_000 };

interface StartupNameAlternative {
  active: boolean;
  label: { language: string; value: string }[];
  pluralLabel: { language: string; value: string }[];
}

const READ = '{ startupNameAlternative { active label { language value } pluralLabel { language value } } }';

let session: BrowserSession;
let original: StartupNameAlternative | null = null;

beforeAll(async () => {
  session = await launchBrowser();
  original = (await graphqlByApi<{ startupNameAlternative: StartupNameAlternative }>(READ, {}, null, ORG))
    .startupNameAlternative;
});

/** The server is shared by every file: the demo organisation gets its word back, whatever happened here. */
afterAll(async () => {
  if (original) {
    const token = await signInByApi(ADMIN, DEMO_PASSWORD, ORG).catch(() => null);
    if (token) {
      await graphqlByApi(
        'mutation ($input: IncubatorSettingsInput!) { updateIncubatorSettings(input: $input) { id } }',
        { input: { startupNameAlternative: original } },
        token,
        ORG,
      ).catch(() => undefined);
    }
  }
  await session?.close();
});

async function expectSaved(page: Page) {
  await page.getByTestId('settings-saved-toast').last().waitFor(POLL);
}

const sidebarText = (page: Page, testId: string) =>
  page.getByTestId('shell-sidebar').getByTestId(testId).first().innerText();

describe("the organisation's word for a startup", () => {
  it('is set on the general settings page and shows at once in the menus and on the portfolio', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    expect(await sidebarText(page, 'nav-startups')).toContain('Startups');

    await page.getByTestId('nav-settings').click();
    await page.waitForURL((url) => url.pathname === '/admin/configuration/general');
    const section = page.getByTestId('settings-startup-naming');
    await section.waitFor();
    await section.getByRole('switch', { name: 'Use our own word for startups' }).click();
    await page.getByLabel('Singular (English)').fill('Venture');

    // A singular without its plural is refused before anything is sent.
    await page.getByTestId('settings-save').click();
    await section.getByText('Plural (English) is a required field').waitFor(POLL);

    await page.getByLabel('Plural (English)').fill('Ventures');
    await page.getByTestId('settings-save').click();
    await expectSaved(page);

    // No reload: the sidebar says the new word, and so does its sub-menu.
    await expect.poll(() => sidebarText(page, 'nav-startups'), POLL).toBe('Ventures');
    await page.getByTestId('shell-sidebar').getByTestId('nav-startups').click();
    const portfolio = page.getByTestId('shell-sidebar').getByTestId('nav-startupPortfolio');
    await expect.poll(() => portfolio.innerText(), POLL).toBe('Venture portfolio');

    await portfolio.click();
    await page.waitForURL((url) => url.pathname === '/startups');
    const heading = page.getByTestId('startups-portfolio-page').getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText(), POLL).toBe('Ventures');
    await expect.poll(() => page.title(), POLL).toMatch(/^Ventures - /);

    // A reload reads the saved word from the server.
    await page.reload();
    await expect.poll(() => heading.innerText(), POLL).toBe('Ventures');

    // Switched off again: back to Startups, the words stay filled in for next time.
    await page.getByTestId('nav-settings').click();
    await page.waitForURL((url) => url.pathname === '/admin/configuration/general');
    await section.waitFor();
    expect(await page.getByLabel('Plural (English)').inputValue()).toBe('Ventures');
    await section.getByRole('switch', { name: 'Use our own word for startups' }).click();
    await page.getByTestId('settings-save').click();
    await expectSaved(page);
    await expect.poll(() => sidebarText(page, 'nav-startups'), POLL).toBe('Startups');

    const saved = await graphqlByApi<{ startupNameAlternative: StartupNameAlternative }>(READ, {}, null, ORG);
    expect(saved.startupNameAlternative).toMatchObject({
      active: false,
      label: expect.arrayContaining([{ language: 'en', value: 'Venture' }]),
      pluralLabel: expect.arrayContaining([{ language: 'en', value: 'Ventures' }]),
    });
  });
});
