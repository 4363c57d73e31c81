import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
/** The demo mentor (Mina) and a startup the seed does not assign to her. */
const MENTOR_SEARCH = 'Mina';
const MEDIFLOW = 'Mediflow Health';
const PROGRAMME = 'Climate Track';
const PROGRAMME_STARTUP = 'Solaris Energy';
const POLL = { timeout: 15_000 };

/** A 1×1 transparent PNG: the server decides the type from these first bytes. */
const ONE_PIXEL_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

interface Named {
  _id: string;
  name: string;
}
interface Mentor {
  user: { _id: string; fullName: string };
  roleType: string;
  startups: Named[];
}

const MENTORS = `query ($search: String) {
  mentors(search: $search) { results { user { _id fullName } roleType startups { _id name } } }
}`;
const SET = `mutation ($userId: ID!, $startupIds: [ID!]!) {
  setMentorStartups(userId: $userId, startupIds: $startupIds) { startups { _id } }
}`;

let session: BrowserSession;
let adminToken: string;
let mentor: Mentor;
let mediflow: Named;

/** The demo mentor as the API lists her now. */
async function mentorNow(): Promise<Mentor> {
  const { mentors } = await graphqlByApi<{ mentors: { results: Mentor[] } }>(
    MENTORS,
    { search: MENTOR_SEARCH },
    adminToken,
    ORG,
  );
  const found = mentors.results.find((row) => row.roleType === 'Mentor');
  if (!found) throw new Error('The demo mentor is not in the demo organisation');
  return found;
}

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  const { startups } = await graphqlByApi<{ startups: { results: Named[] } }>(
    'query ($s: String) { startups(search: $s) { results { _id name } } }',
    { s: MEDIFLOW },
    adminToken,
    ORG,
  );
  const found = startups.results.find((startup) => startup.name === MEDIFLOW);
  if (!found) throw new Error(`${MEDIFLOW} is not in the demo organisation`);
  mediflow = found;
  // The mentor starts without Mediflow Health; her other startups stay, and are put back afterwards.
  mentor = await mentorNow();
  if (mentor.startups.some((startup) => startup._id === mediflow._id)) {
    mentor = { ...mentor, startups: mentor.startups.filter((startup) => startup._id !== mediflow._id) };
    await graphqlByApi(
      SET,
      { userId: mentor.user._id, startupIds: mentor.startups.map((startup) => startup._id) },
      adminToken,
      ORG,
    );
  }
});

afterAll(async () => {
  if (adminToken && mentor) {
    await graphqlByApi(
      SET,
      { userId: mentor.user._id, startupIds: mentor.startups.map((startup) => startup._id) },
      adminToken,
      ORG,
    ).catch(() => undefined);
  }
  await session?.close();
});

const mentorRow = (page: Page) =>
  page.locator(`[data-testid="mentor-row"][data-mentor-name="${mentor.user.fullName}"]`);
const badgeNames = (row: Locator) =>
  row
    .getByTestId('mentor-startup')
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-startup-name')));

/** Opens the mentor's "Assign startups" dialog and waits for it. */
async function openAssign(page: Page): Promise<Locator> {
  await mentorRow(page)
    .getByRole('button', { name: `Assign startups to ${mentor.user.fullName}` })
    .click();
  const modal = page.getByTestId('mentor-startups-modal');
  await modal.getByText(`Startups of ${mentor.user.fullName}`).waitFor(POLL);
  return modal;
}

/** Saves the dialog and waits for the toast and for the dialog to close. */
async function save(page: Page, modal: Locator): Promise<void> {
  // Closes the list of options before saving.
  await modal.getByTestId('mentor-startups-help').click();
  await page.getByTestId('mentor-startups-save').click();
  await page
    .getByTestId('startups-toast-success')
    .filter({ hasText: `The startups of ${mentor.user.fullName} were saved` })
    .first()
    .waitFor(POLL);
  await modal.waitFor({ state: 'detached', ...POLL });
}

