import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/platform/db/client.ts';
import { freePort, startServerProcess } from '../apps/server/test/server-process.ts';
import { type Dataset, generateDataset } from './dataset.ts';
import { loadTest, PASSWORD, SCALE, SECONDS } from './support.ts';

/**
 * `npm run bench:requests`: the list pages a person opens all day, on a large organisation (bench/dataset.ts),
 * on the embedded PGlite and on PostgreSQL, each figure measured in one run so that ratios hold on a noisy machine:
 * - statements per request (the session check included), counted in the server;
 * - requests/s and p99 of the API at 32 connections (wrk when installed, else autocannon, against the server process);
 * - requests/s and p99 of the same SQL statements replayed directly through the same driver, in one process,
 *   inside the same tenant transaction (32 concurrent workers), and the ratio API ÷ SQL.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; `none` to skip).
 * BENCH_DATABASES=pglite or postgres to run one. BENCH_PROFILE=1 writes a CPU profile of the server under the
 * notifications load and prints where its time goes (BENCH_PROFILE=/a/folder keeps the .cpuprofile there). BENCH_SCALE, BENCH_SECONDS as elsewhere.
 */

export interface Target<D = Dataset> {
  name: string;
  email: string;
  query: (data: D) => string;
  /** The goals of issue 11 apply to this page. */
  goal: boolean;
}

function endOfTomorrow(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  day.setUTCHours(0, 0, 0, 0);
  return day.toISOString();
}

export const TARGETS: Target<Dataset>[] = [
  {
    name: 'notifications page (16)',
    email: 'coach@demo.cohort.test',
    goal: true,
    query: () =>
      '{ notifications(pageSize: 16, currentPage: 0) { unreadCount meta { totalPages } notifications { _id isRead message createdAt notification { notificationType iconGroup url sender { fullName avatar } } } } }',
  },
  {
    name: "today's tasks panel (15)",
    email: 'coach@demo.cohort.test',
    goal: true,
    query: () =>
      `{ tasks(queryOptions: { before: "${endOfTomorrow()}", approvalStatus: APPROVED, completionStatus: PENDING }, cursor: { limit: 15 }) { totalCount results { _id name dueDate viewerCan { toggle edit delete } createdBy { fullName } assignees { done user { fullName avatar } startup { name } } } } }`,
  },
  {
    name: 'portfolio page (25)',
    email: 'admin@demo.cohort.test',
    goal: true,
    query: () =>
      '{ startups(page: 0, pageSize: 25) { totalCount results { _id name logo description website foundingYear programs { name } industries { name } tags { name color } peopleIds assignedUserIds viewerCan { edit delete } } } }',
  },
  {
    name: 'task list, users (25)',
    email: 'admin@demo.cohort.test',
    goal: false,
    query: () =>
      '{ tasks(queryOptions: { scope: USERS, completionStatus: PENDING }, cursor: { limit: 25 }) { totalCount results { _id name dueDate viewerCan { toggle edit delete } createdBy { fullName avatar } assignees { done user { fullName avatar } startup { name } } } } }',
  },
  {
    name: 'timeline first page (10 with replies)',
    email: 'admin@demo.cohort.test',
    goal: false,
    query: (data) =>
      `{ startupEventTimeline(startupId: "${data.solaris}") { posts { next results { ... on Event { _id message isPublic isPinned createdAt createdBy { fullName avatar role { label } } attachments { _id name } reactions { reaction count reactedByMe } replies { _id message createdBy { fullName } } canDelete } } } } }`,
  },
  {
    name: 'people search (24)',
    email: 'admin@demo.cohort.test',
    goal: false,
    query: () =>
      '{ communitySearch(kind: PEOPLE, search: "Person 1") { totalCount page people { _id fullName headline avatar role { _id label type } roleLabel industries { _id name } skills { _id name color } tags { _id name color } } } }',
  },
];

const HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', host: 'demo.localhost' };

interface Captured {
  statements: Array<{ text: string; params: unknown[] }>;
  token: string;
}

