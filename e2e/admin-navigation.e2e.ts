import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ADMIN = 'admin@demo.cohort.test';
const SYSTEM = 'system@demo.cohort.test';
const FLAG = 'activityFeed';

const CUSTOM_NAVIGATION = '{ customNavigation { name } }';
const UPDATE_NAVIGATION = `mutation ($entries: [CustomNavEntryInput!]!) {
  updateCustomNavigation(entries: $entries) { name }
}`;
const SET_FLAG = `mutation ($name: FeatureFlagName!, $enabled: Boolean!) {
  setFeatureFlag(name: $name, enabled: $enabled) { enabled }
}`;
const SIDEBAR = '{ setUp { sidebarV2 { name label locked submenu { name label } } } }';

interface SidebarItem {
  name: string;
  label: string | null;
  locked: boolean;
  submenu: { name: string; label: string | null }[];
}

/** The machine is shared: give the server's answers time to arrive. */
const POLL = { timeout: 10_000 };

let session: BrowserSession;
let navigationChanged = false;
let originalFlag: boolean | null = null;

/** Puts Demo's navigation back to its defaults, as the editor's Reset does. */
async function resetNavigationByApi(): Promise<void> {
  const token = await signInByApi(ADMIN, DEMO_PASSWORD, 'demo');
  const { customNavigation } = await graphqlByApi<{ customNavigation: { name: string }[] }>(
    CUSTOM_NAVIGATION,
    {},
    token,
    'demo',
  );
  await graphqlByApi(
    UPDATE_NAVIGATION,
    {
      entries: customNavigation.map(({ name }) => ({
        name,
        label: null,
        position: null,
        hidden: false,
        locked: false,
      })),
    },
    token,
    'demo',
  );
}

let adminToken: string | null = null;

/** The admin's sidebar as the server builds it (one API session for the file, to spare the session limit). */
async function sidebarByApi(): Promise<SidebarItem[]> {
  adminToken ??= await signInByApi(ADMIN, DEMO_PASSWORD, 'demo');
  const token = adminToken;
  const { setUp } = await graphqlByApi<{ setUp: { sidebarV2: SidebarItem[] } }>(SIDEBAR, {}, token, 'demo');
  return setUp.sidebarV2;
}

beforeAll(async () => {
  session = await launchBrowser();
});

afterAll(async () => {
  // Restore Demo for the other files even when a step failed.
  if (navigationChanged) await resetNavigationByApi().catch(() => undefined);
  if (originalFlag !== null) {
    const token = await signInByApi(SYSTEM, DEMO_PASSWORD, 'demo').catch(() => null);
    if (token) {
      await graphqlByApi(SET_FLAG, { name: FLAG, enabled: originalFlag }, token, 'demo').catch(() => undefined);
    }
  }
  await session?.close();
});

const entryRow = (page: Page, name: string) => page.locator(`[data-testid="navigation-entry"][data-name="${name}"]`);

async function expectSavedToast(page: Page, text: string): Promise<void> {
  const toast = page.getByTestId('settings-saved-toast').filter({ hasText: text });
  await toast.first().waitFor();
}

