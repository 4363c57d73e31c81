import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
/** The demo cofounder (the one person of Solaris Energy). */
const COFOUNDER = 'cofounder@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const FIELD = `Portfolio filter ${STAMP}`;
/** Two demo startups: the first answers A, the second B. */
const ANSWERS_A = 'Tidewater Robotics';
const ANSWERS_B = 'Ledgerleaf';
const STARTUP = `Rolecheck ${STAMP}`;
const VIEW = `Answered A ${STAMP}`;
const POLL = { timeout: 15_000 };
const STARTED = Date.now();

type FormItem = { field: { _id: string }; required: boolean };

let session: BrowserSession;
let adminToken: string;
let formId = '';
/** The visible startup form's items before this file added its field, to put back exactly. */
let previousItems: FormItem[] | null = null;
let fieldId = '';
let optionA = '';

const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlByApi<T>(query, variables, adminToken, ORG);

async function startupId(name: string): Promise<string> {
  const { startups } = await api<{ startups: { results: { _id: string; name: string }[] } }>(
    'query ($search: String) { startups(search: $search) { results { _id name } } }',
    { search: name },
  );
  const found = startups.results.find((startup) => startup.name === name);
  if (!found) throw new Error(`No startup ${name}`);
  return found._id;
}

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);

  // A choice field with options A and B, on the visible startup form after the demo's own fields.
  const { createCustomField } = await api<{
    createCustomField: { _id: string; options: { _id: string; label: string }[] };
  }>('mutation ($input: CustomFieldInput!) { createCustomField(input: $input) { _id options { _id label } } }', {
    input: { entityKind: 'startup', label: FIELD, type: 'select_dropdown', options: [{ label: 'A' }, { label: 'B' }] },
  });
  fieldId = createCustomField._id;
  optionA = createCustomField.options.find((option) => option.label === 'A')?._id ?? '';
  const optionB = createCustomField.options.find((option) => option.label === 'B')?._id ?? '';

  const { profileForms } = await api<{ profileForms: { _id: string; kind: string; items: FormItem[] }[] }>(
    '{ profileForms { _id kind items { field { _id } required } } }',
  );
  const form = profileForms.find((candidate) => candidate.kind === 'startup_profile');
  if (!form) throw new Error('No visible startup form');
  formId = form._id;
  previousItems = form.items;
  await api(
    'mutation ($id: ID!, $items: [ProfileFormItemInput!]!) { updateProfileForm(id: $id, items: $items) { _id } }',
    {
      id: formId,
      items: [
        ...form.items.map((item) => ({ fieldId: item.field._id, required: item.required })),
        { fieldId, required: false },
      ],
    },
  );

  for (const [name, option] of [
    [ANSWERS_A, optionA],
    [ANSWERS_B, optionB],
  ] as const) {
    await api(
      'mutation ($id: ID!, $values: [CustomFieldValueInput!]!) { setProfileFieldValues(entityKind: startup, entityId: $id, values: $values) { entityId } }',
      { id: await startupId(name), values: [{ fieldId, optionIds: [option] }] },
    );
  }
});

/** The form's items as they were, then the field (and its answers), the view and the startup of this file go. */
afterAll(async () => {
  if (adminToken) {
    if (formId && previousItems) {
      await api(
        'mutation ($id: ID!, $items: [ProfileFormItemInput!]!) { updateProfileForm(id: $id, items: $items) { _id } }',
        { id: formId, items: previousItems.map((item) => ({ fieldId: item.field._id, required: item.required })) },
      ).catch(() => undefined);
    }
    if (fieldId)
      await api('mutation ($id: ID!) { deleteCustomField(id: $id) }', { id: fieldId }).catch(() => undefined);
    const { savedViews } = await api<{ savedViews: { _id: string; name: string }[] }>(
      '{ savedViews(scope: STARTUPS) { _id name } }',
    ).catch(() => ({ savedViews: [] }));
    for (const view of savedViews.filter((candidate) => candidate.name.includes(STAMP))) {
      await api('mutation ($id: ID!) { deleteSavedView(id: $id) }', { id: view._id }).catch(() => undefined);
    }
    const { startups } = await api<{ startups: { results: { _id: string }[] } }>(
      'query ($search: String) { startups(search: $search) { results { _id } } }',
      { search: STAMP },
    ).catch(() => ({ startups: { results: [] } }));
    for (const { _id } of startups.results) {
      await api('mutation ($id: ID!) { deleteStartup(id: $id) }', { id: _id }).catch(() => undefined);
    }
  }
  await session?.close();
});

async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

/** Picks an option of a Mantine select by typing part of it. */
async function pickOption(page: Page, select: Locator, name: string, typed = name) {
  await select.click();
  await select.fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
}

const listedCards = (page: Page) =>
  page.getByTestId('startup-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-startup-name')));
const chip = (page: Page) => page.locator(`[data-testid="custom-filter-chip"][data-field-id="${fieldId}"]`);

