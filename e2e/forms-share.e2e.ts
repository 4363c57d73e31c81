import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const POLL = { timeout: 15_000 };

const text = (en: string, fr: string) => [
  { language: 'en', value: en },
  { language: 'fr', value: fr },
];
const option = (value: string, en: string, fr: string, extra: Record<string, unknown> = {}) => ({
  value,
  labels: text(en, fr),
  ...extra,
});

/** A form with a choice that shows a question, a phone, a table, a tree and a calculated total, in English and French. */
const SCRIPT = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
const QUESTIONS = [
  { id: 'note', questionType: 'paragraph', label: text(`Read this ${SCRIPT}`, `Lisez ceci ${SCRIPT}`) },
  {
    id: 'name',
    questionType: 'text',
    label: text('Startup name', 'Nom de la startup'),
    validations: { required: true },
  },
  {
    id: 'stage',
    questionType: 'select_radio',
    label: text('Stage', 'Stade'),
    validations: { required: true },
    options: [option('idea', 'Idea', 'Idée'), option('seed', 'Seed', 'Amorçage')],
  },
  {
    id: 'raised',
    questionType: 'currency',
    label: text('Amount raised', 'Montant levé'),
    validations: { required: true },
    dependency: {
      operator: 'or',
      statements: [{ action: 'show', questionId: 'stage', operator: 'equals', values: ['seed'] }],
    },
  },
  { id: 'phone', questionType: 'phone', label: text('Phone', 'Téléphone'), validations: { required: true } },
  {
    id: 'team',
    questionType: 'table',
    label: text('Team', 'Équipe'),
    columns: [{ id: 'who', label: text('Name', 'Nom'), type: 'text' }],
  },
  {
    id: 'tech',
    questionType: 'tree_multi',
    label: text('Technologies', 'Technologies'),
    options: [option('software', 'Software', 'Logiciel', { children: [option('ai', 'AI', 'IA')] })],
  },
  { id: 'founders', questionType: 'number', label: text('Founders', 'Fondateurs') },
  { id: 'employees', questionType: 'number', label: text('Employees', 'Salariés') },
  {
    id: 'total',
    questionType: 'calculated',
    label: text('Team size', "Taille de l'équipe"),
    formula: '{founders} + {employees}',
  },
];

let session: BrowserSession;
let token: string;
let formId: string;
let shareId: string;

const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlByApi<T>(query, variables, token, ORG);

