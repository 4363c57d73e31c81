import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db/client.ts';
import { testDatabaseKind } from '../../test/harness.ts';
import { freePort, type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import {
  adminQuery,
  createScratchDatabase,
  DEMO_ADMIN,
  ProcessClient,
  queryDatabase,
  type ScratchDatabase,
} from '../../test/drills.ts';

/**
 * Drill of issue 11: the server process is killed (SIGKILL) in the middle of a bounded stream of writes; once it is
 * back on the same data, every write it acknowledged is there, and no write is half there. Then the same with a
 * graceful stop (SIGTERM): the writes in flight finish, and the process exits cleanly within its 10 s.
 *
 * Each write is a createTask for two people (the admin and a coach): a tasks row, two task_assignees rows and a
 * notification for the coach, in one transaction. A task with fewer assignees, or without its notification, would
 * be half there.
 */

const WRITES = 200;
const IN_FLIGHT = 8;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cohort-drill-kill-'));
let scratch: ScratchDatabase | null = null;
let server: ServerProcess | null = null;
let port = 0;
let adminId = '';
let coachId = '';

beforeAll(async () => {
  if (testDatabaseKind === 'postgres') scratch = await createScratchDatabase('cohort_drill_kill');
  port = await freePort();
});

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) await server.stop(5_000);
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  try {
    server = await startServerProcess({
      port,
      dataDir,
      env: scratch ? { DATABASE_URL: scratch.url, COHORT_DEMO: '1' } : {},
      timeoutMs: 60_000,
    });
  } catch (error) {
    // What the database was doing meanwhile (a start that waits on a lock prints nothing).
    const activity = scratch
      ? await adminQuery(
          `select pid, state, wait_event_type, wait_event, left(query, 120) as query from pg_stat_activity
            where datname = $1`,
          [scratch.name],
        )
      : [];
    throw new Error(`${(error as Error).message}\n${JSON.stringify(activity, null, 1)}`);
  }
  return server;
}

function exited(child: ServerProcess['child']): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
}

const CREATE_TASK = `mutation ($name: String, $due: DateTime!, $a: [AssigneeInput!]!) {
  createTask(name: $name, dueDate: $due, assignees: $a) { _id name }
}`;

interface Outcome {
  name: string;
  /** The id the server answered with, when it acknowledged the write. */
  id: string | null;
  /** What happened otherwise (status, error, network failure). */
  failure: string | null;
}

/**
 * Sends up to WRITES createTask mutations, IN_FLIGHT at a time, and calls `stop` once `stopAfter` were acknowledged
 * (HTTP 200 without errors, with the created id); sends no more after that.
 */
