import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCAL_STORAGE_PREFIX, TOKEN_STORAGE_KEY } from '@cohort/shared';
import { chromium, type Page } from 'playwright-core';
import { freePort, type ServerProcess, startServerProcess } from '../apps/server/test/server-process.ts';
import { APPLICATIONS } from './applications.ts';
import { EVALUATIONS } from './evaluations.ts';
import { benchForms } from './forms.ts';
import { benchRequests, benchSuite } from './requests.ts';
import { loadTest, PASSWORD } from './support.ts';

/**
 * `npm run bench`: prints one figure a line.
 *   cold start to ready (s): a first boot on an empty data folder (initdb, migrations, demo data, listen)
 *   publicIncubator requests/s and p99 at 32 connections, beside GET /healthz (a bare Fastify route of the
 *   same process), and their ratio
 *   gzipped JS bytes that Chromium loads to render /welcome, and the demo admin's home page (/ signed in)
 *   then the list pages at scale (bench/requests.ts; BENCH_REQUESTS=0 skips them)
 *   then the form load and the answer save of a 300-question form (bench/forms.ts; BENCH_FORMS=0 skips them)
 *   then the applications overview, queue bar and dashboard over 20,000 applications (bench/applications.ts;
 *   BENCH_APPLICATIONS=0 skips them)
 *   then an evaluation round's results and assignment page over 1,000 applications and 3,000 reviews
 *   (bench/evaluations.ts; BENCH_EVALUATIONS=0 skips them), and the solver and calibration figures
 *   (bench/evaluation-solver.ts, bench/evaluation-calibration.ts; BENCH_SOLVER=0 skips them)
 *   then the free-slot computation of one host over four weeks (bench/coaching-slots.ts; BENCH_COACHING=0 skips it)
 *   and the same through the API on PostgreSQL with 200 busy events in the host's linked CalDAV calendar
 *   (bench/coaching-calendar.ts; needs radicale)
 *   then metricAggregates over 720,000 metric values on PostgreSQL at 8 connections (bench/metrics-aggregates.ts;
 *   BENCH_METRICS=0 skips it)
 * Set BENCH_SECONDS to change the load duration (default 10 s per target).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function stop(server: ServerProcess) {
  await server.stop();
}

function load(options: { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }) {
  return loadTest({ ...options, connections: 32, seconds: SECONDS });
}

/** Where the web app keeps a sign-in (apps/web/src/lib/auth/auth-store.ts): the token and its session id. */
const SESSION_ID_STORAGE_KEY = `${LOCAL_STORAGE_PREFIX}session-id`;
/** Issue 11: the gzipped JavaScript of each first screen stays at or under this. */
const INITIAL_JAVASCRIPT_GOAL = 200_000;

interface PageLoad {
  /** The address to open in a fresh browser. */
  url: string;
  /** Resolves once the page has rendered what it is measured for. */
  rendered: (page: Page) => Promise<unknown>;
  /** A sign-in to store the way the web app does before the page loads; anonymous without. */
  signIn?: { token: string; sessionId: string | null };
}

/**
 * The JavaScript that Chromium loads to render a page from a cold cache: every script response (the entry, its
 * preloads, the lazily loaded chunks and translations), each gzipped at level 9, summed.
 */
async function initialJavaScriptBytes({ url, rendered, signIn }: PageLoad): Promise<number> {
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
    if (signIn) {
      await page.addInitScript(
        ({ keys, token, sessionId }) => {
          localStorage.setItem(keys.token, token);
          if (sessionId) {
            localStorage.setItem(keys.sessionId, sessionId);
            sessionStorage.setItem(keys.sessionId, sessionId);
          }
        },
        { keys: { token: TOKEN_STORAGE_KEY, sessionId: SESSION_ID_STORAGE_KEY }, ...signIn },
      );
    }
    const bodies: Array<Promise<Buffer>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await rendered(page);
    const scripts = await Promise.all(bodies);
    return scripts.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
  } finally {
    await browser.close();
  }
}

/** Signs in through the REST API as the login page does; the token and the session id it stores. */
async function signInForBrowser(base: string, email: string): Promise<{ token: string; sessionId: string | null }> {
  const response = await fetch(`${base}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, incubator: 'demo' }),
  });
  const body = (await response.json()) as { token?: unknown; sessionId?: unknown };
  if (typeof body.token !== 'string') throw new Error(`Sign-in of ${email} failed (${response.status})`);
  return { token: body.token, sessionId: typeof body.sessionId === 'string' ? body.sessionId : null };
}

function javaScriptLine(label: string, bytes: number): string {
  return `gzipped JS to render ${label}: ${bytes.toLocaleString('en')} bytes (goal ≤ ${INITIAL_JAVASCRIPT_GOAL.toLocaleString('en')})`;
}

/** The initial JavaScript of the anonymous /welcome and of the demo admin's home page, one line each. */
async function measureInitialJavaScript(base: string): Promise<void> {
  const welcome = await initialJavaScriptBytes({
    url: `${base}/welcome`,
    rendered: (page) => page.getByTestId('org-name').waitFor(),
  });
  console.log(javaScriptLine('/welcome', welcome));
  const home = await initialJavaScriptBytes({
    url: `${base}/`,
    signIn: await signInForBrowser(base, 'admin@demo.cohort.test'),
    rendered: async (page) => {
      await page.getByTestId('shell').waitFor();
      await page.getByTestId('home-welcome').waitFor();
    },
  });
  console.log(javaScriptLine('/ (signed in as admin@demo.cohort.test)', home));
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
  console.log(`publicIncubator / bare route: ${(graphql.rps / bare.rps).toFixed(3)} (goal ≥ 0.35)`);

  await measureInitialJavaScript(`http://localhost:${port}`);
  await stop(warm);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// The list pages at scale, on PGlite and PostgreSQL: statements, API and direct SQL, their ratio (bench/requests.ts).
if (process.env.BENCH_REQUESTS !== '0') await benchRequests();
if (process.env.BENCH_FORMS !== '0') await benchForms();
if (process.env.BENCH_APPLICATIONS !== '0') await benchSuite(APPLICATIONS);
if (process.env.BENCH_EVALUATIONS !== '0') await benchSuite(EVALUATIONS);
if (process.env.BENCH_SOLVER !== '0') {
  await (await import('./evaluation-solver.ts')).main();
  // The calibration benchmark prints its figures when loaded.
  await import('./evaluation-calibration.ts');
}
// Issue 16: the free slots of one host over four weeks (prints when loaded); BENCH_COACHING=0 skips it.
if (process.env.BENCH_COACHING !== '0') {
  await import('./coaching-slots.ts');
  await (await import('./coaching-calendar.ts')).benchCoachingCalendar();
}
// Issue 17: the portfolio aggregation of metrics at scale, on PostgreSQL; BENCH_METRICS=0 skips it.
if (process.env.BENCH_METRICS !== '0') await (await import('./metrics-aggregates.ts')).benchMetricsAggregates();
