import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';
import { migrateDatabase } from '../src/platform/db/migrate.ts';
import { withTenant } from '../src/platform/db/tenant.ts';
import { createOrganisation, type IncubatorRow, type NewOrganisation } from '../src/modules/organisations/index.ts';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface TestServer {
  app: App;
  database: Database;
  config: Config;
  /** Sends a GraphQL POST as a browser would (with the preflight header) to the host of an organisation. */
  graphql<T = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; host?: string; headers?: Record<string, string> },
  ): Promise<GraphQLResponse<T>>;
  createOrganisation(input?: Partial<NewOrganisation>): Promise<IncubatorRow>;
  close(): Promise<void>;
}

/** Which database this project's tests run on: the embedded PGlite, or PostgreSQL when the project says so. */
export const testDatabaseKind: 'pglite' | 'postgres' =
  process.env.COHORT_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind === 'postgres') {
    return openDatabase({ url: inject('postgresUrl'), poolSize: 4 });
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([snapshot]) });
  await migrateDatabase(database);
  return database;
}

let sequence = 0;
export function uniqueSlug(prefix = 'org'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${sequence}`;
}

export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', COHORT_LOG_LEVEL: 'silent', COHORT_DEFAULT_ORG: 'no-default-org-in-tests' },
    { webDist: '/nonexistent', ...overrides },
  );
  const app = await buildApp(config, database);
  await app.fastify.ready();
  return {
    app,
    database,
    config,
    async graphql(query, options = {}) {
      const response = await app.fastify.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          host: options.host ?? 'localhost',
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          ...options.headers,
        },
        payload: JSON.stringify({ query, variables: options.variables ?? {} }),
      });
      const body = JSON.parse(response.body) as Omit<GraphQLResponse, 'status'>;
      return { status: response.statusCode, ...body } as never;
    },
    async createOrganisation(input = {}) {
      const id = input.id ?? newId();
      const slug = input.slug ?? uniqueSlug();
      return withTenant(database.db, id, (tx) =>
        createOrganisation(tx, { name: input.name ?? `Organisation ${slug}`, ...input, id, slug }),
      );
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The host name of an organisation, as the browser sends it. */
export function hostOf(organisation: { slug: string }): string {
  return `${organisation.slug}.localhost:4000`;
}
