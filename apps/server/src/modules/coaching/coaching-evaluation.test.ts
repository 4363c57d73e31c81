import { COACHING_MESSAGES, type FormQuestion, type RoleType } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { formResponses } from '../forms/index.ts';
import { createStartup } from '../startups/index.ts';
import { taskAssignees, tasks } from '../tasks/index.ts';
import { coachingEvaluationTasks, coachingSessionAttendees, coachingSessions } from './coaching.table.ts';
import { sweepCoachingEvaluations } from './coaching.jobs.ts';

/**
 * Issue 16 point 3: evaluation forms after a coaching session. The forms chosen on the mentor matching settings, the
 * sweep's coachingEvaluation tasks (once), draft and submission through the forms engine, each refusal with nothing
 * stored, and who reads which answers.
 */
type Gql = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>;

interface Person {
  id: string;
  gql: Gql;
}

const HOUR = 3_600_000;
let server: TestServer;
let org: { id: string; slug: string };
let otherOrg: { id: string; slug: string };
let admin: Person;
let staff: Person;
let mentor: Person;
let founder: Person;
let absentFounder: Person;
let outsider: Person;
let startupId: string;
let mentorFormId: string;
let founderFormId: string;
let evaluationKindFormId: string;
let foreignFormId: string;
const past = newId();
const logged = newId();
const future = newId();
const canceled = newId();
const old = newId();

const questions = (who: string): FormQuestion[] => [
  {
    id: 'rating',
    questionType: 'number_scale',
    label: [{ language: 'en', value: `How useful was the session for the ${who}?` }],
    validations: { required: true, min: 1, max: 5, step: 1 },
  },
  { id: 'notes', questionType: 'text_long', label: [{ language: 'en', value: 'Notes' }] },
];

async function person(organisation: { id: string; slug: string }, roleType: RoleType): Promise<Person> {
  const user = await server.createUser(organisation, { roleType });
  const { token } = await server.signIn(organisation, user.email);
  return {
    id: user.id,
    gql: (query, variables = {}) => server.graphql(query, { host: hostOf(organisation), token, variables }) as never,
  };
}

const CREATE_FORM = 'mutation ($input: FormInput!) { createForm(input: $input) { _id baseId } }';
const SETTINGS = `mutation ($i: MentorMatchingSettingsInput!) {
  updateMentorMatchingSettings(input: $i) { mentorFormId founderFormId } }`;
const EVALUATION_FIELDS = `sessionId ended side canFill blockedReason readsAll
  mine { _id side formTitle status answers submittedAt }
  others { _id side respondent { _id } formTitle answers }`;
const READ = `query ($s: ID!) { coachingSessionEvaluation(sessionId: $s) { ${EVALUATION_FIELDS} } }`;
const DRAFT = `mutation ($s: ID!, $a: JSON!) { saveCoachingEvaluationDraft(sessionId: $s, answers: $a) { ${EVALUATION_FIELDS} } }`;
const SUBMIT = `mutation ($s: ID!, $a: JSON!) { submitCoachingEvaluation(sessionId: $s, answers: $a) { ${EVALUATION_FIELDS} } }`;

interface Sheet {
  _id: string | null;
  side: string;
  respondent?: { _id: string } | null;
  formTitle: string;
  status: string | null;
  answers: Record<string, unknown>;
}
interface Evaluation {
  side: string | null;
  canFill: boolean;
  blockedReason: string | null;
  readsAll: boolean;
  mine: Sheet | null;
  others: Sheet[];
}

async function createForm(who: Person, kind: string, title: string): Promise<string> {
  const created = await who.gql<{ createForm: { _id: string } }>(CREATE_FORM, {
    input: { title, kind, languages: ['en'], questions: questions(title) },
  });
  expect(created.errors).toBeUndefined();
  return created.data?.createForm._id as string;
}

function messageOf(result: { errors?: Array<{ message: string }> }): string | undefined {
  return result.errors?.[0]?.message;
}

async function responsesOf(sessionId: string) {
  return withTenant(server.database.db, org.id, (tx) =>
    tx
      .select()
      .from(formResponses)
      .where(and(eq(formResponses.incubatorId, org.id), eq(formResponses.subjectId, sessionId))),
  );
}

