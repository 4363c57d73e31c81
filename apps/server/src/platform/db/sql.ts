import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A column with its table's name, for correlated subqueries of a list statement: Drizzle leaves columns unqualified
 * when a select reads one table, and inside a subquery an unqualified name binds to the subquery's own table.
 */
export function outer(column: AnyPgColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}

/**
 * A row of `table` from its JSON form (`to_json(alias)` in a list statement), typed and converted as Drizzle reads
 * the same row from the driver: keys by property name, timestamps as Dates, and so on.
 */
export function fromJsonRow<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** The text with LIKE's wildcards (`%`, `_`) and its escape character taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
