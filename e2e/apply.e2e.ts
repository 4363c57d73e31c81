import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { submitLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const POLL = { timeout: 15_000 };
const APPLICANT = `applicant-${STAMP}@example.test`;
const PASSWORD = 'a long enough passphrase';

const en = (value: string) => [{ language: 'en', value }];
const INTAKE = [
  { id: 'pitch', questionType: 'text', label: en('One-line pitch'), validations: { required: true } },
  {
    id: 'stage',
    questionType: 'select_radio',
    label: en('Stage'),
    validations: { required: true },
    options: [
      { value: 'idea', labels: en('Idea') },
      { value: 'seed', labels: en('Seed') },
    ],
  },
];

let session: BrowserSession;
let slug: string;
const callName = `Solar Spring ${STAMP}`;

beforeAll(async () => {
  const token = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
    graphqlByApi<T>(query, variables, token, ORG);
  const { createProgram } = await api<{ createProgram: { _id: string } }>(
    'mutation ($input: ProgramInput!) { createProgram(input: $input) { _id } }',
    { input: { name: `Solar programme ${STAMP}` } },
  );
  const { createForm } = await api<{ createForm: { _id: string } }>(
    'mutation ($input: FormInput!) { createForm(input: $input) { _id } }',
    { input: { title: `Solar intake ${STAMP}`, kind: 'intake', questions: INTAKE } },
  );
  const { createFunnel } = await api<{ createFunnel: { _id: string; slug: string } }>(
    'mutation ($input: FunnelInput!) { createFunnel(input: $input) { _id slug } }',
    {
      input: {
        name: callName,
        programId: createProgram._id,
        intakeFormId: createForm._id,
        description: 'Twelve weeks to put solar kits in schools.',
        eligibility: 'Teams of one to four founders.',
        closesAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      },
    },
  );
  await api('mutation ($id: ID!) { publishFunnel(id: $id, published: true) { _id } }', { id: createFunnel._id });
  slug = createFunnel.slug;
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

describe('applying to a call', () => {
  it('takes a new visitor from the call page to a submitted application, across two visits', async () => {
    // A visitor opens the call: its page, its live deadline, and Apply.
    const visit = await session.newPage();
    await visit.goto(appUrl(`/apply/program/${slug}`, ORG));
    await visit.getByTestId('program-name').getByText(callName).waitFor(POLL);
    await visit.getByTestId('deadline-countdown').waitFor(POLL);
    expect(await visit.getByTestId('program-eligibility').textContent()).toContain('one to four founders');
    await visit.getByTestId('program-apply').click();
    await visit.waitForURL((url) => url.pathname === '/application/new', POLL);

    // Signs up: the spec's messages first, then an account and the draft, straight to the intake.
    await visit.getByTestId('sign-up-submit').click();
    await visit.getByText('Email is a required field').waitFor(POLL);
    await visit.getByTestId('sign-up-first-name').fill('Amina');
    await visit.getByTestId('sign-up-last-name').fill('Diallo');
    await visit.getByTestId('sign-up-email').fill(APPLICANT);
    await visit.getByTestId('sign-up-password').fill(PASSWORD);
    await visit.getByTestId('sign-up-startup').fill('SunSchool');
    await visit.getByTestId('sign-up-submit').click();
    await visit.waitForURL((url) => /^\/application\/[^/]+\/forms\/intake\/fill$/.test(url.pathname), POLL);
    await visit.getByTestId('form-fill').waitFor(POLL);

    // Half the intake, saved on the server as it is typed; then the visitor leaves.
    await visit.getByLabel('One-line pitch').fill('Solar kits for rural schools');
    await visit.getByTestId('fill-draft-state').getByText('Draft saved').waitFor(POLL);
    await visit.context().close();

    // Another day, another browser: signs in, finds the draft on /applications and finishes it.
    const back = await session.newPage();
    await back.goto(appUrl('/login', ORG));
    await submitLogin(back, APPLICANT, PASSWORD);
    await back.goto(appUrl('/applications', ORG));
    const card = back.getByTestId('my-application').filter({ hasText: callName });
    await card.getByTestId('application-status').getByText('Draft').waitFor(POLL);
    await card.getByTestId('next-step-intake').click();
    await back.getByTestId('form-fill').waitFor(POLL);
    expect(await back.getByLabel('One-line pitch').inputValue()).toBe('Solar kits for rural schools');
    await back.getByRole('radio', { name: 'Seed' }).check();
    await back.getByTestId('form-fill-submit').click();

    // Submitted: the list says so, with its status and date.
    await back.waitForURL((url) => url.pathname === '/applications', POLL);
    await back.getByTestId('my-applications-submitted').waitFor(POLL);
    const submitted = back.getByTestId('my-application').filter({ hasText: callName });
    await submitted.getByTestId('application-status').getByText('Under review').waitFor(POLL);
    expect(await submitted.getByTestId('my-application-submitted').textContent()).toContain('Submitted on');
    await submitted.getByTestId('next-step-wait').waitFor(POLL);
  });
});
