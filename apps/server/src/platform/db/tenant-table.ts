import { sql } from 'drizzle-orm';
import { pgPolicy, type PgPolicy } from 'drizzle-orm/pg-core';

/** The non-superuser, non-BYPASSRLS role every request runs as (SET LOCAL ROLE). */
export const APP_ROLE = 'cohort_app';

/** The organisation of the current transaction, set with set_config('app.incubator_id', …, true). */
export const currentIncubatorId = sql`nullif(current_setting('app.incubator_id', true), '')::uuid`;

/**
 * The row-level security policy of every tenant table: a row is visible and writable only inside a
 * transaction of its own organisation. `to public` so that it also binds the table owner once RLS is forced.
 */
export function tenantIsolation(): PgPolicy {
  return pgPolicy('tenant_isolation', {
    as: 'permissive',
    for: 'all',
    to: 'public',
    using: sql`incubator_id = ${currentIncubatorId}`,
    withCheck: sql`incubator_id = ${currentIncubatorId}`,
  });
}
