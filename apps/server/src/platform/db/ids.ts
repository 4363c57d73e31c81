import { randomBytes } from 'node:crypto';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A UUID version 7: time-ordered, generated in the application (PostgreSQL 15 has no uuidv7()). */
export function newId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

type TenantTable = PgTable & { incubatorId: AnyPgColumn; id: AnyPgColumn };

/**
 * Whether every id names a row of `table` in this organisation (meeting `where` too); ids that are not UUIDs never
 * do. One statement, for the "this item was not found" checks of lists of ids in inputs.
 */
export async function allExist(
  db: Db,
  table: TenantTable,
  incubatorId: string,
  ids: readonly string[],
  where?: SQL,
): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  if (!unique.every(isUuid)) return false;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.incubatorId, incubatorId), inArray(table.id, unique), where));
  return found.length === unique.length;
}
