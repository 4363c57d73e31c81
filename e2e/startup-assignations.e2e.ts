import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STARTUP = 'Solaris Energy';
const PATH = '/startups/programs/startup-assignations';
const POLL = { timeout: 15_000 };

interface Person {
  _id: string;
  fullName: string;
}
interface Assignation {
  startup: { _id: string; name: string };
  users: Person[];
}

const SOLARIS_ASSIGNATIONS = `query ($search: String) {
  startupAssignations(search: $search) { results { startup { _id name } users { _id fullName } } }
}`;
const SET = `mutation ($startupId: ID!, $userIds: [ID!]!) {
  setStartupAssignations(startupId: $startupId, userIds: $userIds) { users { _id } }
}`;

let session: BrowserSession;
let adminToken: string;
let solaris: Assignation;
let coach: Person;

/** Solaris Energy as the API lists it now. */
async function solarisNow(): Promise<Assignation> {
  const { startupAssignations } = await graphqlByApi<{ startupAssignations: { results: Assignation[] } }>(
    SOLARIS_ASSIGNATIONS,
    { search: STARTUP },
    adminToken,
    ORG,
  );
  const found = startupAssignations.results.find((row) => row.startup.name === STARTUP);
  if (!found) throw new Error(`${STARTUP} is not in the demo organisation`);
  return found;
}

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  const { assignableUsers } = await graphqlByApi<{ assignableUsers: Person[] }>(
    '{ assignableUsers(search: "Camille") { _id fullName } }',
    {},
    adminToken,
    ORG,
  );
  const demoCoach = assignableUsers[0];
  if (!demoCoach) throw new Error('The demo coach cannot be assigned');
  coach = demoCoach;
  // The demo coach starts unassigned from Solaris Energy; whoever else is assigned stays, and is put back afterwards.
  solaris = await solarisNow();
  if (solaris.users.some((user) => user._id === coach._id)) {
    await graphqlByApi(
      SET,
      {
        startupId: solaris.startup._id,
        userIds: solaris.users.filter((user) => user._id !== coach._id).map((user) => user._id),
      },
      adminToken,
      ORG,
    );
  }
});

afterAll(async () => {
  if (adminToken && solaris) {
    await graphqlByApi(
      SET,
      { startupId: solaris.startup._id, userIds: solaris.users.map((user) => user._id) },
      adminToken,
      ORG,
    ).catch(() => undefined);
  }
  await session?.close();
});

const rowOf = (page: Page) => page.locator(`[data-testid="assignation-row"][data-startup-name="${STARTUP}"]`);
const assignedNames = (row: Locator) =>
  row
    .getByTestId('assignation-person')
    .evaluateAll((people) => people.map((person) => person.getAttribute('data-person-name')));

describe('startup assignations', () => {
  it('lets an admin assign the demo coach to Solaris Energy from the sidebar, and keeps it after a reload', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);

    // Sidebar: Startups › Programmes › Startup assignation.
    const sidebar = page.getByTestId('shell-sidebar');
    await sidebar.getByTestId('nav-startups').click();
    await sidebar.getByTestId('nav-programs').click();
    // The programmes list stays one click away, as the sub-menu's first entry.
    expect(await sidebar.getByTestId('nav-programList').getAttribute('href')).toBe('/startups/programs');
    await sidebar.getByTestId('nav-startupAssignation').click();
    await page.waitForURL((url) => url.pathname === PATH);
    await page.getByTestId('startup-assignations-page').waitFor();
    expect(await page.title()).toMatch(/^Startup assignation - /);
    await expect
      .poll(() => sidebar.getByTestId('nav-startupAssignation').getAttribute('aria-current'), POLL)
      .toBe('page');

    // The search narrows the list and is kept in the address.
    await page.getByTestId('assignations-search').fill('Solaris');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Solaris', POLL);
    await expect
      .poll(
        () =>
          page
            .getByTestId('assignation-row')
            .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-startup-name'))),
        POLL,
      )
      .toEqual([STARTUP]);
    const row = rowOf(page);
    expect(await assignedNames(row)).not.toContain(coach.fullName);
    expect(await row.getByRole('link', { name: `Open the file of ${STARTUP}` }).getAttribute('href')).toBe(
      `/startup/${solaris.startup._id}/file/activities`,
    );

    // Assign (or Edit when someone else is already assigned) opens the people select with the current ones.
    const before = solaris.users.length;
    await row
      .getByRole('button', {
        name: before === 0 ? `Assign people to ${STARTUP}` : `Edit the people assigned to ${STARTUP}`,
      })
      .click();
    const modal = page.getByTestId('assignation-modal');
    await modal.getByText(`People assigned to ${STARTUP}`).waitFor();
    const select = page.getByTestId('assignation-people-select');
    await select.click();
    await select.fill('Camille');
    await page.getByRole('option', { name: coach.fullName, exact: true }).click();
    // Closes the list of options before saving.
    await modal.getByText('Only coaches, mentors and experts can be assigned.', { exact: false }).click();
    await page.getByTestId('assignation-save').click();
    await page
      .getByTestId('startups-toast-success')
      .filter({ hasText: `The people assigned to ${STARTUP} were saved` })
      .first()
      .waitFor(POLL);
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => assignedNames(rowOf(page)), POLL).toContain(coach.fullName);
    expect(await rowOf(page).getAttribute('data-count')).toBe(String(before + 1));

    // After a reload the search and the assignment are still there.
    await page.reload();
    await page.getByTestId('startup-assignations-page').waitFor();
    expect(await page.getByTestId('assignations-search').inputValue()).toBe('Solaris');
    await expect.poll(() => assignedNames(rowOf(page)), POLL).toContain(coach.fullName);
    expect((await solarisNow()).users.map((user) => user._id)).toContain(coach._id);
  });

  it('opens by its address too, and the server refuses someone who cannot be assigned', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl(`${PATH}?search=Solaris`, ORG));
    await rowOf(page).waitFor(POLL);
    await expect(
      graphqlByApi(SET, { startupId: solaris.startup._id, userIds: [solaris.startup._id] }, adminToken, ORG),
    ).rejects.toThrow('Only coaches, mentors and experts of this organisation can be assigned');
  });
});
