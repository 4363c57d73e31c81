import type { FormQuestion } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import {
  applicationsOrganisation,
  type Call,
  createCall,
  type Gql,
  type Person,
  submittedApplication,
} from '../applications/application.fixtures.ts';
import { applications } from '../applications/index.ts';
import { emailMessages } from '../mail/index.ts';
import { createStartup } from '../startups/index.ts';
import { taskAssignees, tasks } from '../tasks/index.ts';
import { sweepEvaluationReminders } from './evaluation.jobs.ts';
import { EVALUATION_MESSAGES, redactAnswers } from './evaluation.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(process.env.EVAL_DEBUG ? { logLevel: 'error' } : {});
});
afterAll(async () => {
  await server.close();
});

const en = (value: string) => [{ language: 'en' as const, value }];
const SCORECARD: FormQuestion[] = [
  { id: 'team_s', questionType: 'section', label: en('Team') },
  { id: 'team', questionType: 'number_scale', label: en('Team'), validations: { required: true, min: 0, max: 10 } },
  { id: 'market_s', questionType: 'section', label: en('Market') },
  {
    id: 'market',
    questionType: 'select_radio',
    label: en('Market size'),
    options: [
      { value: 'small', labels: en('Small'), numericalValue: 1 },
      { value: 'large', labels: en('Large'), numericalValue: 5 },
    ],
    validations: { required: true },
  },
  { id: 'notes', questionType: 'text_long', label: en('Notes') },
];

const ROUND_FIELDS = `_id name reviewsNeeded anonymous scoresVisible reviewsEditable lateReviews formId canManage
  applicationCount evaluators { user { _id } cap load submitted }
  applications { _id label status assignments { _id evaluator { _id } status score } conflicts { evaluatorId reason } }`;
const ROUND = `query ($id: ID!) { evaluationRound(id: $id) { ${ROUND_FIELDS} } }`;
const UPDATE = `mutation ($input: EvaluationRoundInput!) { updateEvaluationRound(input: $input) { ${ROUND_FIELDS} } }`;
const POOL = `mutation ($r: ID!, $e: [EvaluationEvaluatorInput!]!) { setRoundEvaluators(roundId: $r, evaluators: $e) { _id evaluators { user { _id } cap } } }`;
const PREVIEW = `mutation ($r: ID!, $p: [EvaluationPairInput!], $f: [EvaluationPairInput!]) {
  previewEvaluationAssignment(roundId: $r, pinned: $p, forbidden: $f) {
    pairs { evaluatorId applicationId fit kept pinned } loads { evaluatorId load cap }
    covered applicationCount newPairs averageFit method status
    shortfalls { applicationId applicationLabel missing eligible conflicts forbidden reason message } droppedPins } }`;
const APPLY = `mutation ($r: ID!, $p: [EvaluationPairInput!]!) { applyEvaluationAssignment(roundId: $r, pairs: $p) }`;
const MINE = '{ myEvaluations { _id applicationLabel roundName funnelName status score deadline } }';
const REVIEW = `query ($id: ID!) { evaluationReview(id: $id) { _id status applicationLabel anonymous canEdit lockedReason
  formTitle questions answers score maxScore sections { _id title questions answers } otherScores { evaluatorName score } } }`;
const SAVE = `mutation ($id: ID!, $a: JSON!) { saveEvaluationDraft(id: $id, answers: $a) { _id status answers score } }`;
const SUBMIT = `mutation ($id: ID!, $a: JSON!) { submitEvaluation(id: $id, answers: $a) { _id status score maxScore otherScores { score } } }`;
const RESULTS = `query ($r: ID!) { evaluationResults(roundId: $r) {
  roundName criteria { _id label max } model
  rows { applicationId label total { average count max median min sum } calibrated rawRank calibratedRank spread missing
    criteria { criterionId scores { average count } } }
  evaluators { evaluator { _id } count mean sd offset flags }
  agreement { alpha meaning pairable } rawAgreement { alpha meaning }
  disagreements missing { assignmentId evaluator { _id } applicationLabel status remindedAt } } }`;

interface Assignment {
  _id: string;
  evaluator: { _id: string };
  status: string;
  score: number | null;
}
interface RoundData {
  _id: string;
  reviewsNeeded: number;
  anonymous: boolean;
  applications: {
    _id: string;
    label: string;
    assignments: Assignment[];
    conflicts: { evaluatorId: string; reason: string }[];
  }[];
  evaluators: { user: { _id: string }; cap: number; load: number; submitted: number }[];
}

