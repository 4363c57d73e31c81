import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { DEMO_ORG } from './support/demo-tasks.ts';
import { signInThroughLogin } from './support/login.ts';

/**
 * Issue 16 point 5, a Google calendar as the demo expert links it: the e2e server talks to a local Google that answers
 * its documented OAuth and Calendar API (started by the global setup), whose calendar is busy at the same hour every
 * day. The expert connects Google on /account/settings/integrations — off to Google's consent and back — and from
 * then on that hour is no longer offered to founders; disconnecting gives it back.
 */
const EXPERT = 'expert@demo.cohort.test';
const FOUNDER = 'founder1@demo.cohort.test';
const POLL = { timeout: 20_000 };
const SLOTS = `query ($h: ID!, $f: DateTime!, $t: DateTime!) {
  freeSlots(hostId: $h, from: $f, to: $t, duration: 30, timeZone: "UTC") { startsAt endsAt } }`;

/** Two weeks from the day after tomorrow (UTC midnight), the same window each time. */
const start = new Date(`${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);

let session: BrowserSession;
let expertToken = '';
let expertId = '';
let founderToken = '';

/** The expert's free half hours of the next two weeks that overlap the hour Google says is busy. */
async function slotsInBusyHour(): Promise<number> {
  const { from, to } = inject('googleBusyHours');
  const { freeSlots } = await graphqlByApi<{ freeSlots: { startsAt: string; endsAt: string }[] }>(
    SLOTS,
    { h: expertId, f: start.toISOString(), t: new Date(start.getTime() + 14 * 86_400_000).toISOString() },
    founderToken,
    DEMO_ORG,
  );
  expect(freeSlots.length).toBeGreaterThan(0);
  return freeSlots.filter((slot) => {
    const begins = new Date(slot.startsAt).getUTCHours() + new Date(slot.startsAt).getUTCMinutes() / 60;
    const ends = begins + (new Date(slot.endsAt).getTime() - new Date(slot.startsAt).getTime()) / 3_600_000;
    return begins < to && ends > from;
  }).length;
}

beforeAll(async () => {
  session = await launchBrowser();
  expertToken = await signInByApi(EXPERT, DEMO_PASSWORD, DEMO_ORG);
  founderToken = await signInByApi(FOUNDER, DEMO_PASSWORD, DEMO_ORG);
  const { currentUser } = await graphqlByApi<{ currentUser: { _id: string } }>(
    '{ currentUser { _id } }',
    {},
    expertToken,
    DEMO_ORG,
  );
  expertId = currentUser._id;
});

afterAll(async () => {
  if (expertToken) {
    await graphqlByApi('mutation { unlinkCalendar }', {}, expertToken, DEMO_ORG).catch(() => undefined);
  }
  await session?.close();
});

describe('Google calendar', () => {
  it("connects Google from the integrations page, its busy hour leaves the expert's free slots, and disconnects", async () => {
    // Nothing linked (a retry starts clean too).
    await graphqlByApi('mutation { unlinkCalendar }', {}, expertToken, DEMO_ORG);
    const before = await slotsInBusyHour();
    expect(before).toBeGreaterThan(0);

    const page = await session.newPage();
    await signInThroughLogin(page, EXPERT, DEMO_ORG);
    await page.goto(appUrl('/account/settings/integrations', DEMO_ORG));
    const card = page.getByTestId('google-card');
    await card.getByTestId('google-connect').click();
    // To Google's consent (it consents at once) and back to the page, linked as the Google account.
    await page.waitForURL(
      (url) => url.pathname === '/account/settings/integrations' && url.search.includes('google='),
      POLL,
    );
    await card.getByTestId('google-linked').waitFor(POLL);
    expect(await card.getByTestId('google-status').textContent()).toBe('Connected');
    expect(await card.getByTestId('google-linked').textContent()).toContain('mentor@gmail.test');

    // Founders are no longer offered the hour Google says is busy.
    expect(await slotsInBusyHour()).toBe(0);

    // Disconnected: the page offers to connect again, and the hour is free again.
    await card.getByTestId('google-unlink').click();
    await card.getByTestId('google-connect').waitFor(POLL);
    expect(await slotsInBusyHour()).toBe(before);
  });
});
