import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';
import { linkFromMail, mailWithSubject } from './support/mail.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const APPLICANT = `applicant-${STAMP}@example.test`;
const APPLICANT_PASSWORD = 'an applicant passphrase 2026';
const STARTUP = `Solstice ${STAMP}`;
const POLL = { timeout: 15_000 };

let session: BrowserSession;
let adminToken: string;
let applicationId: string;
let funnelId: string;

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlByApi<T>(query, variables, adminToken, ORG);

/** A JSON POST to a REST route of the server under test, with the organisation's Host (fetch cannot set Host). */
function postJson(path: string, body: unknown): Promise<Record<string, unknown>> {
  const port = inject('e2ePort');
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          host: `${ORG}.localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text || '{}') as Record<string, unknown>));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const text = (value: string) => [{ language: 'en', value }];

/** Seeds a published call with an interview and a decision round, and an applicant's submitted application. */
beforeAll(async () => {
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  const { createProgram } = await asAdmin<{ createProgram: { _id: string } }>(
    'mutation ($input: ProgramInput!) { createProgram(input: $input) { _id } }',
    { input: { name: `Cohort ${STAMP}` } },
  );
  const { createForm } = await asAdmin<{ createForm: { _id: string } }>(
    'mutation ($input: FormInput!) { createForm(input: $input) { _id } }',
    {
      input: {
        title: `Intake ${STAMP}`,
        kind: 'intake',
        questions: [
          { id: 'pitch', questionType: 'text', label: text('One-line pitch'), validations: { required: true } },
        ],
      },
    },
  );
  const { createFunnel } = await asAdmin<{ createFunnel: { _id: string } }>(
    'mutation ($input: FunnelInput!) { createFunnel(input: $input) { _id } }',
    {
      input: {
        name: `Autumn call ${STAMP}`,
        programId: createProgram._id,
        intakeFormId: createForm._id,
        closesAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    },
  );
  await asAdmin(
    'mutation ($id: ID!, $rounds: [FunnelRoundInput!]!) { setFunnelRounds(id: $id, rounds: $rounds) { _id } }',
    {
      id: createFunnel._id,
      rounds: [
        { kind: 'meeting', name: 'Interview' },
        { kind: 'decision', name: 'Decision' },
      ],
    },
  );
  await asAdmin('mutation ($id: ID!) { publishFunnel(id: $id, published: true) { _id } }', { id: createFunnel._id });
  funnelId = createFunnel._id;

  // A new applicant accepts their invitation (through the REST route the invitation page calls) and applies.
  await asAdmin(
    'mutation ($email: String!) { inviteUser(email: $email, firstName: "Ines", lastName: "Applicant", roleType: Applicant) { _id } }',
    { email: APPLICANT },
  );
  const link = await linkFromMail(APPLICANT, '/acceptinvitation');
  const accepted = await postJson('/api/users/acceptinvitation', {
    token: link.searchParams.get('token'),
    password: APPLICANT_PASSWORD,
    firstName: 'Ines',
    lastName: 'Applicant',
  });
  const applicantToken = accepted.token as string;
  const applicant = <T>(query: string, variables: Record<string, unknown> = {}) =>
    graphqlByApi<T>(query, variables, applicantToken, ORG);
  const { startApplication } = await applicant<{ startApplication: { _id: string } }>(
    'mutation ($f: ID!, $n: String) { startApplication(funnelId: $f, startupName: $n) { _id } }',
    { f: createFunnel._id, n: STARTUP },
  );
  applicationId = startApplication._id;
  await applicant('mutation ($id: ID!, $a: JSON!) { submitApplication(applicationId: $id, answers: $a) { _id } }', {
    id: applicationId,
    a: { pitch: 'Solar kits for schools' },
  });
  await asAdmin('mutation ($input: ApplicationCommentInput!) { createApplicationComment(input: $input) { _id } }', {
    input: { applicationId, message: 'Welcome: we will invite you to an interview soon', isPublic: true },
  });
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

describe('the application file', () => {
  it('takes an application from a private note to an accepted startup the applicant opens', async () => {
    const admin = await session.newPage();
    await signInThroughLogin(admin, ADMIN, ORG);
    await admin.goto(appUrl(`/application/${applicationId}`, ORG));
    await admin.waitForURL((url) => url.pathname === `/application/${applicationId}/activities`, POLL);
    expect(await admin.getByTestId('application-title').textContent()).toBe(STARTUP);

    // A private note: staff write privately by default.
    // The activities have loaded (the welcome comment): a post made while the first load is still on its way would be
    // answered by that load's older list.
    await admin
      .getByTestId('application-comment')
      .filter({ hasText: 'Welcome: we will invite you to an interview soon' })
      .waitFor(POLL);
    await expect.poll(() => admin.getByTestId('comment-private').isChecked(), POLL).toBe(true);
    await admin.getByTestId('comment-message').fill('Strong team, check their numbers');
    await admin.getByTestId('comment-post').click();
    // Posted: the composer empties (a failure would keep the text and show why).
    await expect.poll(() => admin.getByTestId('comment-message').inputValue(), POLL).toBe('');
    const note = admin.getByTestId('application-comment').filter({ hasText: 'Strong team, check their numbers' });
    await note.getByTestId('comment-private-badge').waitFor(POLL);

    // Into the interview round, then the interview.
    await admin.getByTestId('application-move').click();
    await admin.getByRole('menuitem', { name: 'Interview' }).click();
    await expect.poll(() => admin.getByTestId('application-status').textContent(), POLL).toBe('Ready for invitation');
    await admin.getByTestId('application-tab-meeting').click();
    await admin.getByTestId('meeting-form').waitFor(POLL);
    await admin.getByTestId('meeting-location-input').fill('Room 4, Station F');
    await admin.getByTestId('meeting-submit').click();
    await admin.getByTestId('meeting-details').waitFor(POLL);
    expect(await admin.getByTestId('meeting-location').textContent()).toBe('Room 4, Station F');
    await expect.poll(() => admin.getByTestId('application-status').textContent(), POLL).toBe('Interview scheduled');

    // Accept: prepared first (the e-mail previewed), then published.
    await admin.getByTestId('application-decide').click();
    await admin.getByTestId('decision-preview-subject').waitFor(POLL);
    expect(await admin.getByTestId('decision-preview-subject').textContent()).toBe(
      `Your application to Autumn call ${STAMP} is accepted`,
    );
    await admin.getByTestId('decision-prepare').click();
    await admin.getByTestId('application-prepared-decision').waitFor(POLL);
    await admin.getByTestId('application-publish').click();
    await expect.poll(() => admin.getByTestId('application-status').textContent(), POLL).toBe('Accepted');
    await admin.getByTestId('application-startup-link').waitFor(POLL);
    // The applicant gets the decision's e-mail.
    expect(await mailWithSubject(APPLICANT, `Your application to Autumn call ${STAMP} is accepted`)).toContain(STARTUP);

    // The applicant, now a cofounder, reads the public comment only and opens the startup file.
    const applicant = await session.newPage();
    await signInThroughLogin(applicant, APPLICANT, ORG, APPLICANT_PASSWORD);
    await applicant.goto(appUrl(`/application/${applicationId}/activities`, ORG));
    await applicant.getByTestId('application-comment').first().waitFor(POLL);
    const comments = await applicant.getByTestId('application-comment').allTextContents();
    expect(comments.join(' ')).toContain('Welcome: we will invite you to an interview soon');
    expect(comments.join(' ')).not.toContain('Strong team');
    expect(await applicant.getByTestId('comment-private').count()).toBe(0);
    expect(await applicant.getByTestId('application-decide').count()).toBe(0);

    await applicant.getByTestId('application-startup-link').click();
    await applicant.getByTestId('startup-file-page').waitFor(POLL);
    expect(await applicant.getByTestId('startup-file-name').textContent()).toBe(STARTUP);
    await applicant.getByTestId('startup-file-tab-applications').click();
    const row = applicant.getByTestId('startup-application-row');
    await row.waitFor(POLL);
    expect(await row.textContent()).toContain(`Autumn call ${STAMP}`);
    expect(await row.textContent()).toContain('Accepted');

    // The dashboard counts the accepted application.
    await admin.goto(appUrl(`/applications/analytics?funnel=${funnelId}`, ORG));
    const accepted = admin.getByTestId('dashboard-card-accepted');
    await expect.poll(() => accepted.getAttribute('data-value'), POLL).toBe('1');
  });
});
