import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const TEMPLATE = `Seed plan ${STAMP}`;
const POLL = { timeout: 15_000 };

let session: BrowserSession;
let adminToken: string;

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
});

/** The template this file made goes, whatever happened, so that the demo data stays as it was. */
afterAll(async () => {
  if (adminToken) {
    const { milestoneTemplates } = await graphqlByApi<{ milestoneTemplates: { _id: string; name: string }[] }>(
      '{ milestoneTemplates { _id name } }',
      {},
      adminToken,
      ORG,
    ).catch(() => ({ milestoneTemplates: [] }));
    for (const template of milestoneTemplates.filter((t) => t.name.includes(STAMP))) {
      await graphqlByApi(
        'mutation ($id: ID!) { deleteMilestoneTemplate(id: $id) }',
        { id: template._id },
        adminToken,
        ORG,
      ).catch(() => undefined);
    }
  }
  await session?.close();
});

async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

const rowOf = (page: Page, name: string) => page.locator(`[data-testid="template-row"][data-template-name="${name}"]`);

describe('milestone templates (incubator plans)', () => {
  it('lists the demo plan, and creates a plan with two milestones that is then listed', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);

    // Sidebar: Startups › Programmes › Milestone templates.
    const sidebar = page.getByTestId('shell-sidebar');
    await sidebar.getByTestId('nav-startups').click();
    await sidebar.getByTestId('nav-programs').click();
    await sidebar.getByTestId('nav-milestoneTemplates').click();
    await page.waitForURL((url) => url.pathname === '/startups/programs/incubator-plans');
    await page.getByRole('heading', { name: 'Milestone templates' }).waitFor(POLL);
    expect(await page.title()).toMatch(/^Milestone templates - /);

    // The demo organisation's plan: five milestones, the last due on day 90.
    const demo = rowOf(page, 'Accelerator plan');
    await demo.waitFor(POLL);
    expect(await demo.getByTestId('template-count').getAttribute('data-count')).toBe('5');
    expect(await textOf(demo.getByTestId('template-last-due'))).toBe('day 90');

    // A new plan: Save first refuses what is missing, by field.
    await page.getByRole('button', { name: 'Create template' }).click();
    const form = page.getByTestId('template-form');
    await form.waitFor();
    await page.getByTestId('template-form-save').click();
    await expect.poll(() => textOf(form), POLL).toContain('Name is a required field');
    expect(await form.getByTestId('template-step').count()).toBe(1);
    // The plan and its first milestone each need a name.
    expect(await textOf(form.getByTestId('template-step').first())).toContain('Name is a required field');

    await page.getByTestId('template-form-name').fill(TEMPLATE);
    await page.getByTestId('template-form-description').fill('Six weeks to a first pitch');
    const steps = form.getByTestId('template-step');
    await steps.nth(0).getByLabel('Name').fill('Problem interviews');
    await steps.nth(0).getByLabel('Due after (days)').fill('10');
    await page.getByRole('button', { name: 'Add a milestone' }).click();
    await expect.poll(() => steps.count(), POLL).toBe(2);
    // The new step is due a week after the previous one until it is changed.
    expect(await steps.nth(1).getByLabel('Due after (days)').inputValue()).toBe('17');
    await steps.nth(1).getByLabel('Name').fill('Pitch rehearsal');
    await steps.nth(1).getByLabel('Due after (days)').fill('42');

    // Moving the second step up and back keeps both in place.
    await page.getByRole('button', { name: 'Move milestone 2 up' }).click();
    expect(await steps.nth(0).getByLabel('Name').inputValue()).toBe('Pitch rehearsal');
    await page.getByRole('button', { name: 'Move milestone 2 up' }).click();
    expect(await steps.nth(0).getByLabel('Name').inputValue()).toBe('Problem interviews');

    await page.getByTestId('template-form-save').click();
    await page
      .getByTestId('milestones-toast-success')
      .filter({ hasText: `The template ${TEMPLATE} was created` })
      .first()
      .waitFor(POLL);
    const created = rowOf(page, TEMPLATE);
    await created.waitFor(POLL);
    expect(await created.getByTestId('template-count').getAttribute('data-count')).toBe('2');
    expect(await textOf(created.getByTestId('template-last-due'))).toBe('day 42');

    // It is there after a reload too, with its milestones in order.
    await page.reload();
    await rowOf(page, TEMPLATE).waitFor(POLL);
    await rowOf(page, TEMPLATE).getByRole('button', { name: 'Show the milestones' }).click();
    await expect
      .poll(() => rowOf(page, TEMPLATE).getByTestId('template-steps').locator('li').allTextContents(), POLL)
      .toEqual(['Problem interviews (day 10)', 'Pitch rehearsal (day 42)']);

    // Deleting asks first, then the plan is gone.
    await rowOf(page, TEMPLATE)
      .getByRole('button', { name: `Delete ${TEMPLATE}` })
      .click();
    await page.getByTestId('milestones-delete-confirm').click();
    await rowOf(page, TEMPLATE).waitFor({ state: 'detached', ...POLL });
    await rowOf(page, 'Accelerator plan').waitFor(POLL);
  });

  it('shows a startup’s milestones in its file and moves one on from the status menu', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    const { startups } = await graphqlByApi<{ startups: { results: { _id: string }[] } }>(
      '{ startups(search: "Agrisense") { results { _id } } }',
      {},
      adminToken,
      ORG,
    );
    const startupId = startups.results[0]?._id ?? '';
    await page.goto(appUrl(`/startup/${startupId}/file/activities`, ORG));
    await page.getByTestId('startup-file-tab-milestones').click();
    await page.waitForURL((url) => url.pathname.endsWith('/file/milestones'), POLL);
    const item = page.locator('[data-testid="milestone-item"][data-milestone-name="Customer interviews"]');
    await item.waitFor(POLL);
    const progress = page.getByTestId('startup-milestones-progress');
    const doneBefore = Number(await progress.getAttribute('data-done'));
    expect(await progress.getAttribute('data-total')).toBe('5');
    const status = item.locator('[data-testid="milestone-status"]').first();
    const before = (await status.getAttribute('data-status')) ?? 'IN_PROGRESS';
    expect(before).not.toBe('DONE');

    await status.click();
    await page.locator('[data-testid="milestone-status-option"][data-status="DONE"]').click();
    await expect.poll(() => progress.getAttribute('data-done'), POLL).toBe(String(doneBefore + 1));
    await expect.poll(() => status.getAttribute('data-status'), POLL).toBe('DONE');

    // Back as it was, so the demo data stays the same for the next run.
    await status.click();
    await page.locator(`[data-testid="milestone-status-option"][data-status="${before}"]`).click();
    await expect.poll(() => progress.getAttribute('data-done'), POLL).toBe(String(doneBefore));
  });
});
