import { chromium } from 'playwright-core';
const base = 'http://localhost:4600';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${base}/login`);
await page.getByTestId('login-email').fill('admin@demo.cohort.test');
await page.getByTestId('login-password').fill('cohort-demo-2026');
await page.keyboard.press('Enter');
await page.waitForURL(`${base}/`);
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/shot-home.png' });
await page.goto(`${base}/tasks`);
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/shot-tasks.png' });
await page.keyboard.press('Control+k');
await page.keyboard.type('cam');
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shot-search.png' });
await page.keyboard.press('Escape');
await page.setViewportSize({ width: 400, height: 800 });
await page.goto(`${base}/`);
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/shot-mobile.png' });
const coach = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await coach.goto(`${base}/login`);
await coach.getByTestId('login-email').fill('coach@demo.cohort.test');
await coach.getByTestId('login-password').fill('cohort-demo-2026');
await coach.keyboard.press('Enter');
await coach.waitForURL(`${base}/`);
await coach.waitForTimeout(2500);
await coach
  .getByTestId('notifications-bell')
  .click()
  .catch(() => undefined);
await coach.waitForTimeout(1500);
await coach.screenshot({ path: '/tmp/shot-coach-notifications.png' });
await browser.close();
