import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const FIELD = `Funding round ${STAMP}`;
const POLL = { timeout: 15_000 };

interface ApiField {
  _id: string;
  label: string;
  options: { _id: string; label: string }[];
}

let session: BrowserSession;
let adminToken: string;
/** The answered choice field the analytics test reads: the demo's "Stage", or one made here when it is missing. */
let stageLabel = 'Stage';

const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlByApi<T>(query, variables, adminToken, ORG);

async function startupFields(): Promise<ApiField[]> {
  const { customFields } = await api<{ customFields: ApiField[] }>(
    '{ customFields(entityKind: startup) { _id label options { _id label } } }',
  );
  return customFields;
}

/**
 * Without the demo's "Stage" (its data may be older than this test), a field of the same shape is made, put on the
 * startup profile form and answered for one demo startup; afterAll deletes it, and its answer with it.
 */
async function ensureAnsweredChoiceField(): Promise<void> {
  if ((await startupFields()).some((field) => field.label === 'Stage')) return;
  stageLabel = `Stage ${STAMP}`;
  const { createCustomField } = await api<{ createCustomField: ApiField }>(
    `mutation ($input: CustomFieldInput!) { createCustomField(input: $input) { _id label options { _id label } } }`,
    {
      input: {
        entityKind: 'startup',
        label: stageLabel,
        type: 'select_dropdown',
        options: [{ label: 'Idea' }, { label: 'Prototype' }, { label: 'Seed' }, { label: 'Series A' }],
      },
    },
  );
  const { profileForms } = await api<{
    profileForms: { _id: string; kind: string; items: { required: boolean; field: { _id: string } }[] }[];
  }>('{ profileForms { _id kind items { required field { _id } } } }');
  const form = profileForms.find((entry) => entry.kind === 'startup_profile');
  if (!form) throw new Error('No startup profile form');
  await api(
    'mutation ($id: ID!, $items: [ProfileFormItemInput!]!) { updateProfileForm(id: $id, items: $items) { _id } }',
    {
      id: form._id,
      items: [
        ...form.items.map((item) => ({ fieldId: item.field._id, required: item.required })),
        { fieldId: createCustomField._id, required: false },
      ],
    },
  );
  const { startups } = await api<{ startups: { results: { _id: string }[] } }>(
    '{ startups(search: "Agrisense") { results { _id } } }',
  );
  await api(
    `mutation ($id: ID!, $values: [CustomFieldValueInput!]!) {
      setProfileFieldValues(entityKind: startup, entityId: $id, values: $values) { formId }
    }`,
    {
      id: startups.results[0]?._id,
      values: [{ fieldId: createCustomField._id, optionIds: [createCustomField.options[2]?._id] }],
    },
  );
}

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  await ensureAnsweredChoiceField();
});

/** Whatever this file made and did not delete through the page (a failed run) goes, so that the demo data stays. */
afterAll(async () => {
  if (adminToken) {
    const fields = await startupFields().catch(() => []);
    for (const field of fields.filter((entry) => entry.label.includes(STAMP))) {
      await api('mutation ($id: ID!) { deleteCustomField(id: $id) }', { id: field._id }).catch(() => undefined);
    }
  }
  await session?.close();
});

async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

const rowOf = (page: Page, label: string) => page.locator(`[data-testid="field-row"][data-field-label="${label}"]`);

