import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const FOUNDER = 'founder1@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const STARTUP_FIELD = `E2E funding stage ${STAMP}`;
const OPTION_A = `Bootstrapped ${STAMP}`;
const OPTION_B = `Venture backed ${STAMP}`;
const USER_FIELD = `E2E favourite book ${STAMP}`;
const BOOK = `The Lean Startup, read in ${STAMP}`;
/** A field of the demo startups' hidden form (apps/server/src/demo/custom-fields.ts). */
const DEMO_HIDDEN_FIELD = 'Investment readiness';
const POLL = { timeout: 15_000 };

interface FormItem {
  field: { _id: string; label: string };
  required: boolean;
}
interface ProfileForm {
  _id: string;
  kind: string;
  items: FormItem[];
}

let session: BrowserSession;
let adminToken: string;
let founderId = '';
let startupId = '';
const createdFieldIds: string[] = [];
/** The forms this file changed, with their items as they were, to put back exactly. */
const previousForms = new Map<string, FormItem[]>();

const admin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlByApi<T>(query, variables, adminToken, ORG);

async function createField(input: Record<string, unknown>): Promise<{ _id: string }> {
  const { createCustomField } = await admin<{ createCustomField: { _id: string } }>(
    'mutation ($input: CustomFieldInput!) { createCustomField(input: $input) { _id } }',
    { input },
  );
  createdFieldIds.push(createCustomField._id);
  return createCustomField;
}

async function setFormItems(formId: string, items: { fieldId: string; required: boolean }[]) {
  await admin(
    'mutation ($id: ID!, $items: [ProfileFormItemInput!]!) { updateProfileForm(id: $id, items: $items) { _id } }',
    {
      id: formId,
      items,
    },
  );
}

/** Appends a field to a form, remembering the form's items as they were. */
async function appendToForm(form: ProfileForm, fieldId: string) {
  previousForms.set(form._id, form.items);
  await setFormItems(form._id, [
    ...form.items.map((item) => ({ fieldId: item.field._id, required: item.required })),
    { fieldId, required: false },
  ]);
}

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  const founderToken = await signInByApi(FOUNDER, DEMO_PASSWORD, ORG);
  const { currentUser } = await graphqlByApi<{ currentUser: { _id: string; startups: { _id: string }[] } }>(
    '{ currentUser { _id startups { _id } } }',
    {},
    founderToken,
    ORG,
  );
  founderId = currentUser._id;
  startupId = currentUser.startups[0]?._id ?? '';
  expect(startupId, `${FOUNDER} belongs to a demo startup`).not.toBe('');

  const { profileForms } = await admin<{ profileForms: ProfileForm[] }>(
    '{ profileForms { _id kind items { required field { _id label } } } }',
  );
  const formOf = (kind: string) => {
    const form = profileForms.find((candidate) => candidate.kind === kind);
    if (!form) throw new Error(`No ${kind} form`);
    return form;
  };
  const startupField = await createField({
    entityKind: 'startup',
    label: STARTUP_FIELD,
    description: 'How the company is financed today',
    type: 'select_dropdown',
    options: [{ label: OPTION_A }, { label: OPTION_B }],
  });
  const userField = await createField({ entityKind: 'user', label: USER_FIELD, type: 'text' });
  await appendToForm(formOf('startup_profile'), startupField._id);
  await appendToForm(formOf('user_profile'), userField._id);
});

/** The forms get their items back exactly and the fields this file made go (their answers with them). */
afterAll(async () => {
  if (adminToken) {
    for (const [formId, items] of previousForms) {
      await setFormItems(
        formId,
        items.map((item) => ({ fieldId: item.field._id, required: item.required })),
      ).catch(() => undefined);
    }
    const { customFields } = await admin<{ customFields: { _id: string; label: string }[] }>(
      '{ customFields { _id label } }',
    ).catch(() => ({ customFields: [] }));
    const ids = new Set([...createdFieldIds, ...customFields.filter((f) => f.label.includes(STAMP)).map((f) => f._id)]);
    for (const id of ids) {
      await admin('mutation ($id: ID!) { deleteCustomField(id: $id) }', { id }).catch(() => undefined);
    }
  }
  await session?.close();
});

