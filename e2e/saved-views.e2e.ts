import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const VIEW_NAME = `Climate table ${STAMP}`;
const PROGRAMME = 'Climate Track';
const POLL = { timeout: 15_000 };

let session: BrowserSession;
let adminToken: string;

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
});

/** A view this file saved and did not delete through the page (a failed run) goes, so that the demo data stays. */
afterAll(async () => {
  if (adminToken) {
    const { savedViews } = await graphqlByApi<{ savedViews: { _id: string; name: string }[] }>(
      '{ savedViews(scope: STARTUPS) { _id name } }',
      {},
      adminToken,
      ORG,
    ).catch(() => ({ savedViews: [] }));
    for (const view of savedViews.filter((v) => v.name.includes(STAMP))) {
      await graphqlByApi('mutation ($id: ID!) { deleteSavedView(id: $id) }', { id: view._id }, adminToken, ORG).catch(
        () => undefined,
      );
    }
  }
  await session?.close();
});

async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

/** Picks an option of a Mantine select by typing part of it, then closes the list. */
async function pickOption(page: Page, select: Locator, name: string) {
  await select.click();
  await select.fill(name.slice(0, 8));
  await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

const portfolio = (page: Page) => page.getByTestId('startups-portfolio-page');
const viewsButton = (page: Page) => page.getByTestId('saved-views-button');
const savedRow = (page: Page) => page.locator(`[data-testid="saved-view"][data-view-name="${VIEW_NAME}"]`);
/** The programmes shown in each row of the table. */
const rowProgrammes = (page: Page) =>
  page
    .getByTestId('startup-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));

describe('saved views of the portfolio', () => {
  it('saves the filtered table as a view, brings it back from an unfiltered portfolio, then deletes it', async () => {
    const { programs } = await graphqlByApi<{ programs: { _id: string; name: string }[] }>(
      '{ programs { _id name } }',
      {},
      adminToken,
      ORG,
    );
    const climateId = programs.find((program) => program.name === PROGRAMME)?._id;
    expect(climateId).toBeTruthy();

    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl('/startups', ORG));
    await portfolio(page).waitFor();

    // Filter by Climate Track, show the table.
    await pickOption(page, page.getByTestId('startups-filter-programs'), PROGRAMME);
    await page.waitForURL((url) => url.searchParams.getAll('program').includes(climateId ?? ''));
    await page.getByTestId('startups-view-toggle').getByText('Table').click();
    await expect.poll(() => portfolio(page).getAttribute('data-view'), POLL).toBe('table');

    // Save it; an administrator (a startup manager) may share it, and leaves it to herself here.
    await viewsButton(page).click();
    await page.getByRole('button', { name: 'Save current view…' }).click();
    const form = page.getByTestId('save-view-form');
    await form.waitFor();
    await page.getByTestId('save-view-save').click();
    await expect.poll(() => textOf(form), POLL).toContain('Name is a required field');
    expect(await form.getByText('Share with the team').isVisible()).toBe(true);
    await form.getByLabel('Name').fill(VIEW_NAME);
    await page.getByTestId('save-view-save').click();
    await page
      .getByTestId('startups-toast-success')
      .filter({ hasText: `The view ${VIEW_NAME} was saved` })
      .waitFor(POLL);
    await form.waitFor({ state: 'detached' });
    // The page shows that view now.
    await expect.poll(() => viewsButton(page).getAttribute('data-active-view'), POLL).toBe(VIEW_NAME);
    expect(await textOf(viewsButton(page))).toBe(`View: ${VIEW_NAME}`);

    // Back to the whole portfolio, as cards.
    await page.goto(appUrl('/startups', ORG));
    await portfolio(page).waitFor();
    await page.getByTestId('startups-view-toggle').getByText('Cards').click();
    await expect.poll(() => portfolio(page).getAttribute('data-view'), POLL).toBe('cards');
    expect(new URL(page.url()).searchParams.has('program')).toBe(false);
    await expect.poll(() => textOf(viewsButton(page)), POLL).toBe('Views');

    // Views → the saved one: the address, the filter and the table come back.
    await viewsButton(page).click();
    const mine = page.getByTestId('saved-views-mine');
    await savedRow(page).waitFor(POLL);
    expect(await mine.locator(`[data-view-name="${VIEW_NAME}"]`).count()).toBe(1);
    await savedRow(page).getByRole('button', { name: VIEW_NAME, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.getAll('program').join(',') === climateId);
    await expect.poll(() => portfolio(page).getAttribute('data-view'), POLL).toBe('table');
    // Every row of the table is in the programme (once the filtered page has replaced the whole portfolio).
    await expect
      .poll(async () => {
        const rows = await rowProgrammes(page);
        return rows.length > 0 && rows.every((programmes) => programmes.includes(PROGRAMME));
      }, POLL)
      .toBe(true);
    // The programme filter shows its pill again.
    expect(await portfolio(page).locator('.mantine-MultiSelect-pill', { hasText: PROGRAMME }).count()).toBe(1);
    await expect.poll(() => viewsButton(page).getAttribute('data-active-view'), POLL).toBe(VIEW_NAME);

    // Delete it, after confirming.
    await viewsButton(page).click();
    await savedRow(page)
      .getByRole('button', { name: `Delete the view ${VIEW_NAME}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Delete the view ${VIEW_NAME}?` });
    await confirm.waitFor();
    expect(await textOf(confirm)).toContain(`The view ${VIEW_NAME} will be deleted.`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByTestId('startups-toast-success')
      .filter({ hasText: `The view ${VIEW_NAME} was deleted` })
      .waitFor(POLL);
    await expect.poll(() => textOf(viewsButton(page)), POLL).toBe('Views');
    await viewsButton(page).click();
    await page.getByTestId('saved-views-menu').waitFor();
    await expect.poll(() => savedRow(page).count(), POLL).toBe(0);
    // The list stays filtered: deleting a view changes nothing on the page.
    expect(new URL(page.url()).searchParams.getAll('program')).toEqual([climateId]);
  });
});
