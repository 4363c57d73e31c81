import type { Locator, Page } from 'playwright-core';
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
type Person = { _id: string; firstName: string; fullName: string };
let admin: Person;
let coach: Person;
let timezone: string;
/** Tasks this file made, deleted at the end so that the demo data stays as it was. */
const createdTaskIds: string[] = [];

const ME = 'query { currentUser { _id firstName fullName } }';

/** A calendar day ('YYYY-MM-DD') some days from now in the organisation's time zone, as the date input takes it. */
function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

async function me(token: string) {
  return (await graphqlByApi<{ currentUser: Person }>(ME, {}, token, DEMO_ORG)).currentUser;
}

/** The number the today's-tasks counter of a page shows. */
async function counterOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('today-tasks-button').getAttribute('data-count'));
}

/** Records, in the page, whether the counter ever flashed (the flash only lasts a second). */
async function watchFlash(page: Page) {
  await page.evaluate(() => {
    const target = document.querySelector('[data-testid="today-tasks-button"]');
    const state = window as unknown as { tasksFlashSeen?: boolean };
    state.tasksFlashSeen = false;
    if (!target) return;
    new MutationObserver(() => {
      if (target.getAttribute('data-flashing') === 'true') state.tasksFlashSeen = true;
    }).observe(target, { attributes: true, attributeFilter: ['data-flashing'] });
  });
}

const cardOf = (scope: Page | Locator, name: string) =>
  scope.locator(`[data-testid="task-card"][data-task-name="${name}"]`);
const rowOf = (page: Page, name: string) => page.locator(`[data-testid="task-row"][data-task-name="${name}"]`);

async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(DEMO_ADMIN, DEMO_PASSWORD, DEMO_ORG);
  admin = await me(adminToken);
  coach = await me(await signInByApi(DEMO_COACH, DEMO_PASSWORD, DEMO_ORG));
  timezone = (
    await graphqlByApi<{ publicIncubator: { timezone: string } }>(
      'query { publicIncubator { timezone } }',
      {},
      null,
      DEMO_ORG,
    )
  ).publicIncubator.timezone;
});

afterAll(async () => {
  await deleteTasksByApi(createdTaskIds, adminToken);
  await session?.close();
});

