import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin, submitLogin } from './support/login.ts';
import { mailContaining, mailWithSubject } from './support/mail.ts';

/**
 * Issue 14's "Done when", one journey: a call made from the create menu on the demo intake form with an interview round,
 * a visitor who signs up from its page and applies across two visits, staff who find the application on the overview,
 * note privately, schedule the interview and accept, the applicant who opens their startup as a cofounder, and the
 * dashboard that counts it. The details and refusals are the server's tests (applications, funnels, forms modules);
 * the builder's details are e2e/funnels.e2e.ts, the overview's batch panel e2e/applications-overview.e2e.ts.
 */
const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const CALL = `Solar call ${STAMP}`;
const STARTUP = `SunSchool ${STAMP}`;
const APPLICANT = `applicant-${STAMP}@example.test`;
const PASSWORD = 'a long enough passphrase';
const INTAKE = 'Spring Accelerator application';
const POLL = { timeout: 15_000 };
/** Client-side navigations: the address changes without a new document. */
const NAVIGATION = { timeout: 15_000, waitUntil: 'commit' } as const;

let session: BrowserSession;
let token: string;

const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlByApi<T>(query, variables, token, ORG);

beforeAll(async () => {
  token = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('from an open call to an accepted startup', () => {
  it('takes a call, a new applicant, the overview, an interview and a decision to the startup file', async () => {
    // Staff create the call from the create menu, on the demo intake form, with an interview round, and open it.
    const admin = await session.newPage();
    await signInThroughLogin(admin, ADMIN, ORG);
    await admin.getByTestId('create-menu-button').click();
    await admin.getByTestId('create-menu-createFunnel').click();
    await admin.waitForURL((url) => url.pathname === '/applications/funnels/management', NAVIGATION);
    await admin.getByTestId('create-funnel-name').fill(CALL);
    await admin.getByTestId('create-funnel-program').click();
    await admin.getByRole('option').first().click();
    await choose(admin, 'create-funnel-intake', INTAKE);
    await admin.getByTestId('create-funnel-submit').click();
    await admin.waitForURL((url) => /^\/applications\/funnels\/[^/]+\/builder$/.test(url.pathname), NAVIGATION);
    const funnelId = new URL(admin.url()).pathname.split('/')[3] ?? '';
    await admin.getByTestId('funnel-settings-eligibility').fill('Teams of one to four founders.');
    await admin.getByTestId('funnel-builder-tab-rounds').click();
    await admin.getByTestId('rounds-add-meeting').click();
    await admin.getByTestId('funnel-builder-save').click();
    await expect.poll(() => admin.getByTestId('funnel-builder').getAttribute('data-dirty'), POLL).toBeNull();
    await admin.getByTestId('funnel-builder-publish').press('Space');
    const state = admin.getByTestId('funnel-builder-header').getByTestId('funnel-state');
    await expect.poll(() => state.getAttribute('data-state'), POLL).toBe('open');
    const callPath = (await admin.getByTestId('funnel-builder-public-link').getAttribute('href')) ?? '';
    // A deadline in ten days (the date picker is the builder test's; here the call's page counts down to it).
    const { funnel } = await api<{
      funnel: { name: string; eligibility: string; program: { _id: string }; intakeForm: { baseId: string } };
    }>('query ($id: ID!) { funnel(id: $id) { name eligibility program { _id } intakeForm { baseId } } }', {
      id: funnelId,
    });
    await api('mutation ($id: ID!, $input: FunnelInput!) { updateFunnel(id: $id, input: $input) { _id } }', {
      id: funnelId,
      input: {
        name: funnel.name,
        programId: funnel.program._id,
        intakeFormId: funnel.intakeForm.baseId,
        eligibility: funnel.eligibility,
        closesAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      },
    });

    // A visitor opens the call's page: its name, eligibility, a live deadline, and Apply.
    const visit = await session.newPage();
    await visit.goto(appUrl(callPath, ORG));
    await visit.getByTestId('program-name').getByText(CALL).waitFor(POLL);
    await visit.getByTestId('deadline-countdown').waitFor(POLL);
    expect(await visit.getByTestId('program-eligibility').textContent()).toContain('one to four founders');
    await visit.getByTestId('program-apply').click();
    await visit.waitForURL((url) => url.pathname === '/application/new', POLL);

    // Signs up (the spec's message for an empty form first), and lands on the intake with a draft.
    await visit.getByTestId('sign-up-submit').click();
    await visit.getByText('Email is a required field').waitFor(POLL);
    await visit.getByTestId('sign-up-first-name').fill('Amina');
    await visit.getByTestId('sign-up-last-name').fill('Diallo');
    await visit.getByTestId('sign-up-email').fill(APPLICANT);
    await visit.getByTestId('sign-up-password').fill(PASSWORD);
    await visit.getByTestId('sign-up-startup').fill(STARTUP);
    await visit.getByTestId('sign-up-submit').click();
    await visit.waitForURL((url) => /^\/application\/[^/]+\/forms\/intake\/fill$/.test(url.pathname), POLL);
    await visit.getByTestId('form-fill').waitFor(POLL);

    // Half the form, saved on the server as it is typed; then the visitor leaves.
    await visit.getByTestId('form-renderer').getByLabel('Startup name').fill(STARTUP);
    await visit
      .getByTestId('form-renderer')
      .getByLabel('Describe your product in a few sentences')
      .fill('Solar kits that light rural schools.');
    await visit.getByTestId('fill-draft-state').getByText('Draft saved').waitFor(POLL);
    await visit.context().close();

    // Another day, another browser: signs in, finds the draft on /applications, finishes and submits it.
    const back = await session.newPage();
    await back.goto(appUrl('/login', ORG));
    await submitLogin(back, APPLICANT, PASSWORD);
    await back.goto(appUrl('/applications', ORG));
    const card = back.getByTestId('my-application').filter({ hasText: CALL });
    await card.getByTestId('application-status').getByText('Draft').waitFor(POLL);
    await card.getByTestId('next-step-intake').click();
    await back.getByTestId('form-fill').waitFor(POLL);
    expect(
      await back.getByTestId('form-renderer').getByLabel('Describe your product in a few sentences').inputValue(),
    ).toBe('Solar kits that light rural schools.');
    await back.getByTestId('form-renderer').getByLabel('Phone number').fill('+33 6 12 34 56 78');
    await back.getByTestId('form-renderer').getByRole('radio', { name: 'Idea' }).check();
    await back.getByRole('button', { name: 'Next', exact: true }).click();
    await back.getByTestId('form-renderer').getByLabel('Founders').fill('2');
    await back.getByTestId('form-fill-submit').click();
    await back.waitForURL((url) => url.pathname === '/applications', POLL);
    const submitted = back.getByTestId('my-application').filter({ hasText: CALL });
    await submitted.getByTestId('application-status').getByText('Under review').waitFor(POLL);
    expect(await submitted.getByTestId('my-application-submitted').textContent()).toContain('Submitted on');
    await submitted.getByTestId('next-step-wait').waitFor(POLL);

    // Staff filter the overview by the call and open the application.
    await admin.goto(appUrl('/applications/overview', ORG));
    await admin.getByTestId('applications-overview-page').waitFor(POLL);
    if ((await admin.getByTestId('applications-filters').count()) === 0) {
      await admin.getByTestId('applications-filters-toggle').click();
    }
    await admin.getByTestId('applications-filter-funnels').click();
    await admin.getByRole('option', { name: CALL, exact: true }).click();
    await admin.keyboard.press('Escape');
    await expect.poll(() => new URL(admin.url()).searchParams.getAll('funnel'), POLL).toEqual([funnelId]);
    const row = admin.getByTestId('application-row');
    await expect.poll(() => row.count(), POLL).toBe(1);
    expect(await row.textContent()).toContain(STARTUP);
    await row.getByTestId('application-open').click();
    await admin.waitForURL((url) => /^\/application\/[^/]+\/activities$/.test(url.pathname), NAVIGATION);
    const applicationId = new URL(admin.url()).pathname.split('/')[2] ?? '';
    expect(await admin.getByTestId('application-title').textContent()).toBe(STARTUP);

    // A private note (staff write privately by default) and a public word for the applicant.
    await admin.getByTestId('comment-message').waitFor(POLL);
    await expect.poll(() => admin.getByTestId('comment-private').isChecked(), POLL).toBe(true);
    await admin.getByTestId('comment-message').fill('Strong team, check their numbers');
    await admin.getByTestId('comment-post').click();
    await expect.poll(() => admin.getByTestId('comment-message').inputValue(), POLL).toBe('');
    const note = admin.getByTestId('application-comment').filter({ hasText: 'Strong team, check their numbers' });
    await note.getByTestId('comment-private-badge').waitFor(POLL);
    await admin.getByTestId('comment-private').uncheck();
    await admin.getByTestId('comment-message').fill('Thank you: we will invite you to an interview soon');
    await admin.getByTestId('comment-post').click();
    await expect.poll(() => admin.getByTestId('comment-message').inputValue(), POLL).toBe('');

    // Into the interview round, and the interview: the applicant's invitation carries the .ics file.
    const sentBefore = Date.now();
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
    await mailContaining(APPLICANT, 'invite.ics', sentBefore);

    // Accept: prepared (the e-mail previewed), then published; the applicant gets the e-mail.
    await admin.getByTestId('application-decide').click();
    const subject = `Your application to ${CALL} is accepted`;
    await expect.poll(() => admin.getByTestId('decision-preview-subject').textContent(), POLL).toBe(subject);
    await admin.getByTestId('decision-prepare').click();
    await admin.getByTestId('application-prepared-decision').waitFor(POLL);
    await admin.getByTestId('application-publish').click();
    await expect.poll(() => admin.getByTestId('application-status').textContent(), POLL).toBe('Accepted');
    expect(await mailWithSubject(APPLICANT, subject)).toContain(STARTUP);

    // The applicant, now a cofounder, signs in: the public word only, and the startup file.
    const founder = await session.newPage();
    await signInThroughLogin(founder, APPLICANT, ORG, PASSWORD);
    await founder.goto(appUrl(`/application/${applicationId}/activities`, ORG));
    await founder.getByTestId('application-comment').first().waitFor(POLL);
    const comments = (await founder.getByTestId('application-comment').allTextContents()).join(' ');
    expect(comments).toContain('we will invite you to an interview soon');
    expect(comments).not.toContain('Strong team');
    expect(await founder.getByTestId('comment-private').count()).toBe(0);
    expect(await founder.getByTestId('application-decide').count()).toBe(0);
    await founder.getByTestId('application-startup-link').click();
    await founder.getByTestId('startup-file-page').waitFor(POLL);
    expect(await founder.getByTestId('startup-file-name').textContent()).toBe(STARTUP);
    await founder.getByTestId('startup-file-tab-applications').click();
    const application = founder.getByTestId('startup-application-row');
    await application.waitFor(POLL);
    expect(await application.textContent()).toContain(CALL);
    expect(await application.textContent()).toContain('Accepted');

    // The dashboard counts the accepted application.
    await admin.goto(appUrl(`/applications/analytics?funnel=${funnelId}`, ORG));
    const accepted = admin.getByTestId('dashboard-card-accepted');
    await expect.poll(() => accepted.getAttribute('data-value'), POLL).toBe('1');
  });
});
