import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node loads graphql's CommonJS entry for the libraries (Pothos, Yoga); tests must use that same copy.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

const serverProject = (name: string, database: 'pglite' | 'postgres') => ({
  extends: true as const,
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    env: { COHORT_TEST_DB: database, TZ: 'UTC' },
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      {
        extends: true,
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
