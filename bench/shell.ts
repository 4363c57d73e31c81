import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { migrateDatabase } from '../apps/server/src/platform/db/migrate.ts';
import { freePort, startServerProcess } from '../apps/server/test/server-process.ts';
import { freshPostgres, measureQueries, PASSWORD, SCALE, signInDemo } from './support.ts';

/**
 * `npm run bench:shell`: the notifications page and the today's-tasks panel on a large organisation.
 * Generates, in the demo organisation: 10,000 users, 100,000 tasks (one assignee each) and 1,000,000 notification
 * deliveries (100,000 notifications to 10 people each); the coach signs in with 100 notifications and 10 tasks a
 * day ahead of them. Prints requests/s and p99 at 32 connections. Set BENCH_SECONDS (default 10), BENCH_SCALE
 * (default 1; 0.1 for a quick run).
 */
const USERS = Math.round(10_000 * SCALE);
const TASKS = Math.round(100_000 * SCALE);
const NOTIFICATIONS = Math.round(100_000 * SCALE);

// BENCH_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres) runs the same on a
// fresh database `cohort_bench` there instead of the embedded one.
const databaseUrl = await freshPostgres(process.env.BENCH_DATABASE_URL);
// BENCH_DATA_DIR keeps the generated data folder for inspection (it is then not deleted).
const keep = process.env.BENCH_DATA_DIR;
const dataDir = keep ?? mkdtempSync(path.join(os.tmpdir(), 'cohort-bench-shell-'));
try {
  const started = performance.now();
  const database = await openDatabase({ dataDir, url: databaseUrl });
  await migrateDatabase(database);
  await seedDemo(database, PASSWORD);
  const [demo] = await database.ownerQuery<{ id: string }>("select id from incubators where slug = 'demo'");
  const [coach] = await database.ownerQuery<{ id: string; role_id: string; password_hash: string }>(
    "select id, role_id, password_hash from users where email = 'coach@demo.cohort.test'",
  );
  if (!demo || !coach) throw new Error('The demo organisation is missing');
  const org = demo.id;
  await database.ownerExec(`
    insert into users (incubator_id, id, email, first_name, last_name, password_hash, role_id, status, validated)
    select '${org}', gen_random_uuid(), 'bench' || n || '@demo.cohort.test', 'Bench', 'Person ' || n,
           '${coach.password_hash}', '${coach.role_id}', 'active', true
      from generate_series(1, ${USERS}) n;
    create temporary table bench_people as
      select id, row_number() over (order by id) as n from users where incubator_id = '${org}';
    create index on bench_people (n);
    insert into tasks (incubator_id, id, name, due_date, created_by, completion_status)
    select '${org}', gen_random_uuid(), 'Generated task ' || n, now() + (n % 30) * interval '1 day', '${coach.id}', 'PENDING'
      from generate_series(1, ${TASKS}) n;
    insert into task_assignees (incubator_id, id, task_id, type, value, done)
    select t.incubator_id, gen_random_uuid(), t.id, 'User',
           (select id from bench_people p where p.n = 1 + (abs(hashtext(t.id::text)) % ${USERS})), false
      from tasks t where t.incubator_id = '${org}' and t.name like 'Generated task %';
    insert into tasks (incubator_id, id, name, due_date, created_by, completion_status)
    select '${org}', gen_random_uuid(), 'Coach task ' || n, now() + interval '20 hours', '${coach.id}', 'PENDING'
      from generate_series(1, 10) n;
    insert into task_assignees (incubator_id, id, task_id, type, value, done)
    select incubator_id, gen_random_uuid(), id, 'User', '${coach.id}', false
      from tasks where incubator_id = '${org}' and name like 'Coach task %';
    insert into notifications (incubator_id, id, notification_type, url, sender_id)
    select '${org}', gen_random_uuid(), 'taskAssigned', '/tasks', '${coach.id}'
      from generate_series(1, ${NOTIFICATIONS}) n;
    insert into notification_recipients (incubator_id, id, notification_id, user_id, message, created_at)
    select x.incubator_id, gen_random_uuid(), x.id, p.id, 'Generated notification', now() - random() * interval '60 days'
      from (select incubator_id, id, row_number() over (order by id) as n from notifications where incubator_id = '${org}') x
      join bench_people p on p.n between 1 + (x.n * 10) % ${USERS} and 10 + (x.n * 10) % ${USERS};
    insert into notification_recipients (incubator_id, id, notification_id, user_id, message)
    select incubator_id, gen_random_uuid(), id, '${coach.id}', 'For the coach'
      from notifications where incubator_id = '${org}' limit 100;
    analyze;
  `);
  const [counts] = await database.ownerQuery<{ users: number; tasks: number; deliveries: number }>(
    `select (select count(*) from users)::int as users, (select count(*) from tasks)::int as tasks,
            (select count(*) from notification_recipients)::int as deliveries`,
  );
  await database.close();
  console.log(
    `generated ${counts?.users} users, ${counts?.tasks} tasks, ${counts?.deliveries} notification deliveries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const port = await freePort();
  const server = await startServerProcess({
    port,
    dataDir,
    env: { NODE_ENV: 'production', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  console.log(`database: ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`);
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await signInDemo(base, 'coach@demo.cohort.test');
    const endOfTomorrow = new Date(Date.now() + 2 * 86_400_000);
    endOfTomorrow.setUTCHours(0, 0, 0, 0);
    const targets = {
      'notifications page (16)':
        '{ notifications(pageSize: 16, currentPage: 0) { unreadCount meta { totalPages } notifications { _id isRead message createdAt notification { notificationType iconGroup url sender { fullName avatar } } } } }',
      "today's tasks panel (15)": `{ tasks(queryOptions: { before: "${endOfTomorrow.toISOString()}", approvalStatus: APPROVED, completionStatus: PENDING }, cursor: { limit: 15 }) { totalCount results { _id name dueDate viewerCan { toggle edit delete } createdBy { fullName } assignees { done user { fullName avatar } startup { name } } } } }`,
    };
    await measureQueries(base, token, targets);
  } finally {
    await server.stop();
  }
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