/** A set of pages measured on one generated organisation. */
export interface Suite<D extends { org: string }> {
  targets: Target<D>[];
  /** Migrates, seeds and fills the organisation; `scale` multiplies every count. */
  generate: (database: Database, scale: number) => Promise<D>;
  /** What was generated, for the first line of the figures. */
  describe: (data: D) => string;
}

const PAGES: Suite<Dataset> = {
  targets: TARGETS,
  generate: generateDataset,
  describe: (data) =>
    `${data.counts.users} users, ${data.counts.tasks} tasks, ${data.counts.deliveries} notification deliveries, ${data.counts.startups} startups, a timeline of ${data.counts.posts} posts`,
};

/** Each target once through the app, in this process: the statements it sends (session check included). */
export async function capture<D>(database: Database, data: D, targets: Target<D>[]): Promise<Map<string, Captured>> {
  const config = loadConfig(
    { NODE_ENV: 'production', COHORT_LOG_LEVEL: 'silent' },
    { webDist: '/nonexistent', storageDir: mkdtempSync(path.join(os.tmpdir(), 'cohort-bench-storage-')) },
  );
  const app = await buildApp(config, database);
  const tokens = new Map<string, string>();
  const captured = new Map<string, Captured>();
  try {
    for (const target of targets) {
      let token = tokens.get(target.email);
      if (!token) {
        const response = await app.fastify.inject({
          method: 'POST',
          url: '/auth/local',
          headers: { 'content-type': 'application/json', host: 'demo.localhost' },
          payload: JSON.stringify({ email: target.email, password: PASSWORD, incubator: 'demo' }),
        });
        token = (JSON.parse(response.body) as { token: string }).token;
        tokens.set(target.email, token);
      }
      const request = () =>
        app.fastify.inject({
          method: 'POST',
          url: '/graphql',
          headers: { ...HEADERS, authorization: `Bearer ${token}` },
          payload: JSON.stringify({ query: target.query(data) }),
        });
      const warm = await request();
      const body = JSON.parse(warm.body) as { errors?: unknown };
      if (warm.statusCode !== 200 || body.errors) throw new Error(`${target.name}: ${warm.body.slice(0, 500)}`);
      const statements: Captured['statements'] = [];
      const stop = database.onStatement((text, params) => statements.push({ text, params: [...params] }));
      await request();
      stop();
      captured.set(target.name, { statements, token });
    }
  } finally {
    await app.close();
  }
  return captured;
}

/** The captured statements replayed directly: 32 workers, each a tenant transaction per round. */
async function replay(database: Database, org: string, statements: Captured['statements']) {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const scope = database.tenant(org);
      for (const statement of statements)
        await scope.query({ text: statement.text, rowMode: 'array' }, statement.params);
      await scope.finish(true);
      latencies.push(performance.now() - started);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 32 }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: done / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

async function api(base: string, token: string, query: string) {
  const request = {
    url: `${base}/graphql`,
    method: 'POST' as const,
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  };
  // The previous target's slowest requests may still be running: start once the server answers this one.
  await loadTest({ ...request, connections: 1, seconds: 1 });
  return loadTest(request);
}

/** The functions where the server spent its time (self time), from a .cpuprofile, grouped by package. */
function summariseProfile(file: string): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: Array<{ id: number; callFrame: { functionName: string; url: string }; hitCount?: number }>;
  };
  const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1;
  const byPlace = new Map<string, number>();
  for (const node of profile.nodes) {
    const { url, functionName } = node.callFrame;
    const place =
      functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)'
        ? functionName
        : url.includes('node_modules/')
          ? (url
              .split('node_modules/')
              .pop()
              ?.split('/')
              .slice(0, url.includes('node_modules/@') ? 2 : 1)
              .join('/') ?? url)
          : url.includes('/apps/server/src/')
            ? `server: ${url.split('/apps/server/src/').pop()}`
            : url.startsWith('node:')
              ? url
              : url === ''
                ? `(native) ${functionName}`
                : url;
    byPlace.set(place, (byPlace.get(place) ?? 0) + (node.hitCount ?? 0));
  }
  return [...byPlace.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([place, hits]) => `${((hits / total) * 100).toFixed(1).padStart(5)} %  ${place}`);
}

