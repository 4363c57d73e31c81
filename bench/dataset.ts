import { seedDemo } from '../apps/server/src/demo/seed.ts';
import type { Database } from '../apps/server/src/platform/db/client.ts';
import { migrateDatabase } from '../apps/server/src/platform/db/migrate.ts';
import { PASSWORD } from './support.ts';

export interface Dataset {
  org: string;
  /** Solaris Energy, the startup with the long timeline. */
  solaris: string;
  /** The Stage custom field and one of its options (a quarter of the startups answer it). */
  stage: { id: string; option: string };
  counts: { users: number; tasks: number; deliveries: number; startups: number; posts: number };
}

/**
 * A large organisation, in the demo organisation: 10,000 users, 100,000 tasks (one assignee each) and
 * 1,000,000 notification deliveries (100,000 notifications to 10 people each); the coach has 100 notifications and
 * 10 tasks due within the day. 2,000 startups (each in a programme and an industry, with two founders and an
 * assigned mentor, each answering the Stage custom field) and a timeline of 5,000 posts on Solaris Energy (each
 * with a reply and a reaction, a third of them private). `scale` multiplies every count (0.1 for a quick run).
 */
export async function generateDataset(database: Database, scale: number): Promise<Dataset> {
  const USERS = Math.round(10_000 * scale);
  const TASKS = Math.round(100_000 * scale);
  const NOTIFICATIONS = Math.round(100_000 * scale);
  const STARTUPS = Math.round(2_000 * scale);
  const POSTS = Math.round(5_000 * scale);
  await migrateDatabase(database);
  await seedDemo(database, PASSWORD);
  const [demo] = await database.ownerQuery<{
    id: string;
    solaris: string;
    admin: string;
    mentor: string;
    coach: string;
    role_id: string;
    password_hash: string;
  }>(
    `select i.id,
            (select id from startups s where s.incubator_id = i.id and s.name = 'Solaris Energy') as solaris,
            (select id from users u where u.incubator_id = i.id and u.email = 'admin@demo.cohort.test') as admin,
            (select id from users u where u.incubator_id = i.id and u.email = 'mentor@demo.cohort.test') as mentor,
            c.id as coach, c.role_id, c.password_hash
       from incubators i join users c on c.incubator_id = i.id and c.email = 'coach@demo.cohort.test'
      where i.slug = 'demo'`,
  );
  if (!demo) throw new Error('The demo organisation is missing');
  const org = demo.id;
  await database.ownerExec(`
    insert into users (incubator_id, id, email, first_name, last_name, password_hash, role_id, status, validated)
    select '${org}', gen_random_uuid(), 'bench' || n || '@demo.cohort.test', 'Bench', 'Person ' || n,
           '${demo.password_hash}', '${demo.role_id}', 'active', true
      from generate_series(1, ${USERS}) n;
    create temporary table bench_people as
      select id, row_number() over (order by id) as n from users where incubator_id = '${org}';
    create index on bench_people (n);
    insert into tasks (incubator_id, id, name, due_date, created_by, completion_status)
    select '${org}', gen_random_uuid(), 'Generated task ' || n, now() + (n % 30) * interval '1 day', '${demo.coach}', 'PENDING'
      from generate_series(1, ${TASKS}) n;
    insert into task_assignees (incubator_id, id, task_id, type, value, done)
    select t.incubator_id, gen_random_uuid(), t.id, 'User',
           (select id from bench_people p where p.n = 1 + (abs(hashtext(t.id::text)) % ${USERS})), false
      from tasks t where t.incubator_id = '${org}' and t.name like 'Generated task %';
    insert into tasks (incubator_id, id, name, due_date, created_by, completion_status)
    select '${org}', gen_random_uuid(), 'Coach task ' || n, now() + interval '20 hours', '${demo.coach}', 'PENDING'
      from generate_series(1, 10) n;
    insert into task_assignees (incubator_id, id, task_id, type, value, done)
    select incubator_id, gen_random_uuid(), id, 'User', '${demo.coach}', false
      from tasks where incubator_id = '${org}' and name like 'Coach task %';
    insert into notifications (incubator_id, id, notification_type, url, sender_id)
    select '${org}', gen_random_uuid(), 'taskAssigned', '/tasks', '${demo.coach}'
      from generate_series(1, ${NOTIFICATIONS}) n;
    insert into notification_recipients (incubator_id, id, notification_id, user_id, message, created_at)
    select x.incubator_id, gen_random_uuid(), x.id, p.id, 'Generated notification', now() - random() * interval '60 days'
      from (select incubator_id, id, row_number() over (order by id) as n from notifications where incubator_id = '${org}') x
      join bench_people p on p.n between 1 + (x.n * 10) % ${USERS} and 10 + (x.n * 10) % ${USERS};
    insert into notification_recipients (incubator_id, id, notification_id, user_id, message)
    select incubator_id, gen_random_uuid(), id, '${demo.coach}', 'For the coach'
      from notifications where incubator_id = '${org}' limit 100;

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
  `);
  // As autovacuum would have left a database that grew over months (PGlite runs no autovacuum): hint bits and the
  // visibility map set, statistics fresh.
  await database.ownerExec('vacuum analyze');
  const [stage] = await database.ownerQuery<{ id: string; option: string }>(
    `select id, options -> 0 ->> 'id' as option from custom_fields where incubator_id = '${org}' and label = 'Stage'`,
  );
  const [counts] = await database.ownerQuery<Dataset['counts']>(
    `select (select count(*) from users)::int as users, (select count(*) from tasks)::int as tasks,
            (select count(*) from notification_recipients)::int as deliveries,
            (select count(*) from startups where incubator_id = '${org}')::int as startups,
            (select count(*) from timeline_posts where startup_id = '${demo.solaris}')::int as posts`,
  );
  if (!stage || !counts) throw new Error('The generated data is incomplete');
  return { org, solaris: demo.solaris, stage, counts };
}
