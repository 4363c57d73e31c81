import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { DEMO_ADMIN, DEMO_ORG } from './support/demo-tasks.ts';
import { signInThroughLogin } from './support/login.ts';

// The demo cofounder (Solaris) books 45 minutes with the demo mentor (assigned to Solaris, weekly hours in Paris);
// Solaris's demo allocation leaves 30 minutes, so the test raises it by an hour and puts it back afterwards, and
// deletes every session it booked so that the other files keep the demo data.
const COFOUNDER = 'cofounder@demo.cohort.test';
const MENTOR = 'mentor@demo.cohort.test';
const POLL = { timeout: 20_000 };
const SLOT_TAKEN = 'This time was just taken by someone else: choose another one';

let session: BrowserSession;
let solarisId = '';
let mentorId = '';
let mentorName = '';
let programId = '';
let allocatedHours: number | null = null;
const booked: string[] = [];

const api = async <T>(email: string, query: string, variables: Record<string, unknown> = {}) =>
  graphqlByApi<T>(query, variables, await signInByApi(email, DEMO_PASSWORD, DEMO_ORG), DEMO_ORG);

const BOOK = `mutation ($input: BookCoachingSessionInput!) { bookCoachingSession(input: $input) { _id } }`;
const SLOTS = `query ($hostId: ID!, $from: DateTime!, $to: DateTime!, $duration: Int!) {
  freeSlots(hostId: $hostId, from: $from, to: $to, duration: $duration) { startsAt }
}`;
const SESSION = `query ($id: ID!) { coachingSession(id: $id) { _id editor staffEditorPublic viewerCan { readPrivateNotes } } }`;

async function setAllocation(hours: number): Promise<void> {
  await api(DEMO_ADMIN, 'mutation ($input: HourAllocationInput!) { setHourAllocation(input: $input) }', {
    input: { programId, startupId: solarisId, unit: 'HOUR', amount: hours },
  });
}

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  return 'no refusal';
}

async function chooseMentor(page: Page): Promise<void> {
  await page.getByTestId('coaching-book-mentor').click();
  await page.getByRole('option', { name: mentorName }).click();
  await page.getByTestId('coaching-slot').first().waitFor(POLL);
}

beforeAll(async () => {
  session = await launchBrowser();
  const founder = await api<{ currentUser: { startups: { _id: string; name: string }[] } }>(
    COFOUNDER,
    '{ currentUser { startups { _id name } } }',
  );
  solarisId = founder.currentUser.startups[0]?._id ?? '';
  const mentor = await api<{ currentUser: { _id: string; fullName: string } }>(
    MENTOR,
    '{ currentUser { _id fullName } }',
  );
  mentorId = mentor.currentUser._id;
  mentorName = mentor.currentUser.fullName;
  const report = await api<{
    coachingHoursReport: {
      programId: string;
      startupId: string | null;
      mentorId: string | null;
      MINUTES_ALLOCATED: number | null;
    }[];
  }>(DEMO_ADMIN, '{ coachingHoursReport { programId startupId mentorId MINUTES_ALLOCATED } }');
  const row = report.coachingHoursReport.find(
    (r) => r.startupId === solarisId && r.mentorId === null && r.MINUTES_ALLOCATED !== null,
  );
  programId = row?.programId ?? '';
  allocatedHours = row?.MINUTES_ALLOCATED != null ? row.MINUTES_ALLOCATED / 60 : null;
  minutesLeftBefore = await minutesLeftWithMentor();
});

/** Deletes what the test booked and puts Solaris's allocation back; safe to run twice. */
async function restoreDemo(): Promise<void> {
  for (const id of booked.splice(0)) {
    await api(DEMO_ADMIN, 'mutation ($id: ID!) { deleteCoachingSession(id: $id) }', { id }).catch(() =>
      api(COFOUNDER, 'mutation ($id: ID!) { cancelCoachingSession(id: $id) { _id } }', { id }).catch(() => undefined),
    );
  }
  if (programId && allocatedHours !== null) await setAllocation(allocatedHours).catch(() => undefined);
}

async function minutesLeftWithMentor(): Promise<number | null> {
  const { coachingHosts } = await api<{ coachingHosts: { user: { _id: string }; minutesLeft: number | null }[] }>(
    COFOUNDER,
    'query ($startupId: ID!) { coachingHosts(startupId: $startupId) { user { _id } minutesLeft } }',
    { startupId: solarisId },
  );
  return coachingHosts.find((host) => host.user._id === mentorId)?.minutesLeft ?? null;
}

let minutesLeftBefore: number | null = null;

afterAll(async () => {
  await restoreDemo();
  await session?.close();
});

