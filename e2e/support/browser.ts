import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The address of a page of the server under test, for an organisation (its host label) or the default one. */
export function appUrl(pathname: string, organisation?: string): string {
  const host = organisation ? `${organisation}.localhost` : 'localhost';
  return `http://${host}:${inject('e2ePort')}${pathname}`;
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
      return context.newPage();
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
    },
  };
}
