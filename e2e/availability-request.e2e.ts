import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { DEMO_ADMIN, DEMO_ORG, deleteTasksByApi } from './support/demo-tasks.ts';
import { signInThroughLogin } from './support/login.ts';

/**
 * Issue 16, task type availCoaching: the demo admin opens the demo expert's availability and asks them to set their
 * hours; the expert gets a task to their availability page, which completes by itself once they add hours. The hours
 * and the task are removed afterwards.
 */
const EXPERT = 'expert@demo.cohort.test';
const POLL = { timeout: 20_000 };
const REQUESTS = '{ tasks(cursor: { limit: 100 }) { results { _id taskType done url } } }';

let session: BrowserSession;
let adminToken = '';
let expertToken = '';
let expertId = '';
const createdRules: string[] = [];

interface Task {
  _id: string;
  taskType: string;
  done: boolean;
  url: string;
}
const requests = async () =>
  (await graphqlByApi<{ tasks: { results: Task[] } }>(REQUESTS, {}, expertToken, DEMO_ORG)).tasks.results.filter(
    (task) => task.taskType === 'availCoaching',
  );

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(DEMO_ADMIN, DEMO_PASSWORD, DEMO_ORG);
  expertToken = await signInByApi(EXPERT, DEMO_PASSWORD, DEMO_ORG);
  const { currentUser } = await graphqlByApi<{ currentUser: { _id: string } }>(
    '{ currentUser { _id } }',
    {},
    expertToken,
    DEMO_ORG,
  );
  expertId = currentUser._id;
  // A retry starts without an open request.
  await deleteTasksByApi(
    (await requests()).map((task) => task._id),
    adminToken,
  );
});

afterAll(async () => {
  for (const id of createdRules) {
    await graphqlByApi(
      'mutation ($id: ID!) { removeWeeklyAvailability(id: $id) }',
      { id },
      expertToken,
      DEMO_ORG,
    ).catch(() => undefined);
  }
  if (adminToken && expertToken) {
    await deleteTasksByApi(
      (await requests().catch(() => [])).map((task) => task._id),
      adminToken,
    );
  }
  await session?.close();
});

describe('asking for coaching hours', () => {
  it('asks the expert from their availability page; the task completes once they add hours', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, DEMO_ADMIN, DEMO_ORG);
    await page.goto(appUrl(`/availability?userId=${expertId}`, DEMO_ORG));
    await page.getByTestId('availability-other').waitFor(POLL);
    await page.getByTestId('availability-request').click();
    const outcome = page.getByTestId('availability-request-outcome');
    await outcome.waitFor(POLL);
    expect(await outcome.textContent()).toContain('they have a task to set their coaching hours');
    expect(await requests()).toMatchObject([{ done: false, url: '/availability' }]);
    // Asked again while open: said, not repeated.
    await page.getByTestId('availability-request').click();
    await expect.poll(() => outcome.textContent(), POLL).toContain('already asked');
    expect(await requests()).toHaveLength(1);

    // The expert adds hours: the request is done.
    const { addWeeklyAvailability } = await graphqlByApi<{ addWeeklyAvailability: string }>(
      'mutation { addWeeklyAvailability(input: { weekdays: [SA], startTime: "10:00", endTime: "11:00" }) }',
      {},
      expertToken,
      DEMO_ORG,
    );
    createdRules.push(addWeeklyAvailability);
    expect(await requests()).toMatchObject([{ done: true }]);
  });
});
