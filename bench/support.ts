import autocannon from 'autocannon';
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

export async function signInDemo(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, incubator: 'demo' }),
  });
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** Requests/s and p99 of each GraphQL query at 32 connections, printed one line each. */
export async function measureQueries(base: string, token: string, targets: Record<string, string>): Promise<void> {
  for (const [name, query] of Object.entries(targets)) {
    const result = await autocannon({
      url: `${base}/graphql`,
      method: 'POST',
      connections: 32,
      duration: SECONDS,
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query }),
    });
    console.log(
      `${name} at 32 connections: ${result.requests.average.toFixed(0)} requests/s, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
    );
  }
}