describe('mentors management', () => {
  it('lets the admin give the demo mentor one more startup from the sidebar, then restore her list', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);

    // Sidebar: Startups › Mentor management.
    const sidebar = page.getByTestId('shell-sidebar');
    await sidebar.getByTestId('nav-startups').click();
    await sidebar.getByTestId('nav-mentorsManagement').click();
    await page.waitForURL((url) => url.pathname === '/startups/mentors', POLL);
    await page.getByTestId('mentors-page').waitFor();
    expect(await page.title()).toMatch(/^Mentor management - /);
    // The admin group may invite a mentor from here.
    expect(await page.getByTestId('mentors-invite').getAttribute('href')).toBe('/admin/configuration/users');

    // The search narrows the list and is kept in the address.
    await page.getByTestId('mentors-search').fill(MENTOR_SEARCH);
    await page.waitForURL((url) => url.searchParams.get('search') === MENTOR_SEARCH, POLL);
    await mentorRow(page).waitFor(POLL);
    const row = mentorRow(page);
    expect(await row.getByTestId('mentor-role').textContent()).toBe('Mentor');
    expect(await row.getByRole('link', { name: mentor.user.fullName }).getAttribute('href')).toBe(
      `/profile/${mentor.user._id}`,
    );
    const original = mentor.startups.map((startup) => startup.name);
    await expect.poll(() => badgeNames(row), POLL).toEqual(original);
    expect(original).not.toContain(MEDIFLOW);

    // Assign startups: the current ones are chosen already; Mediflow Health is added to them.
    let modal = await openAssign(page);
    const select = page.getByTestId('mentor-startups-select');
    await select.click();
    await select.fill('Mediflow');
    await page.getByRole('option', { name: MEDIFLOW, exact: true }).click();
    await save(page, modal);
    await expect.poll(() => badgeNames(mentorRow(page)), POLL).toContain(MEDIFLOW);
    expect(await mentorRow(page).getAttribute('data-count')).toBe(String(original.length + 1));
    const badge = mentorRow(page).locator(`[data-testid="mentor-startup"][data-startup-name="${MEDIFLOW}"]`);
    expect(await badge.getAttribute('href')).toBe(`/startup/${mediflow._id}/file/activities`);
    expect((await mentorNow()).startups.map((startup) => startup._id)).toEqual(
      expect.arrayContaining([...mentor.startups.map((startup) => startup._id), mediflow._id]),
    );

    // Then the admin takes Mediflow Health off again: the mentor has her original startups.
    modal = await openAssign(page);
    await modal.locator('.mantine-Pill-root', { hasText: MEDIFLOW }).locator('.mantine-Pill-remove').click();
    await save(page, modal);
    await expect.poll(() => badgeNames(mentorRow(page)), POLL).toEqual(original);
    expect((await mentorNow()).startups.map((startup) => startup._id).sort()).toEqual(
      mentor.startups.map((startup) => startup._id).sort(),
    );
  });
});

describe('the programme page', () => {
  it('opens from the programmes list with its dates and startups, and takes a new cover', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl('/startups/programs', ORG));
    const row = page.locator(`[data-testid="program-row"][data-program-name="${PROGRAMME}"]`);
    await row.waitFor(POLL);
    await row.getByRole('link', { name: PROGRAMME, exact: true }).click();
    await page.waitForURL((url) => /^\/home\/programs\/[0-9a-f-]{36}$/.test(url.pathname), POLL);
    await page.getByTestId('program-page').waitFor(POLL);
    const programId = await page.getByTestId('program-page').getAttribute('data-program-id');
    expect(new URL(page.url()).pathname).toBe(`/home/programs/${programId}`);

    expect(await page.getByTestId('program-page-name').textContent()).toBe(PROGRAMME);
    expect(await page.title()).toMatch(new RegExp(`^${PROGRAMME} - `));
    // The seed's calendar days (January 15 to December 15 of this year), never shifted by a time zone.
    const year = new Date().getUTCFullYear();
    expect(await page.getByTestId('program-page-dates').textContent()).toBe(`Jan 15, ${year} – Dec 15, ${year}`);
    await page.locator(`[data-testid="startup-card"][data-startup-name="${PROGRAMME_STARTUP}"]`).waitFor(POLL);
    await page.getByTestId('program-admin').first().waitFor(POLL);

    // A file that is not an image is refused before it is sent.
    const wrongChooser = page.waitForEvent('filechooser', POLL);
    await page.getByTestId('program-cover-change').click();
    await (await wrongChooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    expect(await page.getByTestId('program-cover-error').textContent()).toBe('Choose a PNG, JPEG, GIF or WebP image');

    // A 1×1 PNG becomes the banner.
    const before = await page.getByTestId('program-cover').getAttribute('data-src');
    const chooser = page.waitForEvent('filechooser', POLL);
    await page.getByTestId('program-cover-change').click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByTestId('startups-toast-success').filter({ hasText: 'The cover is updated' }).first().waitFor(POLL);
    const cover = page.getByTestId('program-cover');
    await expect.poll(() => cover.getAttribute('data-src'), POLL).toMatch(/^\/api\/.+/);
    const src = (await cover.getAttribute('data-src')) ?? '';
    expect(src).not.toBe(before);
    expect(await cover.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(src);
    const served = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') };
    }, src);
    expect(served).toEqual({ status: 200, type: 'image/png' });

    // A programme that does not exist says so.
    await page.goto(appUrl('/home/programs/not-a-programme', ORG));
    await page.getByTestId('program-not-found').getByText('Programme not found').waitFor(POLL);
  });
});
