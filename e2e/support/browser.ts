import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The address of a page of the server under test, for an organisation (its host label) or the default one. */
export function appUrl(pathname: string, organisation?: string): string {
  const host = organisation ? `${organisation}.localhost` : 'localhost';
  return `http://${host}:${inject('e2ePort')}${pathname}`;
}

/** What each open page did lately that a failure report should tell: navigations, errors, refused requests. */
const pageLogs = new Map<Page, string[]>();
const LOG_LINES = 25;

function note(page: Page, line: string) {
  const log = pageLogs.get(page);
  if (!log) return;
  log.push(`${new Date().toISOString().slice(11, 23)} ${line.slice(0, 300)}`);
  if (log.length > LOG_LINES) log.shift();
}

/** Records, for failure reports, the main frame's addresses, console errors and what the server refused or failed. */
function watch(page: Page) {
  pageLogs.set(page, []);
  page.on('close', () => pageLogs.delete(page));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(page, `at ${frame.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') note(page, `console: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(page, `page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    note(page, `failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('response', async (response) => {
    const url = response.url();
    if (response.status() >= 400) note(page, `${response.status()} ${response.request().method()} ${url}`);
    else if (url.includes('/graphql') && response.request().method() === 'POST') {
      const body = await response.text().catch(() => '');
      if (body.includes('"errors"')) note(page, `graphql errors: ${body}`);
    }
  });
}

/**
 * The open pages as a failure report: each page's address, its visible alerts and what it did lately. The e2e setup
 * file adds this to a failed test's error, so that a CI log says what the browser saw.
 */
export async function describeOpenPages(): Promise<string> {
  const parts: string[] = [];
  for (const [page, log] of pageLogs) {
    const alerts = await page
      .locator('[role="alert"], .mantine-InputWrapper-error, [data-testid$="-error"]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText.trim()).filter(Boolean))
      .catch(() => [] as string[]);
    parts.push(
      [
        `page at ${page.url()}`,
        ...alerts.map((text) => `  shows: ${text.slice(0, 300)}`),
        ...log.map((line) => `  ${line}`),
      ].join('\n'),
    );
  }
  return parts.join('\n');
}

export interface BrowserSession {
  browser: Browser;
  newPage(options?: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    userAgent?: string;
  }): Promise<Page>;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with a fresh profile (Playwright makes one per launch); *.localhost is this machine. */
export async function launchBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
    ],
  });
  const contexts: BrowserContext[] = [];
  return {
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1280, height: 800 },
        colorScheme: options.colorScheme ?? 'light',
        locale: 'en-US',
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      watch(page);
      return page;
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
    },
  };
}
