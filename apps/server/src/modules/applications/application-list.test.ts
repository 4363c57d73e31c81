import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { rolePermissions, roles } from '../roles/index.ts';
import {
  applicationsOrganisation,
  type Call,
  createCall,
  type Gql,
  INTAKE_ANSWERS,
  type Person,
} from './application.fixtures.ts';
import { applicationTags } from './application.table.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const ROW =
  '_id status startupName submittedAt duplicateCount applicantLabel applicantCode applicantEmail ' +
  'applicant { _id fullName avatar } members { role user { _id } } round { _id kind } funnel { _id name } ' +
  'tags { _id name } viewerCan { viewAsStaff process decide delete }';
const LIST = `query ($filter: ApplicationFilterInput, $sort: ApplicationSortInput, $page: Int, $pageSize: Int) {
  applications(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) { totalCount page pageSize results { ${ROW} } } }`;
const QUEUE = `query ($filter: ApplicationQueueFilterInput) {
  applicationQueue(filter: $filter) { total statuses { status count } rounds { roundId name funnelId count } } }`;
const ONE = `query ($id: ID!) { application(id: $id) { ${ROW} } }`;
const MOVE = 'mutation ($id: ID!, $r: ID!) { moveApplication(applicationId: $id, roundId: $r) { _id } }';

interface Row {
  _id: string;
  status: string;
  startupName: string | null;
  applicantLabel: string | null;
  applicantCode: string | null;
  applicantEmail: string | null;
  applicant: { _id: string; fullName: string } | null;
  members: unknown[];
  round: { _id: string; kind: string } | null;
  funnel: { _id: string };
  tags: { _id: string }[];
}
type Page = { applications: { totalCount: number; page: number; pageSize: number; results: Row[] } };

/** An applicant who applies to the call with their answers; submitted unless `draft`. */
async function apply(applicant: Gql, call: Call, startupName: string, answers = INTAKE_ANSWERS, draft = false) {
  const started = await applicant<{ startApplication: { _id: string } }>(
    'mutation ($f: ID!, $n: String) { startApplication(funnelId: $f, startupName: $n) { _id } }',
    { f: call.funnelId, n: startupName },
  );
  expect(started.errors).toBeUndefined();
  const id = started.data?.startApplication._id as string;
  if (!draft) {
    const submitted = await applicant(
      'mutation ($id: ID!, $a: JSON!) { submitApplication(applicationId: $id, answers: $a) { _id } }',
      { id, a: answers },
    );
    expect(submitted.errors).toBeUndefined();
  }
  return id;
}

async function list(person: Person, variables: Record<string, unknown> = {}) {
  const result = await person.gql<Page>(LIST, variables);
  expect(result.errors).toBeUndefined();
  return result.data?.applications as Page['applications'];
}
const names = (page: Page['applications']) => page.results.map((row) => row.startupName);

/** An organisation with a call of four applicants (three submitted, one draft) and another call of one. */
async function overview(flags: Record<string, boolean> = {}) {
  const organisation = await applicationsOrganisation(server, flags);
  const admin = await organisation.sign('Admin');
  const call = await createCall(admin.gql, { name: 'Spring' });
  const other = await createCall(admin.gql, { name: 'Autumn' });
  const zelda = await organisation.sign('Applicant', { firstName: 'Zelda', email: `zelda-${Date.now()}@example.org` });
  const yann = await organisation.sign('Applicant', { firstName: 'Yann' });
  const xia = await organisation.sign('Applicant', { firstName: 'Xia' });
  const will = await organisation.sign('Applicant', { firstName: 'Will' });
  const solar = await apply(zelda.gql, call, 'Solar Kits');
  const beam = await apply(yann.gql, call, 'Beam', { ...INTAKE_ANSWERS, stage: { values: ['idea'] } });
  const ant = await apply(xia.gql, call, 'Ant Farm');
  const draft = await apply(will.gql, call, 'Drafty', INTAKE_ANSWERS, true);
  const autumn = await apply(zelda.gql, other, 'Solar Kits Autumn');
  return { ...organisation, admin, call, other, zelda, ids: { solar, beam, ant, draft, autumn } };
}

