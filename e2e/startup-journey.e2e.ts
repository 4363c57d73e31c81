import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

/**
 * Issue 6, "done when", in one journey as a new user would try it: the admin creates a programme and a startup with
 * the demo cofounder, assigns the demo coach, posts a private note with a PDF and a public post; the cofounder sees
 * the public post only and replies; the coach's bell rings live; the admin exports the portfolio to Excel and the
 * file parses with the right rows; a 30 MB file gets the size message.
 */
const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const COFOUNDER = 'cofounder@demo.cohort.test';
const COACH = 'coach@demo.cohort.test';
const STAMP = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PROGRAMME = `Journey programme ${STAMP}`;
const STARTUP = `Journey startup ${STAMP}`;
const PRIVATE_NOTE = `Investment committee notes ${STAMP}`;
const PUBLIC_POST = `Kick-off on Monday at 9 ${STAMP}`;
const REPLY = `We will be there ${STAMP}`;
const POLL = { timeout: 20_000 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let session: BrowserSession;
let adminToken: string;

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
});

afterAll(async () => {
  // The journey's startup and programme go, so the demo organisation stays as it was.
  const found = await graphqlByApi<{
    startups: { results: { _id: string }[] };
    programs: { _id: string; name: string }[];
  }>(
    'query ($s: String) { startups(search: $s) { results { _id } } programs { _id name } }',
    { s: STARTUP },
    adminToken,
    ORG,
  ).catch(() => ({ startups: { results: [] }, programs: [] }));
  for (const startup of found.startups.results) {
    await graphqlByApi('mutation ($id: ID!) { deleteStartup(id: $id) }', { id: startup._id }, adminToken, ORG).catch(
      () => undefined,
    );
  }
  for (const program of found.programs.filter((p) => p.name === PROGRAMME)) {
    await graphqlByApi('mutation ($id: ID!) { deleteProgram(id: $id) }', { id: program._id }, adminToken, ORG).catch(
      () => undefined,
    );
  }
  await session?.close();
});

async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

