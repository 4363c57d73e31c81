import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ical from 'ical-generator';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import { putEvent } from '../apps/server/src/platform/calendar/caldav.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { migrateDatabase } from '../apps/server/src/platform/db/migrate.ts';
import { RADICALE_PATH, startRadicale } from '../apps/server/test/radicale.ts';
import { freePort, startServerProcess } from '../apps/server/test/server-process.ts';
import { freshPostgres, loadTest, PASSWORD, SECONDS } from './support.ts';

/**
 * `node bench/coaching-calendar.ts` (issue 16, performance): the demo mentor's free slots over four weeks through the
 * API on PostgreSQL, once their linked CalDAV calendar (Debian's radicale, started here) holds 200 busy events. Prints
 * the first request (which reads the calendar server), then requests/s and p99 at 1 and 8 connections (the calendar's
 * busy times are kept a minute, so these are the requests that follow). Never asserts on time.
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; `none` skips); needs radicale.
 */
const EVENTS = 200;
const HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', host: 'demo.localhost' };

async function main() {
  const configured = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (configured === 'none') return;
  if (!existsSync(RADICALE_PATH)) {
    console.log('radicale is not installed: coaching calendar skipped');
    return;
  }
  let url: string;
  try {
    url = (await freshPostgres(configured, 'cohort_bench_calendar')) as string;
  } catch (error) {
    console.log(
      `PostgreSQL at ${configured} is not reachable (${(error as Error).message}): coaching calendar skipped`,
    );
    return;
  }
  const database = await openDatabase({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'cohort-bench-cal-')), url });
  await migrateDatabase(database);
  await seedDemo(database, PASSWORD);
  await database.close();

  const radicale = await startRadicale({ mentor: 'mentor-calendar' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cohort-bench-cal-server-'));
  const port = await freePort();
  const server = await startServerProcess({ port, dataDir, env: { NODE_ENV: 'production', DATABASE_URL: url } });
  try {
    const base = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${base}/auth/local`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ email: 'mentor@demo.cohort.test', password: PASSWORD, incubator: 'demo' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
      const answer = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { ...HEADERS, authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await answer.json()) as {
        data?: Record<string, { _id?: string } & Record<string, unknown>>;
        errors?: unknown;
      };
    };
    const linked = await graphql(
      'mutation ($u: String!) { linkCalDavCalendar(serverUrl: $u, username: "mentor", password: "mentor-calendar") { calendarName } }',
      { u: radicale.url },
    );
    if (!linked.data) throw new Error(`linking failed: ${JSON.stringify(linked.errors)}`);
    const me = await graphql('{ currentUser { _id } }');
    const hostId = me.data?.currentUser?._id;
    // 200 events of 30 minutes over the four weeks, written as a calendar client would.
    const from = new Date();
    const to = new Date(from.getTime() + 28 * 86_400_000);
    const link = { serverUrl: radicale.url, username: 'mentor', password: 'mentor-calendar' };
    for (let i = 0; i < EVENTS; i += 1) {
      const start = new Date(Math.floor((from.getTime() + (i + 1) * 3.3 * 3_600_000) / 900_000) * 900_000);
      const event = ical();
      event.createEvent({
        id: `busy-${i}@bench`,
        start,
        end: new Date(start.getTime() + 30 * 60_000),
        summary: 'Busy',
      });
      await putEvent(link, `busy-${i}@bench`, event.toString());
    }
    const query = `{ freeSlots(hostId: "${hostId}", from: "${from.toISOString()}", to: "${to.toISOString()}", duration: 60) { startsAt } }`;
    const first = performance.now();
    const answer = await graphql(query);
    const firstMs = performance.now() - first;
    const slots = (answer.data?.freeSlots as unknown as unknown[] | undefined)?.length;
    if (slots === undefined) throw new Error(`freeSlots failed: ${JSON.stringify(answer.errors)}`);
    console.log(
      `[postgres] free slots, 4 weeks, ${EVENTS} busy events in the linked calendar: first request (reads the calendar) ${firstMs.toFixed(0)} ms, ${slots} slots`,
    );
    const request = {
      url: `${base}/graphql`,
      method: 'POST' as const,
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    };
    for (const connections of [1, 8]) {
      const result = await loadTest({ ...request, connections, seconds: Math.min(SECONDS, 20) });
      console.log(
        `[postgres] free slots, 4 weeks, ${EVENTS} busy events, at ${connections} connection(s): ${result.rps.toFixed(0)} requests/s, p99 ${result.p99.toFixed(0)} ms, errors ${result.errors} (${result.tool})`,
      );
    }
  } finally {
    await server.stop();
    await radicale.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('coaching-calendar.ts')) {
  if (!existsSync(path.resolve(import.meta.dirname, '../node_modules'))) throw new Error('Run npm install first');
  await main();
}

export { main as benchCoachingCalendar };
