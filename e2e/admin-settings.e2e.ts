import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'acme';
const ADMIN = 'admin@acme.cohort.test';
const STAFF = 'staff@acme.cohort.test';

interface Palette {
  sidebar: {
    backgroundColor: string;
    textColor: string;
    activeItemBackgroundColor: string;
    activeItemTextColor: string;
    activeSubItemTextColor: string;
    logoType: string;
  };
  login: { logoType: string };
}

const BRANDING_QUERY = `{
  publicIncubator {
    name
    brandPalette {
      sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType }
      login { logoType }
    }
  }
}`;

/** A 1×1 transparent PNG. */
const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let session: BrowserSession;
let original: { name: string; brandPalette: Palette } | null = null;
const createdRoleIds: string[] = [];

async function adminToken() {
  return signInByApi(ADMIN, DEMO_PASSWORD, ORG);
}

beforeAll(async () => {
  session = await launchBrowser();
  const data = await graphqlByApi<{ publicIncubator: { name: string; brandPalette: Palette } }>(
    BRANDING_QUERY,
    {},
    null,
    ORG,
  );
  original = data.publicIncubator;
});

afterAll(async () => {
  // Other files show Acme's name and colours: put them back, and remove the roles made here.
  const token = await adminToken().catch(() => null);
  if (token && original) {
    await graphqlByApi(
      'mutation ($input: IncubatorSettingsInput!) { updateIncubatorSettings(input: $input) { id } }',
      { input: { name: original.name } },
      token,
      ORG,
    ).catch(() => undefined);
    await graphqlByApi(
      'mutation ($input: BrandingInput!) { updateBranding(input: $input) { id } }',
      { input: { brandPalette: original.brandPalette } },
      token,
      ORG,
    ).catch(() => undefined);
  }
  for (const roleId of createdRoleIds) {
    if (token) {
      await graphqlByApi('mutation ($id: ID!) { deleteRole(roleId: $id) }', { id: roleId }, token, ORG).catch(
        () => undefined,
      );
    }
  }
  await session?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Signs in through the login page of the organisation under test. */
const signIn = (page: Page, email: string) => signInThroughLogin(page, email, ORG);

/** Waits for the 'Settings saved' toast (or another success message) and closes it. */
async function expectSavedToast(page: Page, text = 'Settings saved') {
  const toast = page.getByTestId('settings-saved-toast').filter({ hasText: text }).last();
  await toast.waitFor({ timeout: 15_000 });
}

describe('organisation settings', () => {
  it("lets an admin rename the organisation and change a sidebar colour, seen after a reload and on /login's branding", async () => {
    const page = await session.newPage();
    await signIn(page, ADMIN);

    await page.getByTestId('nav-settings').click();
    await page.waitForURL((url) => url.pathname === '/admin/configuration/general');
    await page.getByTestId('settings-general-form').waitFor();
    await expect.poll(() => page.title()).toMatch(/^General settings - /);

    // The five sections of spec 01 §2.3.
    const nav = page.getByTestId('settings-nav');
    for (const section of ['organization', 'billing', 'users', 'taxonomy', 'activity']) {
      expect(await nav.getByTestId(`settings-nav-section-${section}`).count()).toBe(1);
    }
    expect(await nav.getByTestId('settings-nav-plan').getAttribute('href')).toBe('/admin/configuration/plan');
    // The feature flags page is for platform operators (System) only.
    expect(await nav.getByTestId('settings-nav-flags').count()).toBe(0);
    expect(await nav.getByTestId('settings-nav-roles').getAttribute('href')).toBe('/admin/configuration/roles');

    const name = `Acme Settings ${Date.now()}`;
    const nameInput = page.getByTestId('settings-name');
    expect(await nameInput.inputValue()).toBe(original?.name);
    await nameInput.fill('');
    await page.getByTestId('settings-save').click();
    expect(await page.getByTestId('settings-general-form').textContent()).toContain('Name is a required field');
    await nameInput.fill(name);
    await page.getByTestId('settings-save').click();
    await expectSavedToast(page);

    await page.getByTestId('settings-nav-branding').click();
    await page.waitForURL((url) => url.pathname === '/admin/configuration/branding');
    const background = page.getByTestId('branding-sidebar-bg');
    await background.waitFor();
    const colour = '#12345a';
    await background.fill(colour);
    await background.press('Tab');
    // The preview follows the colour before anything is saved.
    const preview = page.getByTestId('branding-preview-sidebar');
    await expect.poll(() => preview.getAttribute('data-background')).toBe(colour);
    expect(await preview.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(18, 52, 90)');
    await page.getByTestId('settings-save').click();
    await expectSavedToast(page);

    await page.reload();
    await page.getByTestId('branding-sidebar-bg').waitFor();
    expect((await page.getByTestId('branding-sidebar-bg').inputValue()).toLowerCase()).toBe(colour);
    expect(await page.getByTestId('branding-preview-sidebar').getAttribute('data-background')).toBe(colour);

    // A chosen logo is read in the browser and previewed; non-images and files over 512 KB are refused there.
    const squareInput = page.getByTestId('branding-logo-square-input');
    await squareInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    expect(await page.getByTestId('branding-logo-square-error').textContent()).toBe(
      'Choose a PNG, JPEG, WebP or SVG image.',
    );
    await squareInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_PIXEL, Buffer.alloc(512 * 1024)]),
    });
    expect(await page.getByTestId('branding-logo-square-error').textContent()).toBe(
      'The image is too large: at most 512 KB.',
    );
    await squareInput.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await page.getByTestId('branding-logo-square-error').waitFor({ state: 'detached' });
    expect(await page.getByTestId('branding-logo-square-preview').getAttribute('src')).toBe(
      `data:image/png;base64,${PNG_PIXEL.toString('base64')}`,
    );

    // The other organisation pages load their forms (nothing above is saved: leaving drops the new logo).
    for (const [entry, form] of [
      ['domain', 'settings-domain-form'],
      ['metadata', 'settings-seo-form'],
      ['login', 'login-layout-form'],
    ] as const) {
      await page.getByTestId(`settings-nav-${entry}`).click();
      await page.getByTestId(form).waitFor();
    }
    expect(await page.getByTestId('login-layout-preview').count()).toBe(1);
    expect(await page.getByTestId('settings-load-error').count()).toBe(0);
    await page.getByTestId('settings-nav-general').click();
    await page.getByTestId('settings-name').waitFor();
    expect(await page.getByTestId('settings-name').inputValue()).toBe(name);

    await page.getByTestId('sign-out').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('login-page').waitFor();
    await expect.poll(() => page.getByTestId('login-page').textContent()).toContain(`Sign in to ${name}`);
    // The login page is branded from the public organisation, which now carries the new palette.
    const branding = await graphqlByApi<{ publicIncubator: { name: string; brandPalette: Palette } }>(
      BRANDING_QUERY,
      {},
      null,
      ORG,
    );
    expect(branding.publicIncubator.name).toBe(name);
    expect(branding.publicIncubator.brandPalette.sidebar.backgroundColor.toLowerCase()).toBe(colour);
  });

  it('sends a staff member who opens the settings back to the home page', async () => {
    const page = await session.newPage();
    await signIn(page, STAFF);
    await page.getByTestId('nav-security').waitFor();
    expect(await page.getByTestId('nav-settings').count()).toBe(0);

    await page.goto(appUrl('/admin/configuration', ORG));
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('shell').waitFor();
    expect(await page.getByTestId('settings-layout').count()).toBe(0);

    await page.goto(appUrl('/admin/configuration/roles', ORG));
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(page)).toBe('/');
  });

  it('creates a custom role based on Admin, withdraws USER:INVITE and keeps it after a reload', async () => {
    const page = await session.newPage();
    await signIn(page, ADMIN);
    await page.goto(appUrl('/admin/configuration/roles', ORG));
    const table = page.getByTestId('roles-table');
    await table.waitFor();
    await expect.poll(() => page.title()).toMatch(/^Roles - /);
    const adminRow = table.locator('[data-testid="role-row"][data-role-type="Admin"]').first();
    expect(await adminRow.getByTestId('role-kind').getAttribute('data-kind')).toBe('default');

    const label = `Programme lead ${Date.now()}`;
    await page.getByTestId('role-create').click();
    // The modal's root is a zero-size wrapper around fixed layers: wait for a field inside it.
    const modal = page.getByTestId('role-create-modal');
    await modal.getByTestId('role-create-label').waitFor();
    await modal.getByTestId('role-create-type').click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await modal.getByTestId('role-create-label').fill(label);
    await modal.getByTestId('role-create-submit').click();

    // A new role opens on its permissions.
    await page.waitForURL((url) => url.pathname === '/admin/configuration/permissions');
    const roleId = new URL(page.url()).searchParams.get('role') ?? '';
    expect(roleId).not.toBe('');
    createdRoleIds.push(roleId);
    const editor = page.locator(`[data-testid="permissions-editor"][data-role-id="${roleId}"]`);
    await editor.waitFor();
    await page.getByTestId('permissions-matrix').waitFor();

    const row = page.locator('[data-testid="permission-row"][data-key="USER:INVITE"]');
    expect(await row.getAttribute('data-value')).toBe('ALL');
    await row.getByText('None', { exact: true }).click();
    expect(await row.getAttribute('data-value')).toBe('NONE');
    expect(await page.getByTestId('permissions-unsaved').textContent()).toBe('Unsaved changes: 1');
    await page.getByTestId('permissions-save').click();
    await expectSavedToast(page);
    await page.getByTestId('permissions-unsaved').waitFor({ state: 'detached' });

    await page.reload();
    await page.locator(`[data-testid="permissions-editor"][data-role-id="${roleId}"]`).waitFor();
    const reloaded = page.locator('[data-testid="permission-row"][data-key="USER:INVITE"]');
    expect(await reloaded.getAttribute('data-value')).toBe('NONE');
    expect(await page.locator('[data-testid="permission-row"][data-key="USER:EDIT"]').getAttribute('data-value')).toBe(
      'ALL',
    );

    await page.getByTestId('settings-nav-roles').click();
    const customRow = page.locator(`[data-testid="role-row"][data-role-id="${roleId}"]`);
    await customRow.waitFor();
    expect(await customRow.getByTestId('role-label').textContent()).toBe(label);
    expect(await customRow.getByTestId('role-type').textContent()).toBe('Admin');
    expect(await customRow.getByTestId('role-kind').getAttribute('data-kind')).toBe('custom');
    expect(await customRow.getByTestId('role-user-count').textContent()).toBe('0');

    const token = await adminToken();
    const { roles } = await graphqlByApi<{
      roles: Array<{ _id: string; permissions: Array<{ key: string; permissionCriteria: string }> }>;
    }>('{ roles { _id permissions { key permissionCriteria } } }', {}, token, ORG);
    const saved = roles.find((role) => role._id === roleId);
    expect(saved).toBeDefined();
    const invite = saved?.permissions.find((permission) => permission.key === 'USER:INVITE');
    expect(invite?.permissionCriteria ?? 'NONE').toBe('NONE');
  });
});