describe('custom-field filters of the portfolio', () => {
  it('filters by a choice field, keeps the filter in the address and a saved view, and exports what it shows', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl('/startups', ORG));
    await page.getByTestId('startups-portfolio-page').waitFor();
    await page.getByTestId('startup-card').first().waitFor(POLL);

    // Custom field → the field → option A → apply.
    await page.getByTestId('custom-filter-add').click();
    const editor = page.getByTestId('custom-filter-editor');
    await editor.waitFor();
    await pickOption(page, editor.getByTestId('custom-filter-field'), FIELD, `filter ${STAMP}`);
    const options = editor.getByTestId('custom-filter-options');
    await options.waitFor();
    await options.click();
    await page.getByRole('option', { name: 'A', exact: true }).click();
    // A click beside the options closes their list, which covers the button.
    await editor.getByTestId('custom-filter-title').click();
    await editor.getByTestId('custom-filter-apply').click();
    await page.waitForURL((url) => url.searchParams.getAll('cf').join('|') === `${fieldId}:${optionA}`);

    // Exactly the startup that answered A, and a chip that says so.
    await expect.poll(() => listedCards(page), POLL).toEqual([ANSWERS_A]);
    expect(await textOf(chip(page))).toBe(`${FIELD}: A`);

    // A reload keeps the filter.
    await page.reload();
    await chip(page).waitFor(POLL);
    await expect.poll(() => listedCards(page), POLL).toEqual([ANSWERS_A]);

    // The export of the portfolio takes the same filter: one row.
    await page.getByTestId('export-menu-button').click();
    await page.getByTestId('export-startups-csv').click();
    await page.getByTestId('export-toast').waitFor(POLL);
    await expect
      .poll(
        async () => {
          const { exportJobs } = await api<{
            exportJobs: { kind: string; format: string; status: string; rowCount: number | null; createdAt: string }[];
          }>('{ exportJobs { kind format status rowCount createdAt } }');
          const job = exportJobs.find(
            (candidate) =>
              candidate.kind === 'STARTUPS' && candidate.format === 'CSV' && Date.parse(candidate.createdAt) >= STARTED,
          );
          return job ? `${job.status} ${job.rowCount}` : 'none';
        },
        { timeout: 30_000 },
      )
      .toBe('COMPLETED 1');

    // A saved view keeps the filter.
    await page.getByTestId('saved-views-button').click();
    await page.getByTestId('saved-views-save').click();
    const viewForm = page.getByTestId('save-view-form');
    await viewForm.waitFor();
    await page.getByTestId('save-view-name').fill(VIEW);
    await page.getByTestId('save-view-save').click();
    await viewForm.waitFor({ state: 'detached', ...POLL });
    await expect.poll(() => page.getByTestId('saved-views-button').getAttribute('data-active-view'), POLL).toBe(VIEW);

    // Removing the chip shows the whole portfolio again.
    await chip(page)
      .getByRole('button', { name: `Remove the filter on ${FIELD}` })
      .click();
    await page.waitForURL((url) => !url.searchParams.has('cf'));
    await expect.poll(async () => (await listedCards(page)).length, POLL).toBeGreaterThan(1);
    await expect.poll(() => page.getByTestId('saved-views-button').getAttribute('data-active-view'), POLL).toBeNull();

    // The saved view brings the filter back.
    await page.getByTestId('saved-views-button').click();
    await page.locator(`[data-testid="saved-view"][data-view-name="${VIEW}"]`).getByTestId('saved-view-apply').click();
    await page.waitForURL((url) => url.searchParams.getAll('cf').join('|') === `${fieldId}:${optionA}`);
    await chip(page).waitFor(POLL);
    await expect.poll(() => listedCards(page), POLL).toEqual([ANSWERS_A]);
    await page.close();
  });

  it('drops a filter on a field that no longer exists, with a notice', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    const missing = '0190a000-0000-7000-8000-00000000dead';
    await page.goto(appUrl(`/startups?cf=${missing}:~x&cf=${fieldId}:${optionA}`, ORG));
    await page.getByTestId('startups-custom-filters-dropped').waitFor(POLL);
    await page.waitForURL((url) => url.searchParams.getAll('cf').join('|') === `${fieldId}:${optionA}`);
    await expect.poll(() => listedCards(page), POLL).toEqual([ANSWERS_A]);
    expect(await page.getByTestId('startups-load-error').count()).toBe(0);
    await page.close();
  });
});

describe('roles of the people inside a startup', () => {
  it('sets a person’s role in the startup form and shows it again', async () => {
    const { people } = await api<{ people: { results: { _id: string; email: string }[] } }>(
      'query ($search: String) { people(search: $search) { results { _id email } } }',
      { search: COFOUNDER },
    );
    const cofounderId = people.results.find((person) => person.email === COFOUNDER)?._id;
    expect(cofounderId).toBeTruthy();
    await api('mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }', {
      input: { name: STARTUP, memberIds: [cofounderId] },
    });

    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl(`/startups/management?search=${STAMP}`, ORG));
    const row = page.locator(`[data-testid="startup-row"][data-startup-name="${STARTUP}"]`);
    await row.getByTestId('startup-edit').click();
    const form = page.getByTestId('startup-form');
    await form.waitFor();
    const role = form.locator(`[data-testid="startup-form-role"][data-user-id="${cofounderId}"]`);
    await role.waitFor(POLL);
    expect(await role.inputValue()).toBe('');
    await role.fill('CTO');
    await page.getByTestId('startup-form-save').click();
    await page
      .getByTestId('startups-toast-success')
      .filter({ hasText: `${STARTUP} was saved` })
      .first()
      .waitFor(POLL);
    await form.waitFor({ state: 'detached' });

    const saved = await api<{ startup: { people: { userId: string; label: string | null }[] } }>(
      'query ($id: ID!) { startup(id: $id) { people { userId label } } }',
      { id: await startupId(STARTUP) },
    );
    expect(saved.startup.people).toEqual([{ userId: cofounderId, label: 'CTO' }]);

    // Reopened, the form shows the role.
    await row.getByTestId('startup-edit').click();
    await form.waitFor();
    await expect.poll(() => role.inputValue(), POLL).toBe('CTO');
    await page.close();
  });
});
