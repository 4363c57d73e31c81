import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const ALPHA = `Batch Alpha ${STAMP}`;
const BETA = `Batch Beta ${STAMP}`;
/** A programme of the demo organisation. */
const PROGRAMME = 'Climate Track';
const POLL = { timeout: 15_000 };

let session: BrowserSession;
let adminToken: string;

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  for (const name of [ALPHA, BETA]) {
    await graphqlByApi(
      'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
      { input: { name } },
      adminToken,
      ORG,
    );
  }
});

/** Whatever the batch did not delete (a failed run) goes, so that the demo data stays as it was. */
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
  }
  await session?.close();
});

async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

const rowOf = (page: Page, name: string) => page.locator(`[data-testid="startup-row"][data-startup-name="${name}"]`);
/** The names the list shows, as cards or as rows. */
const listedNames = (page: Page) =>
  page
    .locator('[data-testid="startup-card"], [data-testid="startup-row"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-startup-name')));

/** Opens the management page on the startups of this file. */
async function openManagement(page: Page) {
  await page.goto(appUrl('/startups/management', ORG));
  await page.getByTestId('startups-management-page').waitFor();
  await page.getByTestId('startups-search').fill(STAMP);
  await expect.poll(() => listedNames(page), POLL).toEqual([ALPHA, BETA]);
}

/** Waits until the panel of the batch has ended successfully for two startups. */
async function expectBatchDone(page: Page) {
  const panel = page.locator('[data-testid="batch-panel"][data-status="SUCCEEDED"]');
  await panel.waitFor(POLL);
  expect(await panel.getAttribute('data-processed')).toBe('2');
  expect(await panel.getAttribute('data-total')).toBe('2');
  expect(await textOf(panel.getByTestId('batch-progress'))).toBe('2 startups processed and 0 failed startups');
  expect(await panel.getByTestId('batch-failed').count()).toBe(0);
}

describe('batch actions on startups', () => {
  it('adds two startups to a programme with the live panel, then deletes them', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await openManagement(page);

    // Select both rows: the bar counts them and the header box is checked.
    expect(await page.getByTestId('startups-batch-bar').count()).toBe(0);
    await rowOf(page, ALPHA).getByTestId('startup-select').click();
    const bar = page.getByTestId('startups-batch-bar');
    await bar.waitFor();
    expect(await textOf(page.getByTestId('startups-selected-count'))).toBe('1 selected');
    await rowOf(page, BETA).getByTestId('startup-select').click();
    await expect.poll(() => bar.getAttribute('data-count'), POLL).toBe('2');
    expect(await page.getByTestId('startups-select-all').isChecked()).toBe(true);

    // The admin may run every action.
    await page.getByTestId('startups-batch-menu').click();
    // The menu opens after the click: read its items once they are there.
    await page.getByRole('menuitem').last().waitFor();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).toEqual([
      'Add to programme…',
      'Remove from programme…',
      'Add tag…',
      'Remove tag…',
      'Add industry…',
      'Remove industry…',
      'Delete…',
    ]);
    await page.getByRole('menuitem', { name: 'Add to programme…' }).click();
    // Mantine's modal root has no box of its own: the dialog inside it is what shows.
    const modal = page.getByRole('dialog');
    await modal.waitFor();
    expect(await textOf(modal)).toContain('Selected startups: 2');
    expect(await page.getByTestId('startups-batch-start').isDisabled()).toBe(true);
    await page.getByTestId('startups-batch-target').click();
    await page.getByRole('option', { name: PROGRAMME, exact: true }).click();
    await page.getByTestId('startups-batch-start').click();
    await modal.waitFor({ state: 'hidden', ...POLL });

    // The live panel reaches 2 of 2; then the list shows the programme and the selection is gone.
    await expectBatchDone(page);
    await bar.waitFor({ state: 'detached', ...POLL });
    for (const name of [ALPHA, BETA]) {
      await expect.poll(() => textOf(rowOf(page, name)), POLL).toContain(PROGRAMME);
    }
    // On success the panel goes away by itself.
    await page.getByTestId('batch-panel').waitFor({ state: 'detached', ...POLL });

    // The portfolio filtered by the programme lists both.
    await page.goto(appUrl(`/startups?search=${STAMP}`, ORG));
    await page.getByTestId('startups-portfolio-page').waitFor();
    const filter = page.getByTestId('startups-filter-programs');
    await filter.click();
    await filter.fill(PROGRAMME);
    await page.getByRole('option', { name: PROGRAMME, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.getAll('program').length, POLL).toBe(1);
    await expect.poll(() => listedNames(page), POLL).toEqual([ALPHA, BETA]);

    // Delete both at once, after a confirmation that counts them.
    await openManagement(page);
    await page.getByTestId('startups-select-all').click();
    await expect.poll(() => bar.getAttribute('data-count'), POLL).toBe('2');
    await page.getByTestId('startups-batch-menu').click();
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    await modal.waitFor();
    expect(await textOf(page.getByTestId('startups-batch-delete-body'))).toContain('Selected startups: 2.');
    await page.getByTestId('startups-batch-start').click();
    await expectBatchDone(page);
    await page.getByTestId('startups-empty').waitFor(POLL);
    await bar.waitFor({ state: 'detached', ...POLL });
    const left = await graphqlByApi<{ startups: { totalCount: number } }>(
      'query ($search: String) { startups(search: $search) { totalCount } }',
      { search: STAMP },
      adminToken,
      ORG,
    );
    expect(left.startups.totalCount).toBe(0);
  });
});