beforeAll(async () => {
  token = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  const { createForm } = await api<{ createForm: { _id: string; shareId: string } }>(
    'mutation ($input: FormInput!) { createForm(input: $input) { _id shareId } }',
    { input: { title: `Shared intake ${STAMP}`, kind: 'intake', languages: ['en', 'fr'], questions: QUESTIONS } },
  );
  formId = createForm._id;
  shareId = createForm.shareId;
  await api('mutation ($id: ID!) { shareForm(id: $id, audience: PUBLIC) { _id } }', { id: formId });
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

async function openShared(page: Page) {
  await page.goto(appUrl(`/share/forms/${shareId}`, ORG));
  await page.getByTestId('form-fill').waitFor(POLL);
}

describe('a form shared by link', () => {
  it('is filled by a signed-in member as a survey, the draft kept on the server', async () => {
    await api('mutation ($id: ID!) { shareForm(id: $id, audience: MEMBERS) { _id } }', { id: formId });
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl(`/survey/${formId}`, ORG));
    await page.getByTestId('form-fill').waitFor(POLL);
    await page.getByLabel('Startup name').fill('Draft on the server');
    await expect
      .poll(async () => {
        const { survey } = await api<{ survey: { draft: { answers: { name?: string } } | null } }>(
          'query ($id: ID!) { survey(id: $id) { draft { answers } } }',
          { id: formId },
        );
        return survey.draft?.answers.name;
      }, POLL)
      .toBe('Draft on the server');
    await page.reload();
    await page.getByTestId('form-fill').waitFor(POLL);
    expect(await page.getByLabel('Startup name').inputValue()).toBe('Draft on the server');
    await api('mutation ($id: ID!) { shareForm(id: $id, audience: PUBLIC) { _id } }', { id: formId });
  });

  it('is filled by an anonymous visitor in French: conditions, a refused phone number, a table, a tree, a total', async () => {
    const page = await session.newPage();
    await openShared(page);
    await page.getByTestId('form-fill-language').click();
    await page.getByRole('option', { name: 'Français' }).click();
    await page.getByLabel('Nom de la startup').waitFor(POLL);
    await page.getByLabel('Nom de la startup').fill('Solaris');
    // Labels are text: the markup in one shows as written and never runs.
    await page.getByText(`Lisez ceci ${SCRIPT}`).waitFor(POLL);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    // The amount raised shows only at the seed stage.
    expect(await page.getByLabel('Montant levé').count()).toBe(0);
    await page.getByRole('radio', { name: 'Amorçage' }).check();
    await page.getByLabel('Montant levé').waitFor(POLL);
    await page.getByRole('radio', { name: 'Idée' }).check();
    await page.getByLabel('Montant levé').waitFor({ state: 'detached', ...POLL });

    await page.getByLabel('Téléphone').fill('12');
    // Leaving the field shows its message (the page moves): leave it before clicking further down.
    await page.getByLabel('Téléphone').press('Tab');
    await page.getByText("Téléphone n'est pas un numéro de téléphone valide").first().waitFor(POLL);
    await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await page.getByLabel('Nom ligne 1').fill('Ada');
    await page.getByRole('checkbox', { name: 'Logiciel / IA' }).check();
    await page.getByLabel('Fondateurs').fill('2');
    await page.getByLabel('Salariés').fill('3');
    await expect.poll(() => page.getByLabel("Taille de l'équipe").inputValue(), POLL).toBe('5');

    await page.getByTestId('form-fill-submit').click();
    const errors = page.getByTestId('form-fill-errors');
    await errors.waitFor(POLL);
    expect(await errors.textContent()).toContain("Téléphone n'est pas un numéro de téléphone valide");

    await page.getByLabel('Téléphone').fill('+33 6 12 34 56 78');
    await page.getByTestId('form-fill-submit').click();
    await page.getByTestId('form-fill-done').waitFor(POLL);

    const { formResponses } = await api<{
      formResponses: { total: number; items: { answers: Record<string, unknown>; language: string }[] };
    }>('query ($id: ID!) { formResponses(formId: $id) { total items { answers language } } }', { id: formId });
    expect(formResponses.total).toBe(1);
    expect(formResponses.items[0]?.language).toBe('fr');
    expect(formResponses.items[0]?.answers).toMatchObject({
      name: 'Solaris',
      stage: { values: ['idea'] },
      phone: '+33612345678',
      team: [{ who: 'Ada' }],
      tech: { values: ['ai'] },
      total: 5,
    });
    expect(formResponses.items[0]?.answers).not.toHaveProperty('raised');

    // The admin finds the answer from the forms list, changes a question, and compares the two versions.
    const admin = await session.newPage();
    await signInThroughLogin(admin, ADMIN, ORG);
    await admin.goto(appUrl(`/forms/management?search=${encodeURIComponent(`Shared intake ${STAMP}`)}`, ORG));
    await admin.getByRole('link', { name: `Answers to Shared intake ${STAMP}: 1` }).click();
    await admin.getByTestId('form-answer-row').first().waitFor(POLL);
    // One answer, from a visitor who was not signed in (the table lists respondents; the answers open per row).
    expect(await admin.getByTestId('form-answer-row').count()).toBe(1);
    expect(await admin.getByTestId('form-answers-table').textContent()).toContain('Anonymous');
    const changed = QUESTIONS.map((q) =>
      q.id === 'name' ? { ...q, label: text('Company name', "Nom de l'entreprise") } : q,
    );
    const { updateForm } = await api<{ updateForm: { _id: string; version: number } }>(
      'mutation ($id: ID!, $input: FormInput!) { updateForm(id: $id, input: $input) { _id version } }',
      {
        id: formId,
        input: { title: `Shared intake ${STAMP}`, kind: 'intake', languages: ['en', 'fr'], questions: changed },
      },
    );
    expect(updateForm.version).toBe(2);
    await admin.goto(appUrl(`/forms/management/form/${formId}/compare/${updateForm._id}`, ORG));
    const change = admin.getByTestId('compare-changed').first();
    await change.waitFor(POLL);
    expect(await change.textContent()).toContain('Company name');
    expect(await admin.getByTestId('compare-change-kind').first().textContent()).toBeTruthy();
    await api('mutation ($id: ID!, $input: FormInput!) { updateForm(id: $id, input: $input) { _id } }', {
      id: updateForm._id,
      input: { title: `Shared intake ${STAMP}`, kind: 'intake', languages: ['en', 'fr'], questions: QUESTIONS },
    });
  });

  it('keeps an anonymous draft in the browser and answers "not found" once the form is no longer shared', async () => {
    const page = await session.newPage();
    await openShared(page);
    await page.getByLabel('Startup name').fill('Half done');
    await page.waitForTimeout(1_200);
    await page.reload();
    await page.getByTestId('form-fill').waitFor(POLL);
    expect(await page.getByLabel('Startup name').inputValue()).toBe('Half done');

    await api('mutation ($id: ID!) { shareForm(id: $id, audience: NONE) { _id } }', { id: formId });
    await page.reload();
    await page.getByTestId('share-form-missing').waitFor(POLL);
  });
});