describe('custom navigation', () => {
  it('lets an admin rename, hide, lock and move entries, seen at once in the sidebar, then reset them', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN);
    const sidebar = page.getByTestId('shell-sidebar');
    await sidebar.getByTestId('nav-security').waitFor();

    // The editor sits in the Organization section of the settings.
    await sidebar.getByTestId('nav-settings').click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/configuration/'));
    const organization = page.getByTestId('settings-nav-section-organization');
    await organization.getByTestId('settings-nav-navigation').click();
    await page.waitForURL((url) => url.pathname === '/admin/configuration/navigation');
    await page.getByTestId('navigation-table').waitFor();
    await expect.poll(() => page.title(), POLL).toMatch(/^Navigation - /);

    // Every entry with its default name; children sit under their parent.
    const tasks = entryRow(page, 'tasks');
    expect(await tasks.getByTestId('navigation-entry-name').textContent()).toBe('Tasks');
    expect(await tasks.getByTestId('navigation-entry-label').getAttribute('placeholder')).toBe('Tasks');
    expect(await entryRow(page, 'myTasks').getAttribute('data-depth')).toBe('1');
    expect(await entryRow(page, 'security').getAttribute('data-depth')).toBe('1');
    const names = await page
      .getByTestId('navigation-entry')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name')));
    expect(names.indexOf('myTasks')).toBe(names.indexOf('tasks') + 1);
    expect(names.indexOf('preferences')).toBe(names.indexOf('account') + 1);
    expect(names.indexOf('security')).toBe(names.indexOf('account') + 2);
    // Nothing to save yet.
    expect(await page.getByTestId('navigation-save').isDisabled()).toBe(true);

    const label = `Team work ${Date.now() % 100_000}`;
    navigationChanged = true;
    await tasks.getByTestId('navigation-entry-label').fill(label);
    await entryRow(page, 'security').getByTestId('navigation-entry-hidden').click({ force: true });
    await tasks.getByTestId('navigation-entry-locked').click({ force: true });
    // Setup moves above Tasks, one step at a time among the top-level entries (My reviews, Startups, Applications
    // and Community sit between them).
    const order = () =>
      page.getByTestId('navigation-entry').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name')));
    for (let step = 0; step < 10; step += 1) {
      const current = await order();
      if (current.indexOf('setup') < current.indexOf('tasks')) break;
      await entryRow(page, 'setup').getByTestId('navigation-entry-up').click();
    }
    const moved = await order();
    expect(moved.indexOf('setup')).toBeLessThan(moved.indexOf('tasks'));
    // The first entry cannot move up.
    expect(await entryRow(page, 'home').getByTestId('navigation-entry-up').isDisabled()).toBe(true);

    await page.getByTestId('navigation-save').click();
    await expectSavedToast(page, 'Navigation saved');

    // The sidebar follows without a reload: the new label, no Security, Tasks
    // locked (a link with no sub-menu), Setup above Tasks.
    await expect.poll(() => sidebar.getByTestId('nav-tasks').textContent(), POLL).toBe(label);
    await expect.poll(() => sidebar.getByTestId('nav-security').count(), POLL).toBe(0);
    expect(await sidebar.getByTestId('nav-tasks').getAttribute('data-locked')).toBe('true');
    expect(await sidebar.getByTestId('nav-tasks').getAttribute('href')).toBe('/tasks');
    expect(await sidebar.getByTestId('nav-myTasks').count()).toBe(0);
    const setupBox = await sidebar.getByTestId('nav-setup').boundingBox();
    const tasksBox = await sidebar.getByTestId('nav-tasks').boundingBox();
    expect(setupBox?.y ?? 0).toBeLessThan(tasksBox?.y ?? 0);
    // The top bar takes the rename too.
    await expect.poll(() => page.getByTestId('top-nav-tasks').textContent(), POLL).toBe(label);

    // The server holds it for the whole organisation.
    const saved = await sidebarByApi();
    const savedTasks = saved.find((item) => item.name === 'tasks');
    expect(savedTasks).toMatchObject({ label, locked: true, submenu: [] });
    // Account keeps its other entries (the export history, the integrations) without Security.
    expect(saved.find((item) => item.name === 'account')?.submenu?.map((item) => item.name)).toEqual([
      'preferences',
      'exportHistory',
      'integrations',
    ]);

    // A reload shows the saved state in the editor.
    await page.reload();
    await page.getByTestId('navigation-table').waitFor();
    expect(await entryRow(page, 'tasks').getByTestId('navigation-entry-label').inputValue()).toBe(label);
    expect(await entryRow(page, 'security').getByTestId('navigation-entry-hidden').isChecked()).toBe(true);
    expect(await entryRow(page, 'tasks').getByTestId('navigation-entry-locked').isChecked()).toBe(true);

    // A label over 40 characters is refused by the server, under the field.
    await entryRow(page, 'home').getByTestId('navigation-entry-label').fill('x'.repeat(41));
    await page.getByTestId('navigation-save').click();
    await page.getByTestId('settings-error').waitFor();
    expect(await page.getByTestId('settings-error').textContent()).toContain(
      'Label must be less than or equal to 40 characters',
    );
    expect(await entryRow(page, 'home').textContent()).toContain('Label must be less than or equal to 40 characters');

    // Reset to defaults, behind a confirmation; the unsaved label goes too.
    await page.getByTestId('navigation-reset').click();
    await page.getByTestId('navigation-reset-confirm').click();
    await expectSavedToast(page, 'Navigation reset to defaults');
    await page.getByTestId('navigation-reset-confirm').waitFor({ state: 'detached' });
    expect(await entryRow(page, 'tasks').getByTestId('navigation-entry-label').inputValue()).toBe('');
    expect(await entryRow(page, 'home').getByTestId('navigation-entry-label').inputValue()).toBe('');
    expect(await entryRow(page, 'security').getByTestId('navigation-entry-hidden').isChecked()).toBe(false);
    await expect.poll(() => sidebar.getByTestId('nav-tasks').textContent(), POLL).toBe('Tasks');
    await sidebar.getByTestId('nav-security').waitFor();
    expect(await sidebar.getByTestId('nav-tasks').getAttribute('data-locked')).toBeNull();
    const restored = await sidebarByApi();
    expect(restored.map((item) => item.name)).toEqual([
      'home',
      'tasks',
      'myEvaluations',
      'calendar',
      'availability',
      'startups',
      'applicationsOverview',
      'community',
      'setup',
      'account',
    ]);
    expect(restored.every((item) => item.label === null && !item.locked)).toBe(true);
    navigationChanged = false;
  });
});

