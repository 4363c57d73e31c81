import { PROGRAM_MESSAGES, type RoleType } from '@cohort/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GraphQLResponse, hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Gql = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<GraphQLResponse<T>>;

async function organisation() {
  const org = await server.createOrganisationWithRoles();
  const person = (roleType: RoleType, firstName: string, lastName: string, status?: 'pending' | 'archived') =>
    server.createUser(org, { roleType, firstName, lastName, ...(status ? { status } : {}) });
  const sign = async (roleType: RoleType, names: { firstName?: string; lastName?: string } = {}) => {
    const user = await server.createUser(org, { roleType, ...names });
    const { token } = await server.signIn(org, user.email);
    const gql: Gql = (query, variables = {}) => server.graphql(query, { host: hostOf(org), token, variables });
    return { user, gql };
  };
  return { org, person, sign };
}

const PROGRAM_FIELDS = '_id name kind startupCount memberCount viewerCanEdit viewerCanManageMembers';
const CREATE_PROGRAM = `mutation ($input: ProgramInput!) { createProgram(input: $input) { ${PROGRAM_FIELDS} } }`;
const UPDATE_PROGRAM = `mutation ($id: ID!, $input: ProgramInput!) { updateProgram(id: $id, input: $input) { ${PROGRAM_FIELDS} } }`;
const PROGRAMS = `query ($kind: ProgramKind) { programs(kind: $kind) { name kind memberCount startupCount } }`;
const MEMBERS = `query ($programId: ID!, $search: String, $page: Int) {
  programMembers(programId: $programId, search: $search, page: $page) {
    totalCount page pageSize program { _id memberCount }
    results { roleType roleLabel addedAt user { _id fullName avatar } }
  }
}`;
const CANDIDATES = `query ($programId: ID!, $search: String) {
  programMemberCandidates(programId: $programId, search: $search) { _id fullName roleLabel }
}`;
const ADD = `mutation ($programId: ID!, $userIds: [ID!]!) { addProgramMembers(programId: $programId, userIds: $userIds) { memberCount } }`;
const REMOVE = `mutation ($programId: ID!, $userIds: [ID!]!) { removeProgramMembers(programId: $programId, userIds: $userIds) { memberCount } }`;
const SET = `mutation ($programId: ID!, $userIds: [ID!]!) { setProgramMembers(programId: $programId, userIds: $userIds) { memberCount } }`;

interface Program {
  _id: string;
  name: string;
  kind: 'startup' | 'user';
  memberCount: number;
  startupCount: number;
  viewerCanManageMembers: boolean;
}
interface MembersPage {
  totalCount: number;
  page: number;
  pageSize: number;
  program: { _id: string; memberCount: number };
  results: { roleType: string; roleLabel: string; user: { _id: string; fullName: string } }[];
}

async function createProgram(gql: Gql, name: string, kind?: 'startup' | 'user') {
  const created = await gql<{ createProgram: Program }>(CREATE_PROGRAM, { input: { name, ...(kind ? { kind } : {}) } });
  expect(created.errors).toBeUndefined();
  return created.data?.createProgram as Program;
}

const names = (page: MembersPage | undefined) => page?.results.map((member) => member.user.fullName);

