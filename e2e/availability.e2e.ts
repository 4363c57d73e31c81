import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { type BrowserSession, launchBrowser } from './support/browser.ts';
import { DEMO_COACH, DEMO_ORG } from './support/demo-tasks.ts';
import { signInThroughLogin } from './support/login.ts';

// The demo coach (whose password no other test changes) sets their own availability, then leaves it as it was.
const POLL = { timeout: 20_000 };
const AVAILABILITY = `{ availability { settings { bufferMinutes } weekly { _id } exceptions { _id } } }`;

interface AvailabilityState {
  availability: { settings: { bufferMinutes: number }; weekly: { _id: string }[]; exceptions: { _id: string }[] };
}

let session: BrowserSession;
let token: string;
let before: AvailabilityState['availability'];

async function availabilityByApi(): Promise<AvailabilityState['availability']> {
  return (await graphqlByApi<AvailabilityState>(AVAILABILITY, {}, token, DEMO_ORG)).availability;
}

/** A date some weeks ahead, as the date input takes it. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function rowIds(page: Page, testId: string, attribute: string): Promise<string[]> {
  return page
    .getByTestId(testId)
    .evaluateAll((rows, name) => rows.map((row) => row.getAttribute(name) ?? ''), attribute);
}

beforeAll(async () => {
  session = await launchBrowser();
  token = await signInByApi(DEMO_COACH, DEMO_PASSWORD, DEMO_ORG);
  before = await availabilityByApi();
});

afterAll(async () => {
  // Whatever a failed run left behind goes, and the buffer comes back.
  if (token && before) {
    token = await signInByApi(DEMO_COACH, DEMO_PASSWORD, DEMO_ORG);
    const now = await availabilityByApi();
    const weekly = new Set(before.weekly.map((row) => row._id));
    const exceptions = new Set(before.exceptions.map((row) => row._id));
    for (const row of now.weekly.filter((row) => !weekly.has(row._id)))
      await graphqlByApi('mutation ($id: ID!) { removeWeeklyAvailability(id: $id) }', { id: row._id }, token, DEMO_ORG);
    for (const row of now.exceptions.filter((row) => !exceptions.has(row._id)))
      await graphqlByApi(
        'mutation ($id: ID!) { removeAvailabilityException(id: $id) }',
        { id: row._id },
        token,
        DEMO_ORG,
      );
    if (now.settings.bufferMinutes !== before.settings.bufferMinutes)
      await graphqlByApi(
        'mutation ($input: CoachingSettingsInput!) { updateCoachingSettings(input: $input) { userId } }',
        { input: { bufferMinutes: before.settings.bufferMinutes } },
        token,
        DEMO_ORG,
      );
  }
  await session?.close();
});

describe('availability', () => {
  it('adds Tuesday mornings, a buffer and a day off, keeps them over a reload, then removes them', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, DEMO_COACH, DEMO_ORG);
    await page.getByRole('link', { name: 'Availability' }).first().click();
    await page.waitForURL((url) => url.pathname === '/availability', POLL);
    await page.getByRole('heading', { name: 'Availability', level: 1 }).waitFor(POLL);
    await page.getByTestId('availability-settings-form').waitFor(POLL);
    const weeklyBefore = await rowIds(page, 'availability-weekly-row', 'data-period-id');
    const exceptionsBefore = await rowIds(page, 'availability-exception-row', 'data-exception-id');

    // Tuesday 09:00–12:00.
    const newRow = page.getByTestId('availability-weekly-new');
    await newRow.getByText('Tue', { exact: true }).click();
    await newRow.getByTestId('availability-weekly-start').fill('09:00');
    await newRow.getByTestId('availability-weekly-end').fill('12:00');
    await newRow.getByTestId('availability-weekly-add').click();
    await expect
      .poll(() => rowIds(page, 'availability-weekly-row', 'data-period-id'), POLL)
      .toHaveLength(weeklyBefore.length + 1);
    const periodId = (await rowIds(page, 'availability-weekly-row', 'data-period-id')).find(
      (id) => !weeklyBefore.includes(id),
    );
    expect(periodId).toBeTruthy();

    // A 15-minute buffer.
    const buffer = before.settings.bufferMinutes === 15 ? '20' : '15';
    await page.getByTestId('availability-buffer').fill(buffer);
    await page.getByTestId('availability-settings-save').click();
    await page.getByTestId('availability-settings-saved').waitFor(POLL);

    // A day off some weeks ahead (a whole day in the coach's zone).
    const form = page.getByTestId('availability-exception-form');
    await form.getByTestId('availability-exception-start-date').fill(dayAhead(40));
    await form.getByTestId('availability-exception-add').click();
    await expect
      .poll(() => rowIds(page, 'availability-exception-row', 'data-exception-id'), POLL)
      .toHaveLength(exceptionsBefore.length + 1);
    const exceptionId = (await rowIds(page, 'availability-exception-row', 'data-exception-id')).find(
      (id) => !exceptionsBefore.includes(id),
    );
    expect(exceptionId).toBeTruthy();

    // Kept over a reload.
    await page.reload();
    const period = page.locator(`[data-period-id="${periodId}"]`);
    await period.waitFor(POLL);
    expect(await period.getByTestId('availability-weekly-start').inputValue()).toBe('09:00');
    expect(await period.getByTestId('availability-weekly-end').inputValue()).toBe('12:00');
    expect(await period.locator('input[type="checkbox"]:checked').evaluateAll((inputs) => inputs.length)).toBe(1);
    expect(await page.getByTestId('availability-buffer').inputValue()).toBe(buffer);
    const dayOff = page.locator(`[data-exception-id="${exceptionId}"]`);
    await dayOff.waitFor(POLL);
    expect(await dayOff.textContent()).toContain('Time off');

    // Removed again, the buffer as it was.
    await period.getByTestId('availability-weekly-remove').click();
    await period.waitFor({ state: 'detached', ...POLL });
    await dayOff.getByTestId('availability-exception-remove').click();
    await dayOff.waitFor({ state: 'detached', ...POLL });
    await page.getByTestId('availability-buffer').fill(String(before.settings.bufferMinutes));
    await page.getByTestId('availability-settings-save').click();
    await page.getByTestId('availability-settings-saved').waitFor(POLL);

    // The browser's sign-in may have taken the place of the API session (session limit).
    token = await signInByApi(DEMO_COACH, DEMO_PASSWORD, DEMO_ORG);
    const after = await availabilityByApi();
    expect(after.settings.bufferMinutes).toBe(before.settings.bufferMinutes);
    expect(after.weekly.map((row) => row._id).sort()).toEqual(before.weekly.map((row) => row._id).sort());
    expect(after.exceptions.map((row) => row._id).sort()).toEqual(before.exceptions.map((row) => row._id).sort());
  });
});
