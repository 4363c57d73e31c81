import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const COFOUNDER = 'cofounder@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const PROGRAMME = `Orbit Programme ${STAMP}`;
const STARTUP = `Nebula Robotics ${STAMP}`;
const RENAMED = `Nebula Robotics Labs ${STAMP}`;
/** A website typed without its scheme: the portfolio links to it with https:// in front (spec 02 §5). */
const WEBSITE = `nebula-${STAMP}.example`;
const POLL = { timeout: 15_000 };

let session: BrowserSession;
let adminToken: string;

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
});

/** Whatever this file made and did not delete through the pages (a failed run) goes, so that the demo data stays. */
afterAll(async () => {
  if (adminToken) {
    const { startups } = await graphqlByApi<{ startups: { results: { _id: string }[] } }>(
      'query ($search: String) { startups(search: $search) { results { _id } } }',
      { search: STAMP },
      adminToken,
      ORG,
    ).catch(() => ({ startups: { results: [] } }));
    for (const { _id } of startups.results) {
      await graphqlByApi('mutation ($id: ID!) { deleteStartup(id: $id) }', { id: _id }, adminToken, ORG).catch(
        () => undefined,
      );
    }
    const { programs } = await graphqlByApi<{ programs: { _id: string; name: string }[] }>(
      '{ programs { _id name } }',
      {},
      adminToken,
      ORG,
    ).catch(() => ({ programs: [] }));
    for (const program of programs.filter((p) => p.name.includes(STAMP))) {
      await graphqlByApi('mutation ($id: ID!) { deleteProgram(id: $id) }', { id: program._id }, adminToken, ORG).catch(
        () => undefined,
      );
    }
  }
  await session?.close();
});

async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('startups-toast-success').filter({ hasText: text }).first().waitFor(POLL);
}

/** Opens an entry of the create menu of the top bar. */
async function openCreateMenu(page: Page, entry: 'createProgram' | 'createStartup') {
  await page.getByTestId('create-menu-button').click();
  await page.getByTestId(`create-menu-${entry}`).click();
}

/** Picks an option of a Mantine select by typing part of it, then closes the list. */
async function pickOption(page: Page, select: Locator, name: string) {
  await select.click();
  await select.fill(name.slice(0, 12));
  await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

const rowOf = (page: Page, name: string) => page.locator(`[data-testid="startup-row"][data-startup-name="${name}"]`);
const cardOf = (page: Page, name: string) => page.locator(`[data-testid="startup-card"][data-startup-name="${name}"]`);
const programmeRow = (page: Page) => page.locator(`[data-testid="program-row"][data-program-name="${PROGRAMME}"]`);
const listedCards = (page: Page) =>
  page.getByTestId('startup-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-startup-name')));

