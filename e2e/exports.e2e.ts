import { readFile } from 'node:fs/promises';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
/** The startups of the demo organisation (apps/server/src/demo/seed.ts). */
const DEMO_STARTUPS = ['Agrisense', 'Mediflow Health', 'Solaris Energy'];

let session: BrowserSession;
let adminToken: string;

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
});

afterAll(async () => {
  await session?.close();
});

describe('exports', () => {
  it('exports the portfolio to Excel from /startups, and downloads the file from the export history', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl('/startups', ORG));
    await page.getByTestId('startups-portfolio-page').waitFor();

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    const toast = page.getByTestId('export-toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Export started');

    // The account menu leads to the history, where the export finishes live.
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Export history' }).click();
    await page.waitForURL((url) => url.pathname === '/account/exports');
    const row = page.getByTestId('export-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-kind')).toBe('STARTUPS');
    expect(await row.getAttribute('data-format')).toBe('XLSX');
    await expect
      .poll(async () => (await row.getByTestId('export-status').textContent()) ?? '', { timeout: 30_000 })
      .toBe('Completed');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Download / }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^startups-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await download.path();
    const rows = await readSheet(await readFile(file));
    expect(rows[0]?.[0]).toBe('Name');
    const exported = rows.slice(1).map((cells) => cells[0]);

    // The rows are the portfolio as the admin sees it: the demo startups (and whatever other tests left), by name.
    const { startups } = await graphqlByApi<{ startups: { totalCount: number; results: { name: string }[] } }>(
      '{ startups(pageSize: 100) { totalCount results { name } } }',
      {},
      adminToken,
      ORG,
    );
    expect(exported).toEqual(startups.results.map((startup) => startup.name));
    expect(exported).toEqual(expect.arrayContaining(DEMO_STARTUPS));
    expect(await row.getByTestId('export-rows').textContent()).toBe(String(startups.totalCount));
  });
});
