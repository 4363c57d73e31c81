import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** The Drizzle database, whichever driver is underneath. Transactions have the same shape. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs plain SQL as the owner (migrations, platform look-ups); never inside a tenant. */
  ownerQuery<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs several statements (no parameters) as the owner. */
  ownerExec(text: string): Promise<void>;
  /** How many SQL statements went through Drizzle so far (tests assert statement counts with it). */
  statementCount(): number;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the embedded instance (the job queue talks to it directly). */
  pglite?: PGlite;
  /** PostgreSQL only: the connection string (the job queue keeps a small pool of its own). */
  url?: string;
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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | File | undefined): Promise<Database> {
  let location: string | undefined;
  if (dataDir && dataDir !== 'memory://') {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, loadDataDir ? { loadDataDir } : {});
  const counter = statementCounter();
  const db = drizzlePglite({ client, logger: counter.logger }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    statementCount: () => counter.count,
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
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    pglite: client,
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  const counter = statementCounter();
  const db = drizzlePg({ client: pool, logger: counter.logger }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    statementCount: () => counter.count,
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
      await pool.end();
    },
  };
}

function statementCounter() {
  const counter = {
    count: 0,
    logger: {
      logQuery: () => {
        counter.count += 1;
      },
    },
  };
  return counter;
}
