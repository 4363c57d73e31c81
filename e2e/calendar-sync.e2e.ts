import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RadicaleServer, startRadicale } from '../apps/server/test/radicale.ts';
import { busyTimes } from '../apps/server/src/platform/calendar/caldav.ts';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { DEMO_ADMIN, DEMO_COACH, DEMO_ORG } from './support/demo-tasks.ts';
import { signInThroughLogin } from './support/login.ts';

/**
 * Issue 16 point 5, as the demo coach meets it: on /account/settings/integrations they link their calendar on a CalDAV
 * server (Debian's radicale, started here) — a wrong password is refused with its message — then a session staff plan
 * with them appears in that calendar; they unlink it at the end.
 */
const POLL = { timeout: 20_000 };

let session: BrowserSession;
let radicale: RadicaleServer;
let adminToken: string;
let coachToken: string;
let sessionId = '';

beforeAll(async () => {
  radicale = await startRadicale({ coach: 'coach-calendar-secret' });
  session = await launchBrowser();
  adminToken = await signInByApi(DEMO_ADMIN, DEMO_PASSWORD, DEMO_ORG);
  coachToken = await signInByApi(DEMO_COACH, DEMO_PASSWORD, DEMO_ORG);
});

afterAll(async () => {
  if (sessionId) {
    await graphqlByApi(
      'mutation ($id: ID!) { deleteCoachingSession(id: $id) }',
      { id: sessionId },
      adminToken,
      DEMO_ORG,
    ).catch(() => undefined);
  }
  await graphqlByApi('mutation { unlinkCalendar }', {}, coachToken, DEMO_ORG).catch(() => undefined);
  await session?.close();
  await radicale?.stop();
});

describe('calendar sync', () => {
  it('links a CalDAV calendar from the integrations page and receives a planned session there', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, DEMO_COACH, DEMO_ORG);
    await page.goto(appUrl('/account/settings/integrations', DEMO_ORG));
    const card = page.getByTestId('caldav-card');
    await card.getByTestId('caldav-form').waitFor(POLL);

    await card.getByTestId('caldav-serverUrl').fill(radicale.url);
    await card.getByTestId('caldav-username').fill('coach');
    await card.getByTestId('caldav-password').fill('not-the-password');
    await card.getByTestId('caldav-link').click();
    await card.getByText('The calendar server refused this user name and password').waitFor(POLL);

    await card.getByTestId('caldav-password').fill('coach-calendar-secret');
    await card.getByTestId('caldav-link').click();
    await card.getByTestId('caldav-linked').waitFor(POLL);
    expect(await card.getByTestId('caldav-status').textContent()).toBe('Linked');
    expect(await card.getByTestId('caldav-linked').textContent()).toContain('“Cohort” of coach');

    // Staff plan a session with the coach: it lands in the linked calendar.
    const { startups } = await graphqlByApi<{ startups: { results: { _id: string }[] } }>(
      '{ startups(search: "Solaris") { results { _id } } }',
      {},
      adminToken,
      DEMO_ORG,
    );
    const { currentUser } = await graphqlByApi<{ currentUser: { _id: string } }>(
      '{ currentUser { _id } }',
      {},
      coachToken,
      DEMO_ORG,
    );
    const startsAt = new Date(Date.UTC(2027, 0, 1, 13, 0) + (100 + Math.floor(Math.random() * 200)) * 86_400_000);
    const planned = await graphqlByApi<{ planCoachingSession: { _id: string } }>(
      'mutation ($i: PlanCoachingSessionInput!) { planCoachingSession(input: $i) { _id } }',
      {
        i: {
          hostId: currentUser._id,
          startupId: startups.results[0]?._id,
          startsAt: startsAt.toISOString(),
          duration: 60,
        },
      },
      adminToken,
      DEMO_ORG,
    );
    sessionId = planned.planCoachingSession._id;
    const link = { serverUrl: radicale.url, username: 'coach', password: 'coach-calendar-secret' };
    await expect
      .poll(async () => {
        const events = await busyTimes(
          link,
          new Date(startsAt.getTime() - 3_600_000),
          new Date(startsAt.getTime() + 7_200_000),
        );
        return events.some((event) => event.uid.startsWith(`${sessionId}@`));
      }, POLL)
      .toBe(true);

    await card.getByTestId('caldav-unlink').click();
    await card.getByTestId('caldav-form').waitFor(POLL);
    expect(await card.getByTestId('caldav-notice').textContent()).toContain('Your calendar is unlinked');
  });
});