describe('startups and programmes', () => {
  it('creates a programme and a startup in it, shows it in the portfolio, edits it and deletes both', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);

    // The create menu opens the programme form on the programmes page.
    await openCreateMenu(page, 'createProgram');
    await page.waitForURL((url) => url.pathname === '/startups/programs');
    const programForm = page.getByTestId('program-form');
    await programForm.waitFor();
    await page.getByTestId('program-form-save').click();
    await expect.poll(() => textOf(programForm), POLL).toContain('Name is a required field');
    await page.getByTestId('program-form-name').fill(PROGRAMME);
    await page.getByTestId('program-form-description').fill('Robots for space, twelve weeks');
    await page.getByTestId('program-form-starts-on').fill('2026-03-01');
    await page.getByTestId('program-form-ends-on').fill('2026-02-01');
    await page.getByTestId('program-form-save').click();
    await expect.poll(() => textOf(programForm), POLL).toContain('The end date can not be before the start date');
    await page.getByTestId('program-form-ends-on').fill('2026-06-30');
    await page.getByTestId('program-form-save').click();
    await expectToast(page, `The programme ${PROGRAMME} was created`);
    await programmeRow(page).waitFor(POLL);
    expect(await textOf(programmeRow(page).getByTestId('program-dates'))).toBe('Mar 01, 2026 – Jun 30, 2026');
    expect(await programmeRow(page).getByTestId('program-startup-count').getAttribute('data-count')).toBe('0');

    // The create menu opens the startup form on the management page; the form refuses an empty name and 1900.
    await openCreateMenu(page, 'createStartup');
    await page.waitForURL((url) => url.pathname === '/startups/management');
    const form = page.getByTestId('startup-form');
    await form.waitFor();
    await page.getByTestId('startup-form-founding-year').fill('1900');
    await page.getByTestId('startup-form-save').click();
    await expect.poll(() => textOf(form), POLL).toContain('Name is a required field');
    expect(await textOf(form)).toContain('Founding year must be greater than or equal to 1950');
    await page.getByTestId('startup-form-website').fill('not a website');
    await expect.poll(() => textOf(form), POLL).toContain('Website is not a valid url');

    await page.getByTestId('startup-form-name').fill(STARTUP);
    await page.getByTestId('startup-form-description').fill('Autonomous robots that assemble satellites in orbit.');
    await page.getByTestId('startup-form-website').fill(WEBSITE);
    await page.getByTestId('startup-form-founding-year').fill('2020');
    await pickOption(page, page.getByTestId('startup-form-programs'), PROGRAMME);
    await page.getByTestId('startup-form-save').click();
    await expectToast(page, `${STARTUP} was created`);
    await page.getByTestId('startup-form').waitFor({ state: 'detached' });

    // The server applies the same rules to another client.
    await expect(
      graphqlByApi(
        'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
        { input: { name: `Too old ${STAMP}`, foundingYear: 1900 } },
        adminToken,
        ORG,
      ),
    ).rejects.toThrow('Founding year must be greater than or equal to 1950');

    // The portfolio, filtered by the new programme, shows the startup as a card with its https:// link.
    await page.goto(appUrl('/startups', ORG));
    await page.getByTestId('startups-portfolio-page').waitFor();
    await pickOption(page, page.getByTestId('startups-filter-programs'), PROGRAMME);
    await expect.poll(() => listedCards(page), POLL).toEqual([STARTUP]);
    expect(new URL(page.url()).searchParams.getAll('program')).toHaveLength(1);
    const card = cardOf(page, STARTUP);
    expect(await textOf(card.getByTestId('startup-founding-year'))).toBe('Founded in 2020');
    expect(await textOf(card.getByTestId('startup-program-badge'))).toBe(PROGRAMME);
    const link = card.getByTestId('startup-website');
    expect(await link.getAttribute('href')).toBe(`https://${WEBSITE}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await textOf(link)).toBe(WEBSITE);

    // The table view shows the same startup, and the choice and the filter survive a reload.
    await page.getByTestId('startups-view-toggle').getByText('Table').click();
    await rowOf(page, STARTUP).waitFor(POLL);
    expect(await rowOf(page, STARTUP).getByTestId('startup-website').getAttribute('href')).toBe(`https://${WEBSITE}`);
    await page.reload();
    await rowOf(page, STARTUP).waitFor(POLL);
    expect(await page.getByTestId('startups-portfolio-page').getAttribute('data-view')).toBe('table');
    expect(await page.getByTestId('startup-row').count()).toBe(1);

    // The programme now counts one startup.
    await page.goto(appUrl('/startups/programs', ORG));
    await expect
      .poll(() => programmeRow(page).getByTestId('program-startup-count').getAttribute('data-count'), POLL)
      .toBe('1');

    // Edit the startup from the management page: a new name and founding year.
    await page.goto(appUrl(`/startups/management?search=${STAMP}`, ORG));
    await rowOf(page, STARTUP).getByTestId('startup-edit').click();
    const editForm = page.getByTestId('startup-form');
    await editForm.waitFor();
    expect(await page.getByTestId('startup-form-website').inputValue()).toBe(WEBSITE);
    await page.getByTestId('startup-form-name').fill('');
    await page.getByTestId('startup-form-save').click();
    await expect.poll(() => textOf(editForm), POLL).toContain('Name is a required field');
    await page.getByTestId('startup-form-name').fill(RENAMED);
    await page.getByTestId('startup-form-founding-year').fill('2021');
    await page.getByTestId('startup-form-save').click();
    await expectToast(page, `${RENAMED} was saved`);
    await rowOf(page, RENAMED).waitFor(POLL);
    expect(await textOf(rowOf(page, RENAMED).getByTestId('startup-founding-year'))).toBe('2021');
    expect(await rowOf(page, STARTUP).count()).toBe(0);

    // Delete the startup behind its confirmation.
    await rowOf(page, RENAMED).getByTestId('startup-delete').click();
    // The confirmation names the startup.
    const confirm = page.getByTestId('startups-delete-confirm');
    await confirm.waitFor();
    expect(await textOf(page.getByRole('dialog'))).toContain(RENAMED);
    await confirm.click();
    await expectToast(page, `${RENAMED} was deleted`);
    await rowOf(page, RENAMED).waitFor({ state: 'detached', ...POLL });
    const left = await graphqlByApi<{ startups: { totalCount: number } }>(
      'query ($search: String) { startups(search: $search) { totalCount } }',
      { search: STAMP },
      adminToken,
      ORG,
    );
    expect(left.startups.totalCount).toBe(0);

    // And the programme.
    await page.goto(appUrl('/startups/programs', ORG));
    await programmeRow(page).getByTestId('program-delete').click();
    await page.getByTestId('startups-delete-confirm').click();
    await expectToast(page, `The programme ${PROGRAMME} was deleted`);
    await programmeRow(page).waitFor({ state: 'detached', ...POLL });
  });

  it('sends a cofounder away from /startups to the home page', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, COFOUNDER, ORG);
    await page.goto(appUrl('/startups', ORG));
    await page.waitForURL((url) => url.pathname === '/', POLL);
    await page.getByTestId('shell').waitFor();
    expect(await page.getByTestId('startups-portfolio-page').count()).toBe(0);
  });
});
