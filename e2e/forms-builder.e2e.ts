import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';
import { moveUpWithKeyboard } from './support/dnd.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const TITLE = `Intake ${STAMP}`;
const POLL = { timeout: 15_000 };
/** Client-side navigations: the address changes without a new document. */
const NAVIGATION = { timeout: 15_000, waitUntil: 'commit' } as const;

interface ApiQuestion {
  _id: string;
  questionType: string;
  label: { language: string; value: string }[];
  options: { value: string; labels: { language: string; value: string }[] }[] | null;
  dependency: { operator: string; statements: { action: string; questionId: string; values: string[] }[] } | null;
  columns: { label: { value: string }[]; type: string }[] | null;
}

let session: BrowserSession;
let adminToken: string;

const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlByApi<T>(query, variables, adminToken, ORG);

async function formsWithStamp(): Promise<{ _id: string; title: string }[]> {
  const { forms } = await api<{ forms: { items: { _id: string; title: string }[] } }>(
    'query ($search: String) { forms(filter: { search: $search }, page: { limit: 100 }) { items { _id title } } }',
    { search: STAMP },
  );
  return forms.items;
}

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
});

/** Whatever this file made and did not delete through the page (a failed run) goes, so that the demo data stays. */
afterAll(async () => {
  if (adminToken) {
    for (const form of await formsWithStamp().catch(() => [])) {
      await api('mutation ($id: ID!) { deleteForm(id: $id) }', { id: form._id }).catch(() => undefined);
    }
  }
  await session?.close();
});

const cardLabels = (page: Page) =>
  page
    .getByTestId('question-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-question-label')));

