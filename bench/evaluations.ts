import { existsSync } from 'node:fs';
import path from 'node:path';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import type { Database } from '../apps/server/src/platform/db/client.ts';
import { migrateDatabase } from '../apps/server/src/platform/db/migrate.ts';
import { benchSuite, type Suite } from './requests.ts';
import { PASSWORD } from './support.ts';

/**
 * `npm run bench:evaluations` (issue 15): the results table of an evaluation round of 1,000 applications with three
 * submitted reviews each by the demo's panel of eight (calibration, agreement, aggregations per criterion), and the
 * assignment page's first 50 applications, on PGlite and PostgreSQL, with the figures of bench/requests.ts.
 */
export interface EvaluationsDataset {
  org: string;
  round: string;
  applications: number;
  reviews: number;
}

export async function generateEvaluations(database: Database, scale: number): Promise<EvaluationsDataset> {
  const COUNT = Math.max(20, Math.round(1_000 * scale));
  await migrateDatabase(database);
  await seedDemo(database, PASSWORD);
  const [demo] = await database.ownerQuery<{ org: string; round: string; form: string; existing: number }>(
    `select i.id as org, r.id as round, r.form_id as form,
            (select count(*)::int from applications a where a.incubator_id = i.id and a.round_id = r.id) as existing
       from incubators i join funnel_rounds r on r.incubator_id = i.id and r.kind = 'evaluation'
      where i.slug = 'demo'`,
  );
  if (!demo || demo.existing === 0) throw new Error("The demo call's evaluation round is missing");
  const { org, round } = demo;
  const copies = Math.max(0, Math.ceil((COUNT - demo.existing) / demo.existing));
  // Copies of the round's applications (with their applicants and intake answers), then three submitted reviews
  // each by three of the eight evaluators, scores spread by the evaluator's strictness.
  await database.ownerExec(`
    create temporary table bench_copies as
      select a.id as source, a.applicant_id as source_applicant, gen_random_uuid() as id,
             gen_random_uuid() as applicant, n
        from applications a cross join generate_series(1, ${copies}) n
       where a.incubator_id = '${org}' and a.round_id = '${round}' and a.applicant_id is not null;
    insert into users (incubator_id, id, email, first_name, last_name, password_hash, role_id, status, validated)
    select u.incubator_id, c.applicant, 'bench-' || c.n || '-' || u.email, u.first_name, u.last_name || ' ' || c.n,
           u.password_hash, u.role_id, u.status, u.validated
      from bench_copies c join users u on u.incubator_id = '${org}' and u.id = c.source_applicant;
    insert into applications (incubator_id, id, funnel_id, round_id, status, applicant_id, startup_name, language,
                              submitted_at, round_entered_at, status_changed_at, created_by, created_at, updated_at)
    select a.incubator_id, c.id, a.funnel_id, a.round_id, a.status, c.applicant, a.startup_name || ' ' || c.n,
           a.language, a.submitted_at, a.round_entered_at, a.status_changed_at, c.applicant, a.created_at, a.updated_at
      from bench_copies c join applications a on a.incubator_id = '${org}' and a.id = c.source;
    insert into application_members (incubator_id, application_id, user_id, role, created_at)
    select '${org}', c.id, c.applicant, 'owner', now() from bench_copies c;
    insert into form_responses (incubator_id, id, form_id, base_id, respondent_id, subject_kind, subject_id, subject_key,
                                status, answers, language, submitted_at, created_at, updated_at)
    select r.incubator_id, gen_random_uuid(), r.form_id, r.base_id, c.applicant, r.subject_kind, c.id, c.id::text,
           r.status, r.answers, r.language, r.submitted_at, r.created_at, r.updated_at
      from bench_copies c
      join form_responses r on r.incubator_id = '${org}' and r.subject_kind = 'application' and r.subject_id = c.source;
    create temporary table bench_panel as
      select user_id, (row_number() over (order by user_id))::int - 1 as k
        from evaluation_evaluators where incubator_id = '${org}' and round_id = '${round}';
    insert into evaluation_assignments (incubator_id, id, round_id, application_id, evaluator_id, status, form_id,
                                        answers, score, max_score, submitted_at)
    select '${org}', gen_random_uuid(), '${round}', c.id, p.user_id, 'submitted', '${demo.form}',
           jsonb_build_object('team_fit', v.mark, 'team_complete', jsonb_build_object('values', jsonb_build_array('yes')),
                              'market_size', v.mark, 'traction', v.mark),
           v.mark * 3 + 3, 18, now()
      from bench_copies c
      cross join lateral (select (abs(hashtext(c.id::text)) % 8) as first) f
      join bench_panel p on p.k in (f.first, (f.first + 3) % 8, (f.first + 5) % 8)
      cross join lateral (select greatest(1, least(5, 1 + (abs(hashtext(c.id::text || p.user_id::text)) % 5)
                                                     + (p.k % 3) - 1)) as mark) v;
    drop table bench_copies;
    drop table bench_panel;
    analyze;
  `);
  const [counts] = await database.ownerQuery<{ applications: number; reviews: number }>(
    `select (select count(*)::int from applications where incubator_id = '${org}' and round_id = '${round}') as applications,
            (select count(*)::int from evaluation_assignments where incubator_id = '${org}' and round_id = '${round}') as reviews`,
  );
  return { org, round, applications: counts?.applications ?? 0, reviews: counts?.reviews ?? 0 };
}

const AGGREGATES = 'average count max median min sum';

export const EVALUATIONS: Suite<EvaluationsDataset> = {
  generate: generateEvaluations,
  describe: (data) => `an evaluation round of ${data.applications} applications and ${data.reviews} reviews`,
  targets: [
    {
      name: 'evaluation results (whole round)',
      email: 'admin@demo.cohort.test',
      goal: false,
      query: (data) =>
        `{ evaluationResults(roundId: "${data.round}") { roundName criteria { _id label max }
          rows { applicationId label status roundName total { ${AGGREGATES} } calibrated rawRank calibratedRank spread
            missing criteria { criterionId scores { ${AGGREGATES} } } }
          evaluators { evaluator { _id firstName lastName } count mean sd offset flags }
          agreement { alpha meaning pairable } rawAgreement { alpha meaning } disagreements
          missing { assignmentId applicationLabel status } } }`,
    },
    {
      name: 'assignment page (50)',
      email: 'admin@demo.cohort.test',
      goal: false,
      query: (data) =>
        `{ evaluationRound(id: "${data.round}") { _id name reviewsNeeded applicationCount
          evaluators { user { _id firstName lastName } cap load submitted expertise }
          applications { _id label status tags assignments { _id status score evaluator { _id firstName } }
            conflicts { evaluatorId reason } } } }`,
    },
  ],
};

if (process.argv[1]?.endsWith('evaluations.ts')) {
  if (!existsSync(path.resolve(import.meta.dirname, '../node_modules'))) throw new Error('Run npm install first');
  await benchSuite(EVALUATIONS);
}
