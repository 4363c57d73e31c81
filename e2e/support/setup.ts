import { beforeEach } from 'vitest';
import { describeOpenPages } from './browser.ts';

/**
 * A failed test's first error tells what the open pages showed and did (addresses, alerts, refused requests), so
 * that a CI log, which keeps no screenshot, says why a wait timed out.
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const report = await describeOpenPages().catch((error: unknown) => `(no page report: ${String(error)})`);
    const first = task.result?.errors?.[0];
    if (first && report) first.message = `${first.message}\n--- open pages ---\n${report}`;
  });
});