describe('custom fields', () => {
  it('creates a startup choice field, edits its options, refuses an empty label, and deletes it', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl('/fields/customs', ORG));
    await page.getByRole('heading', { name: 'Custom fields', level: 1 }).waitFor(POLL);
    expect(await page.title()).toMatch(/^Custom fields - /);
    expect(await page.getByTestId('fields-kind').getAttribute('data-kind')).toBe('startup');

    // The kind is kept in the address.
    await page.getByTestId('fields-kind-user').click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'user', POLL);
    await page.locator('[data-testid="fields-kind-panel"][data-kind="user"]').waitFor(POLL);
    await page.getByTestId('fields-kind-startup').click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'startup', POLL);

    // A new dropdown field with three options.
    await page.getByTestId('field-create').click();
    const form = page.getByTestId('field-form');
    await form.waitFor(POLL);
    await page.getByTestId('field-form-label').fill(FIELD);
    await page.getByTestId('field-form-type').click();
    await page.getByRole('option', { name: 'Dropdown list' }).click();
    const options = form.getByTestId('field-option-label');
    await options.nth(0).fill('Pre-seed');
    await page.getByTestId('field-form-add-option').click();
    await options.nth(1).fill('Seed');
    await page.getByTestId('field-form-add-option').click();
    await options.nth(2).fill('Series A');
    await page.getByTestId('field-form-save').click();
    await page
      .getByTestId('fields-toast-success')
      .filter({ hasText: `The field ${FIELD} was added.` })
      .first()
      .waitFor(POLL);

    const row = rowOf(page, FIELD);
    await row.waitFor(POLL);
    expect(await row.getByTestId('field-type').getAttribute('data-type')).toBe('select_dropdown');
    expect(await textOf(row.getByTestId('field-type'))).toBe('Dropdown list');
    expect(await row.getByTestId('field-option-badge').allTextContents()).toEqual(['Pre-seed', 'Seed', 'Series A']);
    expect(await textOf(row.getByTestId('field-usage'))).toBe('Not on a form');
    expect(await row.getByTestId('field-answers').getAttribute('data-count')).toBe('0');
    const created = (await startupFields()).find((field) => field.label === FIELD);
    expect(created?.options.map((option) => option.label)).toEqual(['Pre-seed', 'Seed', 'Series A']);

    // Edit: rename the second option, add a fourth; an empty label is refused under its input.
    await row.getByRole('button', { name: `Edit ${FIELD}` }).click();
    await form.waitFor(POLL);
    expect(await options.count()).toBe(3);
    await options.nth(1).fill('Seed round');
    await page.getByTestId('field-form-add-option').click();
    await options.nth(3).fill('Series B');
    await page.getByTestId('field-form-label').fill('');
    await page.getByTestId('field-form-save').click();
    await expect.poll(() => textOf(form), POLL).toContain('Label is required');
    expect(await page.getByTestId('field-form-label').getAttribute('aria-invalid')).toBe('true');

    // A label another field has: the server's message shows under the label.
    await page.getByTestId('field-form-label').fill(stageLabel);
    await page.getByTestId('field-form-save').click();
    await expect.poll(() => textOf(form), POLL).toContain('A field with this label already exists');

    await page.getByTestId('field-form-label').fill(FIELD);
    await page.getByTestId('field-form-save').click();
    await page
      .getByTestId('fields-toast-success')
      .filter({ hasText: `The field ${FIELD} was saved.` })
      .first()
      .waitFor(POLL);
    await form.waitFor({ state: 'detached', ...POLL });
    await expect
      .poll(() => row.getByTestId('field-option-badge').allTextContents(), POLL)
      .toEqual(['Pre-seed', 'Seed round', 'Series A']);
    expect(await textOf(row.getByTestId('field-options-more'))).toBe('+1');
    // The options that were there keep their ids, so their answers would stay.
    const edited = (await startupFields()).find((field) => field.label === FIELD);
    expect(edited?.options.map((option) => option.label)).toEqual(['Pre-seed', 'Seed round', 'Series A', 'Series B']);
    expect(edited?.options.slice(0, 3).map((option) => option._id)).toEqual(
      created?.options.map((option) => option._id),
    );

    // Delete: it asks first, saying nothing was answered.
    await row.getByRole('button', { name: `Delete ${FIELD}` }).click();
    await page.getByTestId('field-delete-confirm').waitFor(POLL);
    const dialog = page.getByRole('dialog', { name: `Delete the field ${FIELD}?` });
    expect(await textOf(dialog)).toContain('Nobody has answered it yet.');
    await page.getByTestId('field-delete-confirm').click();
    await row.waitFor({ state: 'detached', ...POLL });
    expect((await startupFields()).some((field) => field.label === FIELD)).toBe(false);
    await page.close();
  });

  it("shows how the startups' choice field is answered, option by option", async () => {
    const { customFieldAnalytics } = await api<{
      customFieldAnalytics: {
        entityCount: number;
        fields: { answered: number; field: { label: string }; options: { label: string; count: number }[] }[];
      };
    }>(
      '{ customFieldAnalytics(entityKind: startup) { entityCount fields { answered field { label } options { label count } } } }',
    );
    const expected = customFieldAnalytics.fields.find((entry) => entry.field.label === stageLabel);
    expect(expected?.answered).toBeGreaterThan(0);

    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl('/fields/customs?kind=startup', ORG));
    await page.getByTestId('fields-analytics-link').click();
    await page.waitForURL((url) => url.pathname === '/fields/customs/analytics', POLL);
    expect(new URL(page.url()).searchParams.get('kind')).toBe('startup');
    await page.getByRole('heading', { name: 'Custom field analytics', level: 1 }).waitFor(POLL);

    const card = page.locator(`[data-testid="field-stats"][data-field-label="${stageLabel}"]`);
    await card.waitFor(POLL);
    const fill = card.getByTestId('field-fill-rate');
    expect(await fill.getAttribute('data-answered')).toBe(String(expected?.answered));
    expect(await fill.getAttribute('data-total')).toBe(String(customFieldAnalytics.entityCount));
    expect(await textOf(fill)).toContain(`Answered by ${expected?.answered} of ${customFieldAnalytics.entityCount}`);

    const rows = card.getByTestId('option-count');
    await expect.poll(() => rows.count(), POLL).toBe(4);
    const shown = await rows.evaluateAll((items) =>
      items.map((item) => [item.getAttribute('data-option-label'), Number(item.getAttribute('data-count'))]),
    );
    expect(shown).toEqual(expected?.options.map((option) => [option.label, option.count]));
    expect(shown.map(([label]) => label)).toEqual(['Idea', 'Prototype', 'Seed', 'Series A']);
    await page.close();
  });
});
