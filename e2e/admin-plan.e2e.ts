import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'acme';
const ADMIN = 'admin@acme.cohort.test';
const SYSTEM = 'system@acme.cohort.test';
const FLAG = 'broadSearch';
const PLAN_FEATURES = [
  'HOUR_ALLOCATION',
  'STARTUP_DOCUMENTS',
  'DATA_ASSETS',
  'VIDEO_CONFERENCING',
  'GOOGLE_UNLINK_CALENDAR',
  'BULK_APPLICATION_EXPORT',
  'CUSTOM_ROLES',
  'CUSTOM_FIELD_EDITING',
];

let session: BrowserSession;
const industryNames: string[] = [];
let originalFlag: boolean | null = null;

beforeAll(async () => {
  session = await launchBrowser();
});

afterAll(async () => {
  // Remove any industry this file left behind when a step failed.
  const token = await signInByApi(ADMIN, DEMO_PASSWORD, ORG).catch(() => null);
  if (token && industryNames.length > 0) {
    const data = await graphqlByApi<{ industries: { _id: string; name: string }[] }>(
      '{ industries { _id name } }',
      {},
      token,
      ORG,
    ).catch(() => null);
    for (const industry of data?.industries ?? []) {
      if (!industryNames.includes(industry.name)) continue;
      await graphqlByApi(
        'mutation ($id: ID!) { deleteIndustry(industryId: $id) }',
        { id: industry._id },
        token,
        ORG,
      ).catch(() => undefined);
    }
  }
  if (originalFlag !== null) {
    // Put the switched flag back for the other files.
    const systemToken = await signInByApi(SYSTEM, DEMO_PASSWORD, ORG).catch(() => null);
    if (systemToken) {
      await graphqlByApi(
        'mutation ($name: FeatureFlagName!, $enabled: Boolean!) { setFeatureFlag(name: $name, enabled: $enabled) { enabled } }',
        { name: FLAG, enabled: originalFlag },
        systemToken,
        ORG,
      ).catch(() => undefined);
    }
  }
  await session?.close();
});

/** Signs in through the login page of the organisation under test. */
const signIn = (page: Page, email: string) => signInThroughLogin(page, email, ORG);

describe('plan and industries settings', () => {
  it('shows the plan with its licences, features and feature flags, and manages industries', async () => {
    const page = await session.newPage();
    await signIn(page, ADMIN);

    await page.goto(appUrl('/admin/configuration/plan', ORG));
    await page.getByTestId('plan-page').waitFor();
    const licences = page.getByTestId('plan-licences');
    await licences.waitFor();
    expect(await licences.textContent()).toMatch(/Licensed users: \d+ \/ \d+/);

    const features = page.getByTestId('plan-feature');
    await expect.poll(() => features.count()).toBe(PLAN_FEATURES.length);
    expect(await features.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-feature')))).toEqual(
      PLAN_FEATURES,
    );
    const customRoles = page.locator('[data-testid="plan-feature"][data-feature="CUSTOM_ROLES"]');
    expect(await customRoles.getAttribute('data-included')).toBe('true');
    expect(await customRoles.textContent()).toContain('Custom roles');

    // Every feature flag is listed read-only with its state.
    const flags = page.getByTestId('plan-flags').getByTestId('plan-flag');
    await expect.poll(() => flags.count()).toBeGreaterThan(50);
    const milestones = page.locator('[data-testid="plan-flag"][data-flag="milestones"]');
    expect(['true', 'false']).toContain(await milestones.getAttribute('data-enabled'));
    expect(await page.getByTestId('settings-nav-flags').count()).toBe(0);

    // Industries: add one with a unique name, rename it, delete it.
    await page.getByTestId('settings-nav-industries').click();
    await page.waitForURL((url) => url.pathname === '/admin/configuration/industries');
    await page.getByTestId('industries-page').waitFor();

    const name = `E2E Industry ${Date.now()}`;
    const renamed = `${name} renamed`;
    industryNames.push(name, renamed);
    await page.getByTestId('industry-add-name').fill(name);
    await page.getByTestId('industry-add-submit').click();
    const row = page.getByTestId('industry-row').filter({ hasText: name });
    await row.waitFor();
    const industryId = await row.getAttribute('data-industry-id');
    expect(industryId).toBeTruthy();
    expect(await page.getByTestId('industry-add-name').inputValue()).toBe('');

    // The same name again is refused by the server.
    await page.getByTestId('industry-add-name').fill(name);
    await page.getByTestId('industry-add-submit').click();
    await page.getByTestId('industry-error').waitFor();
    expect(await page.getByTestId('industry-error').textContent()).toContain('This industry already exists');
    await page.getByTestId('industry-add-name').fill('');

    const byId = page.locator(`[data-testid="industry-row"][data-industry-id="${industryId}"]`);
    await byId.getByTestId('industry-rename').click();
    await byId.getByTestId('industry-rename-input').fill(renamed);
    await byId.getByTestId('industry-rename-save').click();
    await expect.poll(() => byId.getByTestId('industry-name').textContent()).toBe(renamed);

    await byId.getByTestId('industry-delete').click();
    await page.getByTestId('industry-delete-confirm').click();
    await byId.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByTestId('industries-page').waitFor();
    // Wait for the list (or its empty state) before checking the industry is gone.
    await page.getByTestId('industry-row').first().or(page.getByTestId('industries-empty')).waitFor();
    expect(await page.locator(`[data-testid="industry-row"][data-industry-id="${industryId}"]`).count()).toBe(0);
  });

  it('lets a platform operator (System) switch a feature flag', async () => {
    const page = await session.newPage();
    await signIn(page, SYSTEM);
    await page.goto(appUrl('/admin/configuration/flags', ORG));
    await page.getByTestId('flags-page').waitFor();
    expect(await page.getByTestId('settings-nav-flags').count()).toBe(1);
    const flagSwitch = page.locator(`[data-testid="flag-switch"][data-flag="${FLAG}"]`);
    await flagSwitch.waitFor({ state: 'attached' });
    const before = await flagSwitch.isChecked();
    originalFlag = before;
    await flagSwitch.click({ force: true });
    await expect.poll(() => flagSwitch.isChecked()).toBe(!before);
    const token = await signInByApi(SYSTEM, DEMO_PASSWORD, ORG);
    const data = await graphqlByApi<{ incubator: { featureFlags: Record<string, { enabled: boolean }> } }>(
      `{ incubator { featureFlags { ${FLAG} { enabled } } } }`,
      {},
      token,
      ORG,
    );
    expect(data.incubator.featureFlags[FLAG]?.enabled).toBe(!before);
  });
});
