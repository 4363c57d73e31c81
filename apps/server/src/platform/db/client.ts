import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ChangeFeed } from './changes.ts';
import { PglitePool } from './pglite-pool.ts';
import {
  registerTenantScopes,
  type ScopeConnection,
  type ScopePool,
  StatementNames,
  statementScopedDb,
  TenantScope,
} from './scope.ts';

/** The Drizzle database, whichever driver is underneath. Transactions have the same shape. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** The owner's connection: migrations and platform look-ups; tenant work goes through `tenant()`. */
  db: Db;
  /**
   * The transaction of one operation in one organisation, opened by its first statement (BEGIN, the application
   * role and the organisation in one round trip) and ended by `finish()`. An operation that runs no statement opens
   * nothing.
   */
  tenant(incubatorId: string): TenantScope;
  /** A db of one organisation whose every statement is a transaction of its own (live subscription events). */
  tenantStatements(incubatorId: string): Db;
  /** Committed changes to the tables caches depend on, from this instance and from the database's notifications. */
  changes: ChangeFeed;
  /** Runs plain SQL as the owner (migrations, platform look-ups); never inside a tenant. */
  ownerQuery<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs several statements (no parameters) as the owner. */
  ownerExec(text: string): Promise<void>;
  /** How many SQL statements the application sent so far, transaction control aside (tests count them). */
  statementCount(): number;
  /** Calls `listener` with each statement the application sends (benchmarks replay them); returns the remover. */
  onStatement(listener: (text: string, params: unknown[]) => void): () => void;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the embedded instance (the job queue talks to it directly). */
  pglite?: PGlite;
  /** PostgreSQL only: the connection string (the job queue keeps a small pool of its own). */
  url?: string;
  /** The schema of the job queue's tables (`pgboss`; tests give each server its own). */
  jobsSchema: string;
  /** PGlite only: the whole data directory as a tarball (tests start each file from a migrated snapshot). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it an embedded PGlite is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; `memory://` (or undefined) for a database that lives in memory. */
  dataDir?: string | undefined;
  /** A PGlite data directory dump to start from (tests start from a migrated snapshot). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  /** The schema of the job queue (default `pgboss`). */
  jobsSchema?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url, options.poolSize ?? 10)
    : await openPglite(options.dataDir, options.loadDataDir);
  return { ...database, jobsSchema: options.jobsSchema ?? 'pgboss' };
}

/** What both drivers share once their pool exists: Drizzle on the pool, tenant scopes, the statement counter. */
function onPool(pool: ScopePool & { query(text: string, values?: unknown[]): Promise<unknown> }, changes: ChangeFeed) {
  const counter = { count: 0 };
  const listeners = new Set<(text: string, params: unknown[]) => void>();
  const logger = {
    logQuery: (text: string, params: unknown[]) => {
      counter.count += 1;
      for (const listener of listeners) listener(text, params);
    },
  };
  const onStatement = (listener: (text: string, params: unknown[]) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  // Drizzle's node-postgres session drives both pg's Pool and PglitePool (it asks a pool for a connection per
  // transaction by the class name).
  const db = drizzle({ client: pool as unknown as pg.Pool, logger }) as unknown as Db;
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const names = new StatementNames();
  const tenant = (incubatorId: string) => new TenantScope(pool, incubatorId, dialect, logger, names, changes);
  registerTenantScopes(db, tenant);
  const tenantStatements = (incubatorId: string) => statementScopedDb(() => tenant(incubatorId), dialect, logger);
  return { db, changes, statementCount: () => counter.count, onStatement, tenant, tenantStatements };
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | File | undefined,
): Promise<Omit<Database, 'jobsSchema'>> {
  let location: string | undefined;
  if (dataDir && dataDir !== 'memory://') {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  // btree_gist: the exclusion constraint of coaching sessions (migration 0025) compares ids with = in a GiST index.
  const extensions = { btree_gist };
  const client = await PGlite.create(location, loadDataDir ? { loadDataDir, extensions } : { extensions });
  const pool = new PglitePool(client);
  const shared = onPool(pool as unknown as ScopePool & PglitePool, new ChangeFeed({ pglite: client }));
  let closed = false;
  return {
    kind: 'pglite',
    ...shared,
    async ownerQuery(text, params) {
      const result = await client.query(text, params);
      return result.rows as never;
    },
    async ownerExec(text) {
      await client.exec(text);
    },
    async ping() {
      if (closed || client.closed) return false;
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await shared.changes.close();
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    pglite: client,
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Omit<Database, 'jobsSchema'>> {
  // Pipelining: a transaction's first statements go out together with its BEGIN (see TenantScope).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, pipeline: true } as pg.PoolConfig);
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  const shared = onPool(pool as unknown as ScopePool & pg.Pool, new ChangeFeed({ url }));
  let closed = false;
  return {
    kind: 'postgres',
    ...shared,
    url,
    async ownerQuery(text, params) {
      const result = await pool.query(text, params);
      return result.rows;
    },
    async ownerExec(text) {
      await pool.query(text);
    },
    async ping() {
      if (closed) return false;
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await shared.changes.close();
      await pool.end();
    },
  };
}

export type { ScopeConnection };
