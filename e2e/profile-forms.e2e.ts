import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const RUNWAY = `Runway months ${STAMP}`;
const BOARD = `Board seats ${STAMP}`;
const POLL = { timeout: 15_000 };

interface ApiForm {
  _id: string;
  kind: string;
  items: { required: boolean; field: { _id: string } }[];
}

let session: BrowserSession;
let adminToken: string;
let visibleForm: ApiForm | undefined;

async function profileForms(): Promise<ApiForm[]> {
  const { profileForms } = await graphqlByApi<{ profileForms: ApiForm[] }>(
    '{ profileForms { _id kind items { required field { _id } } } }',
    {},
    adminToken,
    ORG,
  );
  return profileForms;
}

async function createField(label: string, type: string): Promise<void> {
  await graphqlByApi(
    'mutation ($input: CustomFieldInput!) { createCustomField(input: $input) { _id } }',
    { input: { entityKind: 'startup', label, type } },
    adminToken,
    ORG,
  );
}

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  visibleForm = (await profileForms()).find((form) => form.kind === 'startup_profile');
  await createField(RUNWAY, 'number');
  await createField(BOARD, 'text');
});

/** The visible startup form gets its fields back, and the fields this file made go, whatever happened. */
afterAll(async () => {
  if (adminToken && visibleForm) {
    await graphqlByApi(
      'mutation ($id: ID!, $items: [ProfileFormItemInput!]!) { updateProfileForm(id: $id, items: $items) { _id } }',
      {
        id: visibleForm._id,
        items: visibleForm.items.map((item) => ({ fieldId: item.field._id, required: item.required })),
      },
      adminToken,
      ORG,
    ).catch(() => undefined);
  }
  if (adminToken) {
    const { customFields } = await graphqlByApi<{ customFields: { _id: string; label: string }[] }>(
      '{ customFields(entityKind: startup) { _id label } }',
      {},
      adminToken,
      ORG,
    ).catch(() => ({ customFields: [] }));
    for (const field of customFields.filter((f) => f.label.includes(STAMP))) {
      await graphqlByApi(
        'mutation ($id: ID!) { deleteCustomField(id: $id) }',
        { id: field._id },
        adminToken,
        ORG,
      ).catch(() => undefined);
    }
  }
  await session?.close();
});

async function labelsOf(rows: Locator): Promise<string[]> {
  return (await rows.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-field-label')))).map(
    (label) => label ?? '',
  );
}

const itemOf = (page: Page, label: string) => page.locator(`[data-testid="form-item"][data-field-label="${label}"]`);

describe('profile forms and their builder', () => {
  it('adds two fields to the visible startup form, one required and moved up, and the hidden form sees them', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);

    // The visible form: its title, the two tabs, who sees it, and the demo fields in order.
    await page.goto(appUrl('/startups/profile', ORG));
    await page.getByTestId('profile-form-title').waitFor(POLL);
    expect(await page.getByTestId('profile-form-title').textContent()).toBe('Startup profile fields');
    expect(await page.getByTestId('profile-form-tab-visible').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('profile-form-tab-hidden').textContent()).toBe('Hidden fields');
    expect(await page.getByTestId('profile-form-audience').textContent()).toContain('fill them in');
    const fields = page.getByTestId('profile-form-field');
    await fields.first().waitFor(POLL);
    const demo = await labelsOf(fields);
    expect(demo.filter((label) => ['Stage', 'Team size', 'Pitch deck'].includes(label))).toEqual([
      'Stage',
      'Team size',
      'Pitch deck',
    ]);
    const stage = page.locator('[data-testid="profile-form-field"][data-field-label="Stage"]');
    expect(await stage.getByTestId('field-required').textContent()).toBe('Required');
    expect(await stage.getByTestId('field-type').textContent()).toBe('Dropdown list');

    // The builder: both new fields are available; added, they go at the end.
    await page.getByTestId('profile-form-open-builder').click();
    await page.waitForURL((url) => url.pathname === `/profiles/${visibleForm?._id}/builder`, POLL);
    const save = page.getByTestId('profile-builder-save');
    await save.waitFor(POLL);
    expect(await save.isDisabled()).toBe(true);
    await page.getByTestId('available-fields-search').fill(STAMP);
    for (const label of [RUNWAY, BOARD]) {
      await page.getByRole('button', { name: `Add ${label} to the form` }).click();
      await itemOf(page, label).waitFor(POLL);
    }
    const items = page.getByTestId('form-item');
    expect((await labelsOf(items)).slice(-2)).toEqual([RUNWAY, BOARD]);
    expect(await save.isDisabled()).toBe(false);

    // Board seats becomes required and moves above Runway months.
    await page.getByRole('switch', { name: `${BOARD} is required` }).check();
    await page.getByRole('button', { name: `Move ${BOARD} up` }).click();
    expect((await labelsOf(items)).slice(-2)).toEqual([BOARD, RUNWAY]);
    expect(await itemOf(page, BOARD).getAttribute('data-required')).toBe('true');

    // Leaving with unsaved changes asks first; staying keeps them.
    await page.getByTestId('profile-builder-back').click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor(POLL);
    await leave.getByTestId('profile-builder-leave-stay').click();
    await leave.waitFor({ state: 'detached', ...POLL });
    expect(new URL(page.url()).pathname).toBe(`/profiles/${visibleForm?._id}/builder`);
    expect((await labelsOf(items)).slice(-2)).toEqual([BOARD, RUNWAY]);

    await save.click();
    await page
      .getByTestId('profile-forms-toast-success')
      .filter({ hasText: 'The form was saved.' })
      .first()
      .waitFor(POLL);
    await expect.poll(() => save.isDisabled(), POLL).toBe(true);

    // Back on the form's page, without a question now: the two fields in their order, Board seats required.
    await page.getByTestId('profile-builder-back').click();
    await page.waitForURL((url) => url.pathname === '/startups/profile', POLL);
    await expect.poll(async () => (await labelsOf(fields)).slice(-2), POLL).toEqual([BOARD, RUNWAY]);
    const board = page.locator(`[data-testid="profile-form-field"][data-field-label="${BOARD}"]`);
    expect(await board.getByTestId('field-required').textContent()).toBe('Required');
    const runway = page.locator(`[data-testid="profile-form-field"][data-field-label="${RUNWAY}"]`);
    expect(await runway.getByTestId('field-required').count()).toBe(0);
    expect(await runway.getByTestId('field-type').textContent()).toBe('Number');

    // The hidden form's builder lists both apart, on the visible form, with no way to add them.
    await page.getByTestId('profile-form-tab-hidden').click();
    await page.waitForURL((url) => url.pathname === '/startups/profile-private', POLL);
    await page.getByTestId('profile-form-open-builder').click();
    await page.waitForURL((url) => /^\/profiles\/[^/]+\/builder$/.test(url.pathname), POLL);
    for (const label of [BOARD, RUNWAY]) {
      const row = page.locator(`[data-testid="other-form-field"][data-field-label="${label}"]`);
      await row.waitFor(POLL);
      expect(await row.getByTestId('other-form-note').textContent()).toBe('On the visible form');
      expect(await row.getByTestId('available-field-add').isDisabled()).toBe(true);
    }
    expect(await page.locator(`[data-testid="available-field"][data-field-label="${BOARD}"]`).count()).toBe(0);
  });
});
