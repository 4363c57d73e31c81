import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { freePort, type ServerProcess, startServerProcess } from '../apps/server/test/server-process.ts';

/**
 * `npm run bench`: prints one figure a line.
 *   cold start to ready (s): a first boot on an empty data folder (initdb, migrations, demo data, listen)
 *   publicIncubator requests/s and p99 at 32 connections, beside GET /healthz (a bare Fastify route of the
 *   same process), and their ratio
 *   gzipped JS bytes that Chromium loads to render /welcome
 * Set BENCH_SECONDS to change the load duration (default 10 s per target).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function stop(server: ServerProcess) {
  await server.stop();
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
  const production = { NODE_ENV: 'production' };
  const cold = await startServerProcess({ port, dataDir, env: production });
  console.log(`cold start to ready (first boot, empty data folder): ${cold.startSeconds.toFixed(2)} s`);
  await stop(cold);
  const warm = await startServerProcess({ port, dataDir, env: production });
  console.log(`warm start to ready (existing data folder): ${warm.startSeconds.toFixed(2)} s`);

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
  await stop(warm);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
