import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { DEMO_ORG } from './support/demo-tasks.ts';
import { signInThroughLogin } from './support/login.ts';

// The demo mentor's open coachingEvaluation task (the last past session with Solaris, issue 16 point 3): the task
// opens the session page at its Evaluation section; the mentor rates it, the draft is kept, and submits. Only this
// session's evaluation changes (no other file reads it).
const MENTOR = 'mentor@demo.cohort.test';
const POLL = { timeout: 20_000 };

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

describe('coaching evaluation', () => {
  it('the mentor opens the evaluation from the task, fills it with a draft kept, and submits it once', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, MENTOR, DEMO_ORG);
    await page.goto(appUrl('/tasks', DEMO_ORG));
    await page.getByTestId('tasks-page').waitFor(POLL);
    await page.getByTestId('tasks-search').fill('Evaluate the coaching session');
    const row = page.locator('[data-testid="task-row"][data-task-name^="Evaluate the coaching session"]').first();
    await row.waitFor(POLL);
    expect(await row.getByTestId('task-type').textContent()).toBe('Session evaluation');
    await row.getByTestId('task-link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/coaching/session/') && url.hash === '#evaluation', POLL);

    const form = page.getByTestId('coaching-evaluation-form');
    await form.waitFor(POLL);
    const question = (id: string) => form.locator(`[data-testid="form-question"][data-question-id="${id}"]`);
    // Submit without the rating: the required question is pointed out, nothing is sent.
    await page.getByTestId('coaching-evaluation-submit').click();
    await page.getByTestId('coaching-evaluation-fix').waitFor(POLL);
    await question('rating').getByRole('radio', { name: '4', exact: true }).check({ force: true });
    await question('notes').locator('textarea').fill('Good progress on the sales hire.');
    await expect
      .poll(() => page.getByTestId('coaching-evaluation-draft').getAttribute('data-state'), POLL)
      .toBe('saved');
    // The draft is there after a reload.
    await page.reload();
    await form.waitFor(POLL);
    expect(await question('notes').locator('textarea').inputValue()).toBe('Good progress on the sales hire.');

    await page.getByTestId('coaching-evaluation-submit').click();
    await page.getByTestId('coaching-evaluation-submitted').waitFor(POLL);
    const answers = page.getByTestId('coaching-evaluation-answers');
    expect(await answers.getAttribute('data-side')).toBe('mentor');
    expect(await answers.textContent()).toContain('Session feedback (mentor)');
    expect(await page.getByTestId('coaching-evaluation-form').count()).toBe(0);
  });
});
