import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

// The default organisation (localhost) is Demo Accelerator.
const ADMIN = 'admin@demo.cohort.test';

const LAYOUT_FIELDS = `
  background { color image size }
  header { isVisible height background }
  footer { isVisible height background }
  content { columnWidth columns }
  colors { widgetBackground primaryButtonBackground primaryButtonText link text heading headerText }
  widgetLogo { type position height }
  customText { description { language value } footer { language value } }
  showExploreLink
`;
const LAYOUTS_QUERY = `{ layoutCustomization { apply { ${LAYOUT_FIELDS} } home { ${LAYOUT_FIELDS} } } }`;
type Layouts = { apply: Record<string, unknown>; home: Record<string, unknown> };

let session: BrowserSession;
let original: Layouts | null = null;

beforeAll(async () => {
  session = await launchBrowser();
  original = (await graphqlByApi<{ layoutCustomization: Layouts }>(LAYOUTS_QUERY, {}, null)).layoutCustomization;
});

afterAll(async () => {
  // Other files open Demo's welcome page: put its layouts back as they were.
  const token = await signInByApi(ADMIN, DEMO_PASSWORD).catch(() => null);
  if (token && original) {
    for (const page of ['apply', 'home'] as const) {
      await graphqlByApi(
        'mutation ($page: LayoutPage!, $layout: JSON!) { updateLayoutCustomization(page: $page, layout: $layout) { id } }',
        { page, layout: original[page] },
        token,
      ).catch(() => undefined);
    }
  }
  await session?.close();
});

/** Waits for the 'Settings saved' toast. */
async function expectSavedToast(page: Page) {
  await page
    .getByTestId('settings-saved-toast')
    .filter({ hasText: 'Settings saved' })
    .last()
    .waitFor({ timeout: 15_000 });
}

/** Types a colour into a colour field and leaves it, as a user would. */
async function fillColour(page: Page, testId: string, colour: string) {
  const input = page.getByTestId(testId);
  await input.fill(colour);
  await input.press('Tab');
}

const backgroundOf = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => getComputedStyle(element).backgroundColor);

