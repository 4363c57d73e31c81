import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';
import { APP_ROLE } from './tenant-table.ts';
import { migrateJobQueue } from '../jobs/index.ts';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');
const MIGRATION_LOCK = 7_243_001;

/**
 * Brings the database to the current schema: the application role, the generated migrations, then the
 * invariants every tenant table must hold (row-level security forced, privileges for the application role).
 * Safe to run by several instances at once on PostgreSQL (advisory lock) and on every boot.
 */
export async function migrateDatabase(database: Database, options: { migrationsFolder?: string } = {}): Promise<void> {
  if (database.kind === 'postgres') {
    await database.ownerQuery('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  }
  try {
    await ensureApplicationRole(database);
    // Another folder only in tests of a data migration (the migrations up to the one before it).
    const config = { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER, migrationsSchema: 'drizzle' };
    // One driver for both databases: PGlite sits behind a node-postgres pool (pglite-pool.ts).
    await migratePg(database.db as unknown as NodePgDatabase, config);
    await enforceTenantSecurity(database);
    await migrateJobQueue(database);
  } finally {
    if (database.kind === 'postgres') {
      await database.ownerQuery('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  }
}

export async function ensureApplicationRole(database: Database): Promise<void> {
  await database.ownerExec(`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS;
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$;
  `);
  const [me] = await database.ownerQuery<{ superuser: boolean }>(
    `select rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  if (!me?.superuser) {
    // A non-superuser owner must be a member of the application role to SET ROLE to it.
    await database.ownerExec(`GRANT ${APP_ROLE} TO CURRENT_USER`);
  }
}

/** Every table with an incubator_id column, and the organisation table itself. */
export async function tenantTables(database: Database): Promise<string[]> {
  const rows = await database.ownerQuery<{ table_name: string }>(
    `select c.table_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'incubator_id' and t.table_type = 'BASE TABLE'
      order by c.table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function enforceTenantSecurity(database: Database): Promise<void> {
  const tables = [...(await tenantTables(database)), 'incubators'];
  const statements = [
    `GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`,
    ...tables.flatMap((table) => [
      `ALTER TABLE public."${table}" ENABLE ROW LEVEL SECURITY`,
      `ALTER TABLE public."${table}" FORCE ROW LEVEL SECURITY`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON public."${table}" TO ${APP_ROLE}`,
    ]),
  ];
  await database.ownerExec(statements.join(';\n'));
}
