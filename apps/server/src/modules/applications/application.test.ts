import { APPLICATION_MESSAGES } from '@cohort/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  APPLICATION_FIELDS,
  applicationsOrganisation,
  createCall,
  FUNNEL_FIELDS,
  INTAKE_ANSWERS,
  submittedApplication,
} from './application.fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const START = `mutation ($f: ID!, $n: String) { startApplication(funnelId: $f, startupName: $n) { ${APPLICATION_FIELDS} } }`;
const SAVE = `mutation ($id: ID!, $a: JSON!) { saveApplicationDraft(applicationId: $id, answers: $a) { ${APPLICATION_FIELDS} } }`;
const SUBMIT = `mutation ($id: ID!, $a: JSON!) { submitApplication(applicationId: $id, answers: $a) { ${APPLICATION_FIELDS} } }`;
const MOVE = `mutation ($id: ID!, $r: ID!) { moveApplication(applicationId: $id, roundId: $r) { ${APPLICATION_FIELDS} } }`;
const ONE = `query ($id: ID!) { application(id: $id) { ${APPLICATION_FIELDS} } }`;

describe('funnels', () => {
  it('lets FUNNEL:CREATE build a call with rounds and publish it, lists it publicly, and refuses others', async () => {
    const { sign, anonymous } = await applicationsOrganisation(server);
    const admin = await sign('Admin');
    const call = await createCall(admin.gql, { name: 'Spring Accelerator 2027' });
    expect(call.slug).toBe('spring-accelerator-2027');
    expect(call.rounds.map((round) => round.kind)).toEqual(['form', 'meeting', 'decision']);

    const explore = await anonymous<{ applyCalls: { slug: string; isOpen: boolean }[] }>(
      '{ applyCalls { slug isOpen name closesAt intakeForm { _id } } }',
    );
    expect(explore.data?.applyCalls).toEqual([expect.objectContaining({ slug: call.slug, isOpen: true })]);
    const page = await anonymous<{ applyCall: { name: string } }>(
      'query ($s: String!) { applyCall(slug: $s) { name } }',
      {
        s: call.slug,
      },
    );
    expect(page.data?.applyCall.name).toBe('Spring Accelerator 2027');
    // The public type has no staff fields.
    const staffField = await anonymous('query ($s: String!) { applyCall(slug: $s) { adminIds } }', { s: call.slug });
    expect(staffField.errors?.[0]).toBeDefined();

    const coach = await sign('Coach');
    const refused = await coach.gql(`mutation ($input: FunnelInput!) { createFunnel(input: $input) { _id } }`, {
      input: { name: 'Nope', programId: call.programId },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const slugTaken = await admin.gql(`mutation ($input: FunnelInput!) { createFunnel(input: $input) { _id } }`, {
      input: { name: 'Other', slug: call.slug, programId: call.programId },
    });
    expect(slugTaken.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.slugTaken);
    const badDates = await admin.gql(`mutation ($input: FunnelInput!) { createFunnel(input: $input) { _id } }`, {
      input: {
        name: 'Backwards',
        programId: call.programId,
        opensAt: '2027-03-01T00:00:00Z',
        closesAt: '2027-02-01T00:00:00Z',
      },
    });
    expect(badDates.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.closesBeforeOpens);
    const noDecision = await admin.gql(
      `mutation ($id: ID!, $rounds: [FunnelRoundInput!]!) { setFunnelRounds(id: $id, rounds: $rounds) { _id } }`,
      { id: call.funnelId, rounds: [{ kind: 'meeting', name: 'Interview' }] },
    );
    expect(noDecision.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.oneDecision);
    const list = await admin.gql<{ funnels: { _id: string }[] }>(`{ funnels { ${FUNNEL_FIELDS} } }`);
    expect(list.data?.funnels.map((funnel) => funnel._id)).toEqual([call.funnelId]);
  });

  it('keeps funnels of one organisation away from another', async () => {
    const first = await applicationsOrganisation(server);
    const second = await applicationsOrganisation(server);
    const admin = await first.sign('Admin');
    const other = await second.sign('Admin');
    const call = await createCall(admin.gql);
    const read = await other.gql(`query ($id: ID!) { funnel(id: $id) { _id } }`, { id: call.funnelId });
    expect(read.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const page = await second.anonymous('query ($s: String!) { applyCall(slug: $s) { name } }', { s: call.slug });
    expect(page.errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });
});

describe('applications', () => {
  it('takes an applicant from a draft to a submission, once, and refuses a second application', async () => {
    const { sign } = await applicationsOrganisation(server);
    const admin = await sign('Admin');
    const applicant = await sign('Applicant');
    const call = await createCall(admin.gql);

    const started = await applicant.gql<{ startApplication: { _id: string; status: string; nextStep: string } }>(
      START,
      { f: call.funnelId, n: 'SunSchool' },
    );
    expect(started.errors).toBeUndefined();
    const id = started.data?.startApplication._id as string;
    expect(started.data?.startApplication).toMatchObject({ status: 'draft', nextStep: 'FILL_INTAKE' });

    const saved = await applicant.gql<{ saveApplicationDraft: { sheets: { status: string; answers: unknown }[] } }>(
      SAVE,
      { id, a: { pitch: 'Half done' } },
    );
    expect(saved.data?.saveApplicationDraft.sheets).toEqual([
      { baseId: expect.any(String), status: 'draft', answers: { pitch: 'Half done' } },
    ]);

    const incomplete = await applicant.gql(SUBMIT, { id, a: { pitch: 'Half done' } });
    expect(incomplete.errors?.[0]?.extensions?.code).toBe('ValidationError');
    expect(incomplete.errors?.[0]?.message).toContain('Stage');

    const submitted = await applicant.gql<{ submitApplication: { status: string; submittedAt: string } }>(SUBMIT, {
      id,
      a: INTAKE_ANSWERS,
    });
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data?.submitApplication.status).toBe('under_review');

    const again = await applicant.gql(SUBMIT, { id, a: INTAKE_ANSWERS });
    expect(again.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.alreadySubmitted);
    const editAfter = await applicant.gql(SAVE, { id, a: { pitch: 'Changed' } });
    expect(editAfter.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.alreadySubmitted);
    const duplicate = await applicant.gql(START, { f: call.funnelId, n: 'SunSchool' });
    expect(duplicate.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.duplicate);

    // The applicant never sees a prepared decision nor staff fields; staff do.
    const mine = await applicant.gql<{ application: { preparedDecision: null; duplicateCount: null } }>(ONE, { id });
    expect(mine.data?.application).toMatchObject({ preparedDecision: null, duplicateCount: null });
    const staff = await admin.gql<{ application: { viewerCan: { viewAsStaff: boolean }; duplicateCount: number } }>(
      ONE,
      { id },
    );
    expect(staff.data?.application).toMatchObject({ viewerCan: { viewAsStaff: true }, duplicateCount: 0 });
  });

  it('refuses a submission after the deadline and before the opening, with a clear message', async () => {
    const { sign } = await applicationsOrganisation(server);
    const admin = await sign('Admin');
    const applicant = await sign('Applicant');
    const call = await createCall(admin.gql);
    const started = await applicant.gql<{ startApplication: { _id: string } }>(START, { f: call.funnelId, n: 'Late' });
    const id = started.data?.startApplication._id as string;
    const past = new Date(Date.now() - 60_000).toISOString();
    const closed = await admin.gql(
      `mutation ($id: ID!, $input: FunnelInput!) { updateFunnel(id: $id, input: $input) { _id isOpen } }`,
      {
        id: call.funnelId,
        input: { name: 'Closed call', programId: call.programId, intakeFormId: call.intakeFormId, closesAt: past },
      },
    );
    expect(closed.errors).toBeUndefined();
    const late = await applicant.gql(SUBMIT, { id, a: INTAKE_ANSWERS });
    expect(late.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.callClosed);
    const after = await applicant.gql<{ application: { status: string } }>(ONE, { id });
    expect(after.data?.application.status).toBe('draft');

    const later = await createCall(admin.gql, { opensAt: new Date(Date.now() + 86_400_000).toISOString() });
    const early = await applicant.gql(START, { f: later.funnelId, n: 'Early' });
    expect(early.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.callNotOpen);
  });

  it('moves an application through rounds by the allowed transitions, and keeps applicants apart', async () => {
    const { sign } = await applicationsOrganisation(server);
    const admin = await sign('Admin');
    const applicant = await sign('Applicant');
    const otherApplicant = await sign('Applicant');
    const call = await createCall(admin.gql);
    // A draft is the applicant's: staff do not move it into a round.
    const later = await createCall(admin.gql);
    const draft = await applicant.gql<{ startApplication: { _id: string } }>(START, { f: later.funnelId, n: 'Draft' });
    const movedDraft = await admin.gql(MOVE, { id: draft.data?.startApplication._id, r: later.rounds[0]?._id });
    expect(movedDraft.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.notSubmitted);
    const id = await submittedApplication(applicant.gql, call);
    const [form, meeting] = call.rounds;

    const toForm = await admin.gql<{ moveApplication: { status: string; round: { kind: string }; nextStep: string } }>(
      MOVE,
      { id, r: form?._id },
    );
    expect(toForm.data?.moveApplication).toMatchObject({ status: 'under_review', round: { kind: 'form' } });
    const asked = await applicant.gql<{ application: { nextStep: string } }>(ONE, { id });
    expect(asked.data?.application.nextStep).toBe('FILL_ROUND');
    const toMeeting = await admin.gql<{ moveApplication: { status: string } }>(MOVE, { id, r: meeting?._id });
    expect(toMeeting.data?.moveApplication.status).toBe('ready_for_invitation');

    // Applicants neither move applications nor read another's.
    const byApplicant = await applicant.gql(MOVE, { id, r: form?._id });
    expect(byApplicant.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const peek = await otherApplicant.gql(ONE, { id });
    expect(peek.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    // A round of another funnel is not one of this application's.
    const otherCall = await createCall(admin.gql);
    const foreign = await admin.gql(MOVE, { id, r: otherCall.rounds[0]?._id });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const mine = await otherApplicant.gql<{ myApplications: unknown[] }>(`{ myApplications { _id } }`);
    expect(mine.data?.myApplications).toEqual([]);
  });

  it('lets the applicant withdraw a draft and refuses a coach who does not run the funnel', async () => {
    const { sign } = await applicationsOrganisation(server);
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const applicant = await sign('Applicant');
    const call = await createCall(admin.gql);
    const id = await submittedApplication(applicant.gql, call);
    const read = await coach.gql(ONE, { id });
    expect(read.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const withdraw = await applicant.gql('mutation ($id: ID!) { deleteApplication(applicationId: $id) }', { id });
    expect(withdraw.errors).toBeUndefined();
    const gone = await admin.gql(ONE, { id });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });
});
