import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
/** The demo's applicant-side people (apps/server/src/demo/seed.ts): each applies once to the call. */
const APPLICANTS = ['applicant@demo.cohort.test', 'cofounder@demo.cohort.test', 'communitymember@demo.cohort.test'];
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const CALL = `Dashboard call ${STAMP}`;
const POLL = { timeout: 20_000 };

const en = (value: string) => [{ language: 'en', value }];

let session: BrowserSession;

/**
 * A published call (intake with a choice question, an interview round, the decision) and three applications: one
 * submitted and moved to the interview, one submitted and still in the intake, one draft.
 */
async function seedCall() {
  const admin = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  const api = <T>(query: string, variables: Record<string, unknown> = {}, token = admin) =>
    graphqlByApi<T>(query, variables, token, ORG);
  const { createProgram } = await api<{ createProgram: { _id: string } }>(
    'mutation ($input: ProgramInput!) { createProgram(input: $input) { _id } }',
    { input: { name: `Programme ${STAMP}` } },
  );
  const { createForm } = await api<{ createForm: { _id: string } }>(
    'mutation ($input: FormInput!) { createForm(input: $input) { _id } }',
    {
      input: {
        title: `Intake ${STAMP}`,
        kind: 'intake',
        questions: [
          { id: 'pitch', questionType: 'text', label: en('One-line pitch'), validations: { required: true } },
          {
            id: 'stage',
            questionType: 'select_radio',
            label: en('Stage'),
            options: [
              { value: 'idea', labels: en('Idea') },
              { value: 'seed', labels: en('Seed') },
            ],
          },
        ],
      },
    },
  );
  const { createFunnel } = await api<{ createFunnel: { _id: string } }>(
    'mutation ($input: FunnelInput!) { createFunnel(input: $input) { _id } }',
    { input: { name: CALL, programId: createProgram._id, intakeFormId: createForm._id } },
  );
  const funnelId = createFunnel._id;
  const { setFunnelRounds } = await api<{ setFunnelRounds: { rounds: { _id: string; kind: string }[] } }>(
    'mutation ($id: ID!, $rounds: [FunnelRoundInput!]!) { setFunnelRounds(id: $id, rounds: $rounds) { rounds { _id kind } } }',
    {
      id: funnelId,
      rounds: [
        { kind: 'meeting', name: 'Interview' },
        { kind: 'decision', name: 'Decision' },
      ],
    },
  );
  await api('mutation ($id: ID!) { publishFunnel(id: $id, published: true) { _id } }', { id: funnelId });
  const ids: string[] = [];
  for (const [index, email] of APPLICANTS.entries()) {
    const token = await signInByApi(email, DEMO_PASSWORD, ORG);
    const { startApplication } = await api<{ startApplication: { _id: string } }>(
      'mutation ($f: ID!, $n: String) { startApplication(funnelId: $f, startupName: $n) { _id } }',
      { f: funnelId, n: `Startup ${index + 1}` },
      token,
    );
    ids.push(startApplication._id);
    if (index < 2) {
      await api(
        'mutation ($id: ID!, $a: JSON!) { submitApplication(applicationId: $id, answers: $a) { _id } }',
        { id: startApplication._id, a: { pitch: 'Solar kits', stage: { values: [index === 0 ? 'seed' : 'idea'] } } },
        token,
      );
    }
  }
  const interview = setFunnelRounds.rounds.find((round) => round.kind === 'meeting')?._id;
  await api('mutation ($id: ID!, $r: ID!) { moveApplication(applicationId: $id, roundId: $r) { _id } }', {
    id: ids[0],
    r: interview,
  });
  return { funnelId };
}

beforeAll(async () => {
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

describe('the applications dashboard', () => {
  it('shows a funnel’s counts and its conversion, and exports its applications to Excel', async () => {
    const { funnelId } = await seedCall();
    const page = await session.newPage({ viewport: { width: 1400, height: 1000 } });
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl('/applications/analytics', ORG));
    await page.getByTestId('applications-analytics-page').waitFor(POLL);
    await page.getByTestId('dashboard').waitFor(POLL);

    // Filter by the call: the address keeps it, and the rounds' charts appear.
    await page.getByTestId('dashboard-funnel').click();
    await page.getByRole('option', { name: CALL }).click();
    await page.waitForURL((url) => url.searchParams.get('funnel') === funnelId, POLL);
    await page.locator(`[data-testid="dashboard"][data-funnel="${funnelId}"]`).waitFor(POLL);
    const card = (key: string) => page.getByTestId(`dashboard-card-${key}`).getAttribute('data-value');
    expect(await card('total')).toBe('3');
    expect(await card('submitted')).toBe('2');
    expect(await card('pending')).toBe('2');
    expect(await card('accepted')).toBe('0');

    // The funnel: started, submitted, the interview, the decision, accepted.
    const steps = page.getByTestId('dashboard-conversion-chart').getByTestId('conversion-step');
    await expect.poll(() => steps.count(), POLL).toBe(5);
    expect(await steps.evaluateAll((items) => items.map((item) => item.getAttribute('data-count')))).toEqual([
      '3',
      '2',
      '1',
      '0',
      '0',
    ]);
    await page.getByTestId('funnel-chart-plot').waitFor(POLL);
    // The intake's choice question, counted over the submitted sheets.
    const stage = page.locator('[data-testid="dashboard-question"][data-question-id="stage"]');
    expect(await stage.getByTestId('dashboard-question-answered').textContent()).toBe('2 answers');

    // Export the call's applications to Excel from the menu; the history shows it completed.
    await page.getByTestId('export-menu-button').click();
    await page.getByTestId('export-applications-xlsx').click();
    await page.getByTestId('export-toast').waitFor(POLL);
    await page.getByTestId('export-toast-link').click();
    await page.waitForURL((url) => url.pathname === '/account/exports', POLL);
    const row = page.locator('[data-testid="export-row"][data-kind="APPLICATIONS"]').first();
    await row.waitFor(POLL);
    expect(await row.getAttribute('data-format')).toBe('XLSX');
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('COMPLETED');
    // Two submitted applications (the draft is not exported without asking for drafts).
    expect(await row.getByTestId('export-rows').textContent()).toBe('2');
  });
});