describe('apply and home page layouts', () => {
  it('lets an admin edit the apply and home layouts, kept after a reload and shown on /welcome', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN);
    await page.getByTestId('nav-settings').click();
    await page.waitForURL((url) => url.pathname === '/admin/configuration/general');

    // Both editors sit next to the login page in the Organization section.
    const organisation = page.getByTestId('settings-nav-section-organization');
    for (const entry of ['login', 'apply', 'home']) {
      expect(await organisation.getByTestId(`settings-nav-${entry}`).getAttribute('href')).toBe(
        `/admin/configuration/${entry}`,
      );
    }

    // The application page: background, two programme cards per row and an introduction, previewed before saving.
    await organisation.getByTestId('settings-nav-apply').click();
    await page.waitForURL((url) => url.pathname === '/admin/configuration/apply');
    await page.getByTestId('apply-layout-form').waitFor();
    await expect.poll(() => page.title()).toMatch(/^Application page - /);
    expect(await page.getByTestId('apply-layout-explore-link').count()).toBe(0);
    expect(await page.getByTestId('apply-layout-preview-button').first().textContent()).toBe('Apply');
    await fillColour(page, 'apply-layout-bg-color', '#203040');
    await expect.poll(() => backgroundOf(page, 'apply-layout-preview-page')).toBe('rgb(32, 48, 64)');
    await page.getByTestId('apply-layout-columns').getByText('Two', { exact: true }).click();
    const introduction = 'Applications for the spring intake are open.';
    await page.getByTestId('apply-layout-description').fill(introduction);
    expect(await page.getByTestId('apply-layout-preview-description').textContent()).toBe(introduction);
    expect(await page.getByTestId('apply-layout-preview-card').count()).toBe(2);
    await page.getByTestId('apply-layout-save').click();
    await expectSavedToast(page);

    await page.reload();
    await page.getByTestId('apply-layout-form').waitFor();
    expect((await page.getByTestId('apply-layout-bg-color').inputValue()).toLowerCase()).toBe('#203040');
    expect(await page.getByTestId('apply-layout-description').inputValue()).toBe(introduction);
    expect(
      await page.getByTestId('apply-layout-columns').locator('input[type="radio"]:checked').getAttribute('value'),
    ).toBe('2');
    expect(await page.getByTestId('apply-layout-preview-description').textContent()).toBe(introduction);

    // The home page: welcome box colour, texts and the explore link, which only the home (and login) editor offers.
    await page.getByTestId('settings-nav-home').click();
    await page.waitForURL((url) => url.pathname === '/admin/configuration/home');
    await page.getByTestId('home-layout-form').waitFor();
    // Leaving the apply editor starts the home one from the home layout, not from what was just edited.
    expect((await page.getByTestId('home-layout-bg-color').inputValue()).toLowerCase()).not.toBe('#203040');
    expect(await page.getByTestId('home-layout-preview-explore').count()).toBe(0);
    await fillColour(page, 'home-layout-bg-color', '#0b7285');
    await fillColour(page, 'home-layout-colour-widgetBackground', '#fff4e6');
    await expect.poll(() => backgroundOf(page, 'home-layout-preview-card')).toBe('rgb(255, 244, 230)');
    await page.getByTestId('home-layout-explore-link').check();
    await page.getByTestId('home-layout-preview-explore').waitFor();
    const welcome = 'Demo Accelerator backs early-stage founders.';
    const footer = 'Demo Accelerator, 1 Harbour Street';
    await page.getByTestId('home-layout-description').fill(welcome);
    await page.getByTestId('home-layout-footer').fill(footer);
    expect(await page.getByTestId('home-layout-preview-description').textContent()).toBe(welcome);
    expect(await page.getByTestId('home-layout-preview-footer-text').textContent()).toBe(footer);
    await page.getByTestId('home-layout-save').click();
    await expectSavedToast(page);

    await page.reload();
    await page.getByTestId('home-layout-form').waitFor();
    expect((await page.getByTestId('home-layout-bg-color').inputValue()).toLowerCase()).toBe('#0b7285');
    expect((await page.getByTestId('home-layout-colour-widgetBackground').inputValue()).toLowerCase()).toBe('#fff4e6');
    expect(await page.getByTestId('home-layout-explore-link').isChecked()).toBe(true);
    expect(await page.getByTestId('home-layout-description').inputValue()).toBe(welcome);
    expect(await page.getByTestId('home-layout-footer').inputValue()).toBe(footer);

    // The apply layout was left as saved.
    await page.getByTestId('settings-nav-apply').click();
    await page.getByTestId('apply-layout-form').waitFor();
    expect((await page.getByTestId('apply-layout-bg-color').inputValue()).toLowerCase()).toBe('#203040');

    // A visitor sees the home layout on the public welcome page.
    const visitor = await session.newPage();
    await visitor.goto(appUrl('/welcome'));
    await visitor.getByTestId('org-name').waitFor();
    expect(await backgroundOf(visitor, 'welcome-page')).toBe('rgb(11, 114, 133)');
    expect(await backgroundOf(visitor, 'welcome-card')).toBe('rgb(255, 244, 230)');
    expect(await visitor.getByTestId('org-description').textContent()).toBe(welcome);
    expect(await visitor.getByTestId('welcome-footer-text').textContent()).toBe(footer);
    const explore = visitor.getByTestId('welcome-explore');
    expect(await explore.textContent()).toBe('Explore our programmes');
    expect(await explore.getAttribute('href')).toBe('/apply/explore');
    // The login page keeps its own layout.
    await visitor.goto(appUrl('/login'));
    await visitor.getByTestId('login-page').waitFor();
    expect(await visitor.getByTestId('login-explore').count()).toBe(0);
  });
});
