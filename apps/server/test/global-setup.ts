import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/client.ts';
import { ensureApplicationRole, migrateDatabase } from '../src/platform/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresUrl: string;
  }
}

/**
 * Once per run: a migrated PGlite snapshot that every test file starts from, and, when the project runs on
 * PostgreSQL, a fresh database of its own (dropped at the end) so runs never see each other's data.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.COHORT_TEST_DB ?? 'pglite';
  if (kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `cohort_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    await ensureApplicationRole(database);
    await migrateDatabase(database);
    await database.close();
    project.provide('postgresUrl', url.toString());
    project.provide('pgliteSnapshot', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error('PGlite could not dump its data directory');
  const file = path.join(os.tmpdir(), `cohort-pglite-${process.pid}-${Date.now()}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresUrl', '');
  return undefined;
}