describe('tasks', () => {
  it('creates a task for the coach from the panel, who sees it arrive live and ticks it done', async () => {
    const adminPage = await session.newPage();
    const coachPage = await session.newPage();
    await signInThroughLogin(adminPage, DEMO_ADMIN, DEMO_ORG);
    await signInThroughLogin(coachPage, DEMO_COACH, DEMO_ORG);

    // The coach's counter has loaded (the demo data gives the coach tasks due today and tomorrow).
    await coachPage.locator('[data-testid="today-tasks-button"][data-loaded]').waitFor({ timeout: 15_000 });
    const before = await counterOf(coachPage);
    await watchFlash(coachPage);

    // The admin opens the panel and its task form.
    await adminPage.getByTestId('today-tasks-button').click();
    await adminPage.getByTestId('today-tasks-create').click();
    const form = adminPage.getByTestId('task-form');
    await form.waitFor();
    // Spec 01 §5: the current user is the default assignee.
    expect(await textOf(form.getByTestId('task-form-assignees').locator('..'))).toContain(admin.fullName);

    // An empty name and a past date are refused with the spec's messages.
    await adminPage.getByTestId('task-form-due-date').fill('2020-01-01');
    await adminPage.getByTestId('task-form-save').click();
    await expect.poll(() => textOf(form)).toContain('Name is a required field');
    expect(await textOf(form)).toContain('The due date can not be in the past');

    // Saving without an assignee shows the message, brings the default assignee back and focuses the field.
    const assignees = adminPage.getByTestId('task-form-assignees');
    await assignees.click();
    await assignees.press('Backspace');
    await expect.poll(() => textOf(form)).toContain('There has to be at least one assignee');
    // Leave the assignee field (its list closes) and save.
    await adminPage.getByTestId('task-form-name').click();
    await adminPage.getByTestId('task-form-save').click();
    await expect.poll(() => textOf(form)).toContain('There has to be at least one assignee');
    expect(await textOf(assignees.locator('..'))).toContain(admin.fullName);
    expect(await assignees.evaluate((input) => input === document.activeElement)).toBe(true);

    // A valid task for the coach, due tomorrow.
    await adminPage.getByTestId('task-form-name').fill(TASK_NAME);
    await adminPage.getByTestId('task-form-due-date').fill(dayFromNow(1));
    await assignees.press('Backspace');
    await assignees.fill(coach.fullName);
    await adminPage.getByRole('option', { name: coach.fullName }).first().click();
    await adminPage.getByTestId('task-form-name').click();
    expect(await textOf(form)).not.toContain('The due date can not be in the past');
    await adminPage.getByTestId('task-form-save').click();
    await adminPage.getByTestId('task-success-toast').filter({ hasText: 'Task created' }).waitFor();
    await form.waitFor({ state: 'detached' });

    // The coach's counter rises live and flashes.
    await expect.poll(() => counterOf(coachPage), { timeout: 15_000 }).toBe(before + 1);
    expect(await coachPage.evaluate(() => (window as unknown as { tasksFlashSeen?: boolean }).tasksFlashSeen)).toBe(
      true,
    );

    // The coach finds it in the panel, assigned by the admin, and ticks it done: it leaves the panel.
    await coachPage.getByTestId('today-tasks-button').click();
    const panel = coachPage.getByTestId('today-tasks-panel');
    const card = cardOf(panel, TASK_NAME);
    await card.waitFor({ timeout: 15_000 });
    const taskId = await card.getAttribute('data-task-id');
    if (taskId) createdTaskIds.push(taskId);
    expect(await textOf(card.getByTestId('task-assigned-by'))).toBe(`Assigned by ${admin.fullName}`);
    // The coach may tick but not delete the admin's task.
    expect(await card.getByTestId('task-done').isDisabled()).toBe(false);
    await card.getByTestId('task-done').click();
    await card.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => counterOf(coachPage), { timeout: 15_000 }).toBe(before);

    // The admin finds it, completed, among the users' tasks.
    await adminPage.goto(appUrl('/tasks/users', DEMO_ORG));
    await adminPage.getByTestId('tasks-page').waitFor();
    expect(await adminPage.getByTestId('tasks-tab-users').getAttribute('aria-selected')).toBe('true');
    await adminPage.getByTestId('tasks-search').fill(STAMP);
    await adminPage.getByTestId('tasks-filter-status').getByText('All').click();
    const row = rowOf(adminPage, TASK_NAME);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByTestId('task-status').getAttribute('data-status')).toBe('COMPLETED');
    expect(await textOf(row)).toContain(admin.fullName);
    // The admin is not an assignee: the done box is not theirs to tick.
    expect(await row.getByTestId('task-done').isDisabled()).toBe(true);
  });

  it('completes several of my tasks at once on /tasks', async () => {
    const names = [`Bulk one ${STAMP}`, `Bulk two ${STAMP}`];
    for (const name of names) {
      createdTaskIds.push(
        await createTaskByApi(
          {
            name,
            dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
            assignees: [{ type: 'User', value: admin._id }],
          },
          adminToken,
        ),
      );
    }
    const page = await session.newPage();
    await signInThroughLogin(page, DEMO_ADMIN, DEMO_ORG);
    await page.goto(appUrl('/tasks', DEMO_ORG));
    await page.getByTestId('tasks-page').waitFor();
    await page.getByTestId('tasks-search').fill(STAMP);
    for (const name of names) await rowOf(page, name).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('task-row').count()).toBe(2);

    // Edit mode: the form shows when the task was made, and saves a new name.
    const first = rowOf(page, names[0] ?? '');
    await first.getByTestId('task-menu').click();
    await page.getByTestId('task-edit').click();
    const form = page.getByTestId('task-form');
    await form.waitFor();
    expect(await form.getAttribute('data-mode')).toBe('edit');
    expect(await textOf(page.getByTestId('task-form-times'))).toContain('Created');
    expect(await page.getByTestId('task-form-name').inputValue()).toBe(names[0]);
    names[0] = `Bulk first ${STAMP}`;
    await page.getByTestId('task-form-name').fill(names[0]);
    await page.getByTestId('task-form-save').click();
    await page.getByTestId('task-success-toast').filter({ hasText: 'Task updated' }).waitFor();
    await rowOf(page, names[0]).waitFor({ timeout: 15_000 });

    await page.getByTestId('tasks-select-all').check();
    expect(await textOf(page.getByTestId('tasks-selected-count'))).toBe('Selected: 2');
    await page.getByTestId('tasks-complete-selected').click();
    await page.getByTestId('task-success-toast').filter({ hasText: 'Tasks completed: 2' }).waitFor();
    // The pending list no longer holds them; the completed one does.
    await page.getByTestId('tasks-empty').waitFor({ timeout: 15_000 });
    await page.getByTestId('tasks-filter-status').getByText('Completed').click();
    for (const name of names) {
      const row = rowOf(page, name);
      await row.waitFor({ timeout: 15_000 });
      expect(await row.getByTestId('task-status').getAttribute('data-status')).toBe('COMPLETED');
    }
  });

  it('opens the task form on arrival from the create menu', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, DEMO_ADMIN, DEMO_ORG);
    await page.getByTestId('create-menu-button').click();
    await page.getByTestId('create-menu-createTask').click();
    await page.waitForURL((url) => url.pathname === '/tasks');
    const form = page.getByTestId('task-form');
    await form.waitFor();
    expect(await form.getAttribute('data-mode')).toBe('create');
    await page.getByTestId('task-form-cancel').click();
    await form.waitFor({ state: 'detached' });
    // The state is spent: a reload does not open the form again.
    await page.reload();
    await page.getByTestId('tasks-page').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('task-form').count()).toBe(0);
  });

  it("greets on the home page with today's tasks, and the organisation's counts for staff only", async () => {
    const staff = await session.newPage();
    await signInThroughLogin(staff, DEMO_ADMIN, DEMO_ORG);
    await staff.goto(appUrl('/', DEMO_ORG));
    await staff.getByTestId('home-welcome').waitFor();
    expect(await textOf(staff.getByTestId('home-welcome'))).toBe(`Welcome, ${admin.firstName}`);
    await staff.getByTestId('home-stat-people-value').waitFor({ timeout: 15_000 });
    expect(Number(await textOf(staff.getByTestId('home-stat-people-value')))).toBeGreaterThan(0);
    await staff.getByTestId('home-tasks').waitFor();

    const founder = await session.newPage();
    await signInThroughLogin(founder, 'cofounder@demo.cohort.test', DEMO_ORG);
    await founder.goto(appUrl('/', DEMO_ORG));
    await founder.getByTestId('home-tasks').waitFor();
    await founder
      .locator('[data-testid="home-tasks-list"], [data-testid="home-tasks-list-empty"]')
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await founder.getByTestId('home-stats').count()).toBe(0);
    // Founders tick their tasks but do not create them.
    await founder.getByTestId('today-tasks-button').click();
    await founder.getByTestId('today-tasks-panel').getByTestId('today-tasks-all').waitFor();
    expect(await founder.getByTestId('today-tasks-create').count()).toBe(0);
  });
});
