import { APPLICATION_MESSAGES, type PermissionCriteria, type RoleType } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { IncubatorRow } from '../organisations/index.ts';
import { rolePermissions, roles } from '../roles/index.ts';

/** The funnels management screens' API: the list, the builder's mutations, the admins and the decision e-mails. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface GqlError {
  message: string;
  extensions?: { code?: string; fields?: { field: string; message: string }[] };
}
type Gql = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: T | null; errors?: GqlError[] }>;
interface Person {
  id: string;
  gql: Gql;
}

const FIELDS =
  '_id name slug state submittedCount publishedAt archivedAt opensAt closesAt adminIds admins { _id firstName lastName fullName } program { _id name } intakeForm { _id baseId } rounds { _id kind name formId deadline } viewerCan { edit delete }';
const LIST = `query ($filter: FunnelFilter) { funnels(filter: $filter) { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { funnel(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: FunnelInput!) { createFunnel(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: FunnelInput!) { updateFunnel(id: $id, input: $input) { ${FIELDS} } }`;
const ROUNDS = `mutation ($id: ID!, $rounds: [FunnelRoundInput!]!) { setFunnelRounds(id: $id, rounds: $rounds) { ${FIELDS} } }`;
const ADMINS = `mutation ($id: ID!, $userIds: [ID!]!) { setFunnelAdmins(id: $id, userIds: $userIds) { ${FIELDS} } }`;
const PUBLISH = `mutation ($id: ID!, $published: Boolean!) { publishFunnel(id: $id, published: $published) { ${FIELDS} } }`;
const ARCHIVE = `mutation ($id: ID!, $archived: Boolean!) { archiveFunnel(id: $id, archived: $archived) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteFunnel(id: $id) }';
const EMAILS = 'query ($id: ID!) { funnelDecisionEmails(funnelId: $id) { _id action language subject body canEdit } }';
const SAVE_EMAIL =
  'mutation ($id: ID!, $input: FunnelDecisionEmailInput!) { saveFunnelDecisionEmail(funnelId: $id, input: $input) { _id action language subject body canEdit } }';
const DELETE_EMAIL = 'mutation ($id: ID!) { deleteFunnelDecisionEmail(id: $id) }';

const en = (value: string) => [{ language: 'en', value }];
const DAY = 86_400_000;

async function organisation() {
  const org = await server.createOrganisationWithRoles();
  const sign = async (roleType: RoleType, firstName: string = roleType): Promise<Person> => {
    const user = await server.createUser(org, { roleType, firstName, lastName: 'Tester' });
    const { token } = await server.signIn(org, user.email);
    return {
      id: user.id,
      gql: (query, variables = {}) => server.graphql(query, { host: hostOf(org), token, variables }),
    };
  };
  return { org, sign };
}

/** Gives the default role of a type exactly these criteria for these keys (read at the next request). */
async function grant(org: IncubatorRow, roleType: RoleType, keys: Record<string, PermissionCriteria>) {
  await withTenant(server.database.db, org.id, async (tx) => {
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.incubatorId, org.id), eq(roles.type, roleType)));
    if (!role) throw new Error(`No ${roleType} role`);
    for (const [key, criteria] of Object.entries(keys)) {
      await tx
        .delete(rolePermissions)
        .where(
          and(
            eq(rolePermissions.incubatorId, org.id),
            eq(rolePermissions.roleId, role.id),
            eq(rolePermissions.key, key),
          ),
        );
      if (criteria !== 'NONE') {
        await tx.insert(rolePermissions).values({ incubatorId: org.id, roleId: role.id, key, criteria });
      }
    }
  });
}

/** A programme, an intake form and a further form of the organisation, made by its admin. */
async function basics(admin: Gql) {
  const stamp = Math.random().toString(36).slice(2, 8);
  const program = await admin<{ createProgram: { _id: string } }>(
    'mutation ($input: ProgramInput!) { createProgram(input: $input) { _id } }',
    { input: { name: `Programme ${stamp}` } },
  );
  const intake = await admin<{ createForm: { _id: string; baseId: string } }>(
    'mutation ($input: FormInput!) { createForm(input: $input) { _id baseId } }',
    {
      input: {
        title: `Intake ${stamp}`,
        kind: 'intake',
        questions: [{ id: 'pitch', questionType: 'text', label: en('Pitch'), validations: { required: true } }],
      },
    },
  );
  const deeper = await admin<{ createForm: { _id: string } }>(
    'mutation ($input: FormInput!) { createForm(input: $input) { _id } }',
    { input: { title: `Deeper ${stamp}`, kind: 'submission', questions: [] } },
  );
  expect(program.errors ?? intake.errors ?? deeper.errors).toBeUndefined();
  return {
    programId: program.data?.createProgram._id as string,
    intakeFormId: intake.data?.createForm._id as string,
    deeperFormId: deeper.data?.createForm._id as string,
  };
}