async function tasksOf(userId: string) {
  return withTenant(server.database.db, org.id, (tx) =>
    tx
      .select({
        id: tasks.id,
        url: tasks.url,
        type: tasks.taskType,
        status: tasks.completionStatus,
        done: taskAssignees.done,
      })
      .from(tasks)
      .innerJoin(
        taskAssignees,
        and(eq(taskAssignees.incubatorId, tasks.incubatorId), eq(taskAssignees.taskId, tasks.id)),
      )
      .where(
        and(eq(tasks.incubatorId, org.id), eq(taskAssignees.value, userId), eq(tasks.taskType, 'coachingEvaluation')),
      ),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  org = await server.createOrganisationWithRoles({ timezone: 'UTC' });
  otherOrg = await server.createOrganisationWithRoles();
  admin = await person(org, 'Admin');
  staff = await person(org, 'Staff');
  mentor = await person(org, 'Mentor');
  founder = await person(org, 'Cofounder');
  absentFounder = await person(org, 'Cofounder');
  outsider = await person(otherOrg, 'Admin');
  const now = Date.now();
  await withTenant(server.database.db, org.id, async (tx) => {
    startupId = (await createStartup(tx, org.id, { name: 'Beta Labs', memberIds: [founder.id, absentFounder.id] })).id;
    const session = (id: string, state: 'scheduled' | 'logged' | 'canceled', startsAt: number) => ({
      incubatorId: org.id,
      id,
      type: state === 'logged' ? ('UNSCHEDULED_COACHING_SESSION' as const) : ('ONE_ON_ONE' as const),
      state,
      hostId: mentor.id,
      startupId,
      createdBy: mentor.id,
      title: `Session ${id.slice(0, 4)}`,
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + HOUR),
    });
    await tx
      .insert(coachingSessions)
      .values([
        session(past, 'scheduled', now - 3 * HOUR),
        session(logged, 'logged', now - 72 * HOUR),
        session(future, 'scheduled', now + 48 * HOUR),
        session(canceled, 'canceled', now - 5 * HOUR),
        session(old, 'scheduled', now - 30 * 24 * HOUR),
      ]);
    await tx.insert(coachingSessionAttendees).values(
      [past, logged, future, canceled, old].flatMap((sessionId) => [
        { incubatorId: org.id, sessionId, userId: mentor.id, side: 'incubator' as const },
        { incubatorId: org.id, sessionId, userId: founder.id, side: 'startup' as const },
      ]),
    );
  });
  mentorFormId = await createForm(admin, 'feedback', 'Session feedback (mentor)');
  founderFormId = await createForm(admin, 'feedback', 'Session feedback (founder)');
  evaluationKindFormId = await createForm(admin, 'evaluation', 'Application review');
  foreignFormId = await createForm(outsider, 'feedback', 'Elsewhere');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the evaluation forms on the mentor matching settings', () => {
  it('refuses a form of another organisation, a form of another kind, and anyone without ORGANIZATION:EDIT', async () => {
    expect(messageOf(await admin.gql(SETTINGS, { i: { mentorFormId: foreignFormId } }))).toBe(
      COACHING_MESSAGES.evaluationFormUnknown,
    );
    expect(messageOf(await admin.gql(SETTINGS, { i: { founderFormId: evaluationKindFormId } }))).toBe(
      COACHING_MESSAGES.evaluationFormKind,
    );
    expect((await mentor.gql(SETTINGS, { i: { mentorFormId } })).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const read = await admin.gql<{ mentorMatchingSettings: { mentorFormId: string | null } }>(
      '{ mentorMatchingSettings { mentorFormId founderFormId } }',
    );
    expect(read.data?.mentorMatchingSettings.mentorFormId).toBeNull();
  });

  it('keeps two feedback forms of the organisation', async () => {
    const saved = await admin.gql<{ updateMentorMatchingSettings: { mentorFormId: string; founderFormId: string } }>(
      SETTINGS,
      { i: { mentorFormId, founderFormId } },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateMentorMatchingSettings).toEqual({ mentorFormId, founderFormId });
    // Their titles, for whoever reads the settings (the pickers show them even when the list does not).
    const read = await founder.gql<{ mentorMatchingSettings: { mentorFormTitle: string; founderFormTitle: string } }>(
      '{ mentorMatchingSettings { mentorFormTitle founderFormTitle } }',
    );
    expect(read.data?.mentorMatchingSettings).toEqual({
      mentorFormTitle: 'Session feedback (mentor)',
      founderFormTitle: 'Session feedback (founder)',
    });
  });
});