describe('forms builder', () => {
  it('creates a form with a conditional question and a table, reorders, translates, saves, duplicates and deletes', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);

    // From the create menu to the builder, through the title and kind dialog.
    await page.getByTestId('create-menu-button').click();
    await page.getByTestId('create-menu-createForm').click();
    await page.waitForURL((url) => url.pathname === '/forms/management/new', NAVIGATION);
    await page.getByTestId('create-form-title').fill(TITLE);
    // The dialog keeps what was typed (a re-render of the page under it must not have emptied it).
    await expect.poll(() => page.getByTestId('create-form-title').inputValue(), POLL).toBe(TITLE);
    await page.getByTestId('create-form-submit').click();
    await page.waitForURL((url) => /^\/forms\/management\/[^/]+\/edit$/.test(url.pathname), NAVIGATION);
    const formId = new URL(page.url()).pathname.split('/')[3] ?? '';
    await page.getByTestId('form-builder').waitFor(POLL);
    // Full screen: no top bar.
    expect(await page.getByTestId('shell-header').count()).toBe(0);

    // A dropdown "Stage" with Idea and Seed.
    await page.getByTestId('palette-select_dropdown').click();
    await page.getByTestId('question-label').fill('Stage');
    await page.getByTestId('options-label').nth(0).fill('Idea');
    await page.getByTestId('options-label').nth(1).fill('Seed');

    // A text shown only when Stage is Seed, through the plain-words condition editor.
    await page.getByTestId('palette-text').click();
    await page.getByTestId('question-label').fill('Lead investor');
    await page.getByTestId('condition-add').click();
    expect(await page.getByTestId('condition-question').inputValue()).toBe('Stage');
    await page.getByTestId('condition-values').click();
    await page.getByRole('option', { name: 'Seed' }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByTestId('condition-sentence').textContent())
      .toBe('Show this question when “Stage” is “Seed”');

    // A table with two columns.
    await page.getByTestId('palette-table').click();
    await page.getByTestId('question-label').fill('Founders');
    await page.getByTestId('column-label').nth(0).fill('Name');
    await page.getByTestId('columns-add').click();
    await page.getByTestId('column-label').nth(1).fill('Shares');
    await page.getByTestId('column-type').nth(1).click();
    await page.getByRole('option', { name: 'Number' }).click();
    expect(await cardLabels(page)).toEqual(['Stage', 'Lead investor', 'Founders']);
    expect(await page.getByTestId('question-problems').count()).toBe(0);

    // Reorder with the keyboard: the table goes up one place.
    const handle = page.locator(
      '[data-testid="question-card"][data-question-label="Founders"] [data-testid="question-handle"]',
    );
    await moveUpWithKeyboard(page, handle, 'Founders', 3);
    await expect.poll(() => cardLabels(page), POLL).toEqual(['Stage', 'Founders', 'Lead investor']);

    // French: the questions show what is missing; translating one removes its mark.
    await page.getByTestId('form-builder-settings').click();
    await page.getByRole('dialog').locator('.mantine-MultiSelect-input').click();
    await page.getByRole('option', { name: 'Français' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('form-settings-apply').click();
    const lead = page.locator('[data-testid="question-card"][data-question-label="Lead investor"]');
    await expect.poll(() => lead.getByTestId('question-missing-translations').textContent(), POLL).toBe('Missing: FR');
    await page.getByTestId('form-builder-language').getByText('Français').click();
    await lead.click();
    await page.getByTestId('question-label').fill('Investisseur principal');
    await expect
      .poll(
        () =>
          page
            .locator('[data-question-label="Investisseur principal"] [data-testid="question-missing-translations"]')
            .count(),
        POLL,
      )
      .toBe(0);

    // The preview draws the form with the renderer: the conditional question waits for "Seed".
    await page.getByTestId('form-builder-panel').getByText('Preview').click();
    const preview = page.getByTestId('form-preview-form');
    await preview.getByText('Stage').first().waitFor(POLL);
    expect(await preview.getByText('Lead investor').count()).toBe(0);
    await page.getByTestId('form-builder-panel').getByText('Question', { exact: true }).click();

    // Save: the page is clean again and the server holds the form as built.
    await page.getByTestId('form-builder-save').click();
    await page.locator('[data-testid="form-builder"]:not([data-dirty])').waitFor(POLL);
    const { form } = await api<{ form: { languages: string[]; questions: ApiQuestion[] } }>(
      `query ($id: ID!) { form(id: $id) { languages questions { _id questionType label { language value }
        options dependency columns } } }`,
      { id: formId },
    );
    expect(form.languages).toEqual(['en', 'fr']);
    expect(form.questions.map((q) => q.questionType)).toEqual(['select_dropdown', 'table', 'text']);
    const [stage, table, text] = form.questions;
    const seed = stage?.options?.find((o) => o.labels.some((l) => l.value === 'Seed'));
    expect(text?.dependency?.statements).toEqual([
      { action: 'show', questionId: stage?._id, operator: 'equals', values: [seed?.value] },
    ]);
    expect(text?.label).toEqual([
      { language: 'en', value: 'Lead investor' },
      { language: 'fr', value: 'Investisseur principal' },
    ]);
    expect(table?.columns?.map((c) => [c.label[0]?.value, c.type])).toEqual([
      ['Name', 'text'],
      ['Shares', 'number'],
    ]);

    // In the list; then a copy, which is deleted.
    await page.getByTestId('form-builder-back').click();
    await page.waitForURL((url) => url.pathname === '/forms/management', NAVIGATION);
    await page.getByTestId('forms-search').fill(STAMP);
    const row = page.locator(`[data-testid="form-row"][data-form-title="${TITLE}"]`);
    await row.waitFor(POLL);
    expect(await row.getByTestId('form-kind').textContent()).toBe('Submission');
    await row.getByTestId('form-row-actions').click();
    await page.getByTestId('form-action-duplicate').click();
    // The first row's menu closes before the copy's opens: its Delete would be the one clicked otherwise.
    await page.getByTestId('form-action-duplicate').waitFor({ state: 'detached', ...POLL });
    const copy = page.locator(`[data-testid="form-row"][data-form-title="Copy of ${TITLE}"]`);
    await copy.waitFor(POLL);
    await copy.getByTestId('form-row-actions').click();
    await page.getByTestId('form-action-delete').click();
    await page.getByTestId('delete-form-confirm').click();
    await copy.waitFor({ state: 'detached', ...POLL });
    expect((await formsWithStamp()).map((f) => f.title)).toEqual([TITLE]);
  });
});