interface FunnelData {
  _id: string;
  name: string;
  slug: string;
  state: string;
  submittedCount: number;
  adminIds: string[];
  admins: { _id: string; firstName: string; fullName: string }[];
  program: { _id: string; name: string } | null;
  intakeForm: { _id: string; baseId: string } | null;
  rounds: { _id: string; kind: string; name: string; formId: string | null; deadline: string | null }[];
  viewerCan: { edit: boolean; delete: boolean };
}

async function createFunnel(admin: Gql, input: Record<string, unknown>): Promise<FunnelData> {
  const result = await admin<{ createFunnel: FunnelData }>(CREATE, { input });
  expect(result.errors).toBeUndefined();
  return result.data?.createFunnel as FunnelData;
}

async function submitApplication(applicant: Gql, funnelId: string): Promise<string> {
  const started = await applicant<{ startApplication: { _id: string } }>(
    'mutation ($f: ID!) { startApplication(funnelId: $f, startupName: "SunSchool") { _id } }',
    { f: funnelId },
  );
  expect(started.errors).toBeUndefined();
  const id = started.data?.startApplication._id as string;
  const submitted = await applicant(
    'mutation ($id: ID!, $a: JSON!) { submitApplication(applicationId: $id, answers: $a) { _id } }',
    { id, a: { pitch: 'Solar kits' } },
  );
  expect(submitted.errors).toBeUndefined();
  return id;
}

const fieldMessage = (result: { errors?: GqlError[] }) => result.errors?.[0]?.message;
const code = (result: { errors?: GqlError[] }) => result.errors?.[0]?.extensions?.code;