async function pickOption(page: Page, select: Locator, search: string, name: string) {
  await select.click();
  await select.fill(search);
  await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

const postWith = (page: Page, text: string): Locator =>
  page.getByTestId('timeline-post').filter({ has: page.getByTestId('post-message').filter({ hasText: text }) });

describe('the startup journey of issue 6', () => {
  it('runs from a new programme to a live reply notification and an Excel export', async () => {
    const people = await graphqlByApi<{
      people: { results: { _id: string; email: string; fullName: string }[] };
    }>('{ people(pageSize: 100) { results { _id email fullName } } }', {}, adminToken, ORG);
    const nameOf = (email: string) => people.people.results.find((p) => p.email === email)?.fullName ?? '';
    const cofounderName = nameOf(COFOUNDER);
    const coachName = nameOf(COACH);
    expect(cofounderName && coachName).toBeTruthy();

    // The admin creates a programme, then a startup in it with the demo cofounder.
    const admin = await session.newPage();
    await signInThroughLogin(admin, ADMIN, ORG);
    await admin.getByTestId('create-menu-button').click();
    await admin.getByTestId('create-menu-createProgram').click();
    await admin.getByTestId('program-form').waitFor(POLL);
    await admin.getByTestId('program-form-name').fill(PROGRAMME);
    await admin.getByTestId('program-form-save').click();
    await admin.locator(`[data-testid="program-row"][data-program-name="${PROGRAMME}"]`).waitFor(POLL);

    await admin.getByTestId('create-menu-button').click();
    await admin.getByTestId('create-menu-createStartup').click();
    await admin.getByTestId('startup-form').waitFor(POLL);
    await admin.getByTestId('startup-form-name').fill(STARTUP);
    await pickOption(admin, admin.getByTestId('startup-form-programs'), 'Journey', PROGRAMME);
    await pickOption(admin, admin.getByTestId('startup-form-people'), 'cofounder@', `${cofounderName} (${COFOUNDER})`);
    await admin.getByTestId('startup-form-save').click();
    await admin.getByTestId('startup-form').waitFor({ state: 'detached', ...POLL });

    // The admin assigns the demo coach on the assignations page.
    await admin.goto(appUrl(`/startups/programs/startup-assignations?search=${encodeURIComponent(STARTUP)}`, ORG));
    const row = admin.locator(`[data-testid="assignation-row"][data-startup-name="${STARTUP}"]`);
    await row.waitFor(POLL);
    await row.getByRole('button', { name: /^Assign/ }).click();
    const select = admin.getByTestId('assignation-people-select');
    await select.click();
    await select.fill(coachName.split(' ')[0] ?? '');
    await admin.getByRole('option', { name: coachName, exact: true }).click();
    await admin.keyboard.press('Escape');
    await admin.getByTestId('assignation-save').click();
    await admin.getByTestId('assignation-modal').waitFor({ state: 'detached', ...POLL });
    await row.locator(`[data-testid="assignation-person"][data-person-name="${coachName}"]`).waitFor(POLL);

    // The coach waits on the home page with the bell in sight.
    const coach = await session.newPage();
    await signInThroughLogin(coach, COACH, ORG);
    const bell = coach.getByTestId('notifications-bell');
    await bell.click();
    await coach.getByTestId('notifications-popover').waitFor();
    await bell.click();
    await coach.getByTestId('notifications-popover').waitFor({ state: 'hidden' });
    const badge = coach.getByTestId('notifications-badge');
    await expect.poll(() => badge.isVisible(), POLL).toBe(false);

    // The admin opens the startup's file and posts a private note with a PDF, then a public post.
    await row.getByRole('link', { name: `Open the file of ${STARTUP}` }).click();
    await admin.waitForURL((url) => url.pathname.endsWith('/file/activities'), POLL);
    const startupPath = new URL(admin.url()).pathname;
    await admin.getByTestId('timeline-composer').waitFor(POLL);
    await admin.getByTestId('composer-message').fill(PRIVATE_NOTE);
    await admin.getByRole('switch', { name: 'Private (programme team only)' }).check();
    await admin
      .getByTestId('composer-file-input')
      .setInputFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: PDF });
    await admin.locator('[data-testid="composer-attachment"][data-uploaded]').waitFor(POLL);
    await admin.getByTestId('composer-post').click();
    const privatePost = postWith(admin, PRIVATE_NOTE);
    await privatePost.waitFor(POLL);
    expect(await textOf(privatePost.getByTestId('post-private-badge'))).toBe('Private');
    expect(await textOf(privatePost.getByTestId('post-attachment-name'))).toBe('terms.pdf');
    await admin.getByRole('switch', { name: 'Private (programme team only)' }).uncheck();
    await admin.getByTestId('composer-message').fill(PUBLIC_POST);
    await admin.getByTestId('composer-post').click();
    await postWith(admin, PUBLIC_POST).waitFor(POLL);

    // A 30 MB file gets the size message and is not sent.
    await admin.getByTestId('composer-file-input').setInputFiles({
      name: 'video.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(30 * 1024 * 1024),
    });
    await expect
      .poll(() => textOf(admin.getByTestId('composer-upload-error')), POLL)
      .toBe('This file is larger than the 25 MB limit');

    // The cofounder sees the public post, not the private note, and replies.
    const cofounder = await session.newPage();
    await signInThroughLogin(cofounder, COFOUNDER, ORG);
    await cofounder.goto(appUrl(startupPath, ORG));
    const seen = postWith(cofounder, PUBLIC_POST);
    await seen.waitFor(POLL);
    expect(await cofounder.getByText(PRIVATE_NOTE).count()).toBe(0);
    await seen.getByTestId('reply-input').fill(REPLY);
    await seen.getByTestId('reply-input').press('Enter');
    await seen.getByTestId('timeline-reply').filter({ hasText: REPLY }).waitFor(POLL);

    // The coach's bell rings without a reload, and the list names the startup.
    await expect
      .poll(async () => (await badge.isVisible()) && Number(await badge.textContent()), POLL)
      .toBeGreaterThan(0);
    await bell.click();
    const item = coach
      .getByTestId('notifications-group-new')
      .getByTestId('notification-item')
      .filter({ hasText: `${cofounderName.split(' ')[0]}` })
      .filter({ hasText: STARTUP });
    await item.first().waitFor(POLL);
    expect(await item.first().getByTestId('notification-link').getAttribute('href')).toBe(startupPath);

    // The admin exports the portfolio, filtered to the new startup, to Excel and opens the file.
    await admin.goto(appUrl(`/startups?search=${encodeURIComponent(STARTUP)}`, ORG));
    await admin.locator(`[data-startup-name="${STARTUP}"]`).first().waitFor(POLL);
    await admin.getByRole('button', { name: 'Export', exact: true }).click();
    await admin.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    await admin.getByTestId('export-toast').waitFor(POLL);
    await admin.goto(appUrl('/account/exports', ORG));
    const exportRow = admin.getByTestId('export-row').first();
    await expect
      .poll(async () => textOf(exportRow.getByTestId('export-status')), { timeout: 30_000 })
      .toBe('Completed');
    const [download] = await Promise.all([
      admin.waitForEvent('download', POLL),
      exportRow.getByRole('button', { name: /^Download / }).click(),
    ]);
    const rows = await readSheet(await readFile(await download.path()));
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe(STARTUP);
    expect(String(rows[1]?.join(' '))).toContain(PROGRAMME);
  }, 150_000);
});
