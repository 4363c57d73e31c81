import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const POLL = { timeout: 15_000 };
const PROGRAMME = `Mentor track ${STAMP}`;
const LAST_NAME = `Track${STAMP}`;
const MIRA = `Mira ${LAST_NAME}`;
const OMAR = `Omar ${LAST_NAME}`;

let session: BrowserSession;
let token: string;

const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlByApi<T>(query, variables, token, ORG);

beforeAll(async () => {
  token = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  // Two invited mentors to add (invited people may join a programme of people).
  for (const firstName of ['Mira', 'Omar']) {
    await api(
      'mutation ($email: String!, $firstName: String!, $lastName: String!) { inviteUser(email: $email, firstName: $firstName, lastName: $lastName, roleType: Mentor) { _id } }',
      { email: `${firstName.toLowerCase()}-${STAMP}@example.test`, firstName, lastName: LAST_NAME },
    );
  }
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

const programmeRow = (page: Page) => page.locator(`[data-testid="program-row"][data-program-name="${PROGRAMME}"]`);
const memberRows = (page: Page) => page.getByTestId('program-member-row');

async function pick(page: Page, modal: Locator, name: string) {
  const select = modal.getByTestId('program-members-add-select');
  await select.click();
  await select.fill(LAST_NAME);
  // An option shows the person's name and role.
  await page.getByRole('option').filter({ hasText: name }).click();
}

describe('people in programmes of people', () => {
  it('creates a mentor track, adds two people, removes one, and the programmes page counts them', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);

    // The admin creates a programme of people from the programmes page.
    await page.goto(appUrl('/startups/programs', ORG));
    await page.getByTestId('programs-create').click();
    const form = page.getByTestId('program-form');
    await form.waitFor(POLL);
    await form.getByRole('radio', { name: 'People (a mentor track, a fellowship)' }).check();
    await form.getByTestId('program-form-name').fill(PROGRAMME);
    await page.getByTestId('program-form-save').click();
    await programmeRow(page).waitFor(POLL);
    expect(await programmeRow(page).getAttribute('data-program-kind')).toBe('user');
    expect(await programmeRow(page).getByTestId('program-member-count').getAttribute('data-count')).toBe('0');

    // Its name leads to the User programme assignation page with the programme chosen.
    await programmeRow(page).getByRole('link', { name: PROGRAMME, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/community/people/assignation', POLL);
    const members = page.locator(`[data-testid="program-members"][data-program-name="${PROGRAMME}"]`);
    await members.waitFor(POLL);
    await page.getByTestId('program-members-empty').waitFor(POLL);

    // Two people found by the picker join at once.
    await page.getByTestId('program-members-add').click();
    const modal = page.getByTestId('program-members-add-form');
    await modal.waitFor(POLL);
    await pick(page, modal, MIRA);
    await pick(page, modal, OMAR);
    await modal.getByTestId('program-members-add-help').click();
    await page.getByTestId('program-members-add-save').click();
    await page
      .getByTestId('startups-toast-success')
      .filter({ hasText: `Added to ${PROGRAMME}: 2` })
      .first()
      .waitFor(POLL);
    await expect.poll(() => memberRows(page).count(), POLL).toBe(2);
    const mira = page.locator(`[data-testid="program-member-row"][data-person-name="${MIRA}"]`);
    expect(await mira.getByTestId('program-member-role').textContent()).toBe('Mentor');
    expect(await page.getByTestId('program-members-total').getAttribute('data-count')).toBe('2');

    // The search narrows the list; then one of them is removed.
    await page.getByTestId('program-members-search').fill('Omar');
    await expect.poll(() => memberRows(page).count(), POLL).toBe(1);
    await page.getByTestId('program-members-search').fill('');
    await expect.poll(() => memberRows(page).count(), POLL).toBe(2);
    await mira.getByTestId('program-member-remove').click();
    await page.getByTestId('program-member-remove-confirm').click();
    await page
      .getByTestId('startups-toast-success')
      .filter({ hasText: `${MIRA} left ${PROGRAMME}` })
      .first()
      .waitFor(POLL);
    await expect.poll(() => memberRows(page).count(), POLL).toBe(1);
    expect(await memberRows(page).first().getAttribute('data-person-name')).toBe(OMAR);

    // The programmes page counts the one left.
    await page.goto(appUrl('/startups/programs', ORG));
    await programmeRow(page).waitFor(POLL);
    await expect
      .poll(() => programmeRow(page).getByTestId('program-member-count').getAttribute('data-count'), POLL)
      .toBe('1');
  });
});
