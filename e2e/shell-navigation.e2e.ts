import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ADMIN = 'admin@demo.cohort.test';
const STAFF = 'staff@demo.cohort.test';
/** The overflow scenario renames entries for a whole organisation: it runs in acme, and puts the names back. */
const RENAME_ORG = 'acme';
const RENAME_ADMIN = 'admin@acme.cohort.test';
const LONG_HOME = 'Everything happening in the programme';
const LONG_TASKS = 'Every task of every founder and coach';

const UPDATE_NAVIGATION = `mutation ($entries: [CustomNavEntryInput!]!) {
  updateCustomNavigation(entries: $entries) { name label }
}`;

const SIDEBAR_PALETTE =
  '{ publicIncubator { brandPalette { sidebar { backgroundColor } } featureFlags { hidePoweredBy { enabled } } } }';

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
});

afterAll(async () => {
  const token = await signInByApi(RENAME_ADMIN, DEMO_PASSWORD, RENAME_ORG).catch(() => null);
  if (token) {
    await graphqlByApi(
      UPDATE_NAVIGATION,
      {
        entries: ['home', 'tasks'].map((name) => ({ name, label: null, hidden: false, locked: false })),
      },
      token,
      RENAME_ORG,
    ).catch(() => undefined);
  }
  await session?.close();
});