const cardOf = (page: Page, hidden: boolean) =>
  page.locator(`[data-testid="profile-fields-card"][data-hidden="${hidden}"]`);
const fieldOf = (scope: Page | Locator, label: string) =>
  scope.locator(`[data-testid="profile-field"][data-field-label="${label}"]`);
const inputOf = (scope: Page | Locator, label: string) =>
  scope.locator(`[data-testid="profile-field-input"][data-field-label="${label}"]`);

async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

describe('custom profile fields', () => {
  it('lets a founder answer a startup field on the file, without offering the hidden fields', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, FOUNDER, ORG);
    await page.goto(appUrl(`/startup/${startupId}/file/activities`, ORG));
    await page.getByTestId('startup-file-tab-custom-fields').click();
    await page.waitForURL((url) => url.pathname.endsWith('/file/custom-fields'), POLL);

    const card = cardOf(page, false);
    await card.waitFor(POLL);
    expect(await textOf(card.getByRole('heading'))).toBe('Profile');
    const field = fieldOf(card, STARTUP_FIELD);
    await field.waitFor(POLL);
    expect(await textOf(field.getByTestId('profile-field-description'))).toBe('How the company is financed today');
    expect(await textOf(field.getByTestId('profile-field-empty'))).toBe('Not answered');
    // The founder's people never get the staff-only tab.
    expect(await page.getByTestId('startup-file-tab-hidden-fields').count()).toBe(0);

    await card.getByTestId('profile-fields-edit').click();
    const input = inputOf(card, STARTUP_FIELD);
    await input.waitFor(POLL);
    await input.locator('input').first().click();
    await page.getByRole('option', { name: OPTION_B }).click();
    await card.getByTestId('profile-fields-save').click();
    await page.getByTestId('profile-fields-toast-success').first().waitFor(POLL);
    await expect.poll(() => card.getAttribute('data-editing'), POLL).toBe('false');
    await expect.poll(() => field.getByTestId('profile-field-option').allTextContents(), POLL).toEqual([OPTION_B]);

    // Saved on the server: still there after a reload.
    await page.reload();
    await expect
      .poll(
        () => fieldOf(cardOf(page, false), STARTUP_FIELD).getByTestId('profile-field-option').allTextContents(),
        POLL,
      )
      .toEqual([OPTION_B]);

    // The hidden-fields address shows nothing of the hidden fields to the startup's own people.
    await page.goto(appUrl(`/startup/${startupId}/file/hidden-fields`, ORG));
    const hiddenPage = page.locator('[data-testid="startup-profile-fields-page"][data-hidden="true"]');
    await hiddenPage.waitFor({ state: 'attached', ...POLL });
    // Once the server has refused, the page is empty (while loading it holds a loader).
    await expect.poll(() => hiddenPage.innerHTML(), POLL).toBe('');
    expect(await cardOf(page, true).count()).toBe(0);
    expect(await textOf(page.getByTestId('startup-file-page'))).not.toContain(DEMO_HIDDEN_FIELD);
    expect(await page.getByTestId('startup-file-tab-hidden-fields').count()).toBe(0);
  });

  it("shows an admin the startup's hidden fields and the founder's answer", async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl(`/startup/${startupId}/file/activities`, ORG));
    await page.getByTestId('startup-file-tab-hidden-fields').click();
    await page.waitForURL((url) => url.pathname.endsWith('/file/hidden-fields'), POLL);
    const hidden = cardOf(page, true);
    await hidden.waitFor(POLL);
    expect(await textOf(hidden.getByRole('heading'))).toBe('Hidden fields (staff only)');
    expect(await textOf(hidden.getByTestId('profile-fields-hidden-note'))).toContain('never see these fields');
    // The demo hidden form is seeded in apps/server/src/demo/custom-fields.ts; on a server seeded before it existed
    // the hidden form may be empty (then the card hides itself and this check cannot run).
    const { profileForms } = await admin<{ profileForms: ProfileForm[] }>(
      '{ profileForms { _id kind items { required field { _id label } } } }',
    );
    const demoHidden = profileForms
      .find((form) => form.kind === 'startup_profile_private')
      ?.items.some((item) => item.field.label === DEMO_HIDDEN_FIELD);
    if (demoHidden) await fieldOf(hidden, DEMO_HIDDEN_FIELD).waitFor(POLL);
    // The visible fields are not on the hidden card.
    expect(await fieldOf(hidden, STARTUP_FIELD).count()).toBe(0);

    await page.getByTestId('startup-file-tab-custom-fields').click();
    await page.waitForURL((url) => url.pathname.endsWith('/file/custom-fields'), POLL);
    const visible = cardOf(page, false);
    await expect
      .poll(() => fieldOf(visible, STARTUP_FIELD).getByTestId('profile-field-option').allTextContents(), POLL)
      .toEqual([OPTION_B]);

    // The company tab shows the same visible fields under the company profile.
    await page.getByTestId('startup-file-tab-company').click();
    await page.getByTestId('company-profile').waitFor(POLL);
    await expect
      .poll(
        () => fieldOf(cardOf(page, false), STARTUP_FIELD).getByTestId('profile-field-option').allTextContents(),
        POLL,
      )
      .toEqual([OPTION_B]);
  });

  it('lets a founder fill a user field on their own profile, which staff then read', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, FOUNDER, ORG);
    await page.goto(appUrl(`/profile/${founderId}`, ORG));
    await page.getByTestId('profile-page').waitFor(POLL);
    const card = cardOf(page, false);
    const field = fieldOf(card, USER_FIELD);
    await field.waitFor(POLL);
    expect(await textOf(field.getByTestId('profile-field-empty'))).toBe('Not answered');
    // Nobody sees the hidden fields of their own profile.
    expect(await cardOf(page, true).count()).toBe(0);

    await card.getByTestId('profile-fields-edit').click();
    const input = inputOf(card, USER_FIELD).locator('input');
    await input.fill(BOOK);
    // Cancel restores the answers as they were.
    await card.getByTestId('profile-fields-cancel').click();
    expect(await textOf(field.getByTestId('profile-field-empty'))).toBe('Not answered');

    await card.getByTestId('profile-fields-edit').click();
    await inputOf(card, USER_FIELD).locator('input').fill(BOOK);
    await card.getByTestId('profile-fields-save').click();
    await expect.poll(() => card.getAttribute('data-editing'), POLL).toBe('false');
    await expect.poll(() => textOf(field.getByTestId('profile-field-value')), POLL).toBe(BOOK);
    await page.reload();
    await expect
      .poll(() => textOf(fieldOf(cardOf(page, false), USER_FIELD).getByTestId('profile-field-value')), POLL)
      .toBe(BOOK);

    // An admin reads the answer on the founder's profile, and the staff-only card under it.
    const adminPage = await session.newPage();
    await signInThroughLogin(adminPage, ADMIN, ORG);
    await adminPage.goto(appUrl(`/profile/${founderId}`, ORG));
    await expect
      .poll(() => textOf(fieldOf(cardOf(adminPage, false), USER_FIELD).getByTestId('profile-field-value')), POLL)
      .toBe(BOOK);
    const { profileForms } = await admin<{ profileForms: ProfileForm[] }>(
      '{ profileForms { _id kind items { required field { _id label } } } }',
    );
    if ((profileForms.find((form) => form.kind === 'user_profile_private')?.items.length ?? 0) > 0) {
      await cardOf(adminPage, true).waitFor(POLL);
    }
  });
});
