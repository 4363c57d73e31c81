import { beforeEach } from 'vitest';
import { describeOpenPages } from './browser.ts';

/**
 * A failed test's first error tells what the open pages showed and did (addresses, alerts, refused requests), so
 * that a CI log, which keeps no screenshot, says why a wait timed out. The report also goes to the log at once: a
 * test that passes on its retry (e2e/vitest.config.ts) leaves it there, to be fixed.
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const report = await describeOpenPages().catch((error: unknown) => `(no page report: ${String(error)})`);
    const first = task.result?.errors?.[0];
    console.error(
      `[e2e] "${task.name}" failed (attempt ${(task.result?.retryCount ?? 0) + 1}): ${first?.message ?? ''}\n${report}`,
    );
    if (first && report) first.message = `${first.message}\n--- open pages ---\n${report}`;
  });
});