describe('feature-gated settings pages', () => {
  it('sends an admin from the activity feed to the plan page when a platform operator switched it off', async () => {
    const operator = await session.newPage();
    await signInThroughLogin(operator, SYSTEM);
    await operator.goto(appUrl('/admin/configuration/flags'));
    await operator.getByTestId('flags-page').waitFor();
    const flagSwitch = operator.locator(`[data-testid="flag-switch"][data-flag="${FLAG}"]`);
    await flagSwitch.waitFor({ state: 'attached' });
    originalFlag = await flagSwitch.isChecked();
    if (originalFlag) {
      await flagSwitch.click({ force: true });
      await expect.poll(() => flagSwitch.isChecked(), POLL).toBe(false);
    }

    const admin = await session.newPage();
    await signInThroughLogin(admin, ADMIN);
    await admin.goto(appUrl('/admin/configuration/logs'));
    await admin.waitForURL((url) => url.pathname === '/admin/configuration/plan');
    await admin.getByTestId('plan-page').waitFor();
    expect(await admin.getByTestId('activity-page').count()).toBe(0);
    // Nor is the activity feed offered in the settings navigation: its section goes once the flag is known.
    await admin.getByTestId('settings-nav-plan').waitFor();
    await expect.poll(() => admin.getByTestId('settings-nav-section-activity').count(), POLL).toBe(0);
    expect(await admin.getByTestId('settings-nav-logs').count()).toBe(0);

    // Switched back on, the page opens again.
    await flagSwitch.click({ force: true });
    await expect.poll(() => flagSwitch.isChecked(), POLL).toBe(true);
    await admin.goto(appUrl('/admin/configuration/logs'));
    await admin.getByTestId('activity-page').waitFor();
    expect(new URL(admin.url()).pathname).toBe('/admin/configuration/logs');
    await admin.getByTestId('settings-nav-logs').waitFor();
    if (originalFlag) originalFlag = null;
  });
});