describe('the funnels management list', () => {
  it('shows each call with its state, programme, admins and submissions, filtered by search, programme and archive', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin', 'Ada');
    const applicant = await sign('Applicant');
    const { programId, intakeFormId } = await basics(admin.gql);
    const other = await basics(admin.gql);
    const soon = new Date(Date.now() + 30 * DAY).toISOString();

    const open = await createFunnel(admin.gql, { name: 'Open call', programId, intakeFormId, closesAt: soon });
    await admin.gql(PUBLISH, { id: open._id, published: true });
    await submitApplication(applicant.gql, open._id);
    const later = await createFunnel(admin.gql, {
      name: 'Later call',
      programId,
      intakeFormId,
      opensAt: new Date(Date.now() + 10 * DAY).toISOString(),
      closesAt: soon,
    });
    await admin.gql(PUBLISH, { id: later._id, published: true });
    const draft = await createFunnel(admin.gql, { name: 'Draft call', programId: other.programId });
    const closed = await createFunnel(admin.gql, { name: 'Closed call', programId, intakeFormId });
    await admin.gql(PUBLISH, { id: closed._id, published: true });
    const closing = await admin.gql<{ updateFunnel: FunnelData }>(UPDATE, {
      id: closed._id,
      input: { name: 'Closed call', programId, intakeFormId, closesAt: new Date(Date.now() - DAY).toISOString() },
    });
    expect(closing.data?.updateFunnel.state).toBe('closed');
    const archived = await createFunnel(admin.gql, { name: 'Old call', programId });
    await admin.gql(ARCHIVE, { id: archived._id, archived: true });

    const before = server.statementCount();
    const list = await admin.gql<{ funnels: FunnelData[] }>(LIST);
    // The session, whether the viewer administers a funnel, and the page with everything it shows.
    expect(server.statementCount() - before).toBeLessThanOrEqual(3);
    expect(list.errors).toBeUndefined();
    const byName = new Map(list.data?.funnels.map((funnel) => [funnel.name, funnel]));
    expect([...byName.keys()].sort()).toEqual(['Closed call', 'Draft call', 'Later call', 'Open call']);
    expect(byName.get('Open call')).toMatchObject({
      state: 'open',
      submittedCount: 1,
      program: { _id: programId },
      admins: [{ _id: admin.id, firstName: 'Ada', fullName: 'Ada Tester' }],
      viewerCan: { edit: true, delete: true },
    });
    expect(byName.get('Later call')?.state).toBe('scheduled');
    expect(byName.get('Draft call')?.state).toBe('draft');

    const searched = await admin.gql<{ funnels: FunnelData[] }>(LIST, { filter: { search: 'later' } });
    expect(searched.data?.funnels.map((funnel) => funnel._id)).toEqual([later._id]);
    const ofProgramme = await admin.gql<{ funnels: FunnelData[] }>(LIST, {
      filter: { programId: other.programId },
    });
    expect(ofProgramme.data?.funnels.map((funnel) => funnel._id)).toEqual([draft._id]);
    const old = await admin.gql<{ funnels: FunnelData[] }>(LIST, { filter: { archived: true } });
    expect(old.data?.funnels.map((funnel) => [funnel._id, funnel.state])).toEqual([[archived._id, 'archived']]);
    const restored = await admin.gql<{ archiveFunnel: FunnelData }>(ARCHIVE, { id: archived._id, archived: false });
    expect(restored.data?.archiveFunnel.state).toBe('draft');

    const badSearch = await admin.gql(LIST, { filter: { search: 'x'.repeat(201) } });
    expect(code(badSearch)).toBe('ValidationError');
  });

  it('opens to FUNNEL:CREATE with one’s own funnels only, to funnel admins, and to nobody else', async () => {
    const { org, sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const applicant = await sign('Applicant');
    const { programId } = await basics(admin.gql);
    const theirs = await createFunnel(admin.gql, { name: 'Admin call', programId });

    expect(code(await coach.gql(LIST))).toBe('ForbiddenError');
    expect(code(await applicant.gql(LIST))).toBe('ForbiddenError');
    expect(code(await coach.gql(CREATE, { input: { name: 'Nope', programId } }))).toBe('ForbiddenError');

    await grant(org, 'Coach', { 'FUNNEL:CREATE': 'ALL' });
    const empty = await coach.gql<{ funnels: FunnelData[] }>(LIST);
    expect(empty.data?.funnels).toEqual([]);
    const own = await createFunnel(coach.gql, { name: 'Coach call', programId });
    expect(own.adminIds).toEqual([coach.id]);
    const mine = await coach.gql<{ funnels: FunnelData[] }>(LIST);
    expect(mine.data?.funnels.map((funnel) => funnel._id)).toEqual([own._id]);
    // Another's funnel stays out of reach: not even found.
    expect(code(await coach.gql(ONE, { id: theirs._id }))).toBe('NotFoundError');

    await grant(org, 'Coach', { 'FUNNEL:CREATE': 'NONE' });
    const adminOnly = await coach.gql<{ funnels: FunnelData[] }>(LIST);
    expect(adminOnly.data?.funnels.map((funnel) => funnel._id)).toEqual([own._id]);
  });
});

