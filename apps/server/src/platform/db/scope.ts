import { createHash } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ChangeFeed } from './changes.ts';
import { DatabaseUnavailableError } from './errors.ts';
import { routeSession } from './prepared.ts';
import { APP_ROLE } from './tenant-table.ts';

type Db = PgDatabase<PgQueryResultHKT>;

/** A statement as node-postgres takes it (Drizzle passes these). */
export interface StatementConfig {
  text: string;
  name?: string | undefined;
  [option: string]: unknown;
}

/** A connection checked out of a pool: pg's PoolClient or a PgliteConnection. */
export interface ScopeConnection {
  query(config: string | StatementConfig, values?: unknown[]): Promise<unknown>;
  release(error?: Error | boolean): void;
  /** PGlite only: writes what was committed to the data folder. */
  flush?(): Promise<void>;
  /** PGlite only: whether release() flushes (the scope decides itself). */
  flushOnRelease?: boolean;
  /** PostgreSQL: whether the connection pipelines (sends a statement before the previous one has answered). */
  pipeline?: boolean;
  /** PostgreSQL: the connection's events (a checked-out client reports a lost connection as 'error'). */
  on?(event: 'error', listener: (error: Error) => void): unknown;
  removeListener?(event: 'error', listener: (error: Error) => void): unknown;
  /** PGlite only: the statements its single connection has parsed. */
  prepared?: Set<string>;
}

export interface ScopePool {
  connect(): Promise<ScopeConnection>;
}

/** The table a statement writes, if it is a plain insert, update or delete (Drizzle quotes table names). */
const WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/i;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** BEGIN, the application role and the organisation: one round trip (simple protocol, several statements). */
function beginStatement(incubatorId: string): string {
  if (!UUID.test(incubatorId)) throw new Error(`Not an organisation id: ${incubatorId}`);
  return `begin; select set_config('role', '${APP_ROLE}', true), set_config('app.incubator_id', '${incubatorId}', true)`;
}

/** Most statements a connection keeps prepared; statements past it run unnamed (planned each time). */
const PREPARED_PER_CONNECTION = 500;
const NAME_CACHE = 5_000;

/**
 * Names every statement after its text, so that PostgreSQL (and PGlite) parse and plan it once per connection
 * and reuse the plan afterwards. Bounded per connection, so that an unusual stream of distinct statements cannot
 * grow the server's memory without end.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly byConnection = new WeakMap<object, Set<string>>();

  named(connection: ScopeConnection, config: string | StatementConfig): string | StatementConfig {
    if (typeof config === 'string' || config.name) return config;
    const prepared = connection.prepared ?? this.preparedOn(connection);
    let name = this.names.get(config.text);
    if (name === undefined) {
      name = `c${createHash('sha1').update(config.text).digest('base64url').slice(0, 22)}`;
      if (this.names.size >= NAME_CACHE) this.names.clear();
      this.names.set(config.text, name);
    }
    if (!prepared.has(name)) {
      if (prepared.size >= PREPARED_PER_CONNECTION) return config;
      // PGlite's connection records its names once parsed; pg's client is recorded here.
      if (!connection.prepared) prepared.add(name);
    }
    return { ...(config as StatementConfig), name };
  }

  private preparedOn(connection: ScopeConnection): Set<string> {
    let set = this.byConnection.get(connection);
    if (!set) {
      set = new Set();
      this.byConnection.set(connection, set);
    }
    return set;
  }
}

/**
 * The transaction of one operation in one organisation (rule 2 of ARCHITECTURE.md: as the application role, with
 * app.incubator_id set for this transaction only). Opened lazily by the first statement, so an operation that reads
 * nothing from the database costs nothing; `finish()` commits or rolls back and gives the connection back. `db`
 * is a Drizzle transaction: a nested `db.transaction()` is a savepoint.
 */
export class TenantScope {
  readonly incubatorId: string;
  readonly db: Db;
  private readonly pool: ScopePool;
  private readonly names: StatementNames;
  private readonly changes: ChangeFeed | null;
  private connection: Promise<ScopeConnection> | null = null;
  private ended = false;
  /** Tables this transaction wrote, announced on the change feed once it commits. */
  private written: Set<string> | null = null;
  /**
   * Set when the operation only reads (a GraphQL query): its commit then skips PGlite's flush to disk, which would
   * only write pages that reading touched (hint bits); the next write's flush takes them along.
   */
  readOnly = false;

  constructor(
    pool: ScopePool,
    incubatorId: string,
    dialect: PgDialect,
    logger: Logger,
    names: StatementNames,
    changes: ChangeFeed | null = null,
  ) {
    this.pool = pool;
    this.incubatorId = incubatorId;
    this.names = names;
    this.changes = changes;
    const client = { query: (config: string | StatementConfig, values?: unknown[]) => this.query(config, values) };
    const session = new NodePgSession(client as never, dialect, undefined, { logger });
    routeSession(session, { query: client.query, logger });
    this.db = new NodePgTransaction(dialect, session, undefined, 0) as unknown as Db;
  }

  /** Whether a statement has opened the transaction. */
  get opened(): boolean {
    return this.connection !== null;
  }

