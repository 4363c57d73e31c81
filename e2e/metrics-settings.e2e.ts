import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

/**
 * Issue 17 point 8a: the demo admin opens Settings › Metrics, changes the days startups have to report and saves;
 * the page shows the saved value again after a reload. afterAll puts the settings back as they were. Refusals, bad
 * values, deadlines, reminders and the core metrics offered are server tests (metric-settings.test.ts).
 */
const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const POLL = { timeout: 20_000 };
const FIELDS = 'reportingDays remindBeforeDays remindAfterDeadline remindAgainAfterDays enabledCoreMetrics';

interface Settings {
  reportingDays: number;
  remindBeforeDays: number;
  remindAfterDeadline: boolean;
  remindAgainAfterDays: number;
  enabledCoreMetrics: string[];
}

let session: BrowserSession;
let token: string;
let before: Settings | null = null;

const read = async () =>
  (await graphqlByApi<{ metricSettings: Settings }>(`{ metricSettings { ${FIELDS} } }`, {}, token, ORG)).metricSettings;

beforeAll(async () => {
  token = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  before = await read();
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
  if (token && before) {
    await graphqlByApi(
      `mutation ($input: MetricSettingsInput!) { updateMetricSettings(input: $input) { ${FIELDS} } }`,
      { input: before },
      token,
      ORG,
    );
  }
});

describe('metric settings', () => {
  it('changes the days to report and keeps them', async () => {
    const changed = before?.reportingDays === 14 ? 12 : 14;
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl('/admin/configuration/general', ORG));
    await page.getByTestId('settings-nav-metrics').click();
    await page.waitForURL((url) => url.pathname === '/admin/configuration/metrics', POLL);
    await page.getByRole('heading', { name: 'Metric settings', level: 1 }).waitFor(POLL);
    const days = page.getByRole('textbox', { name: 'Days to report' });
    expect(await days.inputValue()).toBe(String(before?.reportingDays));
    await days.fill(String(changed));
    await page.getByTestId('metric-settings-save').click();
    await page.getByTestId('metric-settings-toast-success').waitFor(POLL);
    expect((await read()).reportingDays).toBe(changed);

    await page.reload();
    await page.getByRole('textbox', { name: 'Days to report' }).waitFor(POLL);
    expect(await page.getByRole('textbox', { name: 'Days to report' }).inputValue()).toBe(String(changed));
  });
});
