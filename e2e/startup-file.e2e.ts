import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const COFOUNDER = 'cofounder@demo.cohort.test';
/** The demo startup whose people include the demo cofounder. */
const STARTUP = 'Solaris Energy';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const PRIVATE_NOTE = `Private note for the programme team ${STAMP}`;
const PUBLIC_POST = `Welcome to the programme, kickoff on Monday ${STAMP}`;
const REPLY = `Thanks, we will be there ${STAMP}`;
const POLL = { timeout: 15_000 };

/** A minimal PDF: the server decides the type from the first bytes, so "%PDF-1.4" is what makes it a PDF. */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

let session: BrowserSession;
let adminToken: string;

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
});

/** The posts this file made go, so that the demo timeline stays as it was. */
afterAll(async () => {
  if (adminToken) {
    const { startups } = await graphqlByApi<{ startups: { results: { _id: string; name: string }[] } }>(
      'query ($search: String) { startups(search: $search) { results { _id name } } }',
      { search: STARTUP },
      adminToken,
      ORG,
    ).catch(() => ({ startups: { results: [] } }));
    for (const startup of startups.results) {
      const timeline = await graphqlByApi<{
        startupEventTimeline: { posts: { results: { _id: string; message: string }[] } };
      }>(
        'query ($id: ID!) { startupEventTimeline(startupId: $id) { posts { results { ... on Event { _id message } } } } }',
        { id: startup._id },
        adminToken,
        ORG,
      ).catch(() => ({ startupEventTimeline: { posts: { results: [] } } }));
      for (const post of timeline.startupEventTimeline.posts.results.filter((p) => p.message.includes(STAMP))) {
        await graphqlByApi(
          'mutation ($id: ID!) { deleteTimelinePost(id: $id) }',
          { id: post._id },
          adminToken,
          ORG,
        ).catch(() => undefined);
      }
    }
  }
  await session?.close();
});

/** Resolves once the page has asked the server, over the websocket, for live timeline updates. */
function timelineSubscriptionStarted(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('StartupTimelineUpdated')) resolve();
      });
    });
  });
}

const postWith = (page: Page, text: string): Locator =>
  page.getByTestId('timeline-post').filter({ has: page.getByTestId('post-message').filter({ hasText: text }) });

async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

