import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';
import { archiveMetricNamed, choose, turnOnBulkDataAssignation } from './support/metrics.ts';

/**
 * Issue 17's "Done when", one journey: staff define a monetary metric that must stay below Revenue and collect it
 * from the Spring Accelerator programme from last month; the demo cofounder meets the checker (Solaris is not
 * categorised and its latest month is open, so the new metric joins that month's form), categorises, fills the form
 * (a comma decimal is accepted, a value breaking a rule says so and Save waits), and is up to date; the timeline shows
 * the report with its changes; staff see the metric's chart on the startup file and the programme's sum on portfolio
 * analytics. Definitions' details, the late list and unassigning are e2e/metrics-staff.e2e.ts; the analytics pages'
 * details e2e/metrics-analytics.e2e.ts; refusals are server tests (metric.test.ts).
 * No other e2e file relies on Solaris' categorization or its open month (a founder cannot take a submission back);
 * afterAll stops the collection, archives the metric and puts the flag bulkDataAssignation back as it was.
 */
const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const COFOUNDER = 'cofounder@demo.cohort.test';
const PROGRAM = 'Spring Accelerator';
const STAMP = Date.now().toString(36);
const METRIC = `Marketing spend ${STAMP}`;
const POLL = { timeout: 20_000 };

let session: BrowserSession;
let adminToken: string;
let restoreBulk: (() => Promise<void>) | undefined;

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlByApi<T>(query, variables, adminToken, ORG);

beforeAll(async () => {
  restoreBulk = await turnOnBulkDataAssignation(ORG);
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
  await archiveMetricNamed(adminToken, ORG, METRIC);
  await restoreBulk?.();
});

const checkerOf = (page: Page) => page.locator('[data-testid="metrics-checker"][data-startup-name="Solaris Energy"]');
const enabled = (page: Page, testId: string) =>
  page.waitForFunction(
    (id) => !(document.querySelector(`[data-testid="${id}"]`) as HTMLButtonElement | null)?.disabled,
    testId,
  );

