import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { featureFlags } from '../../modules/organisations/index.ts';
import { tenantTables } from './migrate.ts';
import { withTenant } from './tenant.ts';
import { APP_ROLE } from './tenant-table.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the catalog', () => {
  it('has tenant tables to check', async () => {
    const tables = await tenantTables(server.database);
    expect(tables).toEqual(expect.arrayContaining(['feature_flags', 'incubator_plans', 'roles', 'users']));
  });

  it('forces row-level security with a policy on every tenant table, keyed by incubator_id first', async () => {
    const rows = await server.database.ownerQuery<{
      table_name: string;
      rls: boolean;
      forced: boolean;
      policies: number;
      first_key_column: string | null;
    }>(`
      select c.relname as table_name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies,
             (select a.attname from pg_index i
                join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
               where i.indrelid = c.oid and i.indisprimary) as first_key_column
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'incubator_id' and not a.attisdropped)
    `);
    expect(rows.length).toBeGreaterThan(0);
    const problems = rows.flatMap((row) => [
      ...(row.rls ? [] : [`${row.table_name}: row-level security is not enabled`]),
      ...(row.forced ? [] : [`${row.table_name}: row-level security is not forced`]),
      ...(row.policies > 0 ? [] : [`${row.table_name}: no policy`]),
      ...(row.first_key_column === 'incubator_id'
        ? []
        : [`${row.table_name}: primary key does not start with incubator_id`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('forces row-level security on the organisation table too', async () => {
    const [row] = await server.database.ownerQuery<{ rls: boolean; forced: boolean }>(
      `select relrowsecurity as rls, relforcerowsecurity as forced from pg_class where relname = 'incubators'`,
    );
    expect(row).toEqual({ rls: true, forced: true });
  });

  it('runs requests as a role that is neither superuser nor exempt from row-level security', async () => {
    const [role] = await server.database.ownerQuery<{ rolsuper: boolean; rolbypassrls: boolean }>(
      'select rolsuper, rolbypassrls from pg_roles where rolname = $1',
      [APP_ROLE],
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
  });
});

describe('isolation between organisations', () => {
  it('shows a transaction only the rows of its own organisation', async () => {
    const a = await server.createOrganisation({ featureFlags: { course: true } });
    const b = await server.createOrganisation({ featureFlags: { course: false, newsFeed: true } });
    const seenByA = await withTenant(server.database.db, a.id, (tx) => tx.select().from(featureFlags));
    expect(seenByA.map((row) => row.incubatorId)).toEqual([a.id]);
    const seenByB = await withTenant(server.database.db, b.id, (tx) => tx.select().from(featureFlags));
    expect(new Set(seenByB.map((row) => row.incubatorId))).toEqual(new Set([b.id]));
    expect(seenByB).toHaveLength(2);
  });

  it('refuses to write a row into another organisation', async () => {
    const a = await server.createOrganisation();
    const b = await server.createOrganisation();
    await expect(
      withTenant(server.database.db, a.id, (tx) =>
        tx.insert(featureFlags).values({ incubatorId: b.id, name: 'course', enabled: true }),
      ),
    ).rejects.toThrow();
    const rows = await withTenant(server.database.db, b.id, (tx) => tx.select().from(featureFlags));
    expect(rows).toEqual([]);
  });

  it("cannot change another organisation's settings", async () => {
    const a = await server.createOrganisation({ name: 'Alpha' });
    const b = await server.createOrganisation({ name: 'Beta' });
    await withTenant(server.database.db, a.id, (tx) =>
      tx.execute(sql`update incubators set name = 'Hijacked' where id = ${b.id}`),
    );
    const [row] = await server.database.ownerQuery<{ name: string }>('select name from incubators where id = $1', [
      b.id,
    ]);
    expect(row?.name).toBe('Beta');
  });

  it('sees nothing outside a tenant transaction when running as the application role', async () => {
    await server.createOrganisation({ featureFlags: { course: true } });
    const rows = await server.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
      return tx.select().from(featureFlags);
    });
    expect(rows).toEqual([]);
  });
});