let admin: Person;
let coach: Person;
let evaluators: Person[];
let applicants: Person[];
let call: Call;
let roundId: string;
let orgId: string;
let setupOrg: { slug: string };
const appIds: string[] = [];

async function outbox(to: string) {
  return withTenant(server.database.db, orgId, (tx) =>
    tx
      .select({ template: emailMessages.template, text: emailMessages.text })
      .from(emailMessages)
      .where(and(eq(emailMessages.incubatorId, orgId), eq(emailMessages.toAddress, to))),
  );
}

async function round(gql: Gql = admin.gql): Promise<RoundData> {
  const result = await gql<{ evaluationRound: RoundData }>(ROUND, { id: roundId });
  expect(result.errors).toBeUndefined();
  return result.data?.evaluationRound as RoundData;
}

describe('evaluation rounds', () => {
  beforeAll(async () => {
    const setup = await applicationsOrganisation(server, {
      anonymityApplications: true,
      evaluationVisibility: true,
      evaluationSubmissionSettings: true,
    });
    orgId = setup.org.id;
    setupOrg = setup.org;
    admin = await setup.sign('Admin');
    coach = await setup.sign('Coach');
    evaluators = [];
    for (const [n, email] of ['eva@reviewers.org', 'ravi@reviewers.org', 'lina@sunschool.io'].entries()) {
      evaluators.push(await setup.sign('Evaluator', { email, firstName: `Evaluator${n}` }));
    }
    applicants = [];
    for (const email of ['maria@sunschool.io', 'joao@aquafarm.io', 'kim@robobee.io', 'ada@gridly.io']) {
      applicants.push(await setup.sign('Applicant', { email, firstName: email.split('@')[0] }));
    }
    const form = await admin.gql<{ createForm: { _id: string } }>(
      'mutation ($input: FormInput!) { createForm(input: $input) { _id } }',
      { input: { title: 'Scorecard', kind: 'evaluation', questions: SCORECARD } },
    );
    expect(form.errors).toBeUndefined();
    call = await createCall(admin.gql, {
      rounds: [
        { kind: 'evaluation', name: 'Jury review', formId: form.data?.createForm._id as string },
        { kind: 'meeting', name: 'Interview' },
        { kind: 'decision', name: 'Decision' },
      ],
    });
    roundId = (call.rounds[0] as { _id: string })._id;
    const names = ['SunSchool', 'AquaFarm', 'RoboBee', 'Gridly'];
    for (const [n, applicant] of applicants.entries()) {
      const id = await submittedApplication(applicant.gql, call, names[n]);
      const moved = await admin.gql(
        'mutation ($a: ID!, $r: ID!) { moveApplication(applicationId: $a, roundId: $r) { _id status } }',
        { a: id, r: roundId },
      );
      expect(moved.errors).toBeUndefined();
      appIds.push(id);
    }
  });

  it('keeps settings with their rules, and only staff who may see the round read it', async () => {
    const bad = await admin.gql(UPDATE, { input: { roundId, reviewsNeeded: 0 } });
    expect(bad.errors?.[0]?.message).toBe(EVALUATION_MESSAGES.reviewsNeeded);
    const wrongForm = await admin.gql(UPDATE, { input: { roundId, formId: call.intakeFormId } });
    expect(wrongForm.errors?.[0]?.message).toBe(EVALUATION_MESSAGES.notEvaluationForm);
    const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const saved = await admin.gql<{ updateEvaluationRound: RoundData }>(UPDATE, {
      input: { roundId, reviewsNeeded: 2, anonymous: true, scoresVisible: true, deadline },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateEvaluationRound).toMatchObject({ reviewsNeeded: 2, anonymous: true });
    expect(saved.data?.updateEvaluationRound.applications).toHaveLength(4);

    // A coach holds no EVALUATION_PARAMETER_EDITOR: the round does not exist for them; an evaluator neither.
    expect((await coach.gql(ROUND, { id: roundId })).errors?.[0]?.extensions?.code).toBe('NotFoundError');
    expect(
      (await coach.gql<{ evaluationRounds: unknown[] }>('{ evaluationRounds { _id } }')).data?.evaluationRounds,
    ).toEqual([]);
    const evaluator = evaluators[0] as Person;
    expect((await evaluator.gql(ROUND, { id: roundId })).errors?.[0]?.extensions?.code).toBe('NotFoundError');
    expect((await evaluator.gql(UPDATE, { input: { roundId, reviewsNeeded: 5 } })).errors).toBeDefined();
    const listed = await admin.gql<{ evaluationRounds: { _id: string; applicationCount: number }[] }>(
      '{ evaluationRounds { _id name funnelName applicationCount assignedCount submittedCount } }',
    );
    expect(listed.data?.evaluationRounds.find((r) => r._id === roundId)?.applicationCount).toBe(4);
  });

  it('detects conflicts, says why an impossible solve falls short and assigns nothing', async () => {
    const pool = await admin.gql(POOL, {
      r: roundId,
      e: evaluators.map((e) => ({ userId: e.user.id, cap: 4 })),
    });
    expect(pool.errors).toBeUndefined();
    const state = await round();
    const sunSchool = state.applications.find((a) => a.label === 'SunSchool');
    // lina@sunschool.io shares the applicant's e-mail domain.
    expect(sunSchool?.conflicts).toEqual([{ evaluatorId: (evaluators[2] as Person).user.id, reason: 'domain' }]);

    // Three reviews each with a conflict on SunSchool: it can only get two.
    await admin.gql(UPDATE, { input: { roundId, reviewsNeeded: 3 } });
    const impossible = await admin.gql<{
      previewEvaluationAssignment: {
        shortfalls: { applicationLabel: string; reason: string; missing: number; message: string }[];
        pairs: { evaluatorId: string; applicationId: string }[];
      };
    }>(PREVIEW, { r: roundId });
    expect(impossible.errors).toBeUndefined();
    const shortfalls = impossible.data?.previewEvaluationAssignment.shortfalls ?? [];
    expect(shortfalls).toHaveLength(1);
    expect(shortfalls[0]).toMatchObject({ applicationLabel: 'SunSchool', reason: 'conflicts', missing: 1 });
    expect(shortfalls[0]?.message).toContain('1 in conflict');
    const refused = await admin.gql(APPLY, {
      r: roundId,
      p: impossible.data?.previewEvaluationAssignment.pairs.map(({ evaluatorId, applicationId }) => ({
        evaluatorId,
        applicationId,
      })),
    });
    expect(refused.errors?.[0]?.message).toContain('SunSchool');
    expect(refused.errors?.[0]?.message).toContain('Nothing was assigned');
    expect((await round()).applications.every((a) => a.assignments.length === 0)).toBe(true);
  });

  it('solves with a pin and a forbidden pair, then applies: tasks and e-mails follow', async () => {
    await admin.gql(UPDATE, { input: { roundId, reviewsNeeded: 2 } });
    const [eva, ravi, lina] = evaluators as [Person, Person, Person];
    const gridly = appIds[3] as string;
    const aquaFarm = appIds[1] as string;
    const preview = await admin.gql<{
      previewEvaluationAssignment: {
        pairs: { evaluatorId: string; applicationId: string; pinned: boolean }[];
        loads: { evaluatorId: string; load: number; cap: number }[];
        covered: number;
        applicationCount: number;
        shortfalls: unknown[];
        method: string;
      };
    }>(PREVIEW, {
      r: roundId,
      p: [{ evaluatorId: lina.user.id, applicationId: gridly }],
      f: [{ evaluatorId: eva.user.id, applicationId: aquaFarm }],
    });
    expect(preview.errors).toBeUndefined();
    const result = preview.data?.previewEvaluationAssignment;
    expect(result?.shortfalls).toEqual([]);
    expect(result?.covered).toBe(4);
    expect(result?.method).toBe('mip');
    const pairs = result?.pairs ?? [];
    expect(pairs).toHaveLength(8);
    expect(pairs).toContainEqual(
      expect.objectContaining({ evaluatorId: lina.user.id, applicationId: gridly, pinned: true }),
    );
    expect(pairs.some((p) => p.evaluatorId === eva.user.id && p.applicationId === aquaFarm)).toBe(false);
    expect(pairs.some((p) => p.evaluatorId === lina.user.id && p.applicationId === appIds[0])).toBe(false);
    for (const load of result?.loads ?? []) expect(load.load).toBeLessThanOrEqual(load.cap);

    // Nothing is assigned by a preview.
    expect((await round()).applications.every((a) => a.assignments.length === 0)).toBe(true);
    const applied = await admin.gql<{ applyEvaluationAssignment: number }>(APPLY, {
      r: roundId,
      p: pairs.map(({ evaluatorId, applicationId }) => ({ evaluatorId, applicationId })),
    });
    expect(applied.errors).toBeUndefined();
    expect(applied.data?.applyEvaluationAssignment).toBe(8);
    const state = await round();
    expect(state.applications.every((a) => a.assignments.length === 2)).toBe(true);

    // Each evaluator has one evaluation task due at the deadline, and an e-mail.
    for (const person of [eva, ravi, lina]) {
      const rows = await withTenant(server.database.db, orgId, (tx) =>
        tx
          .select({ type: tasks.taskType, url: tasks.url, status: tasks.completionStatus })
          .from(tasks)
          .innerJoin(
            taskAssignees,
            and(eq(taskAssignees.incubatorId, tasks.incubatorId), eq(taskAssignees.taskId, tasks.id)),
          )
          .where(and(eq(tasks.incubatorId, orgId), eq(taskAssignees.value, person.user.id))),
      );
      expect(rows).toEqual([{ type: 'evaluation', url: '/evaluations', status: 'PENDING' }]);
      expect((await outbox(person.user.email)).map((m) => m.template)).toContain('evaluationAssigned');
    }
    // A conflict cannot be assigned by hand either.
    const byHand = await admin.gql(
      'mutation ($r: ID!, $a: [ID!]!, $e: [ID!]!) { assignEvaluators(roundId: $r, applicationIds: $a, evaluatorIds: $e) }',
      { r: roundId, a: [appIds[0]], e: [lina.user.id] },
    );
    expect(byHand.errors?.[0]?.message).toContain('has a conflict of interest with SunSchool');
  });

  it('lets an evaluator review only their own applications, anonymously, with scores on the scale', async () => {
    const eva = evaluators[0] as Person;
    const mine = await eva.gql<{ myEvaluations: { _id: string; applicationLabel: string; status: string }[] }>(MINE);
    expect(mine.errors).toBeUndefined();
    const queue = mine.data?.myEvaluations ?? [];
    expect(queue.length).toBeGreaterThan(0);
    for (const item of queue) expect(item.applicationLabel).toMatch(/^Applicant #[0-9A-F]{8}$/);
    const first = queue[0] as { _id: string };

    const review = await eva.gql<{ evaluationReview: Record<string, unknown> }>(REVIEW, { id: first._id });
    expect(review.errors).toBeUndefined();
    expect(review.data?.evaluationReview).toMatchObject({ anonymous: true, canEdit: true, formTitle: 'Scorecard' });

    // Another evaluator's review is refused with its reason.
    const ravi = evaluators[1] as Person;
    const theirs = await ravi.gql(REVIEW, { id: first._id });
    expect(theirs.errors?.[0]?.message).toBe(EVALUATION_MESSAGES.notAssigned);
    expect((await ravi.gql(SUBMIT, { id: first._id, a: { team: 5 } })).errors?.[0]?.message).toBe(
      EVALUATION_MESSAGES.notAssigned,
    );

    // Drafts keep partial answers; a score outside the scale is refused on submit.
    const draft = await eva.gql<{ saveEvaluationDraft: { status: string; answers: unknown } }>(SAVE, {
      id: first._id,
      a: { team: 7 },
    });
    expect(draft.data?.saveEvaluationDraft).toMatchObject({ status: 'draft', answers: { team: 7 } });
    const outside = await eva.gql(SUBMIT, { id: first._id, a: { team: 11, market: { values: ['large'] } } });
    expect(outside.errors?.[0]?.message).toContain('10');
    const incomplete = await eva.gql(SUBMIT, { id: first._id, a: { team: 7 } });
    expect(incomplete.errors?.[0]?.extensions?.code).toBe('ValidationError');
    const submitted = await eva.gql<{ submitEvaluation: { status: string; score: number; maxScore: number } }>(SUBMIT, {
      id: first._id,
      a: { team: 7, market: { values: ['large'] } },
    });
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data?.submitEvaluation).toMatchObject({ status: 'submitted', score: 12, maxScore: 15 });
  });

  it('never shows an anonymous applicant to an evaluator, whatever they call', async () => {
    const eva = evaluators[0] as Person;
    const identities = [
      ...applicants.flatMap((a) => [a.user.email, a.user.email.split('@')[0] as string]),
      'SunSchool',
      'AquaFarm',
      'RoboBee',
      'Gridly',
    ];
    const mine = await eva.gql<{ myEvaluations: { _id: string }[] }>(MINE);
    const answers: unknown[] = [mine];
    for (const item of mine.data?.myEvaluations ?? []) {
      answers.push(await eva.gql(REVIEW, { id: item._id }));
    }
    for (const id of appIds) {
      answers.push(
        await eva.gql('query ($id: ID!) { application(id: $id) { _id startupName applicant { _id fullName } } }', {
          id,
        }),
      );
    }
    const tasksSeen = await eva.gql<{ tasks: { results: { name: string }[] } }>('{ tasks { results { name url } } }');
    expect(tasksSeen.data?.tasks.results.length).toBeGreaterThan(0);
    answers.push(tasksSeen);
    answers.push(await eva.gql(RESULTS, { r: roundId }));
    answers.push(await eva.gql(ROUND, { id: roundId }));
    answers.push((await outbox(eva.user.email)).map((m) => m.text));
    // Exports of applications are refused to evaluators (they could list names).
    const exported = await eva.gql('mutation { createExport(kind: APPLICATIONS, format: CSV) { _id } }');
    expect(exported.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    // REST: the application's PDF and files are not theirs to download.
    for (const id of appIds) {
      const pdf = await server.rest('GET', `/api/applications/${id}/pdf`, { host: hostOf(setupOrg), token: eva.token });
      expect(pdf.status).toBeGreaterThanOrEqual(400);
      answers.push(pdf.body);
    }
    const text = JSON.stringify(answers).toLowerCase();
    for (const identity of identities) expect(text).not.toContain(identity.toLowerCase());
  });

  it('keeps the weights of criteria and sections, refuses one out of range, and scores with them', async () => {
    const weighted = SCORECARD.map((q) =>
      q.id === 'team_s' ? { ...q, weight: 2 } : q.id === 'market' ? { ...q, weight: 0.5 } : q,
    );
    const created = await admin.gql<{
      createForm: { _id: string; questions: { _id: string; weight: number | null }[] };
    }>('mutation ($input: FormInput!) { createForm(input: $input) { _id questions { _id weight } } }', {
      input: { title: 'Weighted scorecard', kind: 'evaluation', questions: weighted },
    });
    expect(created.errors).toBeUndefined();
    const weights = Object.fromEntries((created.data?.createForm.questions ?? []).map((q) => [q._id, q.weight]));
    expect(weights).toMatchObject({ team_s: 2, team: null, market: 0.5 });
    const refused = await admin.gql('mutation ($input: FormInput!) { createForm(input: $input) { _id } }', {
      input: { title: 'Bad weights', kind: 'evaluation', questions: [{ ...SCORECARD[1], weight: -1 }] },
    });
    expect(refused.errors?.[0]?.message).toContain('A weight is a number from 0 to 100');
  });

  it('redacts names and e-mails written in answers, and drops questions that reveal by nature', () => {
    const questions: FormQuestion[] = [
      { id: 'pitch', questionType: 'text_long', label: en('Pitch') },
      { id: 'site', questionType: 'text_link', label: en('Website') },
      { id: 'deck', questionType: 'file', label: en('Deck') },
    ];
    const shown = redactAnswers(
      questions,
      { pitch: 'SunSchool, founded by Maria Silva (maria@sunschool.io), sells kits', site: 'https://sunschool.io' },
      ['SunSchool', 'Maria Silva', 'Maria', 'Silva'],
      'Applicant #1',
    );
    expect(shown.questions.map((q) => q.id)).toEqual(['pitch']);
    expect(shown.answers).toEqual({ pitch: 'Applicant #1, founded by Applicant #1 ([…]), sells kits' });
  });

  it('calibrates the results, lists missing reviews and reminds their evaluators', async () => {
    // Every evaluator submits their reviews; Ravi scores harshly.
    for (const [n, person] of evaluators.entries()) {
      const mine = await person.gql<{ myEvaluations: { _id: string; status: string }[] }>(MINE);
      const open = (mine.data?.myEvaluations ?? []).filter((m) => m.status !== 'submitted');
      // Lina leaves one review missing.
      for (const [k, item] of open.entries()) {
        if (n === 2 && k === 0) continue;
        const team = n === 1 ? 2 + k : 6 + k;
        const done = await person.gql(SUBMIT, { id: item._id, a: { team, market: { values: ['large'] } } });
        expect(done.errors).toBeUndefined();
      }
    }
    const results = await admin.gql<{
      evaluationResults: {
        criteria: { _id: string }[];
        rows: {
          label: string;
          total: { count: number; average: number | null };
          calibrated: number | null;
          rawRank: number | null;
          missing: number;
        }[];
        evaluators: { evaluator: { _id: string }; flags: string[]; offset: number | null }[];
        agreement: { meaning: string };
        missing: { assignmentId: string; evaluator: { _id: string } }[];
        model: string;
      };
    }>(RESULTS, { r: roundId });
    expect(results.errors).toBeUndefined();
    const data = results.data?.evaluationResults;
    expect(data?.model).toBe('z-score');
    expect(data?.criteria.map((c) => c._id)).toEqual(['team', 'market']);
    expect(data?.rows).toHaveLength(4);
    expect(data?.rows.every((r) => r.calibrated !== null || r.total.count === 0)).toBe(true);
    expect(data?.missing).toHaveLength(1);
    expect(data?.missing[0]?.evaluator._id).toBe((evaluators[2] as Person).user.id);
    const ravi = data?.evaluators.find((e) => e.evaluator._id === (evaluators[1] as Person).user.id);
    expect(ravi?.offset ?? 0).toBeLessThan(0);

    const reminded = await admin.gql<{ remindEvaluators: number }>(
      'mutation ($r: ID!) { remindEvaluators(roundId: $r) }',
      { r: roundId },
    );
    expect(reminded.data?.remindEvaluators).toBe(1);
    expect((await outbox((evaluators[2] as Person).user.email)).map((m) => m.template)).toContain('evaluationReminder');
    // Coaches cannot remind.
    expect(
      (await coach.gql('mutation ($r: ID!) { remindEvaluators(roundId: $r) }', { r: roundId })).errors,
    ).toBeDefined();
  });

  it("shows the reviews on the startup file's assessment tab to staff, never to the startup", async () => {
    const sunSchool = appIds[0] as string;
    const startup = await withTenant(server.database.db, orgId, async (tx) => {
      const created = await createStartup(tx, orgId, {
        name: 'SunSchool',
        memberIds: [(applicants[0] as Person).user.id],
      });
      await tx
        .update(applications)
        .set({ startupId: created.id })
        .where(and(eq(applications.incubatorId, orgId), eq(applications.id, sunSchool)));
      return created;
    });
    const ASSESSMENT = `query ($s: ID!) { startupAssessment(startupId: $s) { applicationId roundName reviewCount
      maxScore total { average count } criteria { _id label max scores { average count } } } }`;
    const seen = await admin.gql<{
      startupAssessment: {
        applicationId: string;
        roundName: string;
        reviewCount: number;
        total: { count: number };
        criteria: { _id: string; max: number; scores: { count: number } }[];
      }[];
    }>(ASSESSMENT, { s: startup.id });
    expect(seen.errors).toBeUndefined();
    const [round] = seen.data?.startupAssessment ?? [];
    expect(round).toMatchObject({ applicationId: sunSchool, roundName: 'Jury review', reviewCount: 2 });
    expect(round?.criteria.map((c) => [c._id, c.max])).toEqual([
      ['team', 10],
      ['market', 5],
    ]);
    expect(round?.criteria[0]?.scores.count).toBe(2);
    // The founder reads their file, not the committee's reviews; a coach not assigned does not reach the file.
    const founder = await (applicants[0] as Person).gql<{ startupAssessment: unknown[] }>(ASSESSMENT, {
      s: startup.id,
    });
    expect(founder.data?.startupAssessment).toEqual([]);
    expect((await coach.gql(ASSESSMENT, { s: startup.id })).errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });

  it('removes an assignment when its evaluator declares a conflict, for staff to reassign', async () => {
    const lina = evaluators[2] as Person;
    const mine = await lina.gql<{ myEvaluations: { _id: string; status: string }[] }>(MINE);
    const open = mine.data?.myEvaluations.find((m) => m.status !== 'submitted');
    expect(open).toBeDefined();
    const declared = await lina.gql(
      'mutation ($id: ID!, $r: String) { declareEvaluationConflict(id: $id, reason: $r) }',
      { id: open?._id, r: 'I advised this team last year' },
    );
    expect(declared.errors).toBeUndefined();
    const after = await lina.gql<{ myEvaluations: { _id: string }[] }>(MINE);
    expect(after.data?.myEvaluations.some((m) => m._id === open?._id)).toBe(false);
    const state = await round();
    const declaredOn = state.applications.find((a) =>
      a.conflicts.some((c) => c.evaluatorId === lina.user.id && c.reason === 'declared'),
    );
    expect(declaredOn).toBeDefined();
    expect(declaredOn?.assignments.length).toBe(1);
    // The solver fills the gap with the one evaluator left free.
    const preview = await admin.gql<{ previewEvaluationAssignment: { newPairs: number; shortfalls: unknown[] } }>(
      PREVIEW,
      { r: roundId },
    );
    expect(preview.data?.previewEvaluationAssignment.shortfalls).toEqual([]);
    expect(preview.data?.previewEvaluationAssignment.newPairs).toBe(1);
  });

  it('closes reviews at the deadline unless late reviews are allowed, and locks submitted ones when asked', async () => {
    const eva = evaluators[0] as Person;
    const mine = await eva.gql<{ myEvaluations: { _id: string; status: string }[] }>(MINE);
    const done = mine.data?.myEvaluations.find((m) => m.status === 'submitted') as { _id: string };
    const answers = { team: 8, market: { values: ['small'] } };
    const past = new Date(Date.now() - 86_400_000).toISOString();
    await admin.gql(UPDATE, { input: { roundId, deadline: past, lateReviews: false, reviewsEditable: true } });
    const late = await eva.gql(SUBMIT, { id: done._id, a: answers });
    expect(late.errors?.[0]?.message).toBe(EVALUATION_MESSAGES.deadlinePassed);
    const locked = await eva.gql<{ evaluationReview: { canEdit: boolean; lockedReason: string } }>(REVIEW, {
      id: done._id,
    });
    expect(locked.data?.evaluationReview).toMatchObject({
      canEdit: false,
      lockedReason: EVALUATION_MESSAGES.deadlinePassed,
    });

    await admin.gql(UPDATE, { input: { roundId, lateReviews: true } });
    const allowed = await eva.gql<{ submitEvaluation: { score: number } }>(SUBMIT, { id: done._id, a: answers });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.submitEvaluation.score).toBe(9);

    await admin.gql(UPDATE, { input: { roundId, reviewsEditable: false } });
    const frozen = await eva.gql(SUBMIT, { id: done._id, a: answers });
    expect(frozen.errors?.[0]?.message).toBe(EVALUATION_MESSAGES.submittedLocked);
  });

  it('reminds evaluators of open reviews near the deadline once a day, from the hourly sweep', async () => {
    const state = await round();
    const pairs = evaluators.flatMap((person) =>
      state.applications
        .filter(
          (a) =>
            !a.assignments.some((x) => x.evaluator._id === person.user.id) &&
            !a.conflicts.some((c) => c.evaluatorId === person.user.id),
        )
        .map((a) => ({ person, applicationId: a._id })),
    );
    const pair = pairs[0] as { person: Person; applicationId: string };
    expect(pair).toBeDefined();
    const evaluator = pair.person;
    const added = await admin.gql(
      'mutation ($r: ID!, $a: [ID!]!, $e: [ID!]!) { assignEvaluators(roundId: $r, applicationIds: $a, evaluatorIds: $e) }',
      { r: roundId, a: [pair.applicationId], e: [evaluator.user.id] },
    );
    expect(added.errors).toBeUndefined();
    const later = Date.now() + 25 * 3_600_000;
    await admin.gql(UPDATE, { input: { roundId, deadline: new Date(later + 5 * 3_600_000).toISOString() } });
    const before = (await outbox(evaluator.user.email)).filter((m) => m.template === 'evaluationReminder').length;
    const deps = { database: server.database, mail: server.app.mail, config: server.config };
    expect(await sweepEvaluationReminders(deps, new Date(later))).toBeGreaterThanOrEqual(1);
    const reminders = (await outbox(evaluator.user.email)).filter((m) => m.template === 'evaluationReminder');
    expect(reminders).toHaveLength(before + 1);
    expect(reminders.at(-1)?.text).toContain('/evaluations');
    // Claimed: the same hour, or another instance, sends nothing more.
    expect(await sweepEvaluationReminders(deps, new Date(later))).toBe(0);
  });
});
