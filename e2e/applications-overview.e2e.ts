import { request } from 'node:http';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';
import { linkFromMail } from './support/mail.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const CALL = `Overview call ${STAMP}`;
const APPLICANTS = 12;
const POLL = { timeout: 15_000 };
const en = (value: string) => [{ language: 'en', value }];

let session: BrowserSession;
let token: string;
let funnelId: string;
let interviewRoundId: string;

const api = <T>(query: string, variables: Record<string, unknown> = {}, as = token) =>
  graphqlByApi<T>(query, variables, as, ORG);

/** POST /api/users/acceptinvitation, as the invited person's browser would: their session's token. */
function acceptInvitation(invitation: string, firstName: string): Promise<string> {
  const port = inject('e2ePort');
  const payload = JSON.stringify({ token: invitation, password: DEMO_PASSWORD, firstName, lastName: 'Applicant' });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/users/acceptinvitation',
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
        response.on('end', () => {
          const body = JSON.parse(text || '{}') as { token?: string };
          if (body.token) resolve(body.token);
          else reject(new Error(`The invitation of ${firstName} was refused: ${text}`));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** An applicant account (invited, then accepted) that applies to the call and submits. */
async function applicant(n: number): Promise<void> {
  const email = `overview-${STAMP}-${n}@example.org`;
  const sentAfter = Date.now() - 1;
  await api(
    'mutation ($e: String!, $f: String!) { inviteUser(email: $e, firstName: $f, lastName: "Applicant", roleType: Applicant) { userId } }',
    {
      e: email,
      f: `Founder${n}`,
    },
  );
  const link = await linkFromMail(email, '/acceptinvitation', sentAfter);
  const own = await acceptInvitation(link.searchParams.get('token') ?? '', `Founder${n}`);
  const { startApplication } = await api<{ startApplication: { _id: string } }>(
    'mutation ($f: ID!, $n: String) { startApplication(funnelId: $f, startupName: $n) { _id } }',
    { f: funnelId, n: `Venture ${String(n).padStart(2, '0')} ${STAMP}` },
    own,
  );
  await api(
    'mutation ($id: ID!, $a: JSON!) { submitApplication(applicationId: $id, answers: $a) { _id } }',
    { id: startApplication._id, a: { pitch: `Pitch ${n}`, stage: { values: [n % 2 === 0 ? 'seed' : 'idea'] } } },
    own,
  );
}

beforeAll(async () => {
  token = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  const { programs } = await api<{ programs: { _id: string }[] }>('{ programs { _id } }');
  const { createForm } = await api<{ createForm: { _id: string } }>(
    'mutation ($input: FormInput!) { createForm(input: $input) { _id } }',
    {
      input: {
        title: `Overview intake ${STAMP}`,
        kind: 'intake',
        questions: [
          { id: 'pitch', questionType: 'text', label: en('Pitch'), validations: { required: true } },
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
    {
      input: {
        name: CALL,
        programId: programs[0]?._id,
        intakeFormId: createForm._id,
        closesAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    },
  );
  funnelId = createFunnel._id;
  const { setFunnelRounds } = await api<{ setFunnelRounds: { rounds: { _id: string; kind: string }[] } }>(
    'mutation ($id: ID!, $r: [FunnelRoundInput!]!) { setFunnelRounds(id: $id, rounds: $r) { rounds { _id kind } } }',
    {
      id: funnelId,
      r: [
        { kind: 'meeting', name: 'Interview' },
        { kind: 'decision', name: 'Decision' },
      ],
    },
  );
  interviewRoundId = setFunnelRounds.rounds.find((round) => round.kind === 'meeting')?._id as string;
  await api('mutation ($id: ID!) { publishFunnel(id: $id, published: true) { _id } }', { id: funnelId });
  for (let n = 1; n <= APPLICANTS; n += 1) await applicant(n);
  // One application already in the interview: the queue bar counts it apart.
  const { applications } = await api<{ applications: { results: { _id: string }[] } }>(
    'query ($f: ApplicationFilterInput) { applications(filter: $f, sort: { field: STARTUP_NAME, direction: ASC }) { results { _id } } }',
    { f: { funnelIds: [funnelId] } },
  );
  await api('mutation ($id: ID!, $r: ID!) { moveApplication(applicationId: $id, roundId: $r) { _id } }', {
    id: applications.results.at(-1)?._id,
    r: interviewRoundId,
  });
  session = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await session?.close();
});

const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';
const rows = (page: Page) => page.getByTestId('application-row');
const rowNames = (page: Page) =>
  rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-startup-name')));
const rowOf = (page: Page, name: string) =>
  page.locator(`[data-testid="application-row"][data-startup-name="${name}"]`);
const venture = (n: number) => `Venture ${String(n).padStart(2, '0')} ${STAMP}`;

describe('the applications overview', () => {
  it('filters from the queue bar, searches, and moves three applications to a round with the live panel', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    // The old address leads to the overview; the call's funnel is chosen through the address.
    await page.goto(appUrl(`/application/overview?funnel=${funnelId}`, ORG));
    await page.getByTestId('applications-overview-page').waitFor(POLL);
    expect(new URL(page.url()).pathname).toBe('/applications/overview');
    await expect.poll(() => rows(page).count(), POLL).toBe(APPLICANTS);

    // The queue bar: 11 under review, 1 ready for invitation; a click on a status filters the list.
    const underReview = page.locator('[data-testid="queue-status"][data-value="under_review"]');
    await expect.poll(() => underReview.getAttribute('data-count'), POLL).toBe(String(APPLICANTS - 1));
    const invitation = page.locator('[data-testid="queue-status"][data-value="ready_for_invitation"]');
    expect(await invitation.getAttribute('data-count')).toBe('1');
    await underReview.click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('status'), POLL).toEqual(['under_review']);
    await expect.poll(() => rows(page).count(), POLL).toBe(APPLICANTS - 1);
    expect(await underReview.getAttribute('aria-pressed')).toBe('true');

    // Search by the startups' names: "Venture 0" finds 01 to 09, newest first, then sorted by name.
    await page.getByTestId('applications-search').fill('Venture 0');
    await expect.poll(() => rowNames(page), POLL).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1].map(venture));
    await page.getByTestId('applications-sort').click();
    await page.getByRole('option', { name: 'Startup name' }).click();
    await page.getByTestId('applications-sort-direction').click();
    await expect.poll(() => rowNames(page), POLL).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map(venture));

    // Select three and move them into the interview round through the batch panel.
    for (const n of [1, 2, 3]) await rowOf(page, venture(n)).getByTestId('application-select').click();
    const bar = page.getByTestId('applications-batch-bar');
    await expect.poll(() => bar.getAttribute('data-count'), POLL).toBe('3');
    await page.getByTestId('applications-batch-menu').click();
    await page.getByRole('menuitem', { name: 'Move to a round' }).click();
    const modal = page.getByRole('dialog');
    await modal.waitFor();
    expect(await textOf(modal)).toContain('Selected applications: 3');
    await page.getByTestId('applications-batch-target').click();
    await page.getByRole('option', { name: 'Interview', exact: true }).click();
    await page.getByTestId('applications-batch-start').click();
    await modal.waitFor({ state: 'hidden', ...POLL });

    const panel = page.locator('[data-testid="batch-panel"][data-status="SUCCEEDED"]');
    await panel.waitFor(POLL);
    expect(await textOf(panel.getByTestId('batch-progress'))).toBe(
      '3 applications processed and 0 failed applications',
    );
    // The list is read again: the three moved left "Under review"; the selection is gone.
    await expect.poll(() => rowNames(page), POLL).toEqual([4, 5, 6, 7, 8, 9].map(venture));
    await bar.waitFor({ state: 'detached', ...POLL });
    await expect.poll(() => invitation.getAttribute('data-count'), POLL).toBe('4');

    // Shown by their new status from the queue bar: in the interview round, ready for an invitation.
    await invitation.click();
    await expect.poll(() => rowNames(page), POLL).toEqual([1, 2, 3].map(venture));
    for (const n of [1, 2, 3]) {
      expect(await textOf(rowOf(page, venture(n)).getByTestId('application-round'))).toBe('Interview');
      expect(await rowOf(page, venture(n)).getByTestId('application-status').getAttribute('data-status')).toBe(
        'ready_for_invitation',
      );
    }
    const interview = page.locator('[data-testid="queue-round"]', { hasText: 'Interview' });
    expect(await interview.getAttribute('data-count')).toBe('4');
    // On overall success the panel goes away by itself after 5 s.
    await page.getByTestId('batch-panel').waitFor({ state: 'detached', ...POLL });
  });
});
