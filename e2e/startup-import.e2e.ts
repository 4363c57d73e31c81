import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const ONE = `Import Test One ${STAMP}`;
const TWO = `Import Test Two ${STAMP}`;
const BAD = `Import Test Bad ${STAMP}`;
const POLL = { timeout: 15_000 };

/** Two good rows (one in a demo programme) and one founded too early; the "notes" column is not read. */
const CSV = [
  'name,description,website,founding year,programmes,industries,tags,notes',
  `${ONE},Imported with its programme,import-one-${STAMP}.example,2020,Spring Accelerator,,,first`,
  `${TWO},,,,,,,`,
  `${BAD},,,1900,,,,too old`,
].join('\n');

let session: BrowserSession;
let adminToken: string;

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
});

async function importedCount(): Promise<number> {
  const { startups } = await graphqlByApi<{ startups: { totalCount: number } }>(
    'query ($search: String) { startups(search: $search) { totalCount } }',
    { search: STAMP },
    adminToken,
    ORG,
  );
  return startups.totalCount;
}

/** The startups this file imported go, so that the demo data stays as it was. */
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

const importRow = (page: Page, line: number) => page.locator(`[data-testid="startup-import-row"][data-line="${line}"]`);
const startupRow = (page: Page, name: string) =>
  page.locator(`[data-testid="startup-row"][data-startup-name="${name}"]`);

describe('startup CSV import', () => {
  it('previews a file with its row errors, imports the valid rows once confirmed, and lists them', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl('/startups/management', ORG));
    await page.getByTestId('startups-management-page').waitFor();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const modal = page.getByTestId('startup-import-modal');
    await page.getByTestId('startup-import-choose').waitFor();
    const fileInput = page.getByTestId('startup-import-file');

    // A file over 1 MB is refused in the browser, before anything is sent.
    await fileInput.setInputFiles({
      name: 'huge.csv',
      mimeType: 'text/csv',
      buffer: Buffer.alloc(1_000_001, 'a'),
    });
    expect(await textOf(page.getByTestId('startup-import-error'))).toBe('The file is too large: at most 1 MB.');

    // The preview: two valid rows, one with its error in a highlighted row, the unread column named.
    await fileInput.setInputFiles({ name: 'startups.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByTestId('startup-import-preview').waitFor(POLL);
    expect(await textOf(page.getByTestId('startup-import-valid-count'))).toBe('Valid rows: 2');
    expect(await textOf(page.getByTestId('startup-import-invalid-count'))).toBe('Rows with errors: 1');
    expect(await textOf(page.getByTestId('startup-import-ignored-columns'))).toBe('Columns not imported: notes');
    expect(await importRow(page, 2).getAttribute('data-invalid')).toBe('false');
    expect(await textOf(importRow(page, 2))).toContain('Spring Accelerator');
    expect(await importRow(page, 4).getAttribute('data-invalid')).toBe('true');
    expect(await textOf(importRow(page, 4).getByTestId('startup-import-row-errors'))).toBe(
      'Founding year must be greater than or equal to 1950',
    );

    // Only the rows with errors, on demand.
    await page.getByRole('switch', { name: 'Only rows with errors' }).click();
    await expect.poll(() => page.getByTestId('startup-import-row').count(), POLL).toBe(1);
    expect(await importRow(page, 4).count()).toBe(1);

    // Importing the valid rows asks first; nothing is imported before the confirmation.
    const submit = page.getByTestId('startup-import-submit');
    expect(await textOf(submit)).toBe('Import the 2 valid rows');
    await submit.click();
    const confirm = page.getByTestId('startup-import-confirm');
    await confirm.waitFor();
    expect(await textOf(confirm)).toContain(
      'Rows with errors (1 of 3) will not be imported. Nothing has been imported yet',
    );
    expect(await importedCount()).toBe(0);
    await page.getByTestId('startup-import-confirm-submit').click();

    await page
      .getByTestId('startups-toast-success')
      .filter({ hasText: 'Startups imported: 2. Rows skipped: 1.' })
      .first()
      .waitFor(POLL);
    await modal.waitFor({ state: 'detached', ...POLL });
    expect(await importedCount()).toBe(2);

    // The management list shows the imported startups, with the programme of the file.
    await page.getByTestId('startups-search').fill(ONE);
    await startupRow(page, ONE).waitFor(POLL);
    expect(await textOf(startupRow(page, ONE))).toContain('Spring Accelerator');
    await page.getByTestId('startups-search').fill(STAMP);
    await startupRow(page, TWO).waitFor(POLL);
    expect(await startupRow(page, BAD).count()).toBe(0);
  });
});