async function run<D extends { org: string }>(kind: 'pglite' | 'postgres', url: string | undefined, suite: Suite<D>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cohort-bench-${kind}-`));
  try {
    const started = performance.now();
    const database = await openDatabase({ dataDir, url, poolSize: 10 });
    const data = await suite.generate(database, SCALE);
    console.log(
      `\n[${kind}] generated ${suite.describe(data)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const captured = await capture(database, data, suite.targets);
    const raw = new Map<string, Awaited<ReturnType<typeof replay>>>();
    for (const target of suite.targets) {
      const statements = captured.get(target.name)?.statements ?? [];
      raw.set(target.name, await replay(database, data.org, statements));
    }
    await database.close();

    const port = await freePort();
    const profileSetting = process.env.BENCH_PROFILE;
    // BENCH_PROFILE=1: a profile summarised and deleted; BENCH_PROFILE=/some/folder: kept there.
    const profileDir = profileSetting
      ? profileSetting.startsWith('/')
        ? path.join(profileSetting, kind)
        : mkdtempSync(path.join(os.tmpdir(), 'cohort-profile-'))
      : null;
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    const server = await startServerProcess({
      port,
      dataDir,
      env: { NODE_ENV: 'production', ...(url ? { DATABASE_URL: url } : {}) },
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    const base = `http://127.0.0.1:${port}`;
    const rows: string[] = [];
    try {
      for (const target of suite.targets) {
        const capturedTarget = captured.get(target.name);
        if (!capturedTarget) continue;
        const measured = await api(base, capturedTarget.token, target.query(data));
        const direct = raw.get(target.name) ?? { rps: 0, p99: 0 };
        const ratio = measured.rps / direct.rps;
        const goals = target.goal
          ? `  [goals: statements ≤ 3, ratio ≥ 0.6${kind === 'postgres' ? ', p99 ≤ 50 ms' : ''}]`
          : '';
        rows.push(
          `[${kind}] ${target.name}: ${capturedTarget.statements.length} statements; API ${measured.rps.toFixed(0)} requests/s, p99 ${measured.p99.toFixed(0)} ms, errors ${measured.errors} (${measured.tool}); same SQL direct ${direct.rps.toFixed(0)} requests/s, p99 ${direct.p99.toFixed(0)} ms; API ÷ SQL ${ratio.toFixed(2)}${goals}`,
        );
        console.log(rows.at(-1));
        if (profileDir) break; // the profile covers the notifications load only
      }
    } finally {
      await server.stop();
    }
    if (profileDir) {
      const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
      if (file) {
        console.log(`[${kind}] CPU profile of the server under the notifications load (self time):`);
        for (const line of summariseProfile(path.join(profileDir, file))) console.log(`  ${line}`);
      }
      if (!profileSetting?.startsWith('/')) rmSync(profileDir, { recursive: true, force: true });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresUrl(): Promise<string | undefined> {
  const configured = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (configured === 'none') return undefined;
  const { freshPostgres } = await import('./support.ts');
  try {
    return await freshPostgres(configured);
  } catch (error) {
    console.log(`PostgreSQL at ${configured} is not reachable (${(error as Error).message}): its figures are skipped`);
    return undefined;
  }
}

/** A suite on PGlite, then on PostgreSQL (BENCH_DATABASES=pglite or postgres runs one). */
export async function benchSuite<D extends { org: string }>(suite: Suite<D>): Promise<void> {
  const only = process.env.BENCH_DATABASES;
  if (!only || only === 'pglite') await run('pglite', undefined, suite);
  if (!only || only === 'postgres') {
    const url = await postgresUrl();
    if (url) await run('postgres', url, suite);
  }
}

export function benchRequests(): Promise<void> {
  return benchSuite(PAGES);
}

if (process.argv[1]?.endsWith('requests.ts')) {
  if (!existsSync(path.resolve(import.meta.dirname, '../node_modules'))) throw new Error('Run npm install first');
  await benchRequests();
}