describe('the funnel builder', () => {
  it('refuses a coach who does not run the funnel and lets its admin change it, but not delete it', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const staff = await sign('Staff');
    const applicant = await sign('Applicant');
    const { programId, intakeFormId, deeperFormId } = await basics(admin.gql);
    const funnel = await createFunnel(admin.gql, { name: 'Spring call', programId, intakeFormId });
    const input = { name: 'Renamed', programId, intakeFormId };

    expect(code(await coach.gql(UPDATE, { id: funnel._id, input }))).toBe('NotFoundError');
    expect(code(await coach.gql(PUBLISH, { id: funnel._id, published: true }))).toBe('NotFoundError');
    expect(code(await coach.gql(ADMINS, { id: funnel._id, userIds: [coach.id] }))).toBe('NotFoundError');
    expect(code(await applicant.gql(ONE, { id: funnel._id }))).toBe('NotFoundError');

    const withCoach = await admin.gql<{ setFunnelAdmins: FunnelData }>(ADMINS, {
      id: funnel._id,
      userIds: [admin.id, coach.id],
    });
    expect(withCoach.data?.setFunnelAdmins.admins.map((person) => person._id).sort()).toEqual(
      [admin.id, coach.id].sort(),
    );
    const renamed = await coach.gql<{ updateFunnel: FunnelData }>(UPDATE, { id: funnel._id, input });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.updateFunnel).toMatchObject({ name: 'Renamed', viewerCan: { edit: true, delete: false } });
    const rounds = await coach.gql<{ setFunnelRounds: FunnelData }>(ROUNDS, {
      id: funnel._id,
      rounds: [
        { kind: 'meeting', name: 'Interview' },
        { kind: 'form', name: 'Deeper', formId: deeperFormId },
        { kind: 'decision', name: 'Decision' },
      ],
    });
    expect(rounds.data?.setFunnelRounds.rounds.map((round) => round.kind)).toEqual(['meeting', 'form', 'decision']);
    const published = await coach.gql<{ publishFunnel: FunnelData }>(PUBLISH, { id: funnel._id, published: true });
    expect(published.data?.publishFunnel.state).toBe('open');

    // FUNNEL:DELETE: neither the coach (an admin of it) nor Staff hold it; the organisation's admin does.
    expect(code(await coach.gql(DELETE, { id: funnel._id }))).toBe('ForbiddenError');
    expect(code(await staff.gql(DELETE, { id: funnel._id }))).toBe('ForbiddenError');
    await submitApplication(applicant.gql, funnel._id);
    const refused = await admin.gql(DELETE, { id: funnel._id });
    expect(fieldMessage(refused)).toBe(APPLICATION_MESSAGES.funnelHasApplications);
    expect((await admin.gql(ONE, { id: funnel._id })).errors).toBeUndefined();

    const spare = await createFunnel(admin.gql, { name: 'Spare call', programId });
    const deleted = await admin.gql<{ deleteFunnel: string }>(DELETE, { id: spare._id });
    expect(deleted.data?.deleteFunnel).toBe(spare._id);
    expect(code(await admin.gql(ONE, { id: spare._id }))).toBe('NotFoundError');
  });

  it('refuses bad settings, rounds and admins, and changes nothing', async () => {
    const { org, sign } = await organisation();
    const admin = await sign('Admin');
    const applicant = await sign('Applicant');
    const gone = await server.createUser(org, { roleType: 'Staff', status: 'deleted' });
    const { programId, intakeFormId, deeperFormId } = await basics(admin.gql);
    const funnel = await createFunnel(admin.gql, { name: 'Careful call', programId });

    const noIntake = await admin.gql(PUBLISH, { id: funnel._id, published: true });
    expect(fieldMessage(noIntake)).toBe(APPLICATION_MESSAGES.intakeMissing);
    const notIntake = await admin.gql(UPDATE, {
      id: funnel._id,
      input: { name: 'Careful call', programId, intakeFormId: deeperFormId },
    });
    expect(fieldMessage(notIntake)).toBe(APPLICATION_MESSAGES.intakeMissing);
    const badSlug = await admin.gql(UPDATE, {
      id: funnel._id,
      input: { name: 'Careful call', programId, slug: 'Not a slug!' },
    });
    expect(code(badSlug)).toBe('ValidationError');
    expect(badSlug.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('slug');
    const badDate = await admin.gql(UPDATE, {
      id: funnel._id,
      input: { name: 'Careful call', programId, opensAt: 'tomorrow' },
    });
    expect(fieldMessage(badDate)).toBe('Opening date is not a valid date');
    const noName = await admin.gql(UPDATE, { id: funnel._id, input: { name: '  ', programId } });
    expect(code(noName)).toBe('ValidationError');

    const formless = await admin.gql(ROUNDS, {
      id: funnel._id,
      rounds: [
        { kind: 'form', name: 'Deeper' },
        { kind: 'decision', name: 'Decision' },
      ],
    });
    expect(fieldMessage(formless)).toBe(APPLICATION_MESSAGES.roundFormMissing);
    const decisionFirst = await admin.gql(ROUNDS, {
      id: funnel._id,
      rounds: [
        { kind: 'decision', name: 'Decision' },
        { kind: 'meeting', name: 'Interview' },
      ],
    });
    expect(fieldMessage(decisionFirst)).toBe(APPLICATION_MESSAGES.decisionLast);
    const tooMany = await admin.gql(ROUNDS, {
      id: funnel._id,
      rounds: [
        ...Array.from({ length: 20 }, (_, n) => ({ kind: 'meeting', name: `Interview ${n}` })),
        { kind: 'decision', name: 'Decision' },
      ],
    });
    expect(code(tooMany)).toBe('ValidationError');

    const noAdmins = await admin.gql(ADMINS, { id: funnel._id, userIds: [] });
    expect(fieldMessage(noAdmins)).toBe(APPLICATION_MESSAGES.funnelAdminMissing);
    const applicantAdmin = await admin.gql(ADMINS, { id: funnel._id, userIds: [admin.id, applicant.id] });
    expect(fieldMessage(applicantAdmin)).toBe(APPLICATION_MESSAGES.funnelAdminRole);
    const notAnId = await admin.gql(ADMINS, { id: funnel._id, userIds: [admin.id, 'someone'] });
    expect(fieldMessage(notAnId)).toBe('This person was not found');
    const deletedAdmin = await admin.gql(ADMINS, { id: funnel._id, userIds: [admin.id, gone.id] });
    expect(fieldMessage(deletedAdmin)).toBe('This person was not found');

    const after = await admin.gql<{ funnel: FunnelData }>(ONE, { id: funnel._id });
    expect(after.data?.funnel).toMatchObject({
      name: 'Careful call',
      state: 'draft',
      intakeForm: null,
      adminIds: [admin.id],
      rounds: [expect.objectContaining({ kind: 'decision' })],
    });

    // A round that holds applications stays.
    const withIntake = await admin.gql(UPDATE, {
      id: funnel._id,
      input: { name: 'Careful call', programId, intakeFormId },
    });
    expect(withIntake.errors).toBeUndefined();
    await admin.gql(ROUNDS, {
      id: funnel._id,
      rounds: [
        { kind: 'meeting', name: 'Interview' },
        { kind: 'decision', name: 'Decision' },
      ],
    });
    await admin.gql(PUBLISH, { id: funnel._id, published: true });
    const applicationId = await submitApplication(applicant.gql, funnel._id);
    const current = (await admin.gql<{ funnel: FunnelData }>(ONE, { id: funnel._id })).data?.funnel as FunnelData;
    const [interview, decision] = current.rounds;
    const moved = await admin.gql(
      'mutation ($id: ID!, $r: ID!) { moveApplication(applicationId: $id, roundId: $r) { _id } }',
      { id: applicationId, r: interview?._id },
    );
    expect(moved.errors).toBeUndefined();
    const removing = await admin.gql(ROUNDS, {
      id: funnel._id,
      rounds: [{ id: decision?._id, kind: 'decision', name: 'Decision' }],
    });
    expect(fieldMessage(removing)).toBe(APPLICATION_MESSAGES.roundHasApplications);
  });

  it('keeps one organisation’s funnels, forms, programmes and people away from another', async () => {
    const first = await organisation();
    const second = await organisation();
    const admin = await first.sign('Admin');
    const stranger = await second.sign('Admin');
    const { programId, intakeFormId } = await basics(admin.gql);
    const theirs = await basics(stranger.gql);
    const funnel = await createFunnel(admin.gql, { name: 'Private call', programId, intakeFormId });
    const saved = await admin.gql<{ saveFunnelDecisionEmail: { _id: string } }>(SAVE_EMAIL, {
      id: funnel._id,
      input: { action: 'reject', language: 'en', subject: 'Sorry', body: 'Not this time' },
    });
    const emailId = saved.data?.saveFunnelDecisionEmail._id;

    expect(code(await stranger.gql(ONE, { id: funnel._id }))).toBe('NotFoundError');
    expect(
      code(await stranger.gql(UPDATE, { id: funnel._id, input: { name: 'Mine', programId: theirs.programId } })),
    ).toBe('NotFoundError');
    expect(code(await stranger.gql(DELETE, { id: funnel._id }))).toBe('NotFoundError');
    expect(code(await stranger.gql(EMAILS, { id: funnel._id }))).toBe('NotFoundError');
    expect(code(await stranger.gql(DELETE_EMAIL, { id: emailId }))).toBe('NotFoundError');
    const list = await stranger.gql<{ funnels: FunnelData[] }>(LIST);
    expect(list.data?.funnels).toEqual([]);

    // Another organisation's programme, forms and people are not found from here.
    const foreignProgramme = await admin.gql(CREATE, { input: { name: 'Borrowed', programId: theirs.programId } });
    expect(fieldMessage(foreignProgramme)).toBe('This programme was not found');
    const foreignIntake = await admin.gql(UPDATE, {
      id: funnel._id,
      input: { name: 'Private call', programId, intakeFormId: theirs.intakeFormId },
    });
    expect(fieldMessage(foreignIntake)).toBe(APPLICATION_MESSAGES.intakeMissing);
    const foreignForm = await admin.gql(ROUNDS, {
      id: funnel._id,
      rounds: [
        { kind: 'form', name: 'Borrowed', formId: theirs.deeperFormId },
        { kind: 'decision', name: 'Decision' },
      ],
    });
    expect(fieldMessage(foreignForm)).toBe('This form was not found');
    const foreignAdmin = await admin.gql(ADMINS, { id: funnel._id, userIds: [admin.id, stranger.id] });
    expect(fieldMessage(foreignAdmin)).toBe('This person was not found');
  });
});