describe('the sweep after a session', () => {
  it('gives each person of ended sessions (scheduled and logged, last 14 days) one task, once', async () => {
    const deps = { database: server.database };
    expect(await sweepCoachingEvaluations(deps)).toBe(2);
    const mentorTasks = await tasksOf(mentor.id);
    expect(mentorTasks.map((t) => t.url).sort()).toEqual(
      [`/coaching/session/${past}#evaluation`, `/coaching/session/${logged}#evaluation`].sort(),
    );
    expect((await tasksOf(founder.id)).map((t) => t.url).sort()).toEqual(mentorTasks.map((t) => t.url).sort());
    expect(await tasksOf(absentFounder.id)).toEqual([]);
    // Once: the next sweeps claim nothing and add no task.
    expect(await sweepCoachingEvaluations(deps)).toBe(0);
    expect(await sweepCoachingEvaluations(deps, new Date(Date.now() + 15 * 60_000))).toBe(0);
    expect(await tasksOf(mentor.id)).toHaveLength(2);
    const sides = await withTenant(server.database.db, org.id, (tx) =>
      tx.select().from(coachingEvaluationTasks).where(eq(coachingEvaluationTasks.sessionId, past)),
    );
    expect(sides.map((s) => [s.userId, s.side]).sort()).toEqual(
      [
        [mentor.id, 'mentor'],
        [founder.id, 'founder'],
      ].sort(),
    );
  });

  it('leaves a session that has not ended until it has', async () => {
    expect(await sweepCoachingEvaluations({ database: server.database }, new Date(Date.now() + 50 * HOUR))).toBe(1);
    expect(await tasksOf(mentor.id)).toHaveLength(3);
  });
});

describe('filling an evaluation', () => {
  it('reads the form of the viewer’s side, keeps a draft, refuses an incomplete sheet and submits once', async () => {
    const read = await mentor.gql<{ coachingSessionEvaluation: Evaluation }>(READ, { s: past });
    expect(read.errors).toBeUndefined();
    expect(read.data?.coachingSessionEvaluation).toMatchObject({
      side: 'mentor',
      canFill: true,
      blockedReason: null,
      mine: { _id: null, formTitle: 'Session feedback (mentor)', status: null },
    });
    const draft = await mentor.gql<{ saveCoachingEvaluationDraft: Evaluation }>(DRAFT, {
      s: past,
      a: { notes: 'Worked on pricing', unknown: 'dropped' },
    });
    expect(draft.errors).toBeUndefined();
    expect(draft.data?.saveCoachingEvaluationDraft.mine).toMatchObject({
      status: 'draft',
      answers: { notes: 'Worked on pricing' },
    });
    const incomplete = await mentor.gql(SUBMIT, { s: past, a: { notes: 'No rating' } });
    expect(incomplete.errors?.[0]?.extensions?.answerErrors).toEqual([
      expect.objectContaining({ questionId: 'rating', code: 'required' }),
    ]);
    expect((await responsesOf(past)).map((r) => r.status)).toEqual(['draft']);
    const submitted = await mentor.gql<{ submitCoachingEvaluation: Evaluation }>(SUBMIT, {
      s: past,
      a: { rating: 4, notes: 'Worked on pricing' },
    });
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data?.submitCoachingEvaluation).toMatchObject({
      canFill: false,
      blockedReason: COACHING_MESSAGES.evaluationSubmitted,
      mine: { status: 'submitted', answers: { rating: 4, notes: 'Worked on pricing' } },
    });
    const stored = await responsesOf(past);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'submitted', subjectKind: 'coaching_session', respondentId: mentor.id });
    const task = (await tasksOf(mentor.id)).find((t) => t.url?.includes(past));
    expect(task).toMatchObject({ status: 'COMPLETED', done: true });
    // Twice: refused, nothing changes.
    expect(messageOf(await mentor.gql(SUBMIT, { s: past, a: { rating: 1 } }))).toBe(
      COACHING_MESSAGES.evaluationSubmitted,
    );
    expect(messageOf(await mentor.gql(DRAFT, { s: past, a: { rating: 1 } }))).toBe(
      COACHING_MESSAGES.evaluationSubmitted,
    );
    expect((await responsesOf(past))[0]?.answers).toEqual({ rating: 4, notes: 'Worked on pricing' });
  });

  it('refuses, storing nothing: not an attendee, not ended, canceled, another organisation, no form', async () => {
    const sheet = { rating: 3 };
    expect(messageOf(await absentFounder.gql(SUBMIT, { s: past, a: sheet }))).toBe(
      COACHING_MESSAGES.evaluationNotAttendee,
    );
    expect(messageOf(await staff.gql(DRAFT, { s: past, a: sheet }))).toBe(COACHING_MESSAGES.evaluationNotAttendee);
    expect(messageOf(await founder.gql(SUBMIT, { s: future, a: sheet }))).toBe(COACHING_MESSAGES.evaluationNotEnded);
    expect(messageOf(await mentor.gql(DRAFT, { s: future, a: sheet }))).toBe(COACHING_MESSAGES.evaluationNotEnded);
    expect(messageOf(await founder.gql(SUBMIT, { s: canceled, a: sheet }))).toBe(COACHING_MESSAGES.evaluationCanceled);
    expect(messageOf(await outsider.gql(SUBMIT, { s: past, a: sheet }))).toBe('This coaching session was not found');
    expect(messageOf(await outsider.gql(READ, { s: past }))).toBe('This coaching session was not found');
    expect(messageOf(await founder.gql(READ, { s: 'not-an-id' }))).toBe('This coaching session was not found');
    expect(
      (await admin.gql(SETTINGS, { i: { founderFormId: null } })).data?.updateMentorMatchingSettings,
    ).toMatchObject({ founderFormId: null });
    try {
      expect(messageOf(await founder.gql(SUBMIT, { s: logged, a: sheet }))).toBe(COACHING_MESSAGES.evaluationNoForm);
      const read = await founder.gql<{ coachingSessionEvaluation: Evaluation }>(READ, { s: logged });
      expect(read.data?.coachingSessionEvaluation).toMatchObject({
        side: 'founder',
        mine: null,
        canFill: false,
        blockedReason: COACHING_MESSAGES.evaluationNoForm,
      });
    } finally {
      await admin.gql(SETTINGS, { i: { founderFormId } });
    }
    for (const id of [future, canceled, logged]) expect(await responsesOf(id)).toEqual([]);
    expect((await responsesOf(past)).map((r) => r.respondentId)).toEqual([mentor.id]);
  });
});