describe('metrics, from a definition to portfolio analytics', () => {
  it('defines and collects a metric, the cofounder reports it, and staff read it on the file and the portfolio', async () => {
    // Staff define the metric: money, less than Revenue, with the rule's own words.
    const admin = await session.newPage();
    await signInThroughLogin(admin, ADMIN, ORG);
    await admin.goto(appUrl('/startups/metrics/definitions', ORG));
    await admin.locator('[data-testid="metric-definition-row"][data-metric-name="Revenue"]').waitFor(POLL);
    await admin.getByTestId('metrics-create').click();
    const modal = admin.getByTestId('metric-definition-modal');
    await admin.getByTestId('metric-name').fill(METRIC);
    await modal.getByTestId('validation-add').click();
    await choose(admin, 'validation-target', 'Another metric', null);
    await choose(admin, 'validation-metric', 'Revenue');
    await admin.getByTestId('validation-label').fill('Spend stays below revenue');
    await admin.getByTestId('metric-definition-save').click();
    await modal.waitFor({ state: 'detached', ...POLL });
    await admin.locator(`[data-testid="metric-definition-row"][data-metric-name="${METRIC}"]`).waitFor(POLL);

    // And collect it from the programme, from last month (the month Solaris has open).
    await admin.getByTestId('metrics-tab-collection').click();
    await admin.waitForURL((url) => url.pathname === '/startups/metrics/data-collection', POLL);
    await choose(admin, 'assign-metrics-metrics', METRIC);
    await admin.keyboard.press('Escape');
    await choose(admin, 'assign-metrics-programs', PROGRAM);
    await admin.keyboard.press('Escape');
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await admin.getByTestId('assign-metrics-starts-on').click();
    if (lastMonth.getUTCFullYear() !== new Date().getUTCFullYear()) {
      await admin.getByRole('button', { name: 'Previous year' }).click();
    }
    const monthName = lastMonth.toLocaleString('en', { month: 'short', timeZone: 'UTC' });
    await admin.getByRole('button', { name: monthName, exact: true }).click();
    await admin.getByTestId('assign-metrics-submit').click();
    await admin.getByTestId('metrics-staff-toast-success').getByText('Assignments added: 1').waitFor(POLL);

    // The cofounder meets the checker: Fill now opens the categorization.
    const page = await session.newPage();
    await signInThroughLogin(page, COFOUNDER, ORG);
    await page.goto(appUrl('/', ORG));
    const checker = checkerOf(page);
    await checker.waitFor(POLL);
    expect(await checker.textContent()).toContain('You have metrics to update');
    expect(await checker.textContent()).toContain('Please update your metrics');
    await checker.getByTestId('metrics-checker-fill').click();

    // The categorization: No shows the questions, and Save waits for every answer.
    const categorization = page.getByTestId('metrics-categorization-modal');
    await categorization.getByTestId('metrics-skip-no').waitFor(POLL);
    await categorization.getByTestId('metrics-skip-no').click();
    const save = page.getByTestId('metrics-categorization-save');
    expect(await save.isDisabled()).toBe(true);
    for (const key of ['serviceIsLive', 'hasFreeUsers', 'isGeneratingSales', 'recurringRevenueModel']) {
      await categorization.getByTestId(`metrics-${key}-yes`).click();
    }
    await enabled(page, 'metrics-categorization-save');
    await save.click();

    // The month's data form follows, with the new metric in it.
    const form = page.getByTestId('metrics-form-modal');
    await form.getByTestId('metrics-form-period').waitFor(POLL);
    const submit = page.getByTestId('metrics-form-save');
    expect(await submit.isDisabled()).toBe(true);
    expect(await form.getByTestId('metrics-form-hint').textContent()).toBe(
      'You need to fill at least one of these fields',
    );
    await form.getByLabel('Employees', { exact: true }).fill('4,5');
    await form.getByLabel('Revenue', { exact: true }).fill('30000');
    // More spend than revenue breaks the rule: its own words, and Save waits.
    const spend = form.getByLabel(METRIC, { exact: true });
    await spend.fill('45000');
    await form.getByText('Spend stays below revenue').waitFor(POLL);
    expect(await submit.isDisabled()).toBe(true);
    // A comma decimal is read as the decimal point.
    await spend.fill('12000,50');
    await enabled(page, 'metrics-form-save');
    expect(await form.getByText('Spend stays below revenue').count()).toBe(0);
    await submit.click();

    // Nothing else is pending: up to date, and the checker is gone.
    await page.getByTestId('metrics-up-to-date').waitFor(POLL);
    expect(await page.getByTestId('metrics-up-to-date').textContent()).toBe('Metrics are up to date.');
    await page.getByTestId('metrics-done-close').click();
    expect(await checkerOf(page).count()).toBe(0);

    // Staff open Solaris: the timeline shows the report, each value with its change (the new metric is a first).
    const { startups } = await asAdmin<{ startups: { results: { _id: string; name: string }[] } }>(
      '{ startups(search: "Solaris Energy") { results { _id name } } }',
    );
    const solaris = startups.results.find((startup) => startup.name === 'Solaris Energy')?._id;
    await admin.goto(appUrl(`/startup/${solaris}/file/activities`, ORG));
    const report = admin.getByTestId('metric-submission').first();
    await report.waitFor(POLL);
    const spendRow = report.getByTestId('metric-submission-row').filter({ hasText: METRIC });
    expect(await spendRow.getByTestId('metric-submission-value').textContent()).toContain('12,000.5');
    await expect
      .poll(() => report.getByTestId('metric-submission-change').filter({ hasText: '%)' }).count(), POLL)
      .toBeGreaterThan(0);

    // The analytics tab charts the metric.
    await admin.getByTestId('startup-file-tab-analytics').click();
    const card = admin.getByTestId('startup-analytics-metric').filter({ hasText: METRIC });
    await card.waitFor(POLL);
    await card.locator('svg.recharts-surface').first().waitFor(POLL);

    // Portfolio analytics: the programme's sum of the metric.
    await admin.goto(appUrl('/startups/analytics', ORG));
    await admin.getByTestId('portfolio-analytics').waitFor(POLL);
    await choose(admin, 'portfolio-analytics-metric', METRIC, null);
    await choose(admin, 'portfolio-analytics-aggregation', 'Sum', null);
    await choose(admin, 'portfolio-analytics-group-by', 'Programme', null);
    const row = admin.getByTestId('portfolio-analytics-row').filter({ hasText: PROGRAM }).first();
    await row.waitFor(POLL);
    expect(await row.getByTestId('portfolio-analytics-value').textContent()).toBe('€12,000.50');
  });
});
