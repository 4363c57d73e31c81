import { readFile } from 'node:fs/promises';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const POLL = { timeout: 30_000 };
const TITLE = `Demo day feedback ${Date.now()}`;

let session: BrowserSession;
let formId: string;
let shareId: string;

const en = (value: string) => [{ language: 'en', value }];

/** A form shared with anyone, with one anonymous sheet, made through the API (the answers page is under test). */
async function seedForm() {
  const token = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  const { createForm } = await graphqlByApi<{ createForm: { _id: string; shareId: string } }>(
    'mutation ($input: FormInput!) { createForm(input: $input) { _id shareId } }',
    {
      input: {
        title: TITLE,
        kind: 'feedback',
        languages: ['en'],
        questions: [
          { id: 'startup', questionType: 'text', label: en('Startup'), validations: { required: true } },
          {
            id: 'rating',
            questionType: 'select_radio',
            label: en('Rating'),
            options: [
              { value: 'good', labels: en('Good'), numericalValue: 2 },
              { value: 'great', labels: en('Great'), numericalValue: 5 },
            ],
          },
          {
            id: 'mentors',
            questionType: 'table',
            label: en('Mentors met'),
            columns: [
              { id: 'who', label: en('Who'), type: 'text' },
              { id: 'hours', label: en('Hours'), type: 'number' },
            ],
          },
        ],
      },
    },
    token,
    ORG,
  );
  await graphqlByApi(
    'mutation ($id: ID!) { shareForm(id: $id, audience: PUBLIC) { _id } }',
    { id: createForm._id },
    token,
    ORG,
  );
  await graphqlByApi(
    'mutation ($s: ID!, $a: JSON!, $e: String) { submitSharedForm(shareId: $s, answers: $a, email: $e) { _id } }',
    {
      s: createForm.shareId,
      e: 'visitor@example.org',
      a: { startup: 'Solaris Energy', rating: { values: ['great'] }, mentors: [{ who: 'Ana', hours: 2 }] },
    },
    null,
    ORG,
  );
  return createForm;
}

beforeAll(async () => {
  session = await launchBrowser();
  const form = await seedForm();
  formId = form._id;
  shareId = form.shareId;
});
afterAll(async () => {
  await session?.close();
});

describe("a form's answers", () => {
  it('lists the submissions, opens a sheet read-only, and downloads the answers as XLSX', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl(`/forms/management/${formId}/answers`, ORG));
    await page.getByTestId('form-answers-page').waitFor(POLL);
    expect(await page.getByTestId('form-answers-total').getAttribute('data-count')).toBe('1');
    const row = page.getByTestId('form-answer-row');
    expect(await row.count()).toBe(1);
    expect(await row.locator('td').allTextContents()).toEqual([
      'visitor@example.org',
      expect.any(String),
      '1',
      '5 / 5',
      'Open',
    ]);

    await row.getByTestId('form-answer-open').click();
    const sheet = page.getByTestId('form-sheet');
    await sheet.waitFor(POLL);
    expect(new URL(page.url()).searchParams.get('sheet')).toBeTruthy();
    const startup = sheet.locator('[data-question-id="startup"] input');
    expect(await startup.inputValue()).toBe('Solaris Energy');
    expect(await startup.getAttribute('readonly')).not.toBeNull();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('sheet'), POLL).toBeNull();

    const [download] = await Promise.all([
      page.waitForEvent('download', POLL),
      page.getByTestId('form-answers-export-xlsx').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${TITLE} - answers.xlsx`);
    const rows = await readSheet(await readFile(await download.path()));
    expect(rows[0]).toEqual(['Submitted at', 'Respondent', 'Version', 'Score', 'Startup', 'Rating', 'Mentors met']);
    expect(rows.slice(1).map((cells) => cells.slice(1))).toEqual([
      ['visitor@example.org', 1, 5, 'Solaris Energy', 'Great', 'Who: Ana, Hours: 2'],
    ]);
  });

  it("prints one person's sheet without the shell and downloads it as a PDF rendered by the server", async () => {
    const token = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
    const { formResponses } = await graphqlByApi<{ formResponses: { items: { _id: string }[] } }>(
      'query ($f: ID!) { formResponses(formId: $f) { items { _id } } }',
      { f: formId },
      token,
      ORG,
    );
    const sheetId = formResponses.items[0]?._id;
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl(`/export/print/form/${shareId}?response=${sheetId}`, ORG));
    await page.locator('[data-print-ready="true"]').waitFor(POLL);
    expect(await page.getByTestId('print-form-title').textContent()).toBe(TITLE);
    expect(await page.getByTestId('print-respondent').textContent()).toContain('visitor@example.org');
    expect(await page.getByTestId('shell-sidebar').count()).toBe(0);
    expect(await page.locator('[data-question-id="startup"] input').inputValue()).toBe('Solaris Energy');

    const [download] = await Promise.all([
      page.waitForEvent('download', POLL),
      page.getByTestId('print-download-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${TITLE} - visitor@example.org.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
