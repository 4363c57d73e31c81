import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import {
  createTaskByApi,
  DEMO_ADMIN,
  DEMO_COACH,
  DEMO_ORG,
  deleteTasksByApi,
  uniqueTaskNames,
} from './support/demo-tasks.ts';
import { signInThroughLogin } from './support/login.ts';

const { stamp: STAMP, taskName: TASK_NAME } = uniqueTaskNames();

let session: BrowserSession;
let adminToken: string;
const createdTaskIds: string[] = [];

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(DEMO_ADMIN, DEMO_PASSWORD, DEMO_ORG);
});

afterAll(async () => {
  await deleteTasksByApi(createdTaskIds, adminToken);
  await session?.close();
});

async function admin(): Promise<{ _id: string; fullName: string }> {
  const data = await graphqlByApi<{ currentUser: { _id: string; fullName: string } }>(
    '{ currentUser { _id fullName } }',
    {},
    adminToken,
    DEMO_ORG,
  );
  return data.currentUser;
}

/** The coach's id, found the way an admin finds people: the users list. */
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

/** Resolves once the page has asked the server, over the websocket, for live notifications. */
function notificationSubscriptionStarted(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('NotificationCreated')) resolve();
      });
    });
  });
}

const badge = (page: Page) => page.getByTestId('notifications-badge');

describe('notifications', () => {
  it('a task assigned to the coach rings the bell live, lists under New, reads on click and leads to /tasks', async () => {
    const page = await session.newPage();
    const subscribed = notificationSubscriptionStarted(page);
    await signInThroughLogin(page, DEMO_COACH, DEMO_ORG);
    const bell = page.getByTestId('notifications-bell');
    await bell.waitFor();
    await subscribed;

    // Opening resets the unseen count: start from a bell with no badge.
    await bell.click();
    await page.getByTestId('notifications-popover').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('notifications-popover').waitFor({ state: 'hidden' });
    await expect.poll(() => badge(page).isVisible(), { timeout: 10_000 }).toBe(false);
    // The opening is recorded in whole seconds, rounded up (spec 01 §4): a notification made within that second counts
    // as seen. Wait past it, which also gives the server a moment to register the subscription.
    await page.waitForTimeout(1_500);

    const sender = await admin();
    const dueDate = new Date(Date.now() + 2 * 86_400_000).toISOString();
    createdTaskIds.push(
      await createTaskByApi(
        { name: TASK_NAME, dueDate, assignees: [{ type: 'User', value: await coachId() }] },
        adminToken,
      ),
    );

    // The badge rises without a reload.
    await expect
      .poll(async () => (await badge(page).isVisible()) && (await badge(page).textContent()), {
        timeout: 15_000,
      })
      .toBe('1');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications: 1 new');

    await bell.click();
    const newGroup = page.getByTestId('notifications-group-new');
    await newGroup.waitFor();
    expect(await newGroup.getByTestId('notifications-group-header').textContent()).toBe('New');
    const item = newGroup.getByTestId('notification-item').filter({ hasText: TASK_NAME });
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('false');
    expect(await item.getByTestId('notification-link').textContent()).toContain(
      `${sender.fullName} assigned you a task: ${TASK_NAME}`,
    );
    expect(await item.getByTestId('notification-time').textContent()).toMatch(/seconds? ago|minute ago/);
    expect(await item.getByTestId('notification-link').getAttribute('href')).toBe('/tasks');
    // Opening the list reset the count.
    await expect.poll(() => badge(page).isVisible(), { timeout: 5_000 }).toBe(false);

    // The sender's avatar opens their hover card, which closes once the pointer leaves.
    await item.getByTestId('notification-sender').hover();
    const card = page.getByTestId('user-hover-card');
    const name = card.getByTestId('user-hover-card-name');
    await name.waitFor({ timeout: 10_000 });
    expect(await name.textContent()).toBe(sender.fullName);
    expect(await name.getAttribute('href')).toBe(`/profile/${sender._id}`);
    expect(await card.getByTestId('user-hover-card-role').textContent()).toBeTruthy();
    await page.getByTestId('notifications-popover').getByRole('heading').hover();
    await card.waitFor({ state: 'hidden', timeout: 5_000 });

    // A click reads it, closes the list and goes to the task list through the router.
    await item.getByTestId('notification-link').click();
    await page.waitForURL((url) => url.pathname === '/tasks', { timeout: 10_000 });
    await page.getByTestId('notifications-popover').waitFor({ state: 'hidden' });

    // Reopened, the list comes from the server again: read there too, and no longer new (seen at the last opening).
    await bell.click();
    const again = page.getByTestId('notifications-group-earlier').getByTestId('notification-item').filter({
      hasText: TASK_NAME,
    });
    await again.waitFor();
    expect(await again.getAttribute('data-read')).toBe('true');
    expect(await page.getByTestId('notifications-group-new').count()).toBe(0);
  }, 120_000);

  it('counts what arrived while away and loads the next page of 16 at the end of the list', async () => {
    const assignees = [{ type: 'User', value: await coachId() }];
    const dueDate = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const created = await Promise.all(
      Array.from({ length: 17 }, (_, index) =>
        createTaskByApi({ name: `Batch ${STAMP} #${index + 1}`, dueDate, assignees }, adminToken),
      ),
    );
    createdTaskIds.push(...created);

    const page = await session.newPage();
    await signInThroughLogin(page, DEMO_COACH, DEMO_ORG);
    // Unseen since the bell was last opened (in the test above).
    await expect.poll(() => badge(page).textContent(), { timeout: 15_000 }).toBe('17');

    await page.getByTestId('notifications-bell').click();
    const items = page.getByTestId('notification-item');
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(16);
    expect(await page.getByTestId('notifications-group-earlier').count()).toBe(0);
    expect(await items.first().textContent()).toContain(`Batch ${STAMP} #`);

    await page.getByTestId('notifications-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBeGreaterThan(17);
    // The older notification of the test above is under Earlier, with its header since both groups exist.
    const earlier = page.getByTestId('notifications-group-earlier');
    expect(await earlier.getByTestId('notifications-group-header').textContent()).toBe('Earlier');
    expect(await earlier.getByText(TASK_NAME).count()).toBe(1);
    const fresh = page.getByTestId('notifications-group-new').getByTestId('notification-item');
    expect(await fresh.count()).toBe(17);
    expect(await fresh.filter({ hasText: `Batch ${STAMP} #` }).count()).toBe(17);
    // Every page is loaded once the last one arrived: the sentinel is gone.
    await expect.poll(() => page.getByTestId('notifications-sentinel').count(), { timeout: 10_000 }).toBe(0);
  }, 120_000);

  it('shows the bell to people who are signed in only', async () => {
    const page = await session.newPage();
    await page.goto(appUrl('/login', DEMO_ORG));
    await page.getByTestId('login-email').waitFor();
    expect(await page.getByTestId('notifications-bell').count()).toBe(0);
  });
});