describe('startup file', () => {
  it('staff post private and public notes with files; the cofounder sees only the public one and replies, live', async () => {
    const { uploadLimit } = await graphqlByApi<{ uploadLimit: number }>('{ uploadLimit }', {}, adminToken, ORG);

    // The admin opens the startup from the portfolio.
    const admin = await session.newPage();
    const adminSubscribed = timelineSubscriptionStarted(admin);
    await signInThroughLogin(admin, ADMIN, ORG);
    await admin.goto(appUrl(`/startups?search=${encodeURIComponent(STARTUP)}`, ORG));
    await admin.getByTestId('startups-portfolio-page').waitFor();
    await admin.locator(`[data-startup-name="${STARTUP}"]`).first().getByRole('link', { name: STARTUP }).click();
    await admin.waitForURL((url) => /^\/startup\/[^/]+\/file\/activities$/.test(url.pathname), POLL);
    const startupId = new URL(admin.url()).pathname.split('/')[2] ?? '';
    expect(await textOf(admin.getByTestId('startup-file-name'))).toBe(STARTUP);
    await admin.getByTestId('timeline-composer').waitFor();
    await adminSubscribed;

    // A file over the limit is refused before anything is sent.
    const uploads: string[] = [];
    admin.on('request', (request) => {
      if (request.url().includes('/api/attachment/upload')) uploads.push(request.url());
    });
    await admin.getByTestId('composer-file-input').setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(30 * 1024 * 1024),
    });
    const limitMb = Math.round((uploadLimit / (1024 * 1024)) * 10) / 10;
    await expect
      .poll(() => textOf(admin.getByTestId('composer-upload-error')), POLL)
      .toBe(`This file is larger than the ${limitMb} MB limit`);
    expect(uploads).toEqual([]);
    expect(await admin.getByTestId('composer-attachment').count()).toBe(0);

    // A private note with a small PDF.
    await admin.getByTestId('composer-message').fill(PRIVATE_NOTE);
    await admin.getByRole('switch', { name: 'Private (programme team only)' }).check();
    expect(await admin.getByTestId('composer-private').isChecked()).toBe(true);
    await admin.getByTestId('composer-file-input').setInputFiles({
      name: 'note.pdf',
      mimeType: 'application/pdf',
      buffer: SMALL_PDF,
    });
    await admin.locator('[data-testid="composer-attachment"][data-uploaded]').waitFor(POLL);
    expect(uploads).toHaveLength(1);
    expect(await admin.getByTestId('composer-upload-error').count()).toBe(0);
    await admin.getByTestId('composer-post').click();
    const privatePost = postWith(admin, PRIVATE_NOTE);
    await privatePost.waitFor(POLL);
    expect(await textOf(privatePost.getByTestId('post-private-badge'))).toBe('Private');
    expect(await textOf(privatePost.getByTestId('post-attachment-name'))).toBe('note.pdf');
    expect(await admin.getByTestId('composer-message').inputValue()).toBe('');

    // Its file downloads under its name.
    const [download] = await Promise.all([
      admin.waitForEvent('download', POLL),
      privatePost.getByTestId('post-attachment-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('note.pdf');

    // A public post for everyone.
    await admin.getByRole('switch', { name: 'Private (programme team only)' }).uncheck();
    expect(await admin.getByTestId('composer-private').isChecked()).toBe(false);
    await admin.getByTestId('composer-message').fill(PUBLIC_POST);
    await admin.getByTestId('composer-post').click();
    const publicPost = postWith(admin, PUBLIC_POST);
    await publicPost.waitFor(POLL);
    expect(await publicPost.getByTestId('post-private-badge').count()).toBe(0);

    // The cofounder, in another browser, opens their own file: the public post, never the private note.
    const cofounder = await session.newPage();
    await signInThroughLogin(cofounder, COFOUNDER, ORG);
    await cofounder.goto(appUrl('/startup/file', ORG));
    await cofounder.waitForURL((url) => url.pathname === `/startup/${startupId}/file/activities`, POLL);
    const seenPost = postWith(cofounder, PUBLIC_POST);
    await seenPost.waitFor(POLL);
    expect(await postWith(cofounder, PRIVATE_NOTE).count()).toBe(0);
    expect(await cofounder.getByText(PRIVATE_NOTE).count()).toBe(0);
    // Cofounders may not post privately: no switch, no Private filter.
    expect(await cofounder.getByTestId('composer-private').count()).toBe(0);

    // The cofounder replies with Enter.
    await seenPost.getByTestId('reply-input').fill(REPLY);
    await seenPost.getByTestId('reply-input').press('Enter');
    await seenPost.getByTestId('timeline-reply').filter({ hasText: REPLY }).waitFor(POLL);

    // The admin's page shows the reply without a reload.
    const liveReply = publicPost.getByTestId('timeline-reply').filter({ hasText: REPLY });
    await liveReply.waitFor(POLL);
    expect(await textOf(liveReply.getByTestId('post-author'))).toContain('Chen');

    // The cofounder claps; the count and the highlight follow, and the admin sees the count live.
    const clap = (post: Locator) =>
      post.getByTestId('timeline-entry').getByTestId('post-reaction').and(post.locator('[data-reaction="CLAP"]'));
    await clap(seenPost).first().click();
    await expect.poll(() => clap(seenPost).first().getAttribute('data-mine'), POLL).toBe('true');
    expect(await clap(seenPost).first().getAttribute('data-count')).toBe('1');
    await expect.poll(() => clap(publicPost).first().getAttribute('data-count'), POLL).toBe('1');
    expect(await clap(publicPost).first().getAttribute('data-mine')).toBeNull();

    // The admin pins the post: it shows the Pinned badge; then unpins it.
    await publicPost.getByTestId('timeline-entry').first().getByTestId('post-menu').click();
    await admin.getByTestId('post-pin').click();
    await publicPost.getByTestId('post-pinned-badge').first().waitFor(POLL);
    await publicPost.getByTestId('timeline-entry').first().getByTestId('post-menu').click();
    await admin.getByTestId('post-unpin').click();
    await publicPost
      .getByTestId('post-pinned-badge')
      .first()
      .waitFor({ state: 'detached', ...POLL });
    if (process.env.STARTUP_FILE_SCREENSHOTS) {
      await admin.screenshot({ path: `${process.env.STARTUP_FILE_SCREENSHOTS}/admin.png`, fullPage: true });
      await cofounder.screenshot({ path: `${process.env.STARTUP_FILE_SCREENSHOTS}/cofounder.png`, fullPage: true });
    }
  });
  it('shows the tasks, documents and company tabs, and a not-found state for a file one may not open', async () => {
    const admin = await session.newPage();
    await signInThroughLogin(admin, ADMIN, ORG);
    await admin.goto(appUrl(`/startups?search=${encodeURIComponent(STARTUP)}`, ORG));
    await admin.locator(`[data-startup-name="${STARTUP}"]`).first().getByRole('link', { name: STARTUP }).click();
    await admin.waitForURL((url) => url.pathname.endsWith('/file/activities'), POLL);
    const startupId = new URL(admin.url()).pathname.split('/')[2] ?? '';

    // Tasks: three groups; the demo startup's metrics task is due tomorrow.
    await admin.getByTestId('startup-file-tab-tasks').click();
    await admin.waitForURL((url) => url.pathname === `/startup/${startupId}/file/tasks`, POLL);
    const future = admin.getByTestId('startup-tasks-future');
    await future.getByTestId('task-card').filter({ hasText: 'Submit the monthly metrics' }).waitFor(POLL);
    for (const group of ['overdue', 'today', 'future']) {
      const section = admin.getByTestId(`startup-tasks-${group}`);
      const cards = await section.getByTestId('task-card').count();
      expect(await textOf(section.getByTestId('startup-tasks-count'))).toBe(String(cards));
    }

    // Documents: upload, rename, download and delete.
    await admin.getByTestId('startup-file-tab-documents').click();
    await admin.getByTestId('startup-documents').waitFor(POLL);
    const docName = `Pitch ${STAMP}.pdf`;
    await admin.getByTestId('documents-file-input').setInputFiles({
      name: docName,
      mimeType: 'application/pdf',
      buffer: SMALL_PDF,
    });
    const row = admin.locator(`[data-testid="document-row"][data-name="${docName}"]`);
    await row.waitFor(POLL);
    expect(await textOf(row.getByTestId('document-type'))).toBe('PDF document');
    await row.getByTestId('document-rename').click();
    const renamed = `Pitch deck ${STAMP}.pdf`;
    await admin.getByTestId('document-rename-input').fill('');
    await admin.getByTestId('document-rename-save').click();
    await expect
      .poll(() => textOf(admin.getByTestId('document-rename-modal')), POLL)
      .toContain('Name is a required field');
    await admin.getByTestId('document-rename-input').fill(renamed);
    await admin.getByTestId('document-rename-save').click();
    const renamedRow = admin.locator(`[data-testid="document-row"][data-name="${renamed}"]`);
    await renamedRow.waitFor(POLL);
    const [download] = await Promise.all([
      admin.waitForEvent('download', POLL),
      renamedRow.getByTestId('document-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(renamed);
    // The same size check as the timeline.
    await admin.getByTestId('documents-file-input').setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(30 * 1024 * 1024),
    });
    await expect
      .poll(() => textOf(admin.getByTestId('documents-upload-error')), POLL)
      .toMatch(/larger than the .* MB limit/);
    if (process.env.STARTUP_FILE_SCREENSHOTS) {
      await admin.screenshot({ path: `${process.env.STARTUP_FILE_SCREENSHOTS}/documents.png`, fullPage: true });
    }
    await renamedRow.getByTestId('document-delete').click();
    await admin.getByTestId('startup-file-confirm-ok').click();
    await renamedRow.waitFor({ state: 'detached', ...POLL });

    // Company: the profile, read-only, with a way to edit it for staff.
    await admin.getByTestId('startup-file-tab-company').click();
    await admin.getByTestId('company-profile').waitFor(POLL);
    expect(await admin.getByTestId('company-edit').getAttribute('href')).toBe('/startups/management');
    if (process.env.STARTUP_FILE_SCREENSHOTS) {
      await admin.screenshot({ path: `${process.env.STARTUP_FILE_SCREENSHOTS}/company.png`, fullPage: true });
    }

    // Staff have no startup of their own: /startup/file says so.
    await admin.goto(appUrl('/startup/file', ORG));
    expect(await textOf(admin.getByTestId('startup-file-none').getByRole('heading'))).toBe(
      'You are not part of a startup yet',
    );

    // The cofounder may not open another startup's file: a not-found state, not a crash.
    const { startups } = await graphqlByApi<{ startups: { results: { _id: string; name: string }[] } }>(
      '{ startups { results { _id name } } }',
      {},
      adminToken,
      ORG,
    );
    const other = startups.results.find((startup) => startup.name === 'Agrisense');
    const cofounder = await session.newPage();
    await signInThroughLogin(cofounder, COFOUNDER, ORG);
    await cofounder.goto(appUrl(`/startup/${other?._id}/file/activities`, ORG));
    await cofounder.getByTestId('startup-file-not-found').waitFor(POLL);
    expect(await cofounder.getByTestId('timeline-composer').count()).toBe(0);
    await cofounder.goto(appUrl('/startup/not-a-startup/file', ORG));
    await cofounder.getByTestId('startup-file-not-found').waitFor(POLL);
  });
});