describe('the applications overview', () => {
  it('lists what staff reach, drafts left out, filtered, searched, sorted and paged', async () => {
    const { org, admin, call, other, zelda, ids } = await overview();
    const all = await list(admin);
    expect(all.totalCount).toBe(4);
    expect(all.results.every((row) => row.status !== 'draft')).toBe(true);
    expect((await list(admin, { filter: { includeDrafts: true } })).totalCount).toBe(5);
    expect(names(await list(admin, { filter: { statuses: ['draft'] } }))).toEqual(['Drafty']);

    // Funnel, then rounds: one into the form round, one into the meeting round, the rest in the intake.
    const spring = await list(admin, { filter: { funnelIds: [call.funnelId] } });
    expect(spring.totalCount).toBe(3);
    const [form, meeting] = call.rounds;
    expect((await admin.gql(MOVE, { id: ids.beam, r: form?._id })).errors).toBeUndefined();
    expect((await admin.gql(MOVE, { id: ids.ant, r: meeting?._id })).errors).toBeUndefined();
    expect(names(await list(admin, { filter: { roundIds: [form?._id] } }))).toEqual(['Beam']);
    const intake = await list(admin, { filter: { funnelIds: [call.funnelId], roundIds: ['intake'] } });
    expect(names(intake)).toEqual(['Solar Kits']);
    expect(names(await list(admin, { filter: { roundIds: ['intake', meeting?._id] } })).sort()).toEqual([
      'Ant Farm',
      'Solar Kits',
      'Solar Kits Autumn',
    ]);

    // Statuses and the spec's groups.
    expect(names(await list(admin, { filter: { statusGroups: ['EVALUATION_IN_PROGRESS'] } }))).toEqual(['Ant Farm']);
    expect((await list(admin, { filter: { statusGroups: ['ALL_PENDING'] } })).totalCount).toBe(4);
    expect((await list(admin, { filter: { statuses: ['accepted'] } })).totalCount).toBe(0);

    // Tags (any of), created dates, answers of the intake form.
    const tag = await admin.gql<{ createTag: { _id: string } }>(
      'mutation { createTag(kind: application, name: "Shortlist") { _id } }',
    );
    const tagId = tag.data?.createTag._id as string;
    await withTenant(server.database.db, org.id, (tx) =>
      tx.insert(applicationTags).values({ incubatorId: org.id, applicationId: ids.solar, tagId }),
    );
    const tagged = await list(admin, { filter: { tagIds: [tagId] } });
    expect(names(tagged)).toEqual(['Solar Kits']);
    expect(tagged.results[0]?.tags).toEqual([{ _id: tagId, name: 'Shortlist' }]);
    expect((await list(admin, { filter: { tagIds: ['not-a-uuid'] } })).totalCount).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await list(admin, { filter: { createdFrom: tomorrow } })).totalCount).toBe(0);
    expect((await list(admin, { filter: { createdTo: tomorrow } })).totalCount).toBe(4);
    const ideas = await list(admin, { filter: { answers: [{ questionId: 'stage', values: ['idea'] }] } });
    expect(names(ideas)).toEqual(['Beam']);
    const seeds = await list(admin, {
      filter: { funnelIds: [call.funnelId], answers: [{ questionId: 'stage', values: ['seed', 'other'] }] },
    });
    expect(names(seeds).sort()).toEqual(['Ant Farm', 'Solar Kits']);
    expect((await list(admin, { filter: { answers: [{ questionId: 'pitch', values: ['x'] }] } })).totalCount).toBe(0);

    // Search: the startup's name, the applicant's name, the applicant's e-mail; LIKE's wildcards are plain text.
    expect(names(await list(admin, { filter: { search: 'beam' } }))).toEqual(['Beam']);
    expect((await list(admin, { filter: { search: 'Zelda' } })).totalCount).toBe(2);
    expect((await list(admin, { filter: { search: zelda.user.email.toUpperCase() } })).totalCount).toBe(2);
    expect((await list(admin, { filter: { search: '%' } })).totalCount).toBe(0);

    // Sort, both ways, and pages.
    const byName = await list(admin, { sort: { field: 'STARTUP_NAME', direction: 'ASC' } });
    expect(names(byName)).toEqual(['Ant Farm', 'Beam', 'Solar Kits', 'Solar Kits Autumn']);
    const byNameDesc = await list(admin, { sort: { field: 'STARTUP_NAME', direction: 'DESC' } });
    expect(names(byNameDesc)).toEqual(['Solar Kits Autumn', 'Solar Kits', 'Beam', 'Ant Farm']);
    const newest = await list(admin);
    expect(newest.results[0]?.funnel._id).toBe(other.funnelId);
    const second = await list(admin, { sort: { field: 'STARTUP_NAME', direction: 'ASC' }, page: 1, pageSize: 3 });
    expect(second).toMatchObject({ totalCount: 4, page: 1, pageSize: 3 });
    expect(names(second)).toEqual(['Solar Kits Autumn']);
    const bySubmission = await list(admin, { sort: { field: 'SUBMITTED_AT', direction: 'ASC' } });
    expect(names(bySubmission)[0]).toBe('Solar Kits');
    const byChange = await list(admin, { sort: { field: 'STATUS_CHANGED_AT', direction: 'DESC' } });
    // Ant Farm moved into the meeting round last.
    expect(names(byChange)[0]).toBe('Ant Farm');

    // Bad input.
    const tooLong = await admin.gql(LIST, { filter: { search: 'x'.repeat(201) } });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('ValidationError');
    const badStatus = await admin.gql(LIST, { filter: { statuses: ['nope'] } });
    expect(badStatus.errors?.[0]).toBeDefined();
  });

  it('reads a page in at most three statements, session check included, whatever its size', async () => {
    const { admin, call, sign } = await overview();
    const count = async (variables: Record<string, unknown>) => {
      const before = server.statementCount();
      const result = await admin.gql(LIST, variables);
      expect(result.errors).toBeUndefined();
      return server.statementCount() - before;
    };
    const filter = {
      funnelIds: [call.funnelId],
      statusGroups: ['ALL_PENDING'],
      search: 'a',
      answers: [{ questionId: 'stage', values: ['seed', 'idea'] }],
      roundIds: ['intake'],
    };
    const one = await count({ pageSize: 1 });
    const filtered = await count({ filter });
    expect(one).toBeLessThanOrEqual(3);
    expect(filtered).toBeLessThanOrEqual(3);
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const applicant = await sign('Applicant');
      await apply(applicant.gql, call, `More ${n}`);
    }
    expect(await count({ pageSize: 25 })).toBe(one);
    expect(await count({ filter })).toBe(filtered);
    // The queue bar: one statement besides the session check.
    const before = server.statementCount();
    expect((await admin.gql(QUEUE, {})).errors).toBeUndefined();
    expect(server.statementCount() - before).toBeLessThanOrEqual(2);
  });

  it('keeps each viewer to their reach: admin, coach running a funnel, coach not, mentor, applicant, other organisation', async () => {
    const { admin, call, other, sign, zelda, ids } = await overview();
    const funnelAdmin = await sign('Coach');
    const coach = await sign('Coach');
    const mentor = await sign('Mentor');
    const set = await admin.gql('mutation ($id: ID!, $u: [ID!]!) { setFunnelAdmins(id: $id, userIds: $u) { _id } }', {
      id: other.funnelId,
      u: [admin.user.id, funnelAdmin.user.id],
    });
    expect(set.errors).toBeUndefined();

    expect((await list(admin)).totalCount).toBe(4);
    const ran = await list(funnelAdmin);
    expect(ran.results.map((row) => row._id)).toEqual([ids.autumn]);
    expect(ran.results[0]?.applicant?.fullName).toContain('Zelda');
    // A filter naming a funnel one does not reach finds nothing of it.
    expect((await list(funnelAdmin, { filter: { funnelIds: [call.funnelId] } })).totalCount).toBe(0);
    expect((await list(coach)).totalCount).toBe(0);
    const refusedMentor = await mentor.gql(LIST);
    expect(refusedMentor.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const refusedApplicant = await zelda.gql(LIST);
    expect(refusedApplicant.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const overviewOfApplicant = await zelda.gql('{ applicationsOverview { canFilter } }');
    expect(overviewOfApplicant.errors?.[0]?.extensions?.code).toBe('ForbiddenError');

    const elsewhere = await applicationsOrganisation(server);
    const otherAdmin = await elsewhere.sign('Admin');
    expect((await list(otherAdmin)).totalCount).toBe(0);
    expect((await list(otherAdmin, { filter: { funnelIds: [call.funnelId] } })).totalCount).toBe(0);

    // The page's options: the funnels within reach, their rounds and the intake's choice questions, and rights.
    const OVERVIEW =
      '{ applicationsOverview { canFilter canSeeQueueBar batchActions funnels { _id name rounds { kind } choiceQuestions { id label options { value label } } } } }';
    const adminOverview = await admin.gql<{
      applicationsOverview: {
        canFilter: boolean;
        batchActions: string[];
        funnels: { _id: string; rounds: unknown[]; choiceQuestions: unknown[] }[];
      };
    }>(OVERVIEW);
    expect(adminOverview.data?.applicationsOverview).toMatchObject({
      canFilter: true,
      canSeeQueueBar: true,
      batchActions: ['MOVE_TO_ROUND', 'DECIDE', 'ADD_TAG', 'REMOVE_TAG', 'DELETE'],
    });
    expect(adminOverview.data?.applicationsOverview.funnels.map((funnel) => funnel._id).sort()).toEqual(
      [call.funnelId, other.funnelId].sort(),
    );
    expect(adminOverview.data?.applicationsOverview.funnels[0]?.choiceQuestions).toEqual([
      {
        id: 'stage',
        label: 'Stage',
        options: [
          { value: 'idea', label: 'Idea' },
          { value: 'seed', label: 'Seed' },
        ],
      },
    ]);
    const coachOverview = await funnelAdmin.gql<{
      applicationsOverview: { canFilter: boolean; batchActions: string[]; funnels: { _id: string }[] };
    }>(OVERVIEW);
    expect(coachOverview.data?.applicationsOverview).toMatchObject({
      canFilter: false,
      batchActions: [],
      funnels: [{ _id: other.funnelId }],
    });
    const mentorOverview = await mentor.gql(OVERVIEW);
    expect(mentorOverview.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });

  it('counts the queue bar per status and per round, for QUEUE_BAR:VIEW only', async () => {
    const { admin, call, sign, ids } = await overview();
    const [, meeting] = call.rounds;
    await admin.gql(MOVE, { id: ids.ant, r: meeting?._id });
    const queue = await admin.gql<{
      applicationQueue: {
        total: number;
        statuses: { status: string; count: number }[];
        rounds: { roundId: string | null; name: string | null; count: number }[];
      };
    }>(QUEUE, { filter: { funnelIds: [call.funnelId] } });
    expect(queue.errors).toBeUndefined();
    expect(queue.data?.applicationQueue.total).toBe(3);
    expect(queue.data?.applicationQueue.statuses).toEqual(
      expect.arrayContaining([
        { status: 'under_review', count: 2 },
        { status: 'ready_for_invitation', count: 1 },
      ]),
    );
    expect(queue.data?.applicationQueue.rounds).toEqual([
      { roundId: null, name: null, funnelId: null, count: 2 },
      { roundId: meeting?._id, name: 'Interview', funnelId: call.funnelId, count: 1 },
    ]);
    const withDrafts = await admin.gql<{ applicationQueue: { total: number } }>(QUEUE, {
      filter: { funnelIds: [call.funnelId], includeDrafts: true },
    });
    expect(withDrafts.data?.applicationQueue.total).toBe(4);
    const coach = await sign('Coach');
    const refused = await coach.gql(QUEUE, {});
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });

  it('hides who applied to an anonymous funnel from reviewers who do not run it, in the list and the file', async () => {
    const { org, admin, call, sign, zelda, ids } = await overview({ anonymityApplications: true });
    // A reviewer who reads every application without processing them (APPLICATION_ALL:VIEW ALL, no APPLICATION_FLOW:EDIT).
    await withTenant(server.database.db, org.id, async (tx) => {
      const [role] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.incubatorId, org.id), eq(roles.type, 'Evaluator'), eq(roles.isDefault, true)));
      await tx
        .update(rolePermissions)
        .set({ criteria: 'ALL' })
        .where(
          and(
            eq(rolePermissions.incubatorId, org.id),
            eq(rolePermissions.roleId, role?.id as string),
            eq(rolePermissions.key, 'APPLICATION_ALL:VIEW'),
          ),
        );
    });
    const reviewer = await sign('Evaluator');
    const named = await list(reviewer, { filter: { search: 'Solar Kits' } });
    expect(named.results.find((row) => row._id === ids.solar)?.applicant?.fullName).toContain('Zelda');

    const updated = await admin.gql(
      'mutation ($id: ID!, $input: FunnelInput!) { updateFunnel(id: $id, input: $input) { _id anonymous } }',
      {
        id: call.funnelId,
        input: { name: 'Spring', programId: call.programId, intakeFormId: call.intakeFormId, anonymous: true },
      },
    );
    expect(updated.errors).toBeUndefined();

    const page = await list(reviewer, { filter: { funnelIds: [call.funnelId] } });
    expect(page.totalCount).toBe(3);
    for (const row of page.results) {
      expect(row).toMatchObject({ applicant: null, applicantEmail: null, members: [] });
      expect(row.applicantLabel).toBe(`Applicant #${row.applicantCode}`);
      expect(row.applicantCode).toMatch(/^[0-9A-F]{8}$/);
    }
    // Searching by name or e-mail must not single an anonymous applicant out; the startup's name still finds it.
    const byName = await list(reviewer, { filter: { search: 'Zelda' } });
    expect(byName.results.map((row) => row._id)).toEqual([ids.autumn]);
    expect((await list(reviewer, { filter: { search: zelda.user.email } })).totalCount).toBe(1);
    expect((await list(reviewer, { filter: { search: 'Beam' } })).totalCount).toBe(1);
    const file = await reviewer.gql<{ application: Row }>(ONE, { id: ids.solar });
    expect(file.data?.application).toMatchObject({ applicant: null, applicantEmail: null, members: [] });
    expect(file.data?.application.applicantLabel).toMatch(/^Applicant #[0-9A-F]{8}$/);
    // The same code on every page.
    expect(file.data?.application.applicantCode).toBe(page.results.find((row) => row._id === ids.solar)?.applicantCode);
    // The other funnel is not anonymous.
    const autumn = await reviewer.gql<{ application: Row }>(ONE, { id: ids.autumn });
    expect(autumn.data?.application.applicant?.fullName).toContain('Zelda');

    // Those who run the funnel see who applied; so does the applicant.
    const adminPage = await list(admin, { filter: { search: 'Zelda' } });
    expect(adminPage.totalCount).toBe(2);
    expect(adminPage.results.every((row) => row.applicant !== null && row.applicantLabel === null)).toBe(true);
    const own = await zelda.gql<{ application: Row }>(ONE, { id: ids.solar });
    expect(own.data?.application).toMatchObject({ applicantLabel: null, applicant: { _id: zelda.user.id } });
  });

  it('shows everyone when the organisation has anonymity switched off, even on an anonymous funnel', async () => {
    const { admin, call, sign, ids } = await overview({ anonymityApplications: false });
    await admin.gql('mutation ($id: ID!, $input: FunnelInput!) { updateFunnel(id: $id, input: $input) { _id } }', {
      id: call.funnelId,
      input: { name: 'Spring', programId: call.programId, intakeFormId: call.intakeFormId, anonymous: true },
    });
    const staff = await sign('Staff');
    const file = await staff.gql<{ application: Row }>(ONE, { id: ids.solar });
    expect(file.data?.application).toMatchObject({ applicantLabel: null, applicant: { fullName: expect.any(String) } });
  });

  it('saves views of the overview behind savedViewsApplications', async () => {
    const on = await applicationsOrganisation(server);
    const admin = await on.sign('Admin');
    const SAVE =
      'mutation ($n: String!, $f: JSON!) { createSavedView(scope: APPLICATIONS, name: $n, filters: $f) { _id scope filters } }';
    const saved = await admin.gql<{ createSavedView: { scope: string; filters: unknown } }>(SAVE, {
      n: 'Pending seeds',
      f: { statusGroups: ['ALL_PENDING'], roundIds: ['intake'], sort: 'STARTUP_NAME', direction: 'ASC' },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.createSavedView.scope).toBe('APPLICATIONS');
    const views = await admin.gql<{ savedViews: { filters: unknown }[] }>(
      '{ savedViews(scope: APPLICATIONS) { name filters } }',
    );
    expect(views.data?.savedViews).toHaveLength(1);
    const bad = await admin.gql(SAVE, { n: 'Bad', f: { statuses: ['nope'] } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('ValidationError');
    const unknownKey = await admin.gql(SAVE, { n: 'Bad', f: { programIds: [] } });
    expect(unknownKey.errors?.[0]?.extensions?.code).toBe('ValidationError');

    const off = await applicationsOrganisation(server, { savedViewsApplications: false });
    const offAdmin = await off.sign('Admin');
    const refused = await offAdmin.gql('{ savedViews(scope: APPLICATIONS) { _id } }');
    expect(refused.errors?.[0]?.message).toBe('This feature is switched off for your organisation');
  });
});
