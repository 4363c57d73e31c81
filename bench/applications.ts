import { existsSync } from 'node:fs';
import path from 'node:path';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import type { Database } from '../apps/server/src/platform/db/client.ts';
import { migrateDatabase } from '../apps/server/src/platform/db/migrate.ts';
import { benchSuite, type Suite } from './requests.ts';
import { PASSWORD } from './support.ts';

/**
 * `npm run bench:applications` (issue 14): the staff overview and the dashboard over a call of 20,000 applications,
 * on PGlite and on PostgreSQL, with the figures of bench/requests.ts (statements per request, API requests/s and
 * p99 at 32 connections, the same SQL replayed directly, and their ratio). BENCH_SCALE, BENCH_SECONDS and
 * BENCH_DATABASES as there.
 */
export interface ApplicationsDataset {
  org: string;
  funnel: string;
  /** The funnel's first round (a form round). */
  round: string;
  applications: number;
}

/** The demo call's 60 applications, copied until there are `count`: each copy with its applicant, sheets and history. */
export async function generateApplications(database: Database, scale: number): Promise<ApplicationsDataset> {
  const COUNT = Math.round(20_000 * scale);
  await migrateDatabase(database);
  await seedDemo(database, PASSWORD);
  const [demo] = await database.ownerQuery<{ org: string; funnel: string; round: string; existing: number }>(
    `select i.id as org, f.id as funnel,
            (select r.id from funnel_rounds r where r.incubator_id = i.id and r.funnel_id = f.id order by r.position limit 1) as round,
            (select count(*)::int from applications a where a.incubator_id = i.id and a.funnel_id = f.id) as existing
       from incubators i join funnels f on f.incubator_id = i.id and f.slug = 'spring-accelerator-2027'
      where i.slug = 'demo'`,
  );
  if (!demo || demo.existing === 0) throw new Error('The demo call is missing');
  const copies = Math.max(0, Math.ceil((COUNT - demo.existing) / demo.existing));
  const { org, funnel } = demo;
  await database.ownerExec(`
    create temporary table bench_copies as
      select a.id as source, a.applicant_id as source_applicant, gen_random_uuid() as id,
             gen_random_uuid() as applicant, n
        from applications a cross join generate_series(1, ${copies}) n
       where a.incubator_id = '${org}' and a.funnel_id = '${funnel}' and a.applicant_id is not null;
    insert into users (incubator_id, id, email, first_name, last_name, password_hash, role_id, status, validated)
    select u.incubator_id, c.applicant, 'bench-' || c.n || '-' || u.email, u.first_name, u.last_name || ' ' || c.n,
           u.password_hash, u.role_id, u.status, u.validated
      from bench_copies c join users u on u.incubator_id = '${org}' and u.id = c.source_applicant;
    insert into applications (incubator_id, id, funnel_id, round_id, status, applicant_id, startup_name, language,
                              submitted_at, decided_at, round_entered_at, status_changed_at, created_by, created_at,
                              updated_at)
    select a.incubator_id, c.id, a.funnel_id, a.round_id, a.status, c.applicant, a.startup_name || ' ' || c.n, a.language,
           a.submitted_at - (c.n % 90) * interval '1 day', a.decided_at - (c.n % 90) * interval '1 day',
           a.round_entered_at - (c.n % 90) * interval '1 day', a.status_changed_at - (c.n % 90) * interval '1 day',
           c.applicant, a.created_at - (c.n % 90) * interval '1 day', a.updated_at
      from bench_copies c join applications a on a.incubator_id = '${org}' and a.id = c.source;
    insert into application_members (incubator_id, application_id, user_id, role, created_at)
    select '${org}', c.id, c.applicant, 'owner', now() from bench_copies c;
    insert into form_responses (incubator_id, id, form_id, base_id, respondent_id, subject_kind, subject_id, subject_key,
                                status, answers, language, score, max_score, section_scores, submitted_at, created_at,
                                updated_at)
    select r.incubator_id, gen_random_uuid(), r.form_id, r.base_id, c.applicant, r.subject_kind, c.id, c.id::text,
           r.status, r.answers, r.language, r.score, r.max_score, r.section_scores, r.submitted_at, r.created_at,
           r.updated_at
      from bench_copies c
      join form_responses r on r.incubator_id = '${org}' and r.subject_kind = 'application' and r.subject_id = c.source;
    insert into application_status_changes (incubator_id, id, application_id, funnel_id, from_status, to_status,
                                             from_round_id, to_round_id, actor_id, created_at)
    select s.incubator_id, gen_random_uuid(), c.id, s.funnel_id, s.from_status, s.to_status, s.from_round_id,
           s.to_round_id, s.actor_id, s.created_at - (c.n % 90) * interval '1 day'
      from bench_copies c join application_status_changes s on s.incubator_id = '${org}' and s.application_id = c.source;
    insert into application_tags (incubator_id, application_id, tag_id)
    select '${org}', c.id, t.id
      from bench_copies c join tags t on t.incubator_id = '${org}'
     where c.n % 7 = 0 and t.id = (select min(id::text)::uuid from tags where incubator_id = '${org}');
    drop table bench_copies;
    analyze;
  `);
  const [total] = await database.ownerQuery<{ count: number }>(
    `select count(*)::int as count from applications where incubator_id = '${org}' and funnel_id = '${funnel}'`,
  );
  return { org, funnel, round: demo.round, applications: total?.count ?? 0 };
}

const ROW = `_id status startupName startup { _id name } applicant { _id fullName firstName lastName avatar }
  applicantLabel applicantCode funnel { _id name } round { _id name kind } tags { _id name color } submittedAt createdAt
  duplicateCount`;

export const APPLICATIONS: Suite<ApplicationsDataset> = {
  generate: generateApplications,
  describe: (data) => `a call of ${data.applications} applications`,
  targets: [
    {
      name: 'applications overview (25)',
      email: 'admin@demo.cohort.test',
      goal: false,
      query: () => `{ applications(page: 0, pageSize: 25) { totalCount page pageSize results { ${ROW} } } }`,
    },
    {
      name: 'applications overview, filtered (25)',
      email: 'admin@demo.cohort.test',
      goal: false,
      query: (data) =>
        `{ applications(page: 0, pageSize: 25, sort: { field: STARTUP_NAME, direction: ASC }, filter: { funnelIds: ["${data.funnel}"], statuses: [under_review], roundIds: ["intake", "${data.round}"], answers: [{ questionId: "stage", values: ["seed", "series_a"] }], search: "a" }) { totalCount page pageSize results { ${ROW} } } }`,
    },
    {
      name: 'queue bar',
      email: 'admin@demo.cohort.test',
      goal: false,
      query: (data) =>
        `{ applicationQueue(filter: { funnelIds: ["${data.funnel}"] }) { total statuses { status count } rounds { roundId name funnelId position count } } }`,
    },
    {
      name: 'applications dashboard',
      email: 'admin@demo.cohort.test',
      goal: false,
      query: (data) =>
        `{ applicationsDashboard(filter: { funnelId: "${data.funnel}" }) { total submitted pending decided accepted byStatus { status count } byStage { roundId count } days { day created submitted } conversion { step count } timeInStage { roundId applications medianSeconds averageSeconds } questions { questionId answered options { value count } } } }`,
    },
  ],
};

if (process.argv[1]?.endsWith('applications.ts')) {
  if (!existsSync(path.resolve(import.meta.dirname, '../node_modules'))) throw new Error('Run npm install first');
  await benchSuite(APPLICATIONS);
}
