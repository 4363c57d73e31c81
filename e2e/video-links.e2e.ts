import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { DEMO_ADMIN, DEMO_COACH, DEMO_ORG } from './support/demo-tasks.ts';
import { signInThroughLogin } from './support/login.ts';

/**
 * Issue 16, video conferencing as the demo coach meets it: with Zoom turned on for the organisation (the e2e server
 * talks to a local Zoom that answers its documented OAuth and API, started by the global setup), the coach connects
 * Zoom on /account/settings/integrations — off to Zoom's consent and back — and Zoom becomes their video provider; a
 * session staff plan with them then carries a Zoom meeting's link in place of the generated one. The coach
 * disconnects Zoom at the end; the flag and the session are put back.
 */
const POLL = { timeout: 20_000 };
const FLAG = 'zoomIntegration';
/** Feature flags are the platform's to switch (the System user), not the organisation admin's. */
const SYSTEM = 'system@demo.cohort.test';

let session: BrowserSession;
let adminToken: string;
let coachToken: string;
let systemToken: string;
let flagBefore = false;
let sessionId = '';
let coachId = '';

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlByApi<T>(query, variables, adminToken, DEMO_ORG);
const setFlag = (enabled: boolean) =>
  graphqlByApi(
    'mutation ($name: FeatureFlagName!, $enabled: Boolean!) { setFeatureFlag(name: $name, enabled: $enabled) { enabled } }',
    { name: FLAG, enabled },
    systemToken,
    DEMO_ORG,
  );

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(DEMO_ADMIN, DEMO_PASSWORD, DEMO_ORG);
  systemToken = await signInByApi(SYSTEM, DEMO_PASSWORD, DEMO_ORG);
  coachToken = await signInByApi(DEMO_COACH, DEMO_PASSWORD, DEMO_ORG);
  const { currentUser } = await graphqlByApi<{ currentUser: { _id: string } }>(
    '{ currentUser { _id } }',
    {},
    coachToken,
    DEMO_ORG,
  );
  coachId = currentUser._id;
  const flags = await asAdmin<{ incubator: { featureFlags: Record<string, { enabled: boolean }> } }>(
    `{ incubator { featureFlags { ${FLAG} { enabled } } } }`,
  );
  flagBefore = flags.incubator.featureFlags[FLAG]?.enabled ?? false;
});

afterAll(async () => {
  if (sessionId) {
    await asAdmin('mutation ($id: ID!) { deleteCoachingSession(id: $id) }', { id: sessionId }).catch(() => undefined);
  }
  coachToken = await signInByApi(DEMO_COACH, DEMO_PASSWORD, DEMO_ORG).catch(() => '');
  if (coachToken) {
    await graphqlByApi('mutation { unlinkVideoProvider(provider: zoom) }', {}, coachToken, DEMO_ORG).catch(
      () => undefined,
    );
  }
  await setFlag(flagBefore).catch(() => undefined);
  await session?.close();
});

describe('video links', () => {
  it('connects Zoom from the integrations page, and a planned session gets a Zoom meeting', async () => {
    await setFlag(true);
    // Nothing linked (a retry starts clean too).
    await graphqlByApi('mutation { unlinkVideoProvider(provider: zoom) }', {}, coachToken, DEMO_ORG);
    const page = await session.newPage();
    await signInThroughLogin(page, DEMO_COACH, DEMO_ORG);
    await page.goto(appUrl('/account/settings/integrations', DEMO_ORG));
    const card = page.getByTestId('zoom-card');
    await card.getByTestId('zoom-connect').click();
    // To Zoom's consent (it consents at once) and back to the page, linked.
    await page.waitForURL(
      (url) => url.pathname === '/account/settings/integrations' && url.search.includes('zoom='),
      POLL,
    );
    await card.getByTestId('zoom-linked').waitFor(POLL);
    expect(await card.getByTestId('zoom-status').textContent()).toBe('Connected');
    expect(await card.getByTestId('zoom-linked').textContent()).toContain('mentor@zoom.test');
    // The first provider linked is the person's video provider.
    await expect.poll(() => page.getByTestId('video-default-ZOOM').isChecked(), POLL).toBe(true);

    // Staff plan a session with the coach, without a place: its link is a Zoom meeting's.
    const { startups } = await asAdmin<{ startups: { results: { _id: string }[] } }>(
      '{ startups(search: "Solaris") { results { _id } } }',
    );
    const startsAt = new Date(Date.UTC(2027, 0, 1, 15, 0) + (100 + Math.floor(Math.random() * 200)) * 86_400_000);
    const planned = await asAdmin<{ planCoachingSession: { _id: string } }>(
      'mutation ($i: PlanCoachingSessionInput!) { planCoachingSession(input: $i) { _id } }',
      {
        i: {
          hostId: coachId,
          startupId: startups.results[0]?._id,
          startsAt: startsAt.toISOString(),
          duration: 30,
        },
      },
    );
    sessionId = planned.planCoachingSession._id;

    await page.goto(appUrl(`/coaching/session/${sessionId}`, DEMO_ORG));
    const line = page.getByTestId('coaching-session-conference-line');
    await line.waitFor(POLL);
    expect(await line.textContent()).toContain('Zoom');
    expect(await page.getByTestId('coaching-session-conference').getAttribute('href')).toMatch(
      /^https:\/\/zoom\.test\/j\/\d+$/,
    );

    // Disconnected again: the page offers to connect.
    await page.goto(appUrl('/account/settings/integrations', DEMO_ORG));
    await card.getByTestId('zoom-unlink').click();
    await card.getByTestId('zoom-connect').waitFor(POLL);
  });
});
