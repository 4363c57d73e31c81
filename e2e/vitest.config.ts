import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A real browser on a shared two-core machine: a timing hiccup gets one more try. A test that needed it leaves its
    // failure report in the log (support/setup.ts) and `retryCount` in the JSON report: a flake to fix, not to keep.
    retry: 1,
    // One browser at a time on a two-core machine.
    fileParallelism: false,
  },
});
