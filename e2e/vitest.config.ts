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
    // One browser at a time on a two-core machine.
    fileParallelism: false,
  },
});
