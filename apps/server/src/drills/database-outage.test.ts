import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/harness.ts';
import { freePort, type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import {
  adminClient,
  adminQuery,
  createScratchDatabase,
  DEMO_ADMIN,
  type GraphQLAnswer,
  httpRequest,
  ProcessClient,
  type ScratchDatabase,
  waitFor,
} from '../../test/drills.ts';

/**
 * Drill of issue 11: PostgreSQL goes away under load and comes back. The server process runs on a database of its
 * own; the database is closed to it (ALLOW_CONNECTIONS false, and every backend connected to it terminated), which
 * leaves the other tests on the same PostgreSQL server alone. While it is down the app says so (GET /readyz 503)
 * and answers every request quickly with a clear error; once connections are allowed again it recovers by itself,
 * in the same process.
 */

/** The longest any request may take while the database is away. */
const ANSWER_WITHIN_MS = 3_000;
/** How soon the app must be ready and serve a signed-in query once the database is back. */
const RECOVER_WITHIN_MS = 5_000;

const SIGNED_IN_QUERY = '{ currentUser { _id email } }';
const PROBES = [SIGNED_IN_QUERY, '{ publicIncubator { id name } }', '{ tasks { totalCount } }'];

let dataDir = '';
let scratch: ScratchDatabase | null = null;
let server: ServerProcess | null = null;
let client: ProcessClient;

async function start(): Promise<void> {
  const port = await freePort();
  server = await startServerProcess({
    port,
    dataDir,
    env: { DATABASE_URL: (scratch as ScratchDatabase).url, COHORT_DEMO: '1' },
  });
  client = new ProcessClient(port, 'demo');
  await client.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
}

beforeAll(async () => {
  if (testDatabaseKind !== 'postgres') return;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cohort-drill-outage-'));
  scratch = await createScratchDatabase('cohort_drill_outage');
  await start();
});

afterAll(async () => {
  if (scratch) await bringBack(scratch.name).catch(() => undefined);
  if (server) {
    client.close();
    await server.stop(5_000);
  }
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function alive(): boolean {
  return server?.child.exitCode === null && server.child.signalCode === null;
}

/** Ends every backend connected to the database (as the superuser, from another database); their states before. */
async function terminateBackends(name: string): Promise<string[]> {
  const rows = await adminQuery<{ state: string }>(
    'select state, pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return rows.map((row) => row.state);
}

/**
 * Ends every backend connected to the database at a moment when one of them is inside a transaction between two
 * statements (idle in transaction): one statement, polled, so the moment is the one terminated.
 */
async function terminateInsideTransaction(name: string): Promise<string[]> {
  const admin = await adminClient();
  try {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const { rows } = await admin.query<{ state: string }>(
        `select state, pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and exists (select 1 from pg_stat_activity
                                          where datname = $1 and state = 'idle in transaction')`,
        [name],
      );
      if (rows.length > 0) return rows.map((row) => row.state);
    }
    throw new Error('No transaction was caught between two statements within 5 s');
  } finally {
    await admin.end();
  }
}

async function bringBack(name: string): Promise<void> {
  await adminQuery(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
}

interface Outage {
  /** Milliseconds from taking the database down to /readyz answering 503. */
  noticedMs: number;
  /** Milliseconds from allowing connections again to /readyz 200 and a signed-in query answered. */
  recoveredMs: number;
  /** GraphQL answers, while the database was away, on the host of an organisation this process has resolved. */
  probes: Array<GraphQLAnswer<unknown>>;
  /** The same on hosts this process has not resolved yet (the host-name cache cannot answer for them). */
  unseen: Array<GraphQLAnswer<unknown>>;
  /** Every answer of the background load while the database was away (status or network error, time). */
  load: Array<{ status: number | string; ms: number }>;
}

/**
 * Runs one outage under a light load (two clients, a query every 50 ms each; with `signIns`, sign-ins as well) and
 * measures what the app does. With `pauseForTermination` the load holds its next request while the backends are
 * terminated, so that no connection is caught inside a transaction (the last test catches one on purpose).
 */
async function outage(options: { signIns: boolean; pauseForTermination: boolean }): Promise<Outage> {
  const database = scratch as ScratchDatabase;
  expect((await client.graphql(SIGNED_IN_QUERY)).errors).toBeUndefined();
  const samples: Array<{ at: number; status: number | string; ms: number }> = [];
  let loading = true;
  let paused = false;
  let inFlight = 0;
  const pace = async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    while (paused) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const queries = async (offset: number) => {
    for (let round = offset; loading; round += 1) {
      const started = performance.now();
      inFlight += 1;
      try {
        const answer = await client.graphql(PROBES[round % PROBES.length] as string, {}, { timeoutMs: 10_000 });
        samples.push({ at: started, status: answer.status, ms: answer.ms });
      } catch (error) {
        samples.push({ at: started, status: String(error), ms: performance.now() - started });
      } finally {
        inFlight -= 1;
      }
      await pace();
    }
  };
  // Sign-ins hold their transaction open while the password hash is checked (tens of milliseconds).
  const signIns = async () => {
    while (loading) {
      inFlight += 1;
      await httpRequest(client.port, {
        method: 'POST',
        path: '/auth/local',
        host: client.host,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'staff@demo.cohort.test',
          password: DEMO_ADMIN.password,
          replaceOldestSession: true,
        }),
        timeoutMs: 10_000,
      }).catch(() => undefined);
      inFlight -= 1;
      await pace();
    }
  };
  const loaders = [queries(0), queries(1), ...(options.signIns ? [signIns(), signIns(), signIns()] : [])];
  await new Promise((resolve) => setTimeout(resolve, 500));

  const down = performance.now();
  let states: string[] = [];
  let noticedMs = 0;
  let recoveredMs = 0;
  let up = 0;
  const probes: Array<GraphQLAnswer<unknown>> = [];
  const unseen: Array<GraphQLAnswer<unknown>> = [];
  try {
    await adminQuery(`ALTER DATABASE ${database.name} WITH ALLOW_CONNECTIONS false`);
    if (options.pauseForTermination) {
      paused = true;
      await waitFor(async () => inFlight === 0, 5_000);
    }
    states = options.pauseForTermination
      ? await terminateBackends(database.name)
      : await terminateInsideTransaction(database.name);
    paused = false;
    const readiness: string[] = [];
    await waitFor(async () => {
      const answer = await client.get('/readyz', ANSWER_WITHIN_MS).catch((error: Error) => error);
      readiness.push(answer instanceof Error ? answer.message : `${answer.status} in ${Math.round(answer.ms)} ms`);
      return !(answer instanceof Error) && answer.status === 503;
    }, ANSWER_WITHIN_MS).catch((error: Error) => {
      throw new Error(
        `${error.message}: /readyz answered ${readiness.slice(-3).join(', ')}\n${server?.output().slice(-3_000)}`,
      );
    });
    noticedMs = performance.now() - down;
    for (let round = 0; round < 3; round += 1) {
      for (const query of PROBES) probes.push(await client.graphql(query, {}, { timeoutMs: ANSWER_WITHIN_MS }));
      // An organisation whose host this process has not resolved yet (the host-name cache cannot answer for them).
      const stranger = new ProcessClient(client.port, `unseen-${round}`);
      unseen.push(await stranger.graphql('{ publicIncubator { id } }', {}, { timeoutMs: ANSWER_WITHIN_MS }));
      stranger.close();
      expect((await client.get('/readyz', ANSWER_WITHIN_MS)).status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    up = performance.now();
    await bringBack(database.name);
    recoveredMs = await waitFor(async () => {
      if ((await client.get('/readyz', ANSWER_WITHIN_MS)).status !== 200) return false;
      const answer = await client.graphql<{ currentUser: { email: string } }>(
        SIGNED_IN_QUERY,
        {},
        { timeoutMs: ANSWER_WITHIN_MS },
      );
      return answer.data?.currentUser?.email === DEMO_ADMIN.email;
    }, RECOVER_WITHIN_MS);
  } finally {
    loading = false;
    paused = false;
  }
  await Promise.all(loaders);
  const load = samples.filter((sample) => sample.at > down + noticedMs && sample.at < up);
  const summary = [...new Set([...probes, ...unseen].map((probe) => `${probe.status} ${probe.text}`))];
  console.info(
    `database outage drill (backends ${states.join(', ')}): /readyz 503 after ${Math.round(noticedMs)} ms, recovered in ${Math.round(recoveredMs)} ms; ` +
      `slowest answer while away ${Math.round(Math.max(...[...probes, ...unseen, ...load].map((s) => s.ms)))} ms; ` +
      `answers while away: ${summary.join(' | ')}`,
  );
  return { noticedMs, recoveredMs, probes, unseen, load };
}

describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL goes away under load and comes back', () => {
  it('says so on /readyz, never hangs, and recovers by itself without a restart', { timeout: 60_000 }, async () => {
    const pid = server?.child.pid;
    const result = await outage({ signIns: false, pauseForTermination: true });
    for (const probe of [...result.probes, ...result.unseen]) {
      expect(probe.ms).toBeLessThan(ANSWER_WITHIN_MS);
      // An error status, never data, while the database is away.
      expect(probe.status).toBeGreaterThanOrEqual(500);
      expect(probe.data ?? null).toBeNull();
    }
    for (const sample of result.load) {
      expect(sample.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(typeof sample.status).toBe('number');
    }
    expect(result.recoveredMs).toBeLessThan(RECOVER_WITHIN_MS);
    expect(alive()).toBe(true);
    expect(server?.child.pid).toBe(pid);
  });

  it('answers 503 SERVICE_UNAVAILABLE to GraphQL requests while the database is away', {
    timeout: 60_000,
  }, async () => {
    const result = await outage({ signIns: false, pauseForTermination: true });
    for (const probe of result.probes) {
      expect({ status: probe.status, code: probe.errors?.[0]?.extensions?.code }).toEqual({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
      });
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE on hosts not resolved yet while the database is away', {
    timeout: 60_000,
  }, async () => {
    const result = await outage({ signIns: false, pauseForTermination: true });
    for (const probe of result.unseen) {
      expect({ status: probe.status, code: probe.errors?.[0]?.extensions?.code }).toEqual({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
      });
    }
  });

  it('survives the termination of connections caught inside a transaction', { timeout: 60_000 }, async () => {
    try {
      await outage({ signIns: true, pauseForTermination: false });
    } finally {
      await bringBack((scratch as ScratchDatabase).name);
    }
    expect(alive()).toBe(true);
  });
});
