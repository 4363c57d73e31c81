import pg from 'pg';

export const PASSWORD = process.env.COHORT_DEMO_PASSWORD ?? 'cohort-demo-2026';
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const SCALE = Number(process.env.BENCH_SCALE ?? 1);

/** BENCH_DATABASE_URL: a fresh database `cohort_bench` on that PostgreSQL server; otherwise the embedded one. */
export async function freshPostgres(url: string | undefined): Promise<string | undefined> {
  if (!url) return undefined;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop database if exists cohort_bench with (force)');
  await admin.query('create database cohort_bench');
  await admin.end();
  const target = new URL(url);
  target.pathname = '/cohort_bench';
  return target.toString();
}
