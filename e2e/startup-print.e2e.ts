import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STARTUP = 'Solaris Energy';
const POLL = { timeout: 30_000 };

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('the startup print view', () => {
  it('shows the startup on paper and downloads it as a PDF rendered by the server', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl(`/startups?search=${encodeURIComponent(STARTUP)}`, ORG));
    await page.locator(`[data-startup-name="${STARTUP}"]`).first().getByRole('link', { name: STARTUP }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/file/activities'), POLL);
    await page.getByTestId('startup-file-print').click();
    await page.waitForURL((url) => url.pathname.startsWith('/export/print/startup/'), POLL);
    await page.getByTestId('startup-print').waitFor(POLL);
    expect(await page.getByTestId('print-name').textContent()).toBe(STARTUP);
    // No shell around it: the page is for paper.
    expect(await page.getByTestId('shell-sidebar').count()).toBe(0);
    expect(await page.getByTestId('print-milestones').locator('tr').count()).toBe(5);
    // The visible custom fields of the demo (Stage, Team size, Pitch deck) are printed, not the hidden ones.
    const fields = page.getByTestId('profile-fields-table');
    expect(await fields.locator('th').allTextContents()).toEqual(['Stage', 'Team size', 'Pitch deck']);
    // A private note of the programme team is on the admin's print view.
    expect(await page.getByText('Investment committee: strong traction').count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download', POLL),
      page.getByTestId('print-download-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${STARTUP}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
  });
});
