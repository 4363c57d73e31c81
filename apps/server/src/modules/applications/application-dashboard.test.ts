import { APPLICATION_MESSAGES } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { rolePermissions, roles } from '../roles/index.ts';
import {
  applicationsOrganisation,
  type Call,
  createCall,
  type Gql,
  submittedApplication,
} from './application.fixtures.ts';
import { applications, applicationStatusChanges } from './application.table.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const DASHBOARD = `query ($filter: ApplicationsDashboardFilter) { applicationsDashboard(filter: $filter) {
  funnel { _id name } funnels { _id name archived } timezone from to total submitted pending decided accepted
  byStatus { status count } byStage { roundId name kind count } days { day created submitted }
  conversion { step roundId name count } timeInStage { roundId kind applications medianSeconds averageSeconds }
  questions { questionId label type answered current options { value label count } } } }`;

interface Dashboard {
  funnel: { _id: string; name: string } | null;
  funnels: { _id: string; name: string; archived: boolean }[];
  timezone: string;
  from: string | null;
  to: string | null;
  total: number;
  submitted: number;
  pending: number;
  decided: number;
  accepted: number;
  byStatus: { status: string; count: number }[];
  byStage: { roundId: string | null; name: string | null; kind: string; count: number }[];
  days: { day: string; created: number; submitted: number }[];
  conversion: { step: string; roundId: string | null; name: string | null; count: number }[];
  timeInStage: {
    roundId: string | null;
    kind: string;
    applications: number;
    medianSeconds: number | null;
    averageSeconds: number | null;
  }[];
  questions: {
    questionId: string;
    label: string;
    type: string;
    answered: number;
    current: boolean;
    options: { value: string; label: string; count: number }[];
  }[];
}

const DAY = 86_400;
const at = (iso: string) => new Date(iso);

/** An applicant who submits the call's intake with the stage they give. */
async function submittedWithStage(applicant: Gql, call: Call, stage: string, startupName: string) {
  const started = await applicant<{ startApplication: { _id: string } }>(
    'mutation ($f: ID!, $n: String) { startApplication(funnelId: $f, startupName: $n) { _id } }',
    { f: call.funnelId, n: startupName },
  );
  const id = started.data?.startApplication._id as string;
  const submitted = await applicant(
    'mutation ($id: ID!, $a: JSON!) { submitApplication(applicationId: $id, answers: $a) { _id } }',
    { id, a: { pitch: 'Kits', stage: { values: [stage] }, team: 2 } },
  );
  expect(submitted.errors).toBeUndefined();
  return id;
}

/**
 * A call with three rounds (form, meeting, decision) in an organisation on Auckland time, and four applications
 * whose history is written with fixed instants: A submitted and still in the intake, B through the form round into
 * the interview, C through the form round straight to the decision and accepted, D a draft.
 */
async function seededFunnel() {
  const { org, sign } = await applicationsOrganisation(server);
  await server.database.ownerQuery("update incubators set timezone = 'Pacific/Auckland' where id = $1", [org.id]);
  const admin = await sign('Admin');
  const call = await createCall(admin.gql, { name: 'Autumn call' });
  const [formRound, interview, decision] = call.rounds;
  const a = await submittedWithStage((await sign('Applicant')).gql, call, 'idea', 'Alpha');
  const b = await submittedApplication((await sign('Applicant')).gql, call, 'Beta');
  const c = await submittedApplication((await sign('Applicant')).gql, call, 'Gamma');
  const dApplicant = await sign('Applicant');
  const d = await dApplicant.gql<{ startApplication: { _id: string } }>(
    'mutation ($f: ID!) { startApplication(funnelId: $f, startupName: "Delta") { _id } }',
    { f: call.funnelId },
  );
  const dId = d.data?.startApplication._id as string;
  const move = (id: string, roundId: string) =>
    admin.gql('mutation ($id: ID!, $r: ID!) { moveApplication(applicationId: $id, roundId: $r) { _id } }', {
      id,
      r: roundId,
    });
  expect((await move(b, formRound?._id as string)).errors).toBeUndefined();
  expect((await move(b, interview?._id as string)).errors).toBeUndefined();
  expect((await move(c, formRound?._id as string)).errors).toBeUndefined();
  expect((await move(c, decision?._id as string)).errors).toBeUndefined();

  // The history with fixed instants (UTC; Auckland is UTC+13 in January).
  const history: Record<
    string,
    { created: string; submitted: string | null; changes: [string, string, string | null][] }
  > = {
    [a]: {
      created: '2026-01-05T11:30:00Z', // Auckland 6 January 00:30
      submitted: '2026-01-06T09:00:00Z', // Auckland 6 January 22:00
      changes: [['2026-01-06T09:00:00Z', 'under_review', null]],
    },
    [b]: {
      created: '2026-01-06T09:00:00Z', // Auckland 6 January 22:00
      submitted: '2026-01-07T00:00:00Z', // Auckland 7 January 13:00
      changes: [
        ['2026-01-07T00:00:00Z', 'under_review', null],
        ['2026-01-09T00:00:00Z', 'under_review', formRound?._id as string],
        ['2026-01-12T00:00:00Z', 'ready_for_invitation', interview?._id as string],
      ],
    },
    [c]: {
      created: '2026-01-06T10:00:00Z', // Auckland 6 January 23:00
      submitted: '2026-01-07T00:00:00Z',
      changes: [
        ['2026-01-07T00:00:00Z', 'under_review', null],
        ['2026-01-08T00:00:00Z', 'under_review', formRound?._id as string],
        ['2026-01-09T00:00:00Z', 'pending_decision', decision?._id as string],
        ['2026-01-10T00:00:00Z', 'accepted', decision?._id as string],
      ],
    },
    [dId]: { created: '2026-01-08T00:00:00Z', submitted: null, changes: [] }, // Auckland 8 January 13:00
  };
  await withTenant(server.database.db, org.id, async (tx) => {
    for (const [id, item] of Object.entries(history)) {
      await tx
        .delete(applicationStatusChanges)
        .where(and(eq(applicationStatusChanges.incubatorId, org.id), eq(applicationStatusChanges.applicationId, id)));
      let from: { status: string; roundId: string | null } = { status: 'draft', roundId: null };
      for (const [instant, status, roundId] of item.changes) {
        await tx.insert(applicationStatusChanges).values({
          incubatorId: org.id,
          id: newId(),
          applicationId: id,
          funnelId: call.funnelId,
          fromStatus: from.status,
          toStatus: status,
          fromRoundId: from.roundId,
          toRoundId: roundId,
          createdAt: at(instant),
        });
        from = { status, roundId };
      }
      await tx
        .update(applications)
        .set({
          createdAt: at(item.created),
          submittedAt: item.submitted ? at(item.submitted) : null,
          ...(id === c ? { status: 'accepted', decidedAt: at('2026-01-10T00:00:00Z') } : {}),
        })
        .where(and(eq(applications.incubatorId, org.id), eq(applications.id, id)));
    }
  });
  return { org, sign, admin, call, ids: { a, b, c, d: dId }, rounds: { formRound, interview, decision } };
}

describe('the applications dashboard', () => {
  it('counts per status, stage and day in the organisation’s time zone, converts round to round, times the stages and counts the choices', async () => {
    const { admin, call, rounds } = await seededFunnel();
    const ask = () =>
      admin.gql<{ applicationsDashboard: Dashboard }>(DASHBOARD, {
        filter: { funnelId: call.funnelId, from: '2026-01-06', to: '2026-01-08' },
      });
    await ask(); // reads the organisation's record (time zone) into its cache
    const before = server.statementCount();
    const result = await ask();
    // The session, the feature flag, then six statements whatever the number of applications, rounds and days.
    expect(server.statementCount() - before).toBe(8);
    expect(result.errors).toBeUndefined();
    const dashboard = result.data?.applicationsDashboard as Dashboard;
    expect(dashboard.funnel).toEqual({ _id: call.funnelId, name: 'Autumn call' });
    expect(dashboard.funnels.map((f) => f._id)).toEqual([call.funnelId]);
    expect(dashboard.timezone).toBe('Pacific/Auckland');
    expect(dashboard).toMatchObject({ total: 4, submitted: 3, pending: 2, decided: 1, accepted: 1 });
    expect(Object.fromEntries(dashboard.byStatus.map((s) => [s.status, s.count]))).toEqual({
      draft: 1,
      ready_for_invitation: 1,
      ready_for_meeting: 0,
      under_review: 1,
      pending_decision: 0,
      accepted: 1,
      rejected: 0,
      delay_rejected: 0,
    });
    expect(dashboard.byStage).toEqual([
      { roundId: null, name: null, kind: 'intake', count: 2 },
      { roundId: rounds.formRound?._id, name: 'Deeper questionnaire', kind: 'form', count: 0 },
      { roundId: rounds.interview?._id, name: 'Interview', kind: 'meeting', count: 1 },
      { roundId: rounds.decision?._id, name: 'Decision', kind: 'decision', count: 1 },
    ]);
    // Days in Auckland: A, B and C started on the 6th (A at 00:30, B and C late that evening), D on the 8th.
    expect(dashboard.from).toBe('2026-01-06');
    expect(dashboard.to).toBe('2026-01-08');
    expect(dashboard.days).toEqual([
      { day: '2026-01-06', created: 3, submitted: 1 },
      { day: '2026-01-07', created: 0, submitted: 2 },
      { day: '2026-01-08', created: 1, submitted: 0 },
    ]);
    // A round counts the applications that entered it or a later one (C skipped the interview).
    expect(dashboard.conversion.map((step) => [step.step, step.name, step.count])).toEqual([
      ['STARTED', null, 4],
      ['SUBMITTED', null, 3],
      ['ROUND', 'Deeper questionnaire', 2],
      ['ROUND', 'Interview', 2],
      ['ROUND', 'Decision', 1],
      ['ACCEPTED', null, 1],
    ]);
    const time = Object.fromEntries(dashboard.timeInStage.map((stage) => [stage.kind, stage]));
    // Intake: B 2 days, C 1 day, A still there (since 6 January, counted until now).
    expect(time.intake).toMatchObject({ applications: 3, medianSeconds: 2 * DAY });
    expect(time.intake?.averageSeconds).toBeGreaterThan(2 * DAY);
    // The form round: B 3 days, C 1 day.
    expect(time.form).toMatchObject({ applications: 2, medianSeconds: 2 * DAY, averageSeconds: 2 * DAY });
    // The interview: B still in it; the decision: C one day, the clock stops at the decision.
    expect(time.meeting?.applications).toBe(1);
    expect(time.meeting?.medianSeconds).toBeGreaterThan(100 * DAY);
    expect(time.decision).toMatchObject({ applications: 1, medianSeconds: DAY, averageSeconds: DAY });
    expect(dashboard.questions).toEqual([
      {
        questionId: 'stage',
        label: 'Stage',
        type: 'select_radio',
        answered: 3,
        current: true,
        options: [
          { value: 'idea', label: 'Idea', count: 1 },
          { value: 'seed', label: 'Seed', count: 2 },
        ],
      },
    ]);

    // The period selects applications by their day of creation: the 7th and 8th hold D only.
    const later = await admin.gql<{ applicationsDashboard: Dashboard }>(DASHBOARD, {
      filter: { funnelId: call.funnelId, from: '2026-01-07', to: '2026-01-08' },
    });
    expect(later.data?.applicationsDashboard).toMatchObject({ total: 1, submitted: 0 });
    expect(later.data?.applicationsDashboard.questions[0]?.answered).toBe(0);
  });

  it('keeps a question the intake form no longer asks, and adds the new one with its options at zero', async () => {
    const { admin, call } = await seededFunnel();
    const v2 = await admin.gql(
      'mutation ($id: ID!, $input: FormInput!) { updateForm(id: $id, input: $input) { _id version } }',
      {
        id: call.intakeFormId,
        input: {
          title: 'Intake v2',
          kind: 'intake',
          questions: [
            { id: 'pitch', questionType: 'text', label: [{ language: 'en', value: 'One-line pitch' }] },
            {
              id: 'sector',
              questionType: 'select_checkbox',
              label: [{ language: 'en', value: 'Sector' }],
              options: [
                { value: 'energy', labels: [{ language: 'en', value: 'Energy' }] },
                { value: 'health', labels: [{ language: 'en', value: 'Health' }] },
              ],
            },
          ],
        },
      },
    );
    expect(v2.errors).toBeUndefined();
    const result = await admin.gql<{ applicationsDashboard: Dashboard }>(DASHBOARD, {
      filter: { funnelId: call.funnelId },
    });
    const questions = result.data?.applicationsDashboard.questions ?? [];
    expect(questions.map((q) => [q.questionId, q.current, q.answered])).toEqual([
      ['sector', true, 0],
      ['stage', false, 3],
    ]);
    expect(questions[0]?.options.map((o) => o.count)).toEqual([0, 0]);
    // Without dates the daily series runs from the first application's day to today.
    const dashboard = result.data?.applicationsDashboard as Dashboard;
    expect(dashboard.from).toBe('2026-01-06');
    expect(dashboard.days[0]).toEqual({ day: '2026-01-06', created: 3, submitted: 1 });
    expect(dashboard.days.length).toBeGreaterThan(30);
    expect(dashboard.days.reduce((sum, day) => sum + day.created, 0)).toBe(4);
  });

  it('shows every funnel in reach without a funnel, and refuses bad periods', async () => {
    const { admin, call } = await seededFunnel();
    const other = await createCall(admin.gql, { name: 'Second call' });
    const all = await admin.gql<{ applicationsDashboard: Dashboard }>(DASHBOARD);
    expect(all.errors).toBeUndefined();
    expect(all.data?.applicationsDashboard).toMatchObject({
      funnel: null,
      total: 4,
      byStage: [],
      conversion: [],
      timeInStage: [],
      questions: [],
    });
    expect(all.data?.applicationsDashboard.funnels.map((f) => f._id).sort()).toEqual(
      [call.funnelId, other.funnelId].sort(),
    );
    const reversed = await admin.gql(DASHBOARD, { filter: { from: '2026-02-01', to: '2026-01-01' } });
    expect(reversed.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'to', message: APPLICATION_MESSAGES.periodOrder },
    ]);
    const tooLong = await admin.gql(DASHBOARD, { filter: { from: '2020-01-01', to: '2026-01-01' } });
    expect(tooLong.errors?.[0]?.extensions?.fields?.[0]?.message).toBe('Choose a period of at most 1096 days');
    const notADay = await admin.gql(DASHBOARD, { filter: { from: '2026-02-30' } });
    expect(notADay.errors?.[0]?.extensions?.code).toBe('ValidationError');
  });

  it('is for APPLICATION_DASHBOARD within reach, behind the flag, and never across organisations', async () => {
    const { org, sign, admin, call } = await seededFunnel();
    const coach = await sign('Coach');
    const refused = await coach.gql(DASHBOARD, { filter: { funnelId: call.funnelId } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const applicant = await sign('Applicant');
    expect((await applicant.gql(DASHBOARD)).errors?.[0]?.extensions?.code).toBe('ForbiddenError');

    // A coach given the dashboard reaches only the funnels they administer (APPLICATION_ALL:VIEW ASSIGNED).
    await withTenant(server.database.db, org.id, async (tx) => {
      const [coachRole] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.incubatorId, org.id), eq(roles.type, 'Coach')));
      await tx.insert(rolePermissions).values({
        incubatorId: org.id,
        roleId: coachRole?.id as string,
        key: 'APPLICATION_DASHBOARD',
        criteria: 'ALL',
      });
    });
    const hidden = await coach.gql<{ applicationsDashboard: Dashboard }>(DASHBOARD, {
      filter: { funnelId: call.funnelId },
    });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const nothing = await coach.gql<{ applicationsDashboard: Dashboard }>(DASHBOARD);
    expect(nothing.data?.applicationsDashboard).toMatchObject({ funnels: [], total: 0 });
    const admins = await admin.gql(
      'mutation ($id: ID!, $u: [ID!]!) { setFunnelAdmins(id: $id, userIds: $u) { _id } }',
      {
        id: call.funnelId,
        u: [coach.user.id],
      },
    );
    expect(admins.errors).toBeUndefined();
    const reached = await coach.gql<{ applicationsDashboard: Dashboard }>(DASHBOARD, {
      filter: { funnelId: call.funnelId },
    });
    expect(reached.data?.applicationsDashboard.total).toBe(4);

    // Another organisation's admin does not find the funnel.
    const stranger = await (await applicationsOrganisation(server)).sign('Admin');
    const foreign = await stranger.gql(DASHBOARD, { filter: { funnelId: call.funnelId } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NotFoundError');

    await server.database.ownerQuery(
      "insert into feature_flags (incubator_id, name, enabled) values ($1, 'applicationsDashboard', false)",
      [org.id],
    );
    const off = await admin.gql(DASHBOARD, { filter: { funnelId: call.funnelId } });
    expect(off.errors?.[0]?.message).toBe('This feature is switched off for your organisation');
  });
});
