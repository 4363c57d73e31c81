import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const COFOUNDER = 'cofounder@demo.cohort.test';
const COMMUNITY_MEMBER = 'communitymember@demo.cohort.test';
const COACH = 'coach@demo.cohort.test';

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await launchBrowser();
  page = await session.newPage();
  await signInThroughLogin(page, ADMIN, ORG);
});

afterAll(async () => {
  await session?.close();
});

/** The e-mails of the listed rows, sorted. */
const listedEmails = () =>
  page.getByTestId('user-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-email') ?? '').sort());

/** Waits until the table lists exactly these users. */
async function expectListed(emails: string[]) {
  await expect.poll(listedEmails, { timeout: 15_000 }).toEqual([...emails].sort());
}

const rowOf = (email: string) => page.locator(`[data-testid="user-row"][data-email="${email}"]`);
const tagsOf = (email: string) => rowOf(email).getByTestId('user-tag').allTextContents();

describe('users page: tags, the Founder label and filters in the address', () => {
  it('filters by a user tag, shows the tags and the Founder label, and keeps the filter on reload', async () => {
    await page.goto(appUrl('/admin/configuration/users', ORG));
    await page.getByTestId('users-table').waitFor();
    expect(await page.getByTestId('user-row').count()).toBeGreaterThan(2);

    await page.getByTestId('users-filter-tag').click();
    await page.getByRole('option', { name: 'Batch 2026', exact: true }).click();
    await page.keyboard.press('Escape');
    await expectListed([COFOUNDER, COMMUNITY_MEMBER]);

    // The chosen tag is in the address.
    const url = new URL(page.url());
    expect(url.pathname).toBe('/admin/configuration/users');
    expect(url.searchParams.getAll('tag')).toHaveLength(1);

    // The sole person of their startup reads Founder; the tags show as badges in their colours.
    expect(await rowOf(COFOUNDER).getByTestId('user-role').textContent()).toBe('Founder');
    expect((await tagsOf(COFOUNDER)).sort()).toEqual(['Batch 2026', 'Fintech']);
    expect(await rowOf(COMMUNITY_MEMBER).getByTestId('user-role').textContent()).toBe('Community Member');
    expect(await tagsOf(COMMUNITY_MEMBER)).toEqual(['Batch 2026']);
    const batchColour = await rowOf(COMMUNITY_MEMBER)
      .getByTestId('user-tag')
      .evaluate((badge) => getComputedStyle(badge).color);
    // Batch 2026 is #1c7ed6 in the demo taxonomy.
    expect(batchColour).toBe('rgb(28, 126, 214)');

    // The export holds the filtered users with their role label and tags.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('users-export').click()]);
    const stream = await download.createReadStream();
    let csv = '';
    for await (const chunk of stream) csv += String(chunk);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('First name,Last name,Email,Role,Tags,Status,Created');
    expect(lines).toHaveLength(3);
    const founderLine = lines.find((line) => line.includes(COFOUNDER)) ?? '';
    expect(founderLine).toMatch(/,Founder,"(Batch 2026, Fintech|Fintech, Batch 2026)",Active,\d{4}-/);

    await page.reload();
    await page.getByTestId('users-table').waitFor();
    await expectListed([COFOUNDER, COMMUNITY_MEMBER]);
    expect(await page.getByTestId('users-filter-tag-pill').allTextContents()).toEqual(['Batch 2026']);

    // Clearing the filter lists everyone again and empties the address.
    await page.getByTestId('users-filter-tag-pill').locator('button').click();
    await expect.poll(() => page.getByTestId('user-row').count(), { timeout: 15_000 }).toBeGreaterThan(2);
    expect(new URL(page.url()).search).toBe('');
  });

  it('prefills the search from the link global search makes, and writes what is typed into the address', async () => {
    await page.goto(appUrl('/admin/configuration/users?search=Camille', ORG));
    await page.getByTestId('users-table').waitFor();
    expect(await page.getByTestId('users-search').inputValue()).toBe('Camille');
    await expectListed([COACH]);

    await page.getByTestId('users-search').fill('Chiara');
    await expectListed([COMMUNITY_MEMBER]);
    await expect.poll(() => new URL(page.url()).searchParams.get('search'), { timeout: 10_000 }).toBe('Chiara');

    await page.reload();
    await page.getByTestId('users-table').waitFor();
    expect(await page.getByTestId('users-search').inputValue()).toBe('Chiara');
    await expectListed([COMMUNITY_MEMBER]);
  });
});
