import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';
import { migrateDatabase } from '../src/platform/db/migrate.ts';
import { migrateJobQueue } from '../src/platform/jobs/index.ts';
import { withTenant } from '../src/platform/db/tenant.ts';
import type { RoleType, UserStatus } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import { createOrganisation, type IncubatorRow, type NewOrganisation } from '../src/modules/organisations/index.ts';
import { createDefaultRoles, roles } from '../src/modules/roles/index.ts';
import { users } from '../src/modules/users/index.ts';
import { hashPassword } from '../src/platform/auth/password.ts';

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
    options?: { variables?: Record<string, unknown>; host?: string; headers?: Record<string, string>; token?: string },
  ): Promise<GraphQLResponse<T>>;
  createOrganisation(input?: Partial<NewOrganisation>): Promise<IncubatorRow>;
  /** An organisation with one default role per role type, as every organisation starts. */
  createOrganisationWithRoles(input?: Partial<NewOrganisation>): Promise<IncubatorRow>;
  createUser(organisation: { id: string }, input?: TestUserInput): Promise<TestUser>;
  /** Signs in through POST /auth/local and returns the token and session. */
  signIn(
    organisation: { slug: string },
    email: string,
    password?: string,
  ): Promise<{ token: string; sessionId: string }>;
  rest(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options?: { host?: string; body?: unknown; token?: string; headers?: Record<string, string>; ip?: string },
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Record<string, unknown> }>;
  /** SQL statements run through Drizzle so far (compare before and after a request). */
  statementCount(): number;
  close(): Promise<void>;
}

export interface TestUserInput {
  roleType?: RoleType;
  email?: string;
  password?: string | null;
  firstName?: string;
  lastName?: string;
  status?: UserStatus;
  validated?: boolean;
  language?: string | null;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export const TEST_PASSWORD = 'correct horse battery staple';

/** Which database this project's tests run on: the embedded PGlite, or PostgreSQL when the project says so. */
export const testDatabaseKind: 'pglite' | 'postgres' =
  process.env.COHORT_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind === 'postgres') {
    // Each server its own job queue: the test servers share the database but not their storage folders.
    sequence += 1;
    const database = await openDatabase({
      url: inject('postgresUrl'),
      poolSize: 4,
      jobsSchema: `pgboss_${process.pid}_${sequence}`,
    });
    await migrateJobQueue(database);
    return database;
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
    { webDist: '/nonexistent', storageDir: mkdtempSync(path.join(os.tmpdir(), 'cohort-storage-')), ...overrides },
  );
  const app = await buildApp(config, database);
  await app.fastify.ready();
  const server: TestServer = {
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
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
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
    async createOrganisationWithRoles(input = {}) {
      const organisation = await server.createOrganisation(input);
      await withTenant(database.db, organisation.id, (tx) => createDefaultRoles(tx, organisation.id));
      return organisation;
    },
    async createUser(organisation, input = {}) {
      const id = newId();
      const email = input.email ?? `user-${id.slice(-12)}@example.test`;
      const password = input.password === undefined ? TEST_PASSWORD : input.password;
      const passwordHash = password === null ? null : await hashPassword(password);
      await withTenant(database.db, organisation.id, async (tx) => {
        const [role] = await tx
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.incubatorId, organisation.id), eq(roles.type, input.roleType ?? 'Admin')))
          .limit(1);
        if (!role) throw new Error('The organisation has no roles: use createOrganisationWithRoles');
        await tx.insert(users).values({
          incubatorId: organisation.id,
          id,
          email,
          firstName: input.firstName ?? 'Test',
          lastName: input.lastName ?? 'User',
          passwordHash,
          roleId: role.id,
          status: input.status ?? 'active',
          validated: input.validated ?? true,
          language: input.language ?? null,
        });
      });
      return { id, email, password: password ?? '' };
    },
    async signIn(organisation, email, password = TEST_PASSWORD) {
      const response = await server.rest('POST', '/auth/local', {
        host: hostOf(organisation),
        body: { email, password },
      });
      if (response.status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(response.body)}`);
      return { token: String(response.body.token), sessionId: String(response.body.sessionId) };
    },
    async rest(method, url, options = {}) {
      const response = await app.fastify.inject({
        method,
        url,
        remoteAddress: options.ip ?? '127.0.0.1',
        headers: {
          host: options.host ?? 'localhost',
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        ...(options.body !== undefined
          ? { payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
          : {}),
      });
      const text = response.body;
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        body = { text };
      }
      return { status: response.statusCode, body, headers: response.headers };
    },
    statementCount: () => database.statementCount(),
    async close() {
      await app.close();
      await database.close();
    },
  };
  return server;
}

/** The host name of an organisation, as the browser sends it. */
export function hostOf(organisation: { slug: string }): string {
  return `${organisation.slug}.localhost:4000`;
}
