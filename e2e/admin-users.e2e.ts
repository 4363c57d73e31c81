import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';
import { linkFromMail } from './support/mail.ts';

const ORG = 'acme';
const ADMIN = 'admin@acme.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

let session: BrowserSession;
/** The users this file made: only they are archived, the demo users other files rely on are left alone. */
const createdUserIds: string[] = [];

const INVITE = `mutation ($email: String!, $firstName: String!, $lastName: String!, $roleType: RoleType!) {
  inviteUser(email: $email, firstName: $firstName, lastName: $lastName, roleType: $roleType) { _id }
}`;

async function adminToken() {
  return signInByApi(ADMIN, DEMO_PASSWORD, ORG);
}

beforeAll(async () => {
  session = await launchBrowser();
});

afterAll(async () => {
  const token = await adminToken().catch(() => null);
  if (token) {
    for (const userId of createdUserIds) {
      await graphqlByApi(
        'mutation ($userId: ID!) { changeUserStatus(userId: $userId, status: archived) { _id } }',
        { userId },
        token,
        ORG,
      ).catch(() => undefined);
    }
  }
  await session?.close();
});

/** Signs in through the login page of the organisation under test. */
const signIn = (page: Page, email: string) => signInThroughLogin(page, email, ORG);

/** Types in the search box and waits for the rows of the users whose e-mail contains the text. */
async function searchUsers(page: Page, text: string, expected: number) {
  await page.getByTestId('users-search').fill(text);
  await expect
    .poll(
      async () => {
        const rows = page.getByTestId('user-row');
        const emails = await rows.evaluateAll((elements) => elements.map((row) => row.getAttribute('data-email')));
        return emails.length === expected && emails.every((email) => email?.includes(text));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

const rowOf = (page: Page, email: string) => page.locator(`[data-testid="user-row"][data-email="${email}"]`);

describe('users management', () => {
  let page: Page;

  it('invites a mentor who accepts the invitation and then shows as active', async () => {
    page = await session.newPage();
    await signIn(page, ADMIN);
    await page.goto(appUrl('/admin/configuration/users', ORG));
    await page.getByTestId('users-page').waitFor();
    await page.getByTestId('users-table').waitFor();
    expect(await page.getByTestId('users-licences').textContent()).toMatch(/^Licensed users: \d+ \/ \d+$/);
    expect(await page.getByTestId('settings-nav-users').getAttribute('href')).toBe('/admin/configuration/users');

    const email = `invited-${STAMP}@example.test`;
    const sentAfter = Date.now() - 1_000;
    await page.getByTestId('user-invite').click();
    // A modal's root is a zero-size wrapper around fixed layers: wait for a field inside it.
    const modal = page.getByTestId('invite-modal');
    await modal.getByTestId('invite-email').waitFor();
    await page.getByTestId('invite-submit').click();
    expect(await modal.textContent()).toContain('Email is a required field');
    await page.getByTestId('invite-email').fill('not-an-email');
    await page.getByTestId('invite-first-name').fill('Mona');
    await page.getByTestId('invite-last-name').fill(`Mentor ${STAMP}`);
    expect(await page.getByTestId('invite-role').inputValue()).toBe('Mentor');
    await page.getByTestId('invite-submit').click();
    expect(await modal.textContent()).toContain('Email is not a valid email');
    await page.getByTestId('invite-email').fill(email);
    await page.getByTestId('invite-submit').click();
    await modal.waitFor({ state: 'detached', timeout: 15_000 });

    await searchUsers(page, email, 1);
    const row = rowOf(page, email);
    expect(await row.getAttribute('data-status')).toBe('pending');
    const userId = await row.getAttribute('data-user-id');
    if (userId) createdUserIds.push(userId);
    expect(await row.getByTestId('user-role').textContent()).toBe('Mentor');

    // A second invitation to the same address is refused with the server's message.
    await page.getByTestId('user-invite').click();
    await page.getByTestId('invite-email').fill(email);
    await page.getByTestId('invite-first-name').fill('Mona');
    await page.getByTestId('invite-last-name').fill('Again');
    await page.getByTestId('invite-submit').click();
    await expect
      .poll(async () => (await page.getByTestId('invite-modal').textContent()) ?? '', { timeout: 10_000 })
      .toContain('A user with this email already exists');
    await page.keyboard.press('Escape');
    await page.getByTestId('invite-modal').waitFor({ state: 'detached' });

    // The invited person follows the link of the e-mail in another browser.
    const link = await linkFromMail(email, '/acceptinvitation', sentAfter);
    const invited = await session.newPage();
    await invited.goto(appUrl(`${link.pathname}${link.search}`, ORG));
    await invited.getByTestId('invitation-first-name').waitFor();
    expect(await invited.getByTestId('invitation-first-name').inputValue()).toBe('Mona');
    expect(await invited.getByTestId('invitation-last-name').inputValue()).toBe(`Mentor ${STAMP}`);
    await invited.getByTestId('invitation-password').fill(`mentor passphrase ${STAMP}`);
    await invited.getByTestId('invitation-submit').click();
    await invited.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });

    await page.reload();
    await page.getByTestId('users-table').waitFor();
    await searchUsers(page, email, 1);
    await expect.poll(() => rowOf(page, email).getAttribute('data-status'), { timeout: 10_000 }).toBe('active');

    // The export holds the filtered list, made in the browser.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('users-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    let csv = '';
    for await (const chunk of stream) csv += String(chunk);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('First name,Last name,Email,Role,Tags,Status,Created');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^Mona,Mentor ${STAMP},${email},Mentor,,Active,\\d{4}-`));
  });

  it('archives three users at once with the batch panel, and the activity feed lists the changes', async () => {
    const token = await adminToken();
    const tag = `batch-${STAMP}`;
    const emails = [1, 2, 3].map((n) => `${tag}-${n}@example.test`);
    for (const [index, email] of emails.entries()) {
      const data = await graphqlByApi<{ inviteUser: { _id: string } }>(
        INVITE,
        { email, firstName: 'Batch', lastName: `User ${index + 1}`, roleType: 'Mentor' },
        token,
        ORG,
      );
      createdUserIds.push(data.inviteUser._id);
    }

    await page.reload();
    await page.getByTestId('users-table').waitFor();
    await searchUsers(page, tag, 3);
    await page.getByTestId('users-select-all').click();
    const bar = page.getByTestId('users-bulk-bar');
    await bar.waitFor();
    expect(await bar.getAttribute('data-count')).toBe('3');
    expect(
      await page
        .getByTestId('user-select')
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked)),
    ).toEqual([true, true, true]);

    await page.getByTestId('bulk-status').click();
    await page.getByRole('option', { name: 'Archived', exact: true }).click();
    await page.getByTestId('bulk-submit').click();

    const panel = page.getByTestId('batch-panel');
    await panel.waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('batch-progress').textContent()).toMatch(
      /^(Processing \d\/3 \.\.\.|3 users processed and 0 failed users)$/,
    );
    await page.locator('[data-testid="batch-panel"][data-status="SUCCEEDED"]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('batch-failed').count()).toBe(0);
    // On success the panel goes away by itself after 3 s, and the list is read again.
    await panel.waitFor({ state: 'detached', timeout: 10_000 });
    for (const email of emails) {
      await expect.poll(() => rowOf(page, email).getAttribute('data-status'), { timeout: 10_000 }).toBe('archived');
    }

    await page.getByTestId('settings-nav-logs').click();
    await page.waitForURL((url) => url.pathname === '/admin/configuration/logs');
    await page.getByTestId('activity-page').waitFor();
    await page.getByTestId('activity-filter-action').click();
    await page.getByRole('option', { name: 'Changed the status of a user', exact: true }).click();
    await expect
      .poll(
        async () => {
          const actions = await page
            .getByTestId('activity-row')
            .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')));
          return actions.length >= 3 && actions.every((action) => action === 'user.status.updated');
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const ids = await page
      .getByTestId('activity-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-entity-id')));
    for (const userId of createdUserIds.slice(-3)) expect(ids).toContain(userId);

    const archived = page.locator(`[data-testid="activity-row"][data-entity-id="${createdUserIds.at(-1)}"]`).first();
    expect(await archived.getByTestId('activity-description').textContent()).toBe('Changed the status of a user');
    await archived.getByTestId('activity-show').click();
    const details = page.getByTestId('activity-details');
    await details.getByTestId('activity-change').first().waitFor();
    expect(await details.locator('[data-field="status"]').textContent()).toMatch(/pending\s*→\s*archived/);
  });
});