async function writeStream(client: ProcessClient, prefix: string, stopAfter: number, stop: () => void) {
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const outcomes: Outcome[] = [];
  let next = 0;
  let acknowledged = 0;
  let stopped = false;
  const worker = async () => {
    while (next < WRITES && !stopped) {
      const name = `${prefix}${String(next).padStart(3, '0')}`;
      next += 1;
      const outcome: Outcome = { name, id: null, failure: null };
      outcomes.push(outcome);
      try {
        const variables = {
          name,
          due,
          a: [
            { type: 'User', value: adminId },
            { type: 'User', value: coachId },
          ],
        };
        const answer = await client.graphql<{ createTask: { _id: string } }>(CREATE_TASK, variables, {
          timeoutMs: 15_000,
        });
        if (answer.status === 200 && !answer.errors && answer.data?.createTask._id) {
          outcome.id = answer.data.createTask._id;
          acknowledged += 1;
          if (acknowledged === stopAfter && !stopped) {
            stopped = true;
            stop();
          }
        } else {
          outcome.failure = `${answer.status} ${answer.text}`;
        }
      } catch (error) {
        outcome.failure = (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return outcomes;
}

interface Integrity {
  name: string;
  id: string;
  assignees: number;
  notified: number;
}

/** Every task of the run with its assignees and the coach's notifications naming it, read with SQL. */
async function readTasks(prefix: string): Promise<Integrity[]> {
  const text = `select t.name, t.id::text as id,
            (select count(*)::int from task_assignees a where a.incubator_id = t.incubator_id and a.task_id = t.id) as assignees,
            (select count(*)::int from notification_recipients r
              where r.incubator_id = t.incubator_id and r.user_id = $2 and position(t.name in r.message) > 0) as notified
       from tasks t where t.name like $1 order by t.name`;
  const params = [`${prefix}%`, coachId];
  if (scratch) return queryDatabase<Integrity & Record<string, unknown>>(scratch.url, text, params);
  // PGlite: the server has stopped; open its data folder (as the owner, who sees every organisation).
  const database = await openDatabase({ dataDir });
  try {
    return await database.ownerQuery<Integrity & Record<string, unknown>>(text, params);
  } finally {
    await database.close();
  }
}

/** The ids the task list of the admin shows for a name prefix, through the API. */
async function listedTasks(client: ProcessClient, prefix: string): Promise<Set<string>> {
  const listed = new Set<string>();
  let cursor: string | null = null;
  do {
    const page: { data?: { tasks: { next: string | null; results: Array<{ _id: string }> } } | null } =
      await client.graphql<{ tasks: { next: string | null; results: Array<{ _id: string }> } }>(
        'query ($search: String, $next: String) { tasks(queryOptions: { search: $search }, cursor: { limit: 100, next: $next }) { next results { _id } } }',
        { search: prefix, next: cursor },
      );
    for (const task of page.data?.tasks.results ?? []) listed.add(task._id);
    cursor = page.data?.tasks.next ?? null;
  } while (cursor);
  return listed;
}

/**
 * After the restart: every acknowledged write is listed through the API and is in the database with its id, and
 * every task of the run (acknowledged or not) is whole. Stops the server first on PGlite (SQL reads its folder).
 */
async function checkWrites(client: ProcessClient, prefix: string, outcomes: Outcome[]) {
  const acked = outcomes.filter((outcome) => outcome.id !== null);
  const listed = await listedTasks(client, prefix);
  expect(acked.filter((outcome) => !listed.has(outcome.id as string)).map((outcome) => outcome.name)).toEqual([]);
  if (!scratch) {
    client.close();
    expect(await server?.stop(15_000)).toBe(0);
  }
  const rows = await readTasks(prefix);
  const byName = new Map(rows.map((row) => [row.name, row]));
  for (const outcome of acked) expect(byName.get(outcome.name)?.id, outcome.name).toBe(outcome.id);
  expect(rows.filter((row) => row.assignees !== 2 || row.notified !== 1)).toEqual([]);
  // Nothing was made up: every task of the run was sent.
  const sent = new Set(outcomes.map((outcome) => outcome.name));
  expect(rows.filter((row) => !sent.has(row.name))).toEqual([]);
  return { acked: acked.length, present: rows.length };
}

/** What the graceful stop of the second test did, for the third. */
let gracefulStop: { code: number | null; signal: string | null; ms: number; output: string } | null = null;

describe(`kill -9 during a bounded stream of writes (${testDatabaseKind})`, () => {
  it('keeps every acknowledged write, whole, across a SIGKILL and a restart', { timeout: 120_000 }, async () => {
    const victim = await start();
    const client = new ProcessClient(port, 'demo');
    await client.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const me = await client.graphql<{ currentUser: { _id: string } }>('{ currentUser { _id } }');
    const people = await client.graphql<{ people: { results: Array<{ _id: string; email: string }> } }>(
      '{ people(pageSize: 100) { results { _id email } } }',
    );
    adminId = me.data?.currentUser._id as string;
    coachId = people.data?.people.results.find((person) => person.email === 'coach@demo.cohort.test')?._id as string;
    expect(adminId).toBeTruthy();
    expect(coachId).toBeTruthy();

    const prefix = `drill-kill-${Date.now().toString(36)}-`;
    const outcomes = await writeStream(client, prefix, 80, () => victim.child.kill('SIGKILL'));
    await exited(victim.child);
    client.close();
    expect(victim.child.signalCode).toBe('SIGKILL');
    expect(outcomes.filter((outcome) => outcome.id !== null).length).toBeGreaterThanOrEqual(80);
    // Writes were in flight when the process died: the drill is only meaningful if the kill cut the stream.
    expect(outcomes.some((outcome) => outcome.failure !== null)).toBe(true);

    // Back on the same data: the session still holds, and the server takes new writes.
    await start();
    const again = new ProcessClient(port, 'demo');
    again.token = client.token;
    const after = await again.graphql(CREATE_TASK, {
      name: 'drill-kill: after the restart',
      due: new Date(Date.now() + 86_400_000).toISOString(),
      a: [{ type: 'User', value: coachId }],
    });
    expect(after.errors).toBeUndefined();
    const { acked, present } = await checkWrites(again, prefix, outcomes);
    console.info(
      `kill -9 drill (${testDatabaseKind}): ${outcomes.length} writes sent, ${acked} acknowledged, ${present} ` +
        `present after the restart (${present - acked} unacknowledged ones committed)`,
    );
  });

  it('keeps every acknowledged write across a SIGTERM in the middle of the stream', { timeout: 120_000 }, async () => {
    const stopping = server?.child.exitCode === null && server.child.signalCode === null ? server : await start();
    const client = new ProcessClient(port, 'demo');
    await client.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const prefix = `drill-term-${Date.now().toString(36)}-`;
    let signalled = 0;
    const outcomes = await writeStream(client, prefix, 40, () => {
      signalled = performance.now();
      stopping.child.kill('SIGTERM');
    });
    await exited(stopping.child);
    gracefulStop = {
      code: stopping.child.exitCode,
      signal: stopping.child.signalCode,
      ms: performance.now() - signalled,
      output: stopping.output().slice(-2_000),
    };
    client.close();
    // The requests in flight when the signal came were answered (in-flight requests finish).
    expect(outcomes.filter((outcome) => outcome.id !== null).length).toBeGreaterThanOrEqual(40);
    // It stopped by itself, within its own deadline.
    expect(gracefulStop.signal).toBeNull();
    expect(gracefulStop.ms).toBeLessThan(11_000);

    await start();
    const again = new ProcessClient(port, 'demo');
    again.token = client.token;
    const { acked, present } = await checkWrites(again, prefix, outcomes);
    console.info(
      `SIGTERM drill (${testDatabaseKind}): ${outcomes.length} writes sent, ${acked} acknowledged, ${present} present ` +
        `after the restart; the process exited with ${gracefulStop.code} after ${Math.round(gracefulStop.ms)} ms`,
    );
  });

  it('exits 0 within its deadline when stopped with SIGTERM during the stream', () => {
    if (!gracefulStop) throw new Error('The SIGTERM drill did not run');
    expect(gracefulStop.output).not.toContain('Shutdown took longer');
    expect(gracefulStop.code).toBe(0);
  });
});
