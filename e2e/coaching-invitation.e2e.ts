import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { type BrowserSession, launchBrowser } from './support/browser.ts';
import { DEMO_ADMIN, DEMO_COACH, DEMO_ORG } from './support/demo-tasks.ts';
import { linkFromMail } from './support/mail.ts';

/**
 * Issue 16 point 4, as the demo cofounder meets it: staff plan a session with the demo coach for Solaris; the
 * invitation e-mail's cancel link opens, signed out, on the session; confirming cancels it for everyone; the same
 * link opened again lands on "This link has expired".
 */
const COFOUNDER = 'cofounder@demo.cohort.test';
const POLL = { timeout: 20_000 };

let session: BrowserSession;
let adminToken: string;
let sessionId = '';

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(DEMO_ADMIN, DEMO_PASSWORD, DEMO_ORG);
});

afterAll(async () => {
  // A session a failed run left scheduled goes, so that the coach's time stays free.
  if (sessionId && adminToken) {
    await graphqlByApi(
      'mutation ($id: ID!) { deleteCoachingSession(id: $id) }',
      { id: sessionId },
      adminToken,
      DEMO_ORG,
    ).catch(() => undefined);
  }
  await session?.close();
});

describe('the cancel link of a coaching invitation', () => {
  it('cancels the session from the e-mail without signing in, once', async () => {
    const { startups } = await graphqlByApi<{ startups: { results: { _id: string }[] } }>(
      '{ startups(search: "Solaris") { results { _id } } }',
      {},
      adminToken,
      DEMO_ORG,
    );
    const coachToken = await signInByApi(DEMO_COACH, DEMO_PASSWORD, DEMO_ORG);
    const { currentUser } = await graphqlByApi<{ currentUser: { _id: string } }>(
      '{ currentUser { _id } }',
      {},
      coachToken,
      DEMO_ORG,
    );
    // Far ahead, on a quarter hour of its own, so that no other file's session is in the way.
    const startsAt = new Date(Date.UTC(2027, 0, 1, 6, 0) + (100 + Math.floor(Math.random() * 200)) * 86_400_000);
    startsAt.setUTCMinutes(15 * Math.floor(Math.random() * 4));
    const sentAfter = Date.now();
    const planned = await graphqlByApi<{ planCoachingSession: { _id: string } }>(
      'mutation ($i: PlanCoachingSessionInput!) { planCoachingSession(input: $i) { _id } }',
      {
        i: {
          hostId: currentUser._id,
          startupId: startups.results[0]?._id,
          startsAt: startsAt.toISOString(),
          duration: 45,
          title: 'Go-to-market review',
        },
      },
      adminToken,
      DEMO_ORG,
    );
    sessionId = planned.planCoachingSession._id;

    const link = await linkFromMail(COFOUNDER, '/coaching/invitation/', sentAfter);
    expect(link.pathname).toMatch(/\/cancel-meeting$/);
    const page = await session.newPage();
    await page.goto(link.href);
    const card = page.getByTestId('cancel-meeting-page');
    await card.getByTestId('cancel-meeting-session').waitFor(POLL);
    expect(await card.textContent()).toContain('Go-to-market review');
    expect(await card.textContent()).toContain('Solaris Energy');
    await card.getByTestId('cancel-meeting-confirm').click();
    await card.getByTestId('cancel-meeting-done').waitFor(POLL);

    const { coachingSession } = await graphqlByApi<{ coachingSession: { state: string } }>(
      'query ($id: ID!) { coachingSession(id: $id) { state } }',
      { id: sessionId },
      adminToken,
      DEMO_ORG,
    );
    expect(coachingSession.state).toBe('canceled');

    // The same link again: expired, and nothing changes.
    await page.goto(link.href);
    await page.waitForURL((url) => url.pathname === '/coaching/invitation/expired', POLL);
    await page.getByTestId('invitation-expired-page').waitFor(POLL);
    expect(await page.getByTestId('invitation-expired-page').textContent()).toContain('This link has expired');
  });
});