describe('programmes of people (issue 14 point 9)', () => {
  it('creates programmes of both kinds, filters them by kind, and lists, adds, removes and sets people', async () => {
    const { person, sign } = await organisation();
    const admin = await sign('Admin', { firstName: 'Ada', lastName: 'Admin' });
    const mina = await person('Mentor', 'Mina', 'Mentor');
    const ezra = await person('Expert', 'Ezra', 'Expert');
    const chen = await person('Cofounder', 'Chen', 'Founder');
    const pia = await person('CommunityMember', 'Pia', 'Pending', 'pending');

    const cohort = await createProgram(admin.gql, 'Spring cohort');
    expect(cohort).toMatchObject({ kind: 'startup', memberCount: 0, viewerCanManageMembers: true });
    const track = await createProgram(admin.gql, 'Mentor track', 'user');
    expect(track).toMatchObject({ kind: 'user', memberCount: 0, startupCount: 0 });

    const byKind = async (kind?: string) =>
      (await admin.gql<{ programs: Program[] }>(PROGRAMS, kind ? { kind } : {})).data?.programs.map((p) => p.name);
    expect(await byKind()).toEqual(['Mentor track', 'Spring cohort']);
    expect(await byKind('user')).toEqual(['Mentor track']);
    expect(await byKind('startup')).toEqual(['Spring cohort']);

    // The picker offers active and invited people not yet in the programme, by name or e-mail.
    const offered = await admin.gql<{ programMemberCandidates: { fullName: string; roleLabel: string }[] }>(
      CANDIDATES,
      { programId: track._id },
    );
    expect(offered.errors).toBeUndefined();
    expect(offered.data?.programMemberCandidates.map((p) => p.fullName)).toEqual([
      'Ada Admin',
      'Chen Founder',
      'Ezra Expert',
      'Mina Mentor',
      'Pia Pending',
    ]);
    const searched = await admin.gql<{ programMemberCandidates: { fullName: string }[] }>(CANDIDATES, {
      programId: track._id,
      search: 'mina',
    });
    expect(searched.data?.programMemberCandidates.map((p) => p.fullName)).toEqual(['Mina Mentor']);

    const added = await admin.gql<{ addProgramMembers: { memberCount: number } }>(ADD, {
      programId: track._id,
      userIds: [mina.id, ezra.id, chen.id, mina.id],
    });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addProgramMembers.memberCount).toBe(3);
    // Adding someone already in it changes nothing.
    const again = await admin.gql<{ addProgramMembers: { memberCount: number } }>(ADD, {
      programId: track._id,
      userIds: [mina.id, pia.id],
    });
    expect(again.data?.addProgramMembers.memberCount).toBe(4);

    // Chen alone in a startup reads as Founder (spec 01 §6).
    await admin.gql('mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }', {
      input: { name: 'Solo', programIds: [cohort._id], memberIds: [chen.id] },
    });
    const page = await admin.gql<{ programMembers: MembersPage }>(MEMBERS, { programId: track._id });
    expect(page.errors).toBeUndefined();
    expect(page.data?.programMembers).toMatchObject({ totalCount: 4, page: 0, pageSize: 25 });
    expect(names(page.data?.programMembers)).toEqual(['Chen Founder', 'Ezra Expert', 'Mina Mentor', 'Pia Pending']);
    expect(page.data?.programMembers.results[0]).toMatchObject({ roleType: 'Cofounder', roleLabel: 'Founder' });
    const found = await admin.gql<{ programMembers: MembersPage }>(MEMBERS, { programId: track._id, search: 'EXP' });
    expect(found.data?.programMembers.totalCount).toBe(1);
    expect(names(found.data?.programMembers)).toEqual(['Ezra Expert']);
    const beyond = await admin.gql<{ programMembers: MembersPage }>(MEMBERS, { programId: track._id, page: 3 });
    expect(beyond.data?.programMembers).toMatchObject({ totalCount: 4, results: [] });

    // Those in the programme are no longer offered.
    const left = await admin.gql<{ programMemberCandidates: { fullName: string }[] }>(CANDIDATES, {
      programId: track._id,
    });
    expect(left.data?.programMemberCandidates.map((p) => p.fullName)).toEqual(['Ada Admin']);

    const removed = await admin.gql<{ removeProgramMembers: { memberCount: number } }>(REMOVE, {
      programId: track._id,
      userIds: [ezra.id],
    });
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removeProgramMembers.memberCount).toBe(3);
    const set = await admin.gql<{ setProgramMembers: { memberCount: number } }>(SET, {
      programId: track._id,
      userIds: [ezra.id, chen.id],
    });
    expect(set.data?.setProgramMembers.memberCount).toBe(2);
    expect(
      names((await admin.gql<{ programMembers: MembersPage }>(MEMBERS, { programId: track._id })).data?.programMembers),
    ).toEqual(['Chen Founder', 'Ezra Expert']);
    expect((await admin.gql<{ programs: Program[] }>(PROGRAMS)).data?.programs).toEqual([
      { name: 'Mentor track', kind: 'user', memberCount: 2, startupCount: 0 },
      { name: 'Spring cohort', kind: 'startup', memberCount: 0, startupCount: 1 },
    ]);
  });

  it("shows a person's programmes of people on their session and their profile", async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const mentor = await sign('Mentor', { firstName: 'Mina', lastName: 'Mentor' });
    const track = await createProgram(admin.gql, 'Mentor track', 'user');
    const fellowship = await createProgram(admin.gql, 'Fellowship', 'user');
    await createProgram(admin.gql, 'Another track', 'user');
    for (const program of [track, fellowship]) {
      await admin.gql(ADD, { programId: program._id, userIds: [mentor.user.id] });
    }
    const mine = await mentor.gql<{ currentUser: { programs: { name: string }[] } }>(
      '{ currentUser { programs { _id name } } }',
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.currentUser.programs.map((p) => p.name)).toEqual(['Fellowship', 'Mentor track']);
    const profile = await admin.gql<{ profile: { programs: { _id: string; name: string }[] } }>(
      'query ($id: ID!) { profile(id: $id) { programs { _id name } } }',
      { id: mentor.user.id },
    );
    expect(profile.errors).toBeUndefined();
    expect(profile.data?.profile.programs).toEqual([
      { _id: fellowship._id, name: 'Fellowship' },
      { _id: track._id, name: 'Mentor track' },
    ]);
    const admins = await admin.gql<{ currentUser: { programs: unknown[] } }>('{ currentUser { programs { name } } }');
    expect(admins.data?.currentUser.programs).toEqual([]);
  });

  it('keeps people out of programmes of startups and startups out of programmes of people', async () => {
    const { person, sign } = await organisation();
    const admin = await sign('Admin');
    const mina = await person('Mentor', 'Mina', 'Mentor');
    const cohort = await createProgram(admin.gql, 'Spring cohort');
    const track = await createProgram(admin.gql, 'Mentor track', 'user');

    for (const query of [ADD, REMOVE, SET]) {
      const refused = await admin.gql(query, { programId: cohort._id, userIds: [mina.id] });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        fields: [{ field: 'programId', message: PROGRAM_MESSAGES.notForPeople }],
      });
    }
    const listed = await admin.gql(MEMBERS, { programId: cohort._id });
    expect(listed.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'programId', message: PROGRAM_MESSAGES.notForPeople }],
    });

    // The startup form, the batches and the import do not put startups in a programme of people.
    const startup = await admin.gql<{ createStartup: { _id: string } }>(
      'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
      { input: { name: 'Solaris', programIds: [track._id] } },
    );
    expect(startup.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'programIds', message: PROGRAM_MESSAGES.notForStartups }],
    });
    const solaris = await admin.gql<{ createStartup: { _id: string } }>(
      'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
      { input: { name: 'Solaris', programIds: [cohort._id] } },
    );
    expect(solaris.errors).toBeUndefined();
    const batch = await admin.gql(
      'mutation ($ids: [ID!]!, $action: StartupBatchActionInput!) { startStartupBatchOperation(startupIds: $ids, action: $action) { id } }',
      { ids: [solaris.data?.createStartup._id], action: { type: 'ADD_TO_PROGRAM', targetId: track._id } },
    );
    expect(batch.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'action.targetId', message: PROGRAM_MESSAGES.notForStartups }],
    });
    const preview = await admin.gql<{ previewStartupImport: { rows: { errors: string[] }[] } }>(
      'query ($csv: String!) { previewStartupImport(csv: $csv) { rows { errors } } }',
      { csv: 'Name,Programmes\nNova,Mentor track\n' },
    );
    expect(preview.data?.previewStartupImport.rows[0]?.errors.length).toBeGreaterThan(0);
  });

  it('changes the kind only while nobody takes part', async () => {
    const { person, sign } = await organisation();
    const admin = await sign('Admin');
    const mina = await person('Mentor', 'Mina', 'Mentor');
    const empty = await createProgram(admin.gql, 'Undecided');
    const changed = await admin.gql<{ updateProgram: Program }>(UPDATE_PROGRAM, {
      id: empty._id,
      input: { name: 'Undecided', kind: 'user' },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateProgram.kind).toBe('user');
    await admin.gql(ADD, { programId: empty._id, userIds: [mina.id] });
    const locked = await admin.gql(UPDATE_PROGRAM, { id: empty._id, input: { name: 'Undecided', kind: 'startup' } });
    expect(locked.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'kind', message: PROGRAM_MESSAGES.kindLocked }],
    });
    // Leaving the kind out, or repeating it, keeps it and changes the rest.
    const renamed = await admin.gql<{ updateProgram: Program }>(UPDATE_PROGRAM, {
      id: empty._id,
      input: { name: 'Mentor track' },
    });
    expect(renamed.data?.updateProgram).toMatchObject({ name: 'Mentor track', kind: 'user', memberCount: 1 });

    const cohort = await createProgram(admin.gql, 'Spring cohort');
    await admin.gql('mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }', {
      input: { name: 'Solaris', programIds: [cohort._id] },
    });
    const withStartups = await admin.gql(UPDATE_PROGRAM, { id: cohort._id, input: { name: 'Spring', kind: 'user' } });
    expect(withStartups.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'kind', message: PROGRAM_MESSAGES.kindLocked }],
    });
    const unknown = await admin.gql(CREATE_PROGRAM, { input: { name: 'X', kind: 'team' } });
    expect(unknown.errors).toBeDefined();
  });

  it('lets startup managers and the programme admins manage people, and refuses everyone else', async () => {
    const { person, sign } = await organisation();
    const admin = await sign('Admin');
    const mina = await person('Mentor', 'Mina', 'Mentor');
    const track = await createProgram(admin.gql, 'Mentor track', 'user');
    for (const roleType of ['Staff', 'Coach', 'SubAdmin', 'AdminCoach'] as const) {
      const staff = await sign(roleType);
      const added = await staff.gql<{ addProgramMembers: { memberCount: number } }>(ADD, {
        programId: track._id,
        userIds: [mina.id],
      });
      expect(added.errors, roleType).toBeUndefined();
      const listed = await staff.gql<{ programMembers: MembersPage }>(MEMBERS, { programId: track._id });
      expect(listed.data?.programMembers.totalCount, roleType).toBe(1);
    }
    for (const roleType of ['Mentor', 'Expert', 'Evaluator', 'Cofounder', 'CommunityMember', 'Applicant'] as const) {
      const outsider = await sign(roleType);
      for (const [query, variables] of [
        [MEMBERS, { programId: track._id }],
        [CANDIDATES, { programId: track._id }],
        [ADD, { programId: track._id, userIds: [outsider.user.id] }],
        [REMOVE, { programId: track._id, userIds: [mina.id] }],
        [SET, { programId: track._id, userIds: [] }],
      ] as const) {
        const refused = await outsider.gql(query, variables);
        expect(refused.errors?.[0]?.extensions, `${roleType} ${query.slice(0, 40)}`).toMatchObject({
          code: 'ForbiddenError',
        });
      }
      const program = await outsider.gql<{ program: Program }>(
        'query ($id: ID!) { program(id: $id) { viewerCanManageMembers } }',
        { id: track._id },
      );
      expect(program.data?.program.viewerCanManageMembers).toBe(false);
    }
    // Nothing changed.
    const page = await admin.gql<{ programMembers: MembersPage }>(MEMBERS, { programId: track._id });
    expect(names(page.data?.programMembers)).toEqual(['Mina Mentor']);
  });

  it("refuses people of another organisation, deleted or archived people, bad ids and another organisation's programme", async () => {
    const { person, sign } = await organisation();
    const admin = await sign('Admin');
    const track = await createProgram(admin.gql, 'Mentor track', 'user');
    const archived = await person('Mentor', 'Old', 'Mentor', 'archived');
    const other = await organisation();
    const otherAdmin = await other.sign('Admin');
    const stranger = await other.person('Mentor', 'Sam', 'Stranger');
    const otherTrack = await createProgram(otherAdmin.gql, 'Their track', 'user');

    for (const userIds of [[stranger.id], [archived.id], ['not-an-id']]) {
      const refused = await admin.gql(ADD, { programId: track._id, userIds });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        fields: [{ field: 'userIds', message: PROGRAM_MESSAGES.personNotFound }],
      });
    }
    const tooMany = await admin.gql(ADD, {
      programId: track._id,
      userIds: Array.from({ length: 101 }, (_, i) => `01a00000-0000-7000-8000-${String(i).padStart(12, '0')}`),
    });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'userIds', message: PROGRAM_MESSAGES.tooMany }],
    });
    for (const [query, variables] of [
      [MEMBERS, { programId: otherTrack._id }],
      [CANDIDATES, { programId: otherTrack._id }],
      [ADD, { programId: otherTrack._id, userIds: [] }],
      [MEMBERS, { programId: 'nope' }],
    ] as const) {
      const missing = await admin.gql(query, variables);
      expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NotFoundError' });
    }
    // The other organisation's programme is untouched and its people never offered here.
    const offered = await admin.gql<{ programMemberCandidates: { fullName: string }[] }>(CANDIDATES, {
      programId: track._id,
      search: 'Stranger',
    });
    expect(offered.data?.programMemberCandidates).toEqual([]);
    expect(
      (await otherAdmin.gql<{ programMembers: MembersPage }>(MEMBERS, { programId: otherTrack._id })).data
        ?.programMembers.totalCount,
    ).toBe(0);
  });

  it('reads a page of people in three statements, session check included, whatever the page size', async () => {
    const { person, sign } = await organisation();
    const admin = await sign('Admin');
    const track = await createProgram(admin.gql, 'Mentor track', 'user');
    const first = await person('Mentor', 'Mina', 'Mentor');
    await admin.gql(ADD, { programId: track._id, userIds: [first.id] });
    const count = async (search?: string) => {
      const before = server.statementCount();
      const page = await admin.gql(MEMBERS, { programId: track._id, ...(search ? { search } : {}) });
      expect(page.errors).toBeUndefined();
      return server.statementCount() - before;
    };
    const one = await count();
    // The session check, the programme with how many people match, and the page.
    expect(one).toBeLessThanOrEqual(3);
    const more = await Promise.all(
      ['Ezra', 'Chen', 'Pia', 'Ola', 'Li'].map((name) => person('Cofounder', name, 'Person')),
    );
    await admin.gql(ADD, { programId: track._id, userIds: more.map((p) => p.id) });
    expect(await count()).toBe(one);
    expect(await count('person')).toBe(one);
  });
});
