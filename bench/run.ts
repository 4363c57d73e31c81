import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';

/**
 * `npm run bench`: prints one figure a line.
 *   cold start to ready (s): a first boot on an empty data folder (initdb, migrations, demo data, listen)
 *   publicIncubator requests/s and p99 at 32 connections, beside GET /healthz (a bare Fastify route of the
 *   same process), and their ratio
 *   gzipped JS bytes that Chromium loads to render /welcome
 * Set BENCH_SECONDS to change the load duration (default 10 s per target).
 */
const root = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(root, 'apps/server/src/main.ts');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(dataDir: string, port: number): Promise<{ child: ChildProcess; seconds: number }> {
  const started = performance.now();
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    COHORT_DATA_DIR: dataDir,
    COHORT_LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  delete environment.DATABASE_URL;
  const child = spawn(process.execPath, [MAIN], { env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  while (!output.includes('Cohort is ready')) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, seconds: (performance.now() - started) / 1000 };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(options: autocannon.Options) {
  const result = await autocannon({ connections: 32, duration: SECONDS, ...options });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function welcomeJavaScriptBytes(url: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    const bodies: Array<Promise<Buffer>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByTestId('org-name').waitFor();
    const scripts = await Promise.all(bodies);
    return scripts.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
  } finally {
    await browser.close();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cohort-bench-'));
try {
  const port = await freePort();
  const cold = await startServer(dataDir, port);
  console.log(`cold start to ready (first boot, empty data folder): ${cold.seconds.toFixed(2)} s`);
  await stop(cold.child);
  const warm = await startServer(dataDir, port);
  console.log(`warm start to ready (existing data folder): ${warm.seconds.toFixed(2)} s`);

  const base = `http://127.0.0.1:${port}`;
  const bare = await load({ url: `${base}/healthz` });
  const graphql = await load({
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', host: 'demo.localhost' },
    body: JSON.stringify({
      query: '{ publicIncubator { id name slug logo brandPalette { sidebar { backgroundColor } } } }',
    }),
  });
  console.log(
    `bare Fastify route (GET /healthz) at 32 connections: ${bare.rps.toFixed(0)} requests/s, p99 ${bare.p99} ms, errors ${bare.errors}`,
  );
  console.log(
    `publicIncubator at 32 connections: ${graphql.rps.toFixed(0)} requests/s, p99 ${graphql.p99} ms, errors ${graphql.errors}`,
  );
  console.log(`publicIncubator / bare route: ${(graphql.rps / bare.rps).toFixed(3)}`);

  const bytes = await welcomeJavaScriptBytes(`http://localhost:${port}/welcome`);
  console.log(`gzipped JS to render /welcome: ${bytes} bytes (${(bytes / 1024).toFixed(1)} KiB)`);
  await stop(warm.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
