import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const PASSWORD = process.env.COHORT_DEMO_PASSWORD ?? 'cohort-demo-2026';
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const SCALE = Number(process.env.BENCH_SCALE ?? 1);

/**
 * BENCH_DATABASE_URL: a fresh database (`cohort_bench` unless named, so that benchmarks keep their own) on that
 * PostgreSQL server; otherwise the embedded one.
 */
export async function freshPostgres(url: string | undefined, name = 'cohort_bench'): Promise<string | undefined> {
  if (!url) return undefined;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export interface LoadResult {
  rps: number;
  /** 99th percentile latency, ms. */
  p99: number;
  errors: number;
  tool: 'wrk' | 'autocannon';
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
}

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => existsSync(file));

/**
 * Loads a URL from this machine and reports requests/s and p99. Uses wrk (Debian's `wrk`, written in C) when it is
 * installed, because on two cores a load generator in JavaScript takes a good part of the CPU the server would
 * use; autocannon otherwise. BENCH_LOAD=autocannon forces autocannon.
 */
export async function loadTest(target: LoadTarget): Promise<LoadResult> {
  const connections = target.connections ?? 32;
  const seconds = target.seconds ?? SECONDS;
  if (WRK && process.env.BENCH_LOAD !== 'autocannon') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cohort-wrk-'));
    try {
      const script = path.join(dir, 'request.lua');
      const lines = [
        `wrk.method = ${JSON.stringify(target.method ?? 'GET')}`,
        ...Object.entries(target.headers ?? {}).map(
          ([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`,
        ),
        ...(target.body === undefined ? [] : [`wrk.body = ${JSON.stringify(target.body)}`]),
      ];
      writeFileSync(script, lines.join('\n'));
      const { stdout } = await run(WRK, [
        '-t1',
        `-c${connections}`,
        `-d${seconds}s`,
        '--latency',
        '-s',
        script,
        target.url,
      ]);
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
      const p99 = wrkMilliseconds(/\s99%\s+([\d.]+\w+)/.exec(stdout)?.[1]);
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
      const errors =
        // Non-2xx answers count as errors, as autocannon's non2xx does.
        Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0) +
        (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
      return { rps, p99, errors, tool: 'wrk' };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body }),
    connections,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    tool: 'autocannon',
  };
}

function wrkMilliseconds(value: string | undefined): number {
  if (!value) return 0;
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) return 0;
  const amount = Number(match[1]);
  const unit = match[2];
  return unit === 'us' ? amount / 1000 : unit === 's' ? amount * 1000 : unit === 'm' ? amount * 60_000 : amount;
}

function run(file: string, args: string[]): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { maxBuffer: 1 << 20 }, (error, stdout) => (error ? reject(error) : resolve({ stdout })));
  });
}
