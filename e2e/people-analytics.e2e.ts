import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

/**
 * Issue 17 point 8, user analytics as the demo staff member meets it: from the sidebar to /community/people/analytics,
 * the demo organisation's people in figures (checked against peopleAnalytics), then filtered by the Mentor role and
 * downloaded as XLSX. Nothing is changed, so afterAll only closes the browser.
 */
const ORG = 'demo';
const STAFF = 'staff@demo.cohort.test';
const POLL = { timeout: 20_000 };

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

interface Figures {
  peopleAnalytics: { total: number; byRole: { key: string; extra: string | null; count: number }[] };
}
const FIGURES = 'query ($roleIds: [ID!]) { peopleAnalytics(roleIds: $roleIds) { total byRole { key extra count } } }';

describe('user analytics', () => {
  it('opens from the menu, counts the demo people and narrows them to a role', async () => {
    const token = await signInByApi(STAFF, DEMO_PASSWORD, ORG);
    const everyone = (await graphqlByApi<Figures>(FIGURES, {}, token, ORG)).peopleAnalytics;
    const mentorRole = everyone.byRole.find((role) => role.extra === 'Mentor');
    expect(mentorRole?.count).toBeGreaterThan(0);
    expect(mentorRole?.count).toBeLessThan(everyone.total);

    const page = await session.newPage();
    await signInThroughLogin(page, STAFF, ORG);
    const sidebar = page.getByTestId('shell-sidebar');
    await sidebar.getByTestId('nav-startups').click();
    await sidebar.getByTestId('nav-userAnalytics').click();
    await page.waitForURL((url) => url.pathname === '/community/people/analytics', POLL);

    const total = page.getByTestId('people-analytics-total');
    await expect.poll(() => total.getAttribute('data-value'), POLL).toBe(String(everyone.total));
    // The charts: people by role and the weekly sign-ins (the staff member's own sign-ins among them).
    await page.getByTestId('people-analytics-by-role').locator('svg.recharts-surface').first().waitFor(POLL);
    await page.getByTestId('people-analytics-sign-ins-chart').locator('svg.recharts-surface').first().waitFor(POLL);
    await expect
      .poll(async () => Number(await page.getByTestId('people-analytics-sign-ins').getAttribute('data-value')), POLL)
      .toBeGreaterThan(0);

    // Mentors only: the figures narrow to the role's count.
    await page.getByTestId('people-analytics-roles').click();
    await page.getByRole('option', { name: 'Mentor', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => total.getAttribute('data-value'), POLL).toBe(String(mentorRole?.count));
    const mentors = (await graphqlByApi<Figures>(FIGURES, { roleIds: [mentorRole?.key] }, token, ORG)).peopleAnalytics;
    expect(mentors.total).toBe(mentorRole?.count);

    // The figures as XLSX: the groups' sheet starts with the mentors' total.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('people-analytics-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^user-analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Groups', 'Weeks']);
    const rows = workbook.worksheets[0]?.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual(['Grouping', 'Group', 'People']);
    expect(rows[1]?.[3]).toBe(mentors.total);
    expect(rows.find((row) => row[1] === 'Role' && row[2] === 'Mentor')?.[3]).toBe(mentors.total);
    await page.close();
  });
});
