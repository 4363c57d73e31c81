import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
/** A demo startup whose timeline has posts in the last weeks. */
const STARTUP = 'Solaris Energy';
const POLL = { timeout: 15_000 };

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

describe('startup engagement analytics', () => {
  it('shows the totals and one bar group per week, for 12 weeks and then 4', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl(`/startups?search=${encodeURIComponent(STARTUP)}`, ORG));
    await page.getByTestId('startups-portfolio-page').waitFor();
    await page.locator(`[data-startup-name="${STARTUP}"]`).first().getByRole('link', { name: STARTUP }).click();
    await page.waitForURL((url) => /^\/startup\/[^/]+\/file\/activities$/.test(url.pathname), POLL);

    // The Engagement tab (engagement-analytics, the last of spec 01's tabs), after Company.
    const tabs = page.getByTestId('startup-file-tabs').getByRole('tab');
    await tabs.filter({ hasText: 'Engagement' }).waitFor(POLL);
    const names = await tabs.allTextContents();
    expect(names.indexOf('Engagement')).toBeGreaterThan(names.indexOf('Company'));
    await page.getByRole('tab', { name: 'Engagement' }).click();
    await page.waitForURL((url) => /^\/startup\/[^/]+\/file\/engagement-analytics$/.test(url.pathname), POLL);

    // Four totals, as numbers; the demo timeline has posts in the last weeks.
    const posts = page.getByTestId('engagement-total-posts');
    await posts.waitFor(POLL);
    for (const metric of ['posts', 'replies', 'tasksDone', 'logins']) {
      const card = page.getByTestId(`engagement-total-${metric}`);
      expect(await textOf(card.getByTestId('engagement-stat-value'))).toMatch(/^\d[\d,]*$/);
    }
    expect(await textOf(posts)).toContain('Posts');
    expect(await textOf(page.getByTestId('engagement-total-logins'))).toContain('Sign-ins');
    expect(Number(await posts.getAttribute('data-value'))).toBeGreaterThan(0);
    expect(await page.getByTestId('engagement-empty').count()).toBe(0);

    // Posts and replies per week: an SVG chart with one group of two bars per week, and its data as a table.
    const chart = page.getByTestId('engagement-chart-posts');
    expect(await textOf(chart.locator('figcaption'))).toContain('Posts and replies per week');
    const groups = chart.locator('svg [data-testid="bar-chart-group"]');
    // The chart library downloads with the first chart and draws once it has measured its box.
    await expect.poll(() => groups.count(), POLL).toBe(12);
    expect(await chart.getByTestId('bar-chart-bar').count()).toBe(24);
    expect(await chart.locator('table tbody tr').count()).toBe(12);
    const postsPerWeek = await chart
      .locator('[data-testid="bar-chart-bar"][data-series="posts"]')
      .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('data-value'))));
    expect(await textOf(chart.locator('[data-testid="bar-chart-bar"][data-series="posts"] title').last())).toMatch(
      /^Week of .+ – Posts: \d+$/,
    );
    expect(postsPerWeek.reduce((sum, value) => sum + value, 0)).toBe(Number(await posts.getAttribute('data-value')));
    expect(await page.getByTestId('engagement-chart-tasks').locator('[data-testid="bar-chart-group"]').count()).toBe(
      12,
    );
    expect(await page.getByTestId('engagement-chart-logins').locator('[data-testid="bar-chart-group"]').count()).toBe(
      12,
    );

    // Hovering the latest week shows its values.
    await groups.last().locator('rect').first().hover();
    await expect
      .poll(() => textOf(chart.getByTestId('bar-chart-status')), POLL)
      .toMatch(/^Week of .+ – Posts: \d+, Replies: \d+$/);

    // The chart is an image named by its title, and the arrow keys walk through the weeks.
    const surface = chart.locator('svg[role="img"]');
    expect(await surface.getAttribute('aria-labelledby')).toBe(
      await chart.locator('figcaption p').first().getAttribute('id'),
    );
    await page.mouse.move(0, 0);
    await expect.poll(() => textOf(chart.getByTestId('bar-chart-status')), POLL).toBe('');
    await surface.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => textOf(chart.getByTestId('bar-chart-status')), POLL)
      .toMatch(/^Week of .+ – Posts: \d+, Replies: \d+$/);

    // Four weeks.
    await page.getByTestId('engagement-period').getByText('4 weeks').click();
    await page.waitForURL((url) => url.searchParams.get('weeks') === '4', POLL);
    await expect.poll(() => groups.count(), POLL).toBe(4);
    expect(await page.getByTestId('engagement-chart-logins').locator('[data-testid="bar-chart-group"]').count()).toBe(
      4,
    );
    await page.close();
  });
});