describe('who reads the answers', () => {
  it('each person their own, the programme team both sides, founders never the mentor’s and the mentor never the founders’', async () => {
    const submitted = await founder.gql(SUBMIT, { s: past, a: { rating: 5, notes: 'Very helpful' } });
    expect(submitted.errors).toBeUndefined();
    const asFounder = (await founder.gql<{ coachingSessionEvaluation: Evaluation }>(READ, { s: past })).data
      ?.coachingSessionEvaluation;
    expect(asFounder).toMatchObject({
      side: 'founder',
      readsAll: false,
      others: [],
      mine: { formTitle: 'Session feedback (founder)', answers: { rating: 5, notes: 'Very helpful' } },
    });
    const asMentor = (await mentor.gql<{ coachingSessionEvaluation: Evaluation }>(READ, { s: past })).data
      ?.coachingSessionEvaluation;
    expect(asMentor).toMatchObject({ side: 'mentor', readsAll: false, others: [] });
    expect(asMentor?.mine?.answers).toEqual({ rating: 4, notes: 'Worked on pricing' });
    const absent = (await absentFounder.gql<{ coachingSessionEvaluation: Evaluation }>(READ, { s: past })).data
      ?.coachingSessionEvaluation;
    expect(absent).toMatchObject({ side: null, mine: null, others: [], readsAll: false });
    for (const team of [staff, admin]) {
      const asStaff = (await team.gql<{ coachingSessionEvaluation: Evaluation }>(READ, { s: past })).data
        ?.coachingSessionEvaluation;
      expect(asStaff).toMatchObject({ side: null, readsAll: true, mine: null });
      expect(asStaff?.others.map((o) => [o.side, o.respondent?._id, o.answers.rating]).sort()).toEqual(
        [
          ['founder', founder.id, 5],
          ['mentor', mentor.id, 4],
        ].sort(),
      );
    }
    expect((await tasksOf(founder.id)).find((t) => t.url?.includes(past))).toMatchObject({ done: true });
  });
});

describe('deleting a session', () => {
  it('takes its evaluation tasks with it (they would open a session that is no more)', async () => {
    const before = await tasksOf(mentor.id);
    expect(before.filter((t) => t.url?.includes(future))).toHaveLength(1);
    await admin.gql('mutation ($id: ID!) { deleteCoachingSession(id: $id) }', { id: future });
    const after = await tasksOf(mentor.id);
    expect(after.filter((t) => t.url?.includes(future))).toEqual([]);
    expect(after).toHaveLength(before.length - 1);
    expect((await tasksOf(founder.id)).filter((t) => t.url?.includes(future))).toEqual([]);
  });
});
