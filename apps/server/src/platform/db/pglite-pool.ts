import { createRequire } from 'node:module';
import { type PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';

/** node-postgres's conversion of a JavaScript value to the text it sends as a parameter. */
const pgUtils = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): unknown };

/**
 * The embedded PGlite behind the interface of a node-postgres pool, so that one driver (Drizzle's node-postgres
 * session) and one request path serve both databases. It speaks PGlite's wire protocol directly: each statement is
 * one call into PGlite (bind, describe, execute and sync in one buffer), named statements are parsed once and kept
 * (PGlite has a single connection: they live as long as the instance), values are prepared and rows are parsed
 * exactly as node-postgres does.
 *
 * `connect()` holds PGlite's transaction lock until `release()`, as a pool of one connection would; `query()` on
 * the pool is one autocommit statement. After a connection is released, or an autocommit statement has run, the
 * changes are flushed to the data folder before the caller goes on (PGlite keeps pages in memory until then).
 */

type TypeParser = (value: string) => unknown;

export interface QueryConfig {
  text: string;
  name?: string | undefined;
  rowMode?: 'array' | undefined;
  values?: unknown[] | undefined;
  types?: { getTypeParser(oid: number, format?: string): TypeParser } | undefined;
}

export interface QueryResultField {
  name: string;
  dataTypeID: number;
}

export interface QueryResult {
  command: string;
  rowCount: number;
  rows: unknown[];
  fields: QueryResultField[];
}

/** A backend message as PGlite's protocol parser returns it (the fields we read). */
interface BackendMessage {
  name: string;
  fields?: Array<QueryResultField | string | null>;
  text?: string;
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const buffer = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}

function prepareValues(values: readonly unknown[] | undefined): Array<string | null> {
  return (values ?? []).map((value) => pgUtils.prepareValue(value) as string | null);
}

function resultsOf(messages: readonly BackendMessage[], config: QueryConfig): QueryResult[] {
  const results: QueryResult[] = [];
  let current: QueryResult | null = null;
  let parsers: TypeParser[] = [];
  const start = () => {
    current = { command: '', rowCount: 0, rows: [], fields: [] };
    return current;
  };
  for (const message of messages) {
    switch (message.name) {
      case 'rowDescription': {
        const result = start();
        result.fields = (message.fields as QueryResultField[]).map((field) => ({
          name: field.name,
          dataTypeID: field.dataTypeID,
        }));
        parsers = result.fields.map(
          (field) =>
            config.types?.getTypeParser(field.dataTypeID, 'text') ??
            (pg.types.getTypeParser(field.dataTypeID, 'text') as TypeParser),
        );
        break;
      }
      case 'dataRow': {
        const result = current ?? start();
        const values = (message.fields as Array<string | null>).map((value, index) =>
          value === null ? null : (parsers[index] as TypeParser)(value),
        );
        if (config.rowMode === 'array') result.rows.push(values);
        else {
          const row: Record<string, unknown> = {};
          result.fields.forEach((field, index) => {
            row[field.name] = values[index];
          });
          result.rows.push(row);
        }
        break;
      }
      case 'commandComplete':
      case 'emptyQuery': {
        const result = current ?? start();
        const words = (message.text ?? '').split(' ');
        result.command = words[0] ?? '';
        const count = Number(words[words.length - 1]);
        result.rowCount = Number.isInteger(count) ? count : result.rows.length;
        results.push(result);
        current = null;
        parsers = [];
        break;
      }
      default:
        break;
    }
  }
  return results;
}

function normalise(config: string | QueryConfig, values?: unknown[]): QueryConfig {
  if (typeof config === 'string') return { text: config, values };
  return values === undefined ? config : { ...config, values };
}

export class PglitePool {
  readonly pglite: PGlite;
  /** Names of the statements parsed so far (PGlite's single connection keeps them). */
  readonly prepared = new Set<string>();

  constructor(pglite: PGlite) {
    this.pglite = pglite;
  }

  /** One statement on its own (autocommit), then flushed to the data folder. */
  async query(config: string | QueryConfig, values?: unknown[]): Promise<QueryResult | QueryResult[]> {
    const result = await this.pglite._runExclusiveTransaction(() => this.run(normalise(config, values)));
    await this.pglite.syncToFs();
    return result;
  }

  /** A connection of its own: PGlite's transaction lock, held until `release()`. */
  connect(): Promise<PgliteConnection> {
    return new Promise((resolve, reject) => {
      this.pglite
        ._runExclusiveTransaction(() => new Promise<void>((release) => resolve(new PgliteConnection(this, release))))
        .catch(reject);
    });
  }

  /** Writes what changed in memory to the data folder. */
  flush(): Promise<void> {
    return this.pglite.syncToFs();
  }

  on(): this {
    return this;
  }

  async end(): Promise<void> {}

  /** Sends one statement as one buffer: node-postgres's choice of simple or extended protocol, named or not. */
  run(config: QueryConfig): Promise<QueryResult | QueryResult[]> {
    return this.pglite.runExclusive(async () => {
      const simple = !config.name && !(config.values && config.values.length > 0);
      if (simple) {
        const results = resultsOf(await this.exec(concat([serialize.query(config.text)])), config);
        return results.length === 1 ? (results[0] as QueryResult) : results;
      }
      const name = config.name ?? '';
      const parse = !name || !this.prepared.has(name);
      const messages = [
        ...(parse ? [serialize.parse({ name, text: config.text, types: [] })] : []),
        serialize.bind({ statement: name, values: prepareValues(config.values) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ];
      try {
        const results = resultsOf(await this.exec(concat(messages)), config);
        if (parse && name) this.prepared.add(name);
        return results[0] ?? { command: '', rowCount: 0, rows: [], fields: [] };
      } catch (error) {
        // A failed parse leaves nothing behind, a failed bind or execute leaves the statement: drop it either way.
        if (parse && name) await this.exec(concat([serialize.close({ type: 'S', name }), serialize.sync()]), false);
        throw error;
      }
    });
  }

  private async exec(buffer: Uint8Array, throwOnError = true): Promise<BackendMessage[]> {
    return (await this.pglite.execProtocolStream(buffer, { syncToFs: false, throwOnError })) as BackendMessage[];
  }
}

export class PgliteConnection {
  readonly pool: PglitePool;
  private readonly unlock: () => void;
  private released = false;
  /** Drizzle's own transactions (migrations, scripts) are flushed when they give the connection back. */
  flushOnRelease = true;

  constructor(pool: PglitePool, unlock: () => void) {
    this.pool = pool;
    this.unlock = unlock;
  }

  get prepared(): Set<string> {
    return this.pool.prepared;
  }

  query(config: string | QueryConfig, values?: unknown[]): Promise<QueryResult | QueryResult[]> {
    if (this.released) return Promise.reject(new Error('This PGlite connection was released'));
    return this.pool.run(normalise(config, values));
  }

  /** Writes what this connection committed to the data folder (call before release to acknowledge durably). */
  flush(): Promise<void> {
    this.flushOnRelease = false;
    return this.pool.flush();
  }

  /** Gives the lock back; flushes to the data folder unless the holder flushed already or chose not to. */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.unlock();
    if (this.flushOnRelease) void this.pool.flush();
  }
}
