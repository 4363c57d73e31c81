import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { tenantScope } from './scope.ts';

/**
 * Runs `work` in a transaction of one organisation: as the application role (row-level security applies,
 * even on PGlite where the connection is a superuser) with app.incubator_id set for this transaction only.
 * `db` is the database's own `db` (database.db); the transaction commits when `work` resolves.
 */
export function withTenant<T>(db: Db, incubatorId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return tenantScope(db, incubatorId).run(work);
}

/**
 * Inside a tenant transaction, works on another organisation for a moment (platform operations: creating an
 * organisation, suspending one), then returns to the first. One transaction, so it commits or rolls back whole;
 * PGlite has a single connection and cannot open a second transaction meanwhile.
 */
export async function asTenant<T>(tx: Db, incubatorId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  const result = (await tx.execute(
    sql`select coalesce(current_setting('app.incubator_id', true), '') as previous`,
  )) as unknown as {
    rows: Array<{ previous: string }>;
  };
  const previous = result.rows[0]?.previous ?? '';
  await tx.execute(sql`select set_config('app.incubator_id', ${incubatorId}, true)`);
  try {
    return await work(tx);
  } finally {
    await tx.execute(sql`select set_config('app.incubator_id', ${previous}, true)`);
  }
}
