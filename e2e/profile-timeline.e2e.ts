import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { DEMO_ADMIN, DEMO_COACH, DEMO_ORG } from './support/demo-tasks.ts';
import { signInThroughLogin } from './support/login.ts';

let session: BrowserSession;
let adminToken: string;

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(DEMO_ADMIN, DEMO_PASSWORD, DEMO_ORG);
});
afterAll(async () => {
  await session?.close();
});

async function coachId(): Promise<string> {
  const data = await graphqlByApi<{ people: { results: Array<{ _id: string; email: string }> } }>(
    'query ($search: String) { people(search: $search) { results { _id email } } }',
    { search: DEMO_COACH },
    adminToken,
    DEMO_ORG,
  );
  const coach = data.people.results.find((person) => person.email === DEMO_COACH);
  if (!coach) throw new Error('The demo coach is missing');
  return coach._id;
}

describe("a person's timeline", () => {
  it("lists what the demo coach wrote on startup files, and leads to the startup's file", async () => {
    const id = await coachId();
    const page = await session.newPage();
    await signInThroughLogin(page, DEMO_ADMIN, DEMO_ORG);
    await page.goto(appUrl(`/profile/${id}`, DEMO_ORG));
    await page.getByTestId('profile-page').waitFor();
    await page.getByTestId('profile-tab-timeline').click();
    await page.waitForURL((url) => url.pathname === `/profile/${id}/timeline`);
    const item = page.getByTestId('person-timeline-item').filter({ hasText: 'Sensor cost is the main risk' });
    await item.waitFor();
    expect(await item.getByTestId('person-timeline-startup').textContent()).toBe('Agrisense');
    // The address is the tab: a reload stays on the timeline, and the profile tab goes back.
    await page.reload();
    await page.getByTestId('person-timeline').waitFor();
    await page.getByTestId('person-timeline-startup').first().waitFor();
    await item.getByTestId('person-timeline-startup').click();
    await page.waitForURL((url) => /^\/startup\/[^/]+\/file\/activities$/.test(url.pathname));
    await page.getByText('Sensor cost is the main risk').first().waitFor();
    await page.goBack();
    await page.getByTestId('profile-tab-profile').click();
    await page.waitForURL((url) => url.pathname === `/profile/${id}`);
    await page.getByTestId('person-timeline').waitFor({ state: 'detached' });
    await page.getByTestId('profile-tabs').waitFor();
    await page.close();
  });
});