describe('coaching booking', () => {
  it('books 45 minutes with the mentor, refuses the taken slot, and keeps the mentor’s private notes private; the cofounder moves and cancels it', async () => {
    expect(solarisId).toBeTruthy();
    expect(programId).toBeTruthy();
    expect(allocatedHours).not.toBeNull();

    // Through the API: 45 minutes are more than Solaris has left (the refusal says how many minutes remain).
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 28 * 86_400_000).toISOString();
    const { freeSlots } = await api<{ freeSlots: { startsAt: string }[] }>(COFOUNDER, SLOTS, {
      hostId: mentorId,
      from,
      to,
      duration: 45,
    });
    expect(freeSlots.length).toBeGreaterThan(0);
    const input = (startsAt: string, duration = 45) => ({
      input: { hostId: mentorId, startupId: solarisId, startsAt, duration, topics: [] },
    });
    expect(await refusalOf(api(COFOUNDER, BOOK, input(freeSlots[0]?.startsAt ?? '')))).toContain(
      'Your hours with this mentor are used up',
    );

    // In the browser: from the startup file to the booking screen. With 30 minutes left, choosing the mentor offers
    // the longest length that fits, and says why.
    const founderPage = await session.newPage();
    await signInThroughLogin(founderPage, COFOUNDER, DEMO_ORG);
    await founderPage.goto(appUrl('/startup/file', DEMO_ORG));
    await founderPage.getByTestId('startup-file-book-session').click();
    await founderPage.waitForURL((url) => url.pathname === '/coaching/book', POLL);
    await founderPage.getByTestId('coaching-book-form').waitFor(POLL);
    const duration = founderPage.getByTestId('coaching-book-duration');
    expect(await duration.inputValue()).toBe('45 minutes');
    await chooseMentor(founderPage);
    expect(minutesLeftBefore).toBe(30);
    await expect.poll(() => duration.inputValue(), POLL).toBe('30 minutes');
    await founderPage.getByText('Longer sessions do not fit the 30 minutes left with this mentor.').waitFor(POLL);

    // An hour more: 45 minutes again; a slot, a topic, confirm.
    await setAllocation((allocatedHours ?? 0) + 1);
    await founderPage.reload();
    await founderPage.getByTestId('coaching-book-form').waitFor(POLL);
    await chooseMentor(founderPage);
    expect(await duration.inputValue()).toBe('45 minutes');
    const firstSlot = founderPage.getByTestId('coaching-slot').first();
    const startsAt = (await firstSlot.getAttribute('data-starts-at')) ?? '';
    await firstSlot.click();
    await founderPage.getByTestId('coaching-book-summary').waitFor(POLL);
    await founderPage.getByTestId('coaching-book-topics').fill('Go-to-market');
    await founderPage.getByTestId('coaching-book-topics').press('Enter');
    await founderPage.getByTestId('coaching-book-confirm').click();
    await founderPage.waitForURL((url) => url.pathname.startsWith('/coaching/session/'), POLL);
    const sessionId = new URL(founderPage.url()).pathname.split('/').pop() ?? '';
    booked.push(sessionId);
    await founderPage.getByTestId('coaching-session-booked').waitFor(POLL);
    expect(await founderPage.getByTestId('coaching-session-host').textContent()).toContain(mentorName);
    expect(await founderPage.getByTestId('coaching-session-topic').allTextContents()).toEqual(['Go-to-market']);
    expect(await founderPage.getByTestId('coaching-session-status').textContent()).toBe('Scheduled');

    // Add to calendar: Google's new-event screen with the session's times, and the .ics with the invitation's UID.
    await founderPage.getByTestId('coaching-session-add-to-calendar').click();
    const googleLink = new URL((await founderPage.getByTestId('add-to-calendar-google').getAttribute('href')) ?? '');
    expect(googleLink.origin).toBe('https://calendar.google.com');
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(googleLink.searchParams.get('dates')).toBe(
      `${utc(startsAt)}/${utc(new Date(new Date(startsAt).getTime() + 45 * 60_000).toISOString())}`,
    );
    const [icsFile] = await Promise.all([
      founderPage.waitForEvent('download'),
      founderPage.getByTestId('add-to-calendar-ics').click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await icsFile.createReadStream()) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString('utf8')).toContain(`UID:${sessionId}@demo.localhost`);

    // The same slot again through the API: already taken.
    expect(await refusalOf(api(COFOUNDER, BOOK, input(startsAt)))).toContain(SLOT_TAKEN);

    // In the browser, a slot someone takes while the founder looks at it: the refusal, then the slots without it.
    // (From the mentor's profile this time: the mentor comes chosen.)
    await founderPage.goto(appUrl(`/profile/${mentorId}`, DEMO_ORG));
    await founderPage.getByTestId('profile-book-session').click();
    await founderPage.waitForURL((url) => url.pathname === '/coaching/book', POLL);
    await founderPage.getByTestId('coaching-book-form').waitFor(POLL);
    expect(await founderPage.getByTestId('coaching-book-mentor').inputValue()).toBe(mentorName);
    await founderPage.getByTestId('coaching-slot').first().waitFor(POLL);
    const secondSlot = founderPage.getByTestId('coaching-slot').first();
    const secondStart = (await secondSlot.getAttribute('data-starts-at')) ?? '';
    await secondSlot.click();
    const taken = await api<{ bookCoachingSession: { _id: string } }>(COFOUNDER, BOOK, input(secondStart, 15));
    booked.push(taken.bookCoachingSession._id);
    await founderPage.getByTestId('coaching-book-confirm').click();
    const error = founderPage.getByTestId('coaching-book-error');
    await error.waitFor(POLL);
    expect(await error.textContent()).toContain('This time was just taken by someone else');
    await founderPage.locator(`[data-testid="coaching-slot"][data-starts-at="${secondStart}"]`).waitFor({
      state: 'detached',
      ...POLL,
    });

    // The mentor writes private notes on the session page.
    const mentorPage = await session.newPage();
    await signInThroughLogin(mentorPage, MENTOR, DEMO_ORG);
    await mentorPage.goto(appUrl(`/coaching/session/${sessionId}`, DEMO_ORG));
    // The brief before the session: the last session with Solaris (the demo's, with its public notes).
    const brief = mentorPage.getByTestId('coaching-brief');
    await brief.getByTestId('coaching-brief-last-session').getByRole('link').waitFor(POLL);
    expect(await brief.getByTestId('coaching-brief-last-session').textContent()).toContain('First sales hire');
    const privateNotes = `Ask about the churn numbers ${Date.now()}`;
    await mentorPage.getByTestId('coaching-notes-editor').fill(privateNotes);
    await mentorPage.getByTestId('coaching-notes-staffEditorPublic').fill('Bring the pricing page.');
    await expect.poll(() => mentorPage.getByTestId('coaching-notes-editor').inputValue(), POLL).toBe(privateNotes);
    await expect.poll(() => mentorPage.getByTestId('coaching-notes-save').isEnabled(), POLL).toBe(true);
    await mentorPage.getByTestId('coaching-notes-save').click();
    const outcome = await Promise.race([
      mentorPage
        .getByTestId('coaching-notes-saved')
        .waitFor({ timeout: 40_000 })
        .then(() => 'saved'),
      mentorPage
        .getByTestId('coaching-notes-error')
        .waitFor({ timeout: 40_000 })
        .then(async () => `refused: ${await mentorPage.getByTestId('coaching-notes-error').textContent()}`),
    ]);
    expect(outcome).toBe('saved');

    // The cofounder sees the public notes, never the private ones: in the browser and through the API.
    await founderPage.goto(appUrl(`/coaching/session/${sessionId}`, DEMO_ORG));
    await founderPage.getByTestId('coaching-notes').waitFor(POLL);
    await expect
      .poll(() => founderPage.getByTestId('coaching-notes-staffEditorPublic').textContent(), POLL)
      .toBe('Bring the pricing page.');
    expect(await founderPage.getByTestId('coaching-notes-editor').count()).toBe(0);
    expect(await founderPage.getByTestId('coaching-session-page').textContent()).not.toContain(privateNotes);
    expect(await founderPage.getByTestId('coaching-brief').count()).toBe(0);
    type SessionNotes = { coachingSession: { editor: string | null; viewerCan: { readPrivateNotes: boolean } } };
    const asFounder = await api<SessionNotes>(COFOUNDER, SESSION, { id: sessionId });
    expect(asFounder.coachingSession.editor).toBeNull();
    expect(asFounder.coachingSession.viewerCan.readPrivateNotes).toBe(false);
    const asMentor = await api<SessionNotes>(MENTOR, SESSION, { id: sessionId });
    expect(asMentor.coachingSession.editor).toBe(privateNotes);

    // The cofounder moves the session to another free time (the changelog says so), then cancels it.
    await founderPage.reload();
    await founderPage.getByTestId('coaching-session-reschedule').click();
    const dialog = founderPage.getByTestId('coaching-reschedule');
    const newSlot = dialog.getByTestId('coaching-slot').first();
    await newSlot.waitFor(POLL);
    await newSlot.click();
    await dialog.getByTestId('coaching-reschedule-confirm').click();
    await dialog.waitFor({ state: 'detached', ...POLL });
    await founderPage.getByTestId('coaching-changelog-entry').first().waitFor(POLL);
    expect(await founderPage.getByTestId('coaching-changelog-entry').count()).toBe(1);
    await founderPage.getByTestId('coaching-session-cancel').click();
    await founderPage.getByTestId('coaching-cancel-confirm').click();
    await expect.poll(() => founderPage.getByTestId('coaching-session-status').textContent(), POLL).toBe('Cancelled');
    expect(await founderPage.getByTestId('coaching-changelog-entry').count()).toBe(2);
    expect(await founderPage.getByTestId('coaching-session-cancel').count()).toBe(0);
  });

  it('leaves the demo sessions and hours as they were', async () => {
    await restoreDemo();
    expect(minutesLeftBefore).not.toBeNull();
    expect(await minutesLeftWithMentor()).toBe(minutesLeftBefore);
  });
});
