import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { migrateDatabase } from '../apps/server/src/platform/db/migrate.ts';
import { freePort, startServerProcess } from '../apps/server/test/server-process.ts';
import { freshPostgres, measureQueries, PASSWORD, SCALE, signInDemo } from './support.ts';

/**
 * `npm run bench:startups`: the portfolio page (25 of 2,000 startups, each in a programme, an industry, with two
 * people and an assigned mentor) and the first page of a startup timeline of 5,000 posts (each with a reply and
 * reactions), and the portfolio filtered on the Stage custom field (each startup answers it), as the demo admin. Prints requests/s and p99 at 32 connections. BENCH_SCALE, BENCH_SECONDS,
 * BENCH_DATABASE_URL and BENCH_DATA_DIR as for bench:shell.
 */
const STARTUPS = Math.round(2_000 * SCALE);
const POSTS = Math.round(5_000 * SCALE);

const databaseUrl = await freshPostgres(process.env.BENCH_DATABASE_URL);
const keep = process.env.BENCH_DATA_DIR;
const dataDir = keep ?? mkdtempSync(path.join(os.tmpdir(), 'cohort-bench-startups-'));
try {
  const started = performance.now();
  const database = await openDatabase({ dataDir, url: databaseUrl });
  await migrateDatabase(database);
  await seedDemo(database, PASSWORD);
  const [demo] = await database.ownerQuery<{ id: string; solaris: string; admin: string; mentor: string }>(
    `select i.id,
            (select id from startups s where s.incubator_id = i.id and s.name = 'Solaris Energy') as solaris,
            (select id from users u where u.incubator_id = i.id and u.email = 'admin@demo.cohort.test') as admin,
            (select id from users u where u.incubator_id = i.id and u.email = 'mentor@demo.cohort.test') as mentor
       from incubators i where i.slug = 'demo'`,
  );
  if (!demo) throw new Error('The demo organisation is missing');
  const org = demo.id;
  await database.ownerExec(`
    insert into startups (incubator_id, id, name, description, founding_year)
    select '${org}', gen_random_uuid(), 'Generated startup ' || n, 'A generated startup for the benchmark', 2000 + n % 26
      from generate_series(1, ${STARTUPS}) n;
    insert into startup_programs (incubator_id, startup_id, program_id)
    select s.incubator_id, s.id, (select id from programs p where p.incubator_id = s.incubator_id order by id limit 1)
      from startups s where s.incubator_id = '${org}' and s.name like 'Generated startup %';
    insert into startup_industries (incubator_id, startup_id, industry_id)
    select s.incubator_id, s.id, (select id from industries x where x.incubator_id = s.incubator_id order by id limit 1)
      from startups s where s.incubator_id = '${org}' and s.name like 'Generated startup %';
    insert into startup_members (incubator_id, startup_id, user_id)
    select s.incubator_id, s.id, u.id from startups s
      cross join lateral (select id from users u where u.incubator_id = s.incubator_id and u.email like 'founder%'
                           order by md5(s.id::text || u.id::text) limit 2) u
     where s.incubator_id = '${org}' and s.name like 'Generated startup %';
    insert into startup_assignations (incubator_id, startup_id, user_id)
    select incubator_id, id, '${demo.mentor}' from startups where incubator_id = '${org}' and name like 'Generated startup %';
    insert into timeline_posts (incubator_id, id, startup_id, message, is_public, created_by, created_at)
    select '${org}', gen_random_uuid(), '${demo.solaris}', '<p>Generated post ' || n || '</p>', n % 3 <> 0,
           '${demo.admin}', now() - n * interval '1 minute'
      from generate_series(1, ${POSTS}) n;
    insert into timeline_posts (incubator_id, id, startup_id, parent_id, message, is_public, created_by, created_at)
    select incubator_id, gen_random_uuid(), startup_id, id, '<p>A reply</p>', is_public, '${demo.mentor}', created_at + interval '10 seconds'
      from timeline_posts where incubator_id = '${org}' and message like '<p>Generated post %';
    insert into timeline_reactions (incubator_id, post_id, user_id, reaction)
    select incubator_id, id, '${demo.mentor}', 'LIKE' from timeline_posts
     where incubator_id = '${org}' and message like '<p>Generated post %';
    insert into custom_field_values (incubator_id, field_id, entity_id, option_ids)
    select s.incubator_id, f.id, s.id,
           array[f.options -> (abs(hashtext(s.id::text)) % jsonb_array_length(f.options)) ->> 'id']
      from startups s join custom_fields f on f.incubator_id = s.incubator_id and f.label = 'Stage'
     where s.incubator_id = '${org}' and s.name like 'Generated startup %';
    analyze;
  `);
  const [stage] = await database.ownerQuery<{ id: string; option: string }>(
    `select id, options -> 0 ->> 'id' as option from custom_fields where incubator_id = '${org}' and label = 'Stage'`,
  );
  const [counts] = await database.ownerQuery<{ startups: number; posts: number }>(
    `select (select count(*) from startups where incubator_id = '${org}')::int as startups,
            (select count(*) from timeline_posts where startup_id = '${demo.solaris}')::int as posts`,
  );
  await database.close();
  console.log(
    `generated ${counts?.startups} startups and a timeline of ${counts?.posts} posts and replies in ${((performance.now() - started) / 1000).toFixed(1)} s`,
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
    const token = await signInDemo(base, 'admin@demo.cohort.test');
    await measureQueries(base, token, {
      'portfolio page (25)':
        '{ startups(page: 0, pageSize: 25) { totalCount results { _id name logo description website foundingYear programs { name } industries { name } tags { name color } peopleIds assignedUserIds viewerCan { edit delete } } } }',
      'portfolio page filtered by a custom field (25)': `{ startups(page: 0, pageSize: 25, customFields: [{ fieldId: "${stage?.id}", optionIds: ["${stage?.option}"] }]) { totalCount results { _id name programs { name } industries { name } tags { name color } peopleIds } } }`,
      'timeline first page (10 with replies)': `{ startupEventTimeline(startupId: "${demo.solaris}") { posts { next results { ... on Event { _id message isPublic isPinned createdAt createdBy { fullName avatar role { label } } attachments { _id name } reactions { reaction count reactedByMe } replies { _id message createdBy { fullName } } canDelete } } } } }`,
    });
  } finally {
    await server.stop();
  }
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
