import { AsyncLocalStorage } from 'node:async_hooks';
import { type Logger, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgQueryResultHKT, type PgDatabase } from 'drizzle-orm/pg-core';

type Db = PgDatabase<PgQueryResultHKT>;

/** Values for a statement's `sql.placeholder()`s, by name. */
export type PlaceholderValues = Record<string, unknown>;

/** What Drizzle's query builders offer (`db.select()…`, `db.update()…`): a prepared query to execute. */
interface Preparable<Result> {
  prepare(name?: string): { execute(values?: PlaceholderValues): Promise<Result> };
}

/** A statement as Drizzle hands it to node-postgres. */
interface Statement {
  text: string;
  [option: string]: unknown;
}

/** Where the statements of one Drizzle session go: its connection, and its database's statement log. */
export interface SessionRoute {
  query(config: Statement, values?: unknown[]): Promise<unknown>;
  logger: Logger;
}

const routes = new WeakMap<object, SessionRoute>();
const executing = new AsyncLocalStorage<SessionRoute>();

/** Records where the statements of a session go (TenantScope and the live-event db register theirs). */
export function routeSession(session: object, route: SessionRoute): void {
  routes.set(session, route);
}

/**
 * The one session that every built-once statement is prepared on. Drizzle binds a prepared query to the session it
 * was prepared on, and every operation has a session of its own (TenantScope), so a prepared query cannot move from
 * one operation to the next as Drizzle gives it (drizzle-orm#613, #2826). This session's client sends each
 * statement to the session of the operation that executes it. Drizzle's default dialect, as `drizzle()` makes it.
 */
const dialect = new PgDialect();
const router = new NodePgSession(
  {
    query: (config: Statement, values?: unknown[]) => {
      const route = executing.getStore();
      if (!route) throw new Error('A built-once statement ran outside its execute()');
      route.logger.logQuery(config.text, values ?? []);
      return route.query(config, values);
    },
  } as never,
  dialect,
  undefined,
  {},
);
const routerDb = new NodePgTransaction(dialect, router, undefined, 0) as unknown as Db;

/**
 * A statement whose SQL Drizzle builds once: `build` writes it with `sql.placeholder('name')` where the values go,
 * and each execution only binds the values (the request path's rule, docs/decisions.md). The statement's text is
 * then the same string every time, which is also what names it at the database (StatementNames): it is parsed and
 * planned once per connection. On a db whose session is not routed (the owner's), it is built as usual.
 */
export class BuiltOnce<Result> {
  private prepared: { execute(values?: PlaceholderValues): Promise<Result> } | null = null;
  private readonly build: (db: Db) => Preparable<Result>;

  constructor(build: (db: Db) => Preparable<Result>) {
    this.build = build;
  }

  execute(db: Db, values: PlaceholderValues): Promise<Result> {
    const route = routes.get(db._.session);
    if (!route) return this.build(db).prepare().execute(values);
    this.prepared ??= this.build(routerDb).prepare();
    const prepared = this.prepared;
    return executing.run(route, () => prepared.execute(values));
  }
}

/** A built-once statement written in plain SQL (`db.execute(sql…)`); the result is the driver's (`rows`). */
export function builtOnceSql<Row>(statement: SQL): BuiltOnce<{ rows: Row[] }> {
  return new BuiltOnce((db) => ({
    prepare: () => db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, undefined, false),
  })) as BuiltOnce<{ rows: Row[] }>;
}

/** Most shapes a statement keeps built; past it the cache starts again (an unusual stream of filters). */
const SHAPES_PER_STATEMENT = 256;

/** What decides a statement's text besides its values: which filters apply, how many ids a list has, the order. */
export type Shape = Record<string, string | number | boolean | null>;

/**
 * A statement built once per shape. `build` sees the shape only, never the values, so a value cannot end up
 * built into the text that the next request reuses: every value goes through a placeholder.
 */
export class BuiltPerShape<S extends Shape, Result> {
  private readonly statements = new Map<string, BuiltOnce<Result>>();
  private readonly build: (db: Db, shape: S) => Preparable<Result>;

  constructor(build: (db: Db, shape: S) => Preparable<Result>) {
    this.build = build;
  }

  execute(db: Db, shape: S, values: PlaceholderValues): Promise<Result> {
    const key = JSON.stringify(shape);
    let statement = this.statements.get(key);
    if (!statement) {
      if (this.statements.size >= SHAPES_PER_STATEMENT) this.statements.clear();
      statement = new BuiltOnce((built) => this.build(built, shape));
      this.statements.set(key, statement);
    }
    return statement.execute(db, values);
  }
}

/** `count` placeholders named `name0`, `name1`…: a list of values whose length is part of the shape. */
export function placeholderList(name: string, count: number): Placeholder[] {
  return Array.from({ length: count }, (_, i) => sql.placeholder(`${name}${i}`));
}

/** Adds the values of `placeholderList(name, list.length)` to `values`. */
export function bindList(values: PlaceholderValues, name: string, list: readonly unknown[] | null | undefined): void {
  for (const [i, value] of (list ?? []).entries()) values[`${name}${i}`] = value;
}

/**
 * The OFFSET of a list page built once per shape, where `paged` (offset > 0) is part of the shape: from the second
 * page on a placeholder; on the first page 0, for which Drizzle writes no OFFSET, so that the first page keeps the
 * text and the plan it had when built for each request.
 */
export function pageOffset(paged: boolean): Placeholder | 0 {
  return paged ? sql.placeholder('offset') : 0;
}
