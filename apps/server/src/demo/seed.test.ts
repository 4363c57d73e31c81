import { APPLICATION_STATUSES, ROLE_TYPES } from '@cohort/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/harness.ts';
import { verifyPassword } from '../platform/auth/password.ts';
import { DEMO_ORGANISATIONS, demoEmail, seedDemo } from './seed.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

// On the shared PostgreSQL test database the demo slugs could already exist; the seed is idempotent either way.
describe('the demo data', () => {
  it('creates Demo Accelerator and Acme Incubator with one user per role type, once', async () => {
    await seedDemo(server.database, 'a-demo-password');
    const again = await seedDemo(server.database, 'a-demo-password');
    expect(again.created).toEqual([]);

    for (const organisation of DEMO_ORGANISATIONS) {
      const result = await server.graphql<{ publicIncubator: { name: string; logo: string } }>(
        '{ publicIncubator { name logo } }',
        { host: `${organisation.slug}.localhost:4000` },
      );
      expect(result.data?.publicIncubator.name).toBe(organisation.name);
      expect(result.data?.publicIncubator.logo).toMatch(/^data:image\/svg\+xml;base64,/);

      const rows = await server.database.ownerQuery<{
        email: string;
        type: string;
        status: string;
        password_hash: string;
      }>(
        `select u.email, r.type, u.status, u.password_hash from users u
           join roles r on r.incubator_id = u.incubator_id and r.id = u.role_id
           join incubators i on i.id = u.incubator_id
          where i.slug = $1 and u.email not like 'founder%' and u.email not like '%@applicants.%'
            and u.email not like '%.evaluator@%' order by r.type`,
        [organisation.slug],
      );
      const [portfolio] = await server.database.ownerQuery<{
        startups: number;
        posts: number;
        founders: number;
        fields: number;
        staged: number;
      }>(
        `select (select count(*)::int from startups s where s.incubator_id = i.id) as startups,
                (select count(*)::int from timeline_posts p where p.incubator_id = i.id) as posts,
                (select count(distinct m.user_id)::int from startup_members m where m.incubator_id = i.id) as founders,
                (select coalesce(sum(jsonb_array_length(f.questions)), 0)::int from forms f
                  where f.incubator_id = i.id and f.kind like '%profile%') as fields,
                (select count(*)::int from custom_field_values v join custom_fields c
                    on c.incubator_id = v.incubator_id and c.id = v.field_id
                  where v.incubator_id = i.id and c.label = 'Stage') as staged
           from incubators i where i.slug = $1`,
        [organisation.slug],
      );
      // Custom fields on the four profile forms, and every startup at a stage (but the four the spring call accepted).
      expect(portfolio).toEqual({ startups: 34, posts: expect.any(Number), founders: 33, fields: 8, staged: 30 });
      const calls = await server.database.ownerQuery<{ status: string; n: number }>(
        `select a.status, count(*)::int as n from applications a join incubators i on i.id = a.incubator_id
          where i.slug = $1 group by a.status order by a.status`,
        [organisation.slug],
      );
      // The spring call: 66 applications in every status (issue 14 point 10, 14 of them in the Committee review).
      expect(calls.map((row) => row.status)).toEqual([...APPLICATION_STATUSES].sort());
      expect(calls.reduce((sum, row) => sum + row.n, 0)).toBe(66);
      // Its Committee review (issue 15 point 7): a panel of eight, two reviews each, some missing, two conflicts.
      const [panel] = await server.database.ownerQuery<{
        evaluators: number;
        reviews: number;
        open: number;
        conflicts: number;
      }>(
        `select (select count(*)::int from evaluation_evaluators e where e.incubator_id = i.id) as evaluators,
                (select count(*)::int from evaluation_assignments a where a.incubator_id = i.id) as reviews,
                (select count(*)::int from evaluation_assignments a where a.incubator_id = i.id
                   and a.status <> 'submitted') as open,
                (select count(*)::int from evaluation_conflicts c where c.incubator_id = i.id) as conflicts
           from incubators i where i.slug = $1`,
        [organisation.slug],
      );
      expect(panel).toEqual({ evaluators: 8, reviews: 28, open: expect.any(Number), conflicts: 2 });
      expect(panel?.open).toBeGreaterThanOrEqual(2);
      expect(portfolio?.posts).toBeGreaterThan(30);
      expect(rows.map((row) => row.type).sort()).toEqual([...ROLE_TYPES].sort());
      for (const row of rows) {
        expect(row.email).toBe(demoEmail(row.type as (typeof ROLE_TYPES)[number], organisation.slug));
        expect(row.status).toBe('active');
      }
      if (testDatabaseKind === 'pglite') {
        expect(await verifyPassword(rows[0]?.password_hash ?? '', 'a-demo-password')).toBe(true);
        expect(await verifyPassword(rows[0]?.password_hash ?? '', 'wrong-password')).toBe(false);
      }
    }
  });

  it('gives the two organisations distinct branding', async () => {
    await seedDemo(server.database, 'a-demo-password');
    const query =
      '{ publicIncubator { brandPalette { sidebar { backgroundColor } } logo featureFlags { course { enabled } } } }';
    const demo = await server.graphql(query, { host: 'demo.localhost:4000' });
    const acme = await server.graphql(query, { host: 'acme.localhost:4000' });
    expect(JSON.stringify(demo.data)).not.toEqual(JSON.stringify(acme.data));
  });

  it('stores the password as argon2id with at least 19 MiB and 2 iterations', async () => {
    await seedDemo(server.database, 'a-demo-password');
    const [row] = await server.database.ownerQuery<{ password_hash: string }>(
      `select password_hash from users u join incubators i on i.id = u.incubator_id where i.slug = 'demo' limit 1`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('end of day in a time zone', () => {
  it('is 23:59:59 local time, in UTC', async () => {
    const { endOfDayIn } = await import('./seed.ts');
    expect(endOfDayIn('Europe/Paris', new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-11-22T22:59:59.000Z');
    expect(endOfDayIn('Europe/Paris', new Date('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-07-01T21:59:59.000Z');
    expect(endOfDayIn('America/New_York', new Date('2026-11-22T03:00:00Z')).toISOString()).toBe(
      '2026-11-22T04:59:59.000Z',
    );
  });
});
