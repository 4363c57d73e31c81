import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

/**
 * Issue 17, the analytics screens, as the demo admin meets them: a demo startup's analytics tab (a chart and the
 * periods of each metric it reports, and the periods as an XLSX file), then /startups/analytics with the sum of
 * revenue by programme (the figures checked against metricAggregates). Nothing is changed, so afterAll only closes
 * the browser.
 */
const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
/** A demo startup reporting every month (the decline). */
const STARTUP = 'Agrisense';
const POLL = { timeout: 20_000 };

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.getByTestId(testId).inputValue(), POLL).toBe(option);
}

describe('metrics analytics', () => {
  it("shows a startup's metrics over time and downloads their periods as XLSX", async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl(`/startups?search=${encodeURIComponent(STARTUP)}`, ORG));
    await page.getByTestId('startups-portfolio-page').waitFor();
    await page
      .locator(`[data-startup-name="${STARTUP}"]`)
      .first()
      .getByRole('link', { name: STARTUP, exact: true })
      .click();
    await page.waitForURL((url) => /^\/startup\/[^/]+\/file\/activities$/.test(url.pathname), POLL);
    // The timeline shows a month's report with each value and its change from the month before.
    const report = page.getByTestId('metric-submission').first();
    await report.waitFor(POLL);
    await expect
      .poll(() => report.getByTestId('metric-submission-change').filter({ hasText: '%)' }).count(), POLL)
      .toBeGreaterThan(0);
    await page.getByTestId('startup-file-tab-analytics').click();
    await page.waitForURL((url) => /^\/startup\/[^/]+\/file\/analytics$/.test(url.pathname), POLL);

    // A card per metric reported, each with its chart and a row per period (18 demo months, the latest maybe open).
    const cards = page.getByTestId('startup-analytics-metric');
    await cards.first().waitFor(POLL);
    const metricCount = await cards.count();
    expect(metricCount).toBeGreaterThanOrEqual(6);
    const revenue = cards.filter({ hasText: 'Revenue' }).first();
    await revenue.getByTestId('startup-analytics-chart').locator('svg.recharts-surface').first().waitFor(POLL);
    const periods = revenue.getByTestId('startup-analytics-period');
    expect(await periods.count()).toBeGreaterThanOrEqual(17);
    expect(await periods.first().textContent()).toMatch(/\d{4}.*€[\d,]+\.\d{2}$/);
    let totalPeriods = 0;
    for (let i = 0; i < metricCount; i++) {
      totalPeriods += await cards.nth(i).getByTestId('startup-analytics-period').count();
    }

    // Bars instead of lines.
    await page.getByTestId('startup-analytics-kind').getByText('Bar').click();
    await revenue.locator('.recharts-bar-rectangle').first().waitFor(POLL);

    // The file: a header row, then a row per metric and period, values as numbers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('startup-analytics-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^startup-metrics-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet).toBeDefined();
    const rows = sheet?.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual(['Metric', 'Unit', 'Period start', 'Period end', 'Value', 'Currency']);
    expect(rows).toHaveLength(totalPeriods + 1);
    const revenueRows = rows.filter((row) => row[1] === 'Revenue');
    expect(revenueRows.length).toBe(await periods.count());
    expect(typeof revenueRows[0]?.[5]).toBe('number');
    expect(revenueRows[0]?.[3]).toMatch(/^\d{4}-\d{2}-01$/);

    // Staff correct the latest revenue: a value that is not an amount is refused in words, the same value (typed with
    // a comma) is accepted and the correction is recorded; the demo's figure stays what it was.
    const latest = periods.first();
    const shown = await latest.textContent();
    await latest.getByTestId('startup-analytics-correct').click();
    const form = page.getByTestId('startup-analytics-correct-form');
    const input = form.getByTestId('startup-analytics-correct-value');
    const original = await input.inputValue();
    await input.fill('twelve');
    await form.getByTestId('startup-analytics-correct-save').click();
    await form.getByText(/Invalid (amount|number)/).waitFor(POLL);
    await input.fill(original.replace('.', ','));
    await form.getByTestId('startup-analytics-correct-save').click();
    await form.waitFor({ state: 'detached', ...POLL });
    await expect.poll(() => periods.first().textContent(), POLL).toBe(shown);
  });

  it('shows the sum of a metric by programme across the portfolio', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl('/startups/analytics', ORG));
    await page.getByTestId('portfolio-analytics').waitFor(POLL);
    await choose(page, 'portfolio-analytics-metric', 'Revenue');
    await choose(page, 'portfolio-analytics-aggregation', 'Sum');
    await choose(page, 'portfolio-analytics-group-by', 'Programme');
    await page.getByTestId('portfolio-analytics-chart').locator('svg.recharts-surface').first().waitFor(POLL);

    // The figures are the server's: the latest Climate Track sum, in the demo's euros.
    const token = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
    const { metrics } = await graphqlByApi<{ metrics: { _id: string; coreKey: string | null }[] }>(
      'query { metrics { _id coreKey } }',
      {},
      token,
      ORG,
    );
    const revenueId = metrics.find((m) => m.coreKey === 'revenue')?._id;
    const { metricAggregates } = await graphqlByApi<{
      metricAggregates: { groupName: string; periodFrom: string; sum: string | null }[];
    }>(
      'query ($id: ID!) { metricAggregates(metricId: $id, groupBy: program) { groupName periodFrom sum } }',
      { id: revenueId },
      token,
      ORG,
    );
    const climate = metricAggregates.filter((row) => row.groupName === 'Climate Track');
    expect(climate.length).toBeGreaterThan(0);
    const latest = climate.sort((a, b) => b.periodFrom.localeCompare(a.periodFrom))[0];
    const row = page.getByTestId('portfolio-analytics-row').filter({ hasText: 'Climate Track' }).first();
    await row.waitFor(POLL);
    const shown = (await row.getByTestId('portfolio-analytics-value').textContent()) ?? '';
    expect(shown).toMatch(/^€[\d,]+(\.\d{1,2})?$/);
    expect(Number(shown.replace(/[^\d.]/g, ''))).toBeCloseTo(Number(latest?.sum), 1);

    // The growth flags: Mediflow, three months late, has stopped reporting.
    const flag = page.getByTestId('portfolio-analytics-flag').filter({ hasText: 'Mediflow' });
    await flag.waitFor(POLL);
    expect(await flag.getAttribute('data-kind')).toBe('stopped');

    // The pie and the numbers of the latest period.
    await page.getByTestId('portfolio-analytics-chart-type').getByText('Pie').click();
    await page.getByTestId('analytics-pie').waitFor(POLL);
    await page.getByTestId('portfolio-analytics-chart-type').getByText('Number').click();
    const number = page.getByTestId('portfolio-analytics-number').filter({ hasText: 'Climate Track' });
    await number.waitFor(POLL);
    expect(await number.textContent()).toContain(shown);
  });
});
