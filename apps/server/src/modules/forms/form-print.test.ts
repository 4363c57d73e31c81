import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  answersOrganisation,
  answersQuestions,
  createSharedForm,
  FORM_UPDATE,
  SUBMIT,
} from './form-answers.fixtures.ts';

// The rendering itself runs in the browser tests (e2e/forms-answers.e2e.ts), which serve the web app.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ chromiumPath: '/nonexistent/chromium' });
});
afterAll(async () => {
  await server.close();
});

const PRINTABLE = `query ($s: ID!, $r: ID) { printableForm(shareId: $s, responseId: $r) {
  formId title version languages questions sheet { _id respondentName submittedAt answers } } }`;

interface Printable {
  printableForm: {
    formId: string;
    version: number;
    questions: { id: string }[];
    sheet: { _id: string; respondentName: string | null; answers: Record<string, unknown> } | null;
  };
}

describe('the print view of a form', () => {
  it("shows a sheet with its own version's questions, or the blank current form, to FORM:EDIT only", async () => {
    const kit = await answersOrganisation(server);
    const admin = await kit.sign('Admin');
    const founder = await kit.sign('Cofounder', { firstName: 'Lina', lastName: 'Haddad' });
    const form = await createSharedForm(admin.gql);
    const submitted = await founder.gql<{ submitFormResponse: { _id: string } }>(SUBMIT, {
      f: form._id,
      a: { name: 'Solaris' },
    });
    const sheetId = submitted.data?.submitFormResponse._id;
    const questions = answersQuestions().filter((q) => q.id !== 'revenue');
    await admin.gql(FORM_UPDATE, {
      id: form._id,
      input: { title: 'Candidatures 2027', kind: 'intake', languages: ['fr', 'en'], questions },
    });

    const printed = await admin.gql<Printable>(PRINTABLE, { s: form.shareId, r: sheetId });
    expect(printed.errors).toBeUndefined();
    expect(printed.data?.printableForm).toMatchObject({
      version: 1,
      sheet: { _id: sheetId, respondentName: 'Lina Haddad', answers: { name: 'Solaris' } },
    });
    expect(printed.data?.printableForm.questions.map((q) => q.id)).toContain('revenue');
    const blank = await admin.gql<Printable>(PRINTABLE, { s: form.shareId });
    expect(blank.data?.printableForm).toMatchObject({ version: 2, sheet: null });
    expect(blank.data?.printableForm.questions.map((q) => q.id)).not.toContain('revenue');

    const other = await createSharedForm(admin.gql, answersQuestions(), 'Autre');
    const mismatched = await admin.gql(PRINTABLE, { s: other.shareId, r: sheetId });
    expect(mismatched.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    for (const viewer of [founder, await kit.sign('Coach')]) {
      const refused = await viewer.gql(PRINTABLE, { s: form.shareId });
      expect(refused.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    }
  });

  it('renders the PDF for FORM:EDIT only, and says when no Chromium is installed', async () => {
    const kit = await answersOrganisation(server);
    const admin = await kit.sign('Admin');
    const coach = await kit.sign('Coach');
    const form = await createSharedForm(admin.gql);
    expect((await kit.request('GET', `/api/forms/${form._id}/pdf`)).statusCode).toBe(401);
    expect((await kit.request('GET', `/api/forms/${form._id}/pdf`, { token: coach.token })).statusCode).toBe(404);
    const bad = await kit.request('GET', `/api/forms/${form._id}/pdf?response=nope`, { token: admin.token });
    expect(bad.statusCode).toBe(404);
    const missing = await kit.request('GET', `/api/forms/${form._id}/pdf?response=${form._id}`, { token: admin.token });
    expect(missing.statusCode).toBe(404);
    const unavailable = await kit.request('GET', `/api/forms/${form._id}/pdf`, { token: admin.token });
    expect(unavailable.statusCode).toBe(503);
    expect(JSON.parse(unavailable.body).message).toBe('PDF export is not available on this server');
  });
});
