import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { migrateDatabase } from '../apps/server/src/platform/db/migrate.ts';
import { freePort, startServerProcess } from '../apps/server/test/server-process.ts';
import { freshPostgres, loadTest, PASSWORD, SCALE, SECONDS } from './support.ts';

/**
 * `npm run bench:metrics` (issue 17): `metricAggregates` (sum and every other aggregation, per programme and for the
 * whole portfolio) over 2,000 startups × 36 monthly periods × 10 metrics (720,000 values) on PostgreSQL, through the
 * API at 8 connections (wrk when installed, else autocannon). Prints requests/s and p99; never asserts on time.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; `none` skips). BENCH_SCALE
 * multiplies the startups, BENCH_SECONDS the load duration.
 */
const STARTUPS = Math.round(2_000 * SCALE);
const PERIODS = 36;
const METRICS = 10;
const CONNECTIONS = 8;
const HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', host: 'demo.localhost' };

async function generate(url: string): Promise<{ metricIds: string[]; values: number }> {
  const database = await openDatabase({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'cohort-bench-metrics-')), url });
  try {
    await migrateDatabase(database);
    await seedDemo(database, PASSWORD);
    const [demo] = await database.ownerQuery<{ org: string; startup: string }>(
      `select i.id as org, (select s.id from startups s where s.incubator_id = i.id order by s.name limit 1) as startup
         from incubators i where i.slug = 'demo'`,
    );
    if (!demo) throw new Error('The demo organisation is missing');
    const { org } = demo;
    // Startups copied from a demo one, each in one of the demo programmes; ten metrics copied from the core ones
    // (archived, so that no sweep collects them); 36 months of submitted values for each startup and metric.
    await database.ownerExec(`
      create temporary table bench_startups as
        select gen_random_uuid() as id, n from generate_series(1, ${STARTUPS}) n;
      insert into startups
      select (jsonb_populate_record(null::startups, to_jsonb(s) || jsonb_build_object('id', b.id,
              'name', 'Bench startup ' || b.n))).*
        from bench_startups b join startups s on s.incubator_id = '${org}' and s.id = '${demo.startup}';
      insert into startup_programs (incubator_id, startup_id, program_id)
      select '${org}', b.id, p.id
        from bench_startups b
        join lateral (select id from programs where incubator_id = '${org}' order by id offset (b.n % 3) limit 1) p on true;
      create temporary table bench_metrics as
        select gen_random_uuid() as id, n from generate_series(1, ${METRICS}) n;
      insert into metrics
      select (jsonb_populate_record(null::metrics, to_jsonb(m) || jsonb_build_object('id', b.id, 'core_key', null,
              'archived', true))).*
        from bench_metrics b
        join metrics m on m.incubator_id = '${org}'
         and m.id = (select id from metrics where incubator_id = '${org}' and core_key = 'revenue');
      create temporary table bench_forms as
        select b.id as startup_id, gen_random_uuid() as id, p,
               (date_trunc('month', now()) - (${PERIODS} - p) * interval '1 month')::date as period_from
          from bench_startups b cross join generate_series(0, ${PERIODS - 1}) p;
      insert into metric_forms (incubator_id, id, startup_id, due_date, deadline, status)
      select '${org}', f.id, f.startup_id, (f.period_from + interval '1 month')::date,
             (f.period_from + interval '1 month 10 days')::date, 'submitted'
        from bench_forms f;
      insert into metric_data (incubator_id, id, form_id, startup_id, metric_id, period_from, period_to, value,
                               currency, submitted_at)
      select '${org}', gen_random_uuid(), f.id, f.startup_id, m.id, f.period_from,
             (f.period_from + interval '1 month - 1 day')::date,
             round((1000 + (hashtext(f.id::text || m.n) % 100000))::numeric / 7, 2), 'EUR', now()
        from bench_forms f cross join bench_metrics m;
    `);
    // As autovacuum would after such a load: statistics, and the visibility map that index-only scans need.
    await database.ownerExec('vacuum analyze');
    const [counted] = await database.ownerQuery<{ values: number; metrics: string[] }>(
      `select count(*)::int as values, (select array_agg(id::text order by id) from metrics
               where incubator_id = '${org}' and archived) as metrics
         from metric_data where incubator_id = '${org}'`,
    );
    return { metricIds: counted?.metrics ?? [], values: counted?.values ?? 0 };
  } finally {
    await database.close();
  }
}

async function main() {
  const configured = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (configured === 'none') return;
  let url: string;
  try {
    url = (await freshPostgres(configured, 'cohort_bench_metrics')) as string;
  } catch (error) {
    console.log(`PostgreSQL at ${configured} is not reachable (${(error as Error).message}): metrics skipped`);
    return;
  }
  const started = performance.now();
  const { metricIds, values } = await generate(url);
  const metricId = metricIds[0] ?? '';
  console.log(
    `[postgres] metrics: ${values.toLocaleString('en')} values (${STARTUPS} startups × ${PERIODS} periods × ${METRICS} metrics and the demo's) generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cohort-bench-metrics-server-'));
  const port = await freePort();
  const server = await startServerProcess({ port, dataDir, env: { NODE_ENV: 'production', DATABASE_URL: url } });
  try {
    const base = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${base}/auth/local`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ email: 'admin@demo.cohort.test', password: PASSWORD, incubator: 'demo' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const fields = 'groupId groupName periodFrom count sum average min max median';
    for (const [label, groupBy] of [
      ['by programme', 'program'],
      ['whole portfolio', 'portfolio'],
    ] as const) {
      const request = {
        url: `${base}/graphql`,
        method: 'POST' as const,
        headers: { ...HEADERS, authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: `{ metricAggregates(metricId: "${metricId}", groupBy: ${groupBy}) { ${fields} } }`,
        }),
      };
      // Cold: each metric's first request computes its result (the values read from the database), one at a time.
      const cold: number[] = [];
      let body: { data?: { metricAggregates: unknown[] }; errors?: unknown } = {};
      for (const id of [...metricIds.slice(1), metricId]) {
        const started = performance.now();
        const response = await fetch(request.url, { ...request, body: request.body.replace(metricId, id) });
        body = (await response.json()) as typeof body;
        cold.push(performance.now() - started);
        if (!body.data) throw new Error(`metricAggregates failed: ${JSON.stringify(body.errors)}`);
      }
      cold.sort((a, b) => a - b);
      console.log(
        `[postgres] metricAggregates ${label}, first request of each of ${cold.length} metrics (computed, 1 connection): median ${(cold[Math.floor(cold.length / 2)] ?? 0).toFixed(0)} ms, max ${(cold.at(-1) ?? 0).toFixed(0)} ms`,
      );
      if (!body.data) throw new Error('metricAggregates failed');
      await loadTest({ ...request, connections: 1, seconds: 1 });
      const result = await loadTest({ ...request, connections: CONNECTIONS, seconds: SECONDS });
      console.log(
        `[postgres] metricAggregates ${label}, then kept in memory (${body.data.metricAggregates.length} rows over ${(STARTUPS * PERIODS).toLocaleString('en')} values of the metric) at ${CONNECTIONS} connections: ${result.rps.toFixed(1)} requests/s, p99 ${result.p99.toFixed(0)} ms, errors ${result.errors} (${result.tool})`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('metrics-aggregates.ts')) {
  if (!existsSync(path.resolve(import.meta.dirname, '../node_modules'))) throw new Error('Run npm install first');
  await main();
}

export { main as benchMetricsAggregates };
