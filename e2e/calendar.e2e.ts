import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { createTaskByApi, DEMO_ADMIN, DEMO_ORG, deleteTasksByApi, uniqueTaskNames } from './support/demo-tasks.ts';
import { signInThroughLogin } from './support/login.ts';

const { taskName: TASK_NAME } = uniqueTaskNames();
const POLL = { timeout: 20_000 };

let session: BrowserSession;
let token: string;
const createdTaskIds: string[] = [];

/** The day cell ('YYYY-MM-DD') of the month view that holds an event. */
async function dayOf(page: Page, title: string): Promise<string> {
  const event = page.locator('.fc-event', { hasText: title });
  await event.waitFor(POLL);
  return event.evaluate((element) => element.closest('td[data-date]')?.getAttribute('data-date') ?? '');
}

/** Waits for an event, going one page ahead (next month, next week) when it is not on this one. */
async function showEvent(page: Page, title: string, next: string): Promise<void> {
  const event = page.locator('.fc-event', { hasText: title });
  try {
    await event.waitFor({ timeout: 5_000 });
  } catch {
    await page.getByRole('button', { name: next }).click();
    await event.waitFor(POLL);
  }
}

function nextDay(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

beforeAll(async () => {
  session = await launchBrowser();
  token = await signInByApi(DEMO_ADMIN, DEMO_PASSWORD, DEMO_ORG);
  const { currentUser } = await graphqlByApi<{ currentUser: { _id: string } }>(
    '{ currentUser { _id } }',
    {},
    token,
    DEMO_ORG,
  );
  // Due the day after tomorrow at noon UTC: in this month's grid or the next one's, on the same day anywhere but the
  // far east of the date line.
  const due = new Date(Date.now() + 2 * 86_400_000);
  due.setUTCHours(12, 0, 0, 0);
  createdTaskIds.push(
    await createTaskByApi(
      { name: TASK_NAME, dueDate: due.toISOString(), assignees: [{ type: 'User', value: currentUser._id }] },
      token,
    ),
  );
});

afterAll(async () => {
  await deleteTasksByApi(createdTaskIds, token);
  await session?.close();
});

describe('calendar', () => {
  it('shows a task on its day, moves it to the next day by dragging, and opens it with a click', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, DEMO_ADMIN, DEMO_ORG);
    await page.getByRole('link', { name: 'Calendar' }).first().click();
    await page.waitForURL((url) => url.pathname === '/calendar', POLL);
    await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor(POLL);

    // The task may fall in next month's grid near the end of a month.
    const event = page.locator('.fc-event', { hasText: TASK_NAME });
    await showEvent(page, TASK_NAME, 'Next month');
    const from = await dayOf(page, TASK_NAME);
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const to = nextDay(from);
    const target = page.locator(`td[data-date="${to}"]`).first();

    // Drag as a person does: press, move in steps, release on the next day.
    const start = await event.boundingBox();
    const end = await target.boundingBox();
    if (!start || !end) throw new Error('The event or its target day is not on the screen');
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 5, start.y + start.height / 2 + 5, { steps: 5 });
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
    await page.mouse.up();
    await page.getByText(`“${TASK_NAME}” moved`).waitFor(POLL);

    // Saved: after a reload the task is on its new day, and the API says it is due a day later.
    await page.reload();
    await page.locator(`td[data-date="${to}"] .fc-event`, { hasText: TASK_NAME }).waitFor(POLL);
    const { tasks } = await graphqlByApi<{ tasks: { results: { _id: string; dueDate: string }[] } }>(
      '{ tasks(queryOptions: { search: "' + TASK_NAME + '" }, cursor: { limit: 5 }) { results { _id dueDate } } }',
      {},
      token,
      DEMO_ORG,
    );
    expect(tasks.results).toHaveLength(1);
    expect(new Date(tasks.results[0]?.dueDate ?? '').getUTCHours()).toBe(12);

    // The week view keeps its name in the address, and a click opens what the entry stands for.
    await page.getByRole('button', { name: 'week', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'week', POLL);
    await showEvent(page, TASK_NAME, 'Next week');
    await page.locator('.fc-event', { hasText: TASK_NAME }).click();
    await page.waitForURL((url) => url.pathname === '/tasks', POLL);

    // The private feed: made once, its address read by a calendar app (here the page itself) lists the task.
    await page.goBack();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your calendar feed' });
    await dialog.getByRole('button', { name: /Make (my calendar address|a new address)/ }).click();
    const address = await dialog.getByTestId('calendar-feed-url').inputValue();
    expect(address).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await page.evaluate(async (url) => (await fetch(url, { credentials: 'omit' })).text(), address);
    expect(feed).toContain('BEGIN:VCALENDAR');
    expect(feed).toContain(TASK_NAME);
    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    await dialog.getByRole('button', { name: 'Make my calendar address' }).waitFor(POLL);
  });

  it('speaks Arabic right to left', async () => {
    const page = await session.newPage();
    // The language chosen on this device (the account menu's choice), Arabic.
    await page.addInitScript(() => localStorage.setItem('aa:language', '"ar"'));
    await signInThroughLogin(page, DEMO_ADMIN, DEMO_ORG);
    await page.goto(appUrl('/calendar', DEMO_ORG));
    await page.getByRole('heading', { name: 'التقويم', level: 1 }).waitFor(POLL);
    expect(await page.locator('.fc').getAttribute('class')).toContain('fc-direction-rtl');
  });
});
