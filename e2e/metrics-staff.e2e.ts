import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';
import { archiveMetricNamed, choose, turnOnBulkDataAssignation } from './support/metrics.ts';

/**
 * Issue 17 points 1–2, the staff side of metrics, as the demo admin meets it: Startups › Metrics and collection, the
 * definitions tab, a new MONETARY metric that must stay below Revenue, then that metric assigned to a programme from
 * January of last year, seen in the assignments, its startup in the late list (its months past their deadline), and
 * Unassign (asked first). The programme and its startup are made here through the API so that no other file's startups
 * get forms, tasks or posts; afterAll stops any collection left, archives the metric and puts the flag
 * bulkDataAssignation back as it was.
 * Refusals (mentors, founders) are server tests (metric.test.ts).
 */
const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const POLL = { timeout: 20_000 };
const STAMP = Date.now().toString(36);
const METRIC = `Marketing spend ${STAMP}`;
const PROGRAM = `Metrics cohort ${STAMP}`;
const STARTUP = `Lantern Labs ${STAMP}`;

let session: BrowserSession;
let adminToken: string;
let restoreBulk: (() => Promise<void>) | undefined;
let revenueId = '';

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlByApi<T>(query, variables, adminToken, ORG);

beforeAll(async () => {
  restoreBulk = await turnOnBulkDataAssignation(ORG);
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  const program = await asAdmin<{ createProgram: { _id: string } }>(
    'mutation ($n: String!) { createProgram(input: { name: $n }) { _id } }',
    { n: PROGRAM },
  );
  await asAdmin('mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }', {
    input: { name: STARTUP, memberIds: [], programIds: [program.createProgram._id] },
  });
  const metrics = await asAdmin<{ metrics: { id: string; coreKey: string | null }[] }>('{ metrics { id coreKey } }');
  revenueId = metrics.metrics.find((metric) => metric.coreKey === 'revenue')?.id ?? '';
  expect(revenueId).not.toBe('');
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
  await archiveMetricNamed(adminToken, ORG, METRIC);
  await restoreBulk?.();
});

describe('metrics, the staff side', () => {
  it('defines a metric checked against Revenue, collects it from a programme and shows the late startup', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl('/', ORG));

    // Sidebar: Startups › Metrics and collection, then the definitions tab.
    const sidebar = page.getByTestId('shell-sidebar');
    await sidebar.getByTestId('nav-startups').click();
    await sidebar.getByTestId('nav-metricsCollection').click();
    await page.waitForURL((url) => url.pathname === '/startups/metrics/data-collection', POLL);
    await page.getByTestId('data-collection-page').waitFor(POLL);
    expect(await page.title()).toMatch(/^Metrics and collection - /);
    await page.getByTestId('metrics-tab-definitions').click();
    await page.waitForURL((url) => url.pathname === '/startups/metrics/definitions', POLL);
    await page.locator('[data-testid="metric-definition-row"][data-metric-name="Revenue"]').waitFor(POLL);

    // New metric: MONETARY (the default unit), less than Revenue. Save first says what is missing.
    await page.getByTestId('metrics-create').click();
    const modal = page.getByTestId('metric-definition-modal');
    await modal.getByTestId('validation-add').click();
    await choose(page, 'validation-target', 'Another metric', null);
    await page.getByTestId('metric-definition-save').click();
    await modal.getByText('A metric needs a name').waitFor(POLL);
    await modal.getByText('Choose a metric').waitFor(POLL);
    await page.getByTestId('metric-name').fill(METRIC);
    await choose(page, 'validation-metric', 'Revenue');
    await page.getByTestId('validation-label').fill('Spend stays below revenue');
    await page.getByTestId('metric-definition-save').click();
    await modal.waitFor({ state: 'detached', ...POLL });

    const row = page.locator(`[data-testid="metric-definition-row"][data-metric-name="${METRIC}"]`);
    await row.waitFor(POLL);
    expect(await row.getByTestId('metric-unit-cell').textContent()).toBe('Money');
    expect(await row.getByTestId('metric-validations-count').textContent()).toBe('1');
    const defined = await asAdmin<{
      metrics: {
        id: string;
        name: { value: string }[];
        unitOfMeasure: { unitType: string };
        validations: { rule: string; targetKind: string; metricIds: string[]; label: string | null }[];
      }[];
    }>('{ metrics { id name { value } unitOfMeasure { unitType } validations { rule targetKind metricIds label } } }');
    const metric = defined.metrics.find((m) => m.name.some((name) => name.value === METRIC));
    expect(metric?.unitOfMeasure.unitType).toBe('MONETARY');
    expect(metric?.validations).toEqual([
      { rule: 'lessThan', targetKind: 'metric', metricIds: [revenueId], label: 'Spend stays below revenue' },
    ]);

    // Data collection: the metric, the programme, from January of last year.
    await page.getByTestId('metrics-tab-collection').click();
    await page.waitForURL((url) => url.pathname === '/startups/metrics/data-collection', POLL);
    await choose(page, 'assign-metrics-metrics', METRIC);
    await page.keyboard.press('Escape');
    await choose(page, 'assign-metrics-programs', PROGRAM);
    await page.keyboard.press('Escape');
    await page.getByTestId('assign-metrics-starts-on').click();
    await page.getByRole('button', { name: 'Previous year' }).click();
    await page.getByRole('button', { name: 'Jan', exact: true }).click();
    const lastYear = new Date().getFullYear() - 1;
    expect(await page.getByTestId('assign-metrics-starts-on').textContent()).toContain(String(lastYear));
    await page.getByTestId('assign-metrics-submit').click();
    await page.getByTestId('metrics-staff-toast-success').getByText('Assignments added: 1').waitFor(POLL);

    const assignment = page.locator(
      `[data-testid="metric-assignment"][data-metric-name="${METRIC}"][data-target-name="${PROGRAM}"]`,
    );
    await assignment.waitFor(POLL);
    expect(await assignment.textContent()).toContain('Programme');

    // The late list: the programme's startup, oldest deadline first, some days late.
    const late = page.locator(`[data-testid="late-metric-form"][data-startup-name="${STARTUP}"]`).first();
    await late.waitFor(POLL);
    expect(Number((await late.getByTestId('late-days').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
    const listed = await asAdmin<{ lateMetricForms: { total: number; items: { startupName: string }[] } }>(
      '{ lateMetricForms { total items { startupName } } }',
    );
    expect(listed.lateMetricForms.items.some((item) => item.startupName === STARTUP)).toBe(true);

    // Unassign asks first; then the assignment is gone.
    await assignment.getByTestId('metric-unassign').click();
    await page.getByTestId('unassign-confirm').click();
    await assignment.waitFor({ state: 'detached', ...POLL });
    const remaining = await asAdmin<{ metricAssignments: { programName: string | null }[] }>(
      '{ metricAssignments { programName } }',
    );
    expect(remaining.metricAssignments.some((a) => a.programName === PROGRAM)).toBe(false);
  });
});