  /** Sends one statement in this scope (opening it if needed). */
  async query(config: string | StatementConfig, values?: unknown[]): Promise<unknown> {
    if (this.ended) throw new Error('The transaction of this operation has ended');
    const text = typeof config === 'string' ? config : config.text;
    const write = WRITE.exec(text);
    if (write?.[1]) {
      this.written ??= new Set();
      this.written.add(write[1].toLowerCase());
    }
    this.connection ??= this.open();
    const connection = await this.connection;
    const pending = connection.query(this.names.named(connection, config), values);
    try {
      await this.begun;
    } catch (error) {
      pending.catch(() => undefined);
      throw error;
    }
    return pending;
  }

  /** The answer to BEGIN (PostgreSQL pipelines the first statements right behind it). */
  private begun: Promise<unknown> | null = null;

  /**
   * A checked-out pg client reports a lost connection (a terminated backend, a restarted server) as an 'error'
   * event, which the pool no longer listens to while the client is out: unheard, it would end the process. The
   * operation's next statement fails instead, and `finish()` gives the broken client back to be discarded.
   */
  private readonly onConnectionError = (error: Error) => {
    this.lost = error;
  };
  private lost: Error | null = null;

  private async open(): Promise<ScopeConnection> {
    let connection: ScopeConnection;
    try {
      connection = await this.pool.connect();
    } catch (error) {
      throw new DatabaseUnavailableError(error);
    }
    connection.on?.('error', this.onConnectionError);
    // On a pipelining connection (PostgreSQL) the statements that follow go out without waiting for BEGIN's
    // answer: BEGIN, the role, the organisation and the first statement cost one round trip.
    this.begun = connection.query(beginStatement(this.incubatorId));
    this.begun.catch(() => undefined);
    return connection;
  }

  /** Commits (or rolls back) and gives the connection back; once only. A failed commit throws. */
  async finish(commit: boolean): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    if (!this.connection) return;
    let connection: ScopeConnection;
    try {
      connection = await this.connection;
    } catch {
      return; // Opening failed: the connection went back already.
    }
    // The scope listens for a lost connection until the very release (the COMMIT below can meet it too); the pool
    // listens again from there.
    const release = (error?: Error | boolean) => {
      connection.removeListener?.('error', this.onConnectionError);
      connection.release(error);
    };
    if (this.lost) {
      release(this.lost);
      if (commit) throw this.lost;
      return;
    }
    try {
      if (commit && this.readOnly && !this.written && connection.pipeline) {
        // Nothing to make durable or to report: on a pipelining connection the COMMIT goes out and the connection
        // goes back at once; whoever takes it next queues behind the COMMIT on the same connection.
        connection.query('commit').catch(() => undefined);
        release();
        return;
      }
      await connection.query(commit ? 'commit' : 'rollback');
      if (commit && (!this.readOnly || this.written)) await connection.flush?.();
      else if (connection.flushOnRelease !== undefined) connection.flushOnRelease = false;
      release(this.lost ?? undefined);
    } catch (error) {
      release(error instanceof Error ? error : true);
      if (commit) throw error;
      return;
    }
    if (commit && this.written && this.changes) {
      for (const table of this.written) this.changes.emit(table, this.incubatorId);
    }
  }

  /** Runs `work` in this scope, commits when it resolves and rolls back when it throws. */
  async run<T>(work: (db: Db) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await work(this.db);
    } catch (error) {
      await this.finish(false);
      throw error;
    }
    await this.finish(true);
    return result;
  }
}

const factories = new WeakMap<object, (incubatorId: string) => TenantScope>();

/** Records how the owner's `db` of a database opens tenant scopes (so `withTenant(database.db, …)` works). */
export function registerTenantScopes(db: Db, factory: (incubatorId: string) => TenantScope): void {
  factories.set(db, factory);
}

/** A new scope of this organisation on the database whose owner's `db` this is. */
export function tenantScope(db: Db, incubatorId: string): TenantScope {
  const factory = factories.get(db);
  if (!factory) throw new Error("withTenant takes the database's own db (database.db), not a transaction");
  return factory(incubatorId);
}

/**
 * A Drizzle db of one organisation whose every statement runs in a transaction of its own (for the events of a
 * live subscription, which outlive any one transaction). No nested transactions.
 */
export function statementScopedDb(open: () => TenantScope, dialect: PgDialect, logger: Logger): Db {
  const client = {
    query: async (config: string | StatementConfig, values?: unknown[]) => {
      const scope = open();
      try {
        const result = await scope.query(config, values);
        await scope.finish(true);
        return result;
      } catch (error) {
        await scope.finish(false);
        throw error;
      }
    },
  };
  const session = new NodePgSession<Record<string, never>, Record<string, never>>(client as never, dialect, undefined, {
    logger,
  });
  routeSession(session, { query: client.query, logger });
  return new NodePgSessionDb(dialect, session);
}

class NodePgSessionDb extends NodePgTransaction<Record<string, never>, Record<string, never>> {
  constructor(dialect: PgDialect, session: NodePgSession<Record<string, never>, Record<string, never>>) {
    super(dialect, session, undefined, 0);
  }

  override transaction(): never {
    throw new Error('A live event reads in one statement at a time: no transaction here');
  }
}