/** The rgb() text of a #rrggbb colour, as getComputedStyle writes it. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

describe('the sidebar and the top bar', () => {
  it('shows an admin the branded sidebar with Home, Tasks and Setup, and navigates through it', async () => {
    const page = await session.newPage({ viewport: { width: 1600, height: 800 } });
    await signInThroughLogin(page, ADMIN);
    const sidebar = page.getByTestId('shell-sidebar');
    await sidebar.getByTestId('nav-home').waitFor();
    const { publicIncubator } = await graphqlByApi<{
      publicIncubator: {
        brandPalette: { sidebar: { backgroundColor: string } };
        featureFlags: { hidePoweredBy: { enabled: boolean } };
      };
    }>(SIDEBAR_PALETTE, {}, null);

    // Branded: the organisation's sidebar colour, 210 px wide, home active, the powered-by footer unless hidden.
    expect(await sidebar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      rgb(publicIncubator.brandPalette.sidebar.backgroundColor),
    );
    expect(Math.round((await page.getByTestId('shell-sidebar').boundingBox())?.width ?? 0)).toBe(210);
    expect(await sidebar.getByTestId('nav-home').getAttribute('aria-current')).toBe('page');
    expect(await sidebar.getByTestId('powered-by').count()).toBe(
      publicIncubator.featureFlags.hidePoweredBy.enabled ? 0 : 1,
    );
    expect(await sidebar.getByTestId('shell-user-name').textContent()).toBe('Ada Admin');
    expect(await sidebar.getByTestId('shell-user-email').textContent()).toBe(ADMIN);

    // The Setup heading is open with its pages; Tasks opens on a click and leads to the user's tasks.
    expect(await sidebar.getByTestId('nav-setup').textContent()).toContain('Setup');
    for (const entry of ['nav-usersManagement', 'nav-outbox', 'nav-settings']) {
      await sidebar.getByTestId(entry).waitFor();
    }
    await sidebar.getByTestId('nav-tasks').click();
    await sidebar.getByTestId('nav-userTasks').waitFor();
    await sidebar.getByTestId('nav-myTasks').click();
    await page.waitForURL((url) => url.pathname === '/tasks');
    await expect.poll(() => sidebar.getByTestId('nav-myTasks').getAttribute('aria-current')).toBe('page');
    expect(await sidebar.getByTestId('nav-home').getAttribute('aria-current')).toBeNull();
    // Page titles keep the '{page} - {tenant title}' form.
    await expect.poll(() => page.title()).toMatch(/^.+ - Demo Accelerator$/);

    await sidebar.getByTestId('nav-usersManagement').click();
    await page.waitForURL((url) => url.pathname === '/admin/configuration/users');
    await expect.poll(() => sidebar.getByTestId('nav-usersManagement').getAttribute('aria-current')).toBe('page');

    // The top bar holds the admin's Settings item.
    const settings = page.getByTestId('top-nav-settings');
    expect(await settings.getAttribute('href')).toBe('/admin/configuration');
    await page.getByTestId('top-nav-tasks').click();
    await page.waitForURL((url) => url.pathname === '/tasks');
    await settings.click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/configuration/'));
    await page.getByTestId('settings-layout').waitFor();
  });

  it('remembers a closed sidebar across visits, and the account menu leads to security', async () => {
    // Wide enough for every top item of an admin plus Account (narrower, Account goes into More).
    const page = await session.newPage({ viewport: { width: 1920, height: 800 } });
    await signInThroughLogin(page, ADMIN);
    await page.getByTestId('shell-sidebar').waitFor();

    await page.getByTestId('shell-menu-toggle').click();
    await page.getByTestId('shell-sidebar').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('aa:sidebar-open'))).toBe('false');
    await page.reload();
    await page.getByTestId('shell-header').waitFor();
    await page.getByTestId('top-nav-home').waitFor();
    expect(await page.getByTestId('shell-sidebar').count()).toBe(0);
    await page.getByTestId('shell-menu-toggle').click();
    await page.getByTestId('shell-sidebar').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('aa:sidebar-open'))).toBe('true');

    await page.getByTestId('account-menu').click();
    await page.getByTestId('account-menu-logout').waitFor();
    expect(await page.getByTestId('account-menu-dropdown').textContent()).toContain('Support');
    await page.getByTestId('account-menu-security').click();
    await page.waitForURL((url) => url.pathname === '/account/settings/security');
    await page.getByTestId('security-page').waitFor();
    // /account/* adds the Account item to the top bar, leading to the account settings.
    expect(await page.getByTestId('top-nav-account').getAttribute('href')).toBe('/account/settings');

    await page.getByTestId('sign-out').click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('moves the items that do not fit into More, and brings them back when the window grows', async () => {
    const token = await signInByApi(RENAME_ADMIN, DEMO_PASSWORD, RENAME_ORG);
    await graphqlByApi(
      UPDATE_NAVIGATION,
      {
        entries: [
          { name: 'home', label: LONG_HOME, hidden: false, locked: false },
          { name: 'tasks', label: LONG_TASKS, hidden: false, locked: false },
        ],
      },
      token,
      RENAME_ORG,
    );
    const page = await session.newPage({ viewport: { width: 1920, height: 800 } });
    await signInThroughLogin(page, RENAME_ADMIN, RENAME_ORG);
    // An admin's rename replaces the translated name, in the sidebar and in the top bar.
    await expect.poll(() => page.getByTestId('shell-sidebar').getByTestId('nav-home').textContent()).toBe(LONG_HOME);
    await page.getByTestId('top-nav-home').waitFor();
    const visibleWide = await page.locator('[data-testid^="top-nav-"][href]').count();

    await page.setViewportSize({ width: 640, height: 800 });
    await page.getByTestId('top-nav-more').waitFor({ timeout: 10_000 });
    const visibleNarrow = await page.locator('[data-testid="top-nav"] nav [data-testid^="top-nav-"][href]').count();
    // The admin's top bar: Home, Startups, Applications, Community, Calendar, Fields, Taxonomy, Tasks and Settings.
    expect(visibleNarrow).toBeLessThan(9);
    await page.getByTestId('top-nav-more').click();
    const menu = page.getByTestId('top-nav-more-menu');
    await menu.waitFor();
    const overflow = await menu.locator('[data-testid^="top-nav-more-"]').count();
    expect(visibleNarrow + overflow).toBe(9);
    // The last item (Settings) is in the More menu and still leads to its page.
    await menu.getByTestId('top-nav-more-settings').click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/configuration/'));

    await page.setViewportSize({ width: 1920, height: 800 });
    await expect
      .poll(() => page.locator('[data-testid="top-nav"] nav [data-testid^="top-nav-"][href]').count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(visibleNarrow);
    expect(visibleWide).toBeGreaterThan(visibleNarrow);
  });

  it('shows the bottom navigation at 400 px and the sidebar as a drawer holding the top-bar items', async () => {
    const page = await session.newPage({ viewport: { width: 400, height: 780 } });
    await signInThroughLogin(page, ADMIN);
    const bottom = page.getByTestId('mobile-nav');
    await bottom.waitFor();
    expect(await bottom.getByTestId('mobile-nav-home').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('shell-sidebar').count()).toBe(0);
    expect(await page.getByTestId('top-nav').count()).toBe(0);
    const box = await bottom.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(780);

    await bottom.getByTestId('mobile-nav-tasks').click();
    await page.waitForURL((url) => url.pathname === '/tasks');
    await expect
      .poll(() => bottom.getByTestId('mobile-nav-tasks').getAttribute('aria-current'), { timeout: 10_000 })
      .toBe('page');

    await bottom.getByTestId('mobile-nav-menu').click();
    const drawer = page.getByTestId('shell-sidebar-drawer');
    await drawer.getByTestId('shell-sidebar').waitFor();
    await drawer.getByTestId('drawer-top-nav-settings').waitFor();
    await drawer.getByTestId('nav-security').click();
    await page.waitForURL((url) => url.pathname === '/account/settings/security');
    await page.getByTestId('shell-sidebar').waitFor({ state: 'detached' });
    await page.getByTestId('security-page').waitFor();
  });

  it('gives a staff member no Setup entries and no Settings item', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, STAFF);
    const sidebar = page.getByTestId('shell-sidebar');
    await sidebar.getByTestId('nav-tasks').waitFor();
    await sidebar.getByTestId('nav-home').waitFor();
    await sidebar.getByTestId('nav-security').waitFor();
    for (const entry of ['nav-setup', 'nav-settings', 'nav-outbox', 'nav-usersManagement']) {
      expect(await page.getByTestId(entry).count()).toBe(0);
    }
    await page.getByTestId('top-nav-tasks').waitFor();
    expect(await page.getByTestId('top-nav-settings').count()).toBe(0);
  });

  it('works right to left in Arabic, chosen in the account menu', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, STAFF);
    await page.getByTestId('shell-sidebar').waitFor();
    await page.getByTestId('account-menu').click();
    await page.getByTestId('account-menu-language').click();
    await page.getByTestId('account-menu-language-ar').click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.evaluate(() => localStorage.getItem('aa:language'))).toBe('"ar"');

    const sidebar = page.getByTestId('shell-sidebar');
    await expect.poll(() => sidebar.getByTestId('nav-home').textContent()).toBe('الرئيسية');
    expect(await sidebar.getByTestId('sign-out').textContent()).toBe('تسجيل الخروج');
    // The sidebar moves to the right-hand side.
    const viewport = page.viewportSize()?.width ?? 1280;
    await expect
      .poll(async () => {
        const box = await sidebar.boundingBox();
        return Math.round((box?.x ?? 0) + (box?.width ?? 0));
      })
      .toBe(viewport);

    await sidebar.getByTestId('nav-tasks').click();
    await sidebar.getByTestId('nav-myTasks').click();
    await page.waitForURL((url) => url.pathname === '/tasks');
    expect(await page.getByTestId('top-nav-tasks').textContent()).toBe('المهام');

    // The choice stays on this device.
    await page.reload();
    await page.getByTestId('shell-sidebar').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });
});