describe('decision e-mails', () => {
  it('follows EMAIL_REJECTION:CREATE and :EDIT, with the creator’s exception, and refuses bad input', async () => {
    const { org, sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const { programId } = await basics(admin.gql);
    const funnel = await createFunnel(admin.gql, { name: 'Mail call', programId });
    await admin.gql(ADMINS, { id: funnel._id, userIds: [admin.id, coach.id] });
    const reject = (language: string, subject: string) => ({
      action: 'reject',
      language,
      subject,
      body: 'Dear {firstName}, {funnelName} will not go on with {startupName}.',
    });

    const byAdmin = await admin.gql<{ saveFunnelDecisionEmail: { _id: string; canEdit: boolean } }>(SAVE_EMAIL, {
      id: funnel._id,
      input: reject('en', 'About your application'),
    });
    expect(byAdmin.data?.saveFunnelDecisionEmail.canEdit).toBe(true);

    // The coach runs the funnel but holds neither key: nothing new, nothing of another's.
    expect(code(await coach.gql(SAVE_EMAIL, { id: funnel._id, input: reject('fr', 'Votre candidature') }))).toBe(
      'ForbiddenError',
    );
    expect(code(await coach.gql(SAVE_EMAIL, { id: funnel._id, input: reject('en', 'Changed') }))).toBe(
      'ForbiddenError',
    );

    await grant(org, 'Coach', { 'EMAIL_REJECTION:CREATE': 'ALL', 'EMAIL_REJECTION:EDIT': 'OWN' });
    const own = await coach.gql<{ saveFunnelDecisionEmail: { _id: string; canEdit: boolean } }>(SAVE_EMAIL, {
      id: funnel._id,
      input: reject('fr', 'Votre candidature'),
    });
    expect(own.errors).toBeUndefined();
    expect(code(await coach.gql(SAVE_EMAIL, { id: funnel._id, input: reject('en', 'Changed') }))).toBe(
      'ForbiddenError',
    );
    const seen = await coach.gql<{ funnelDecisionEmails: { language: string; canEdit: boolean }[] }>(EMAILS, {
      id: funnel._id,
    });
    expect(seen.data?.funnelDecisionEmails.map((email) => [email.language, email.canEdit])).toEqual([
      ['en', false],
      ['fr', true],
    ]);
    expect(code(await coach.gql(DELETE_EMAIL, { id: byAdmin.data?.saveFunnelDecisionEmail._id }))).toBe(
      'ForbiddenError',
    );

    // Without either key, the creator still changes and deletes their own e-mail, and writes no new one.
    await grant(org, 'Coach', { 'EMAIL_REJECTION:CREATE': 'NONE', 'EMAIL_REJECTION:EDIT': 'NONE' });
    const changed = await coach.gql<{ saveFunnelDecisionEmail: { subject: string } }>(SAVE_EMAIL, {
      id: funnel._id,
      input: reject('fr', 'Votre candidature à {funnelName}'),
    });
    expect(changed.data?.saveFunnelDecisionEmail.subject).toBe('Votre candidature à {funnelName}');
    expect(code(await coach.gql(SAVE_EMAIL, { id: funnel._id, input: reject('de', 'Ihre Bewerbung') }))).toBe(
      'ForbiddenError',
    );
    const removed = await coach.gql(DELETE_EMAIL, { id: own.data?.saveFunnelDecisionEmail._id });
    expect(removed.errors).toBeUndefined();

    const badLanguage = await admin.gql(SAVE_EMAIL, { id: funnel._id, input: reject('xx', 'Subject') });
    expect(fieldMessage(badLanguage)).toBe(APPLICATION_MESSAGES.emailLanguage);
    const noSubject = await admin.gql(SAVE_EMAIL, { id: funnel._id, input: reject('en', ' ') });
    expect(code(noSubject)).toBe('ValidationError');
    const badAction = await admin.gql(SAVE_EMAIL, {
      id: funnel._id,
      input: { ...reject('en', 'Subject'), action: 'maybe' },
    });
    expect(badAction.errors?.[0]).toBeDefined();
    const missing = await admin.gql(DELETE_EMAIL, { id: 'not-an-id' });
    expect(code(missing)).toBe('NotFoundError');
    const left = await admin.gql<{ funnelDecisionEmails: { language: string; subject: string }[] }>(EMAILS, {
      id: funnel._id,
    });
    expect(left.data?.funnelDecisionEmails).toEqual([
      expect.objectContaining({ language: 'en', subject: 'About your application' }),
    ]);
  });
});
