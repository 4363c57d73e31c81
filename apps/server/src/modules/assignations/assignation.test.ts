import type { RoleType } from '@cohort/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Person {
  _id: string;
  fullName: string;
}
interface Assignation {
  startup: { _id: string; name: string; logo: string | null };
  users: Person[];
}

async function organisation() {
  const org = await server.createOrganisationWithRoles();
  const sign = async (roleType: RoleType, names: { firstName?: string; lastName?: string } = {}) => {
    const user = await server.createUser(org, { roleType, ...names });
    const { token } = await server.signIn(org, user.email);
    const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host: hostOf(org), token, variables });
    return { user, gql };
  };
  return { org, sign };
}

const CREATE_STARTUP = 'mutation ($name: String!) { createStartup(input: { name: $name }) { _id } }';
const ASSIGNATIONS =
  'query ($search: String, $page: Int, $pageSize: Int) { startupAssignations(search: $search, page: $page, pageSize: $pageSize) { totalCount results { startup { _id name logo } users { _id fullName firstName lastName avatar } } } }';
const SET =
  'mutation ($startupId: ID!, $userIds: [ID!]!) { setStartupAssignations(startupId: $startupId, userIds: $userIds) { startup { _id name } users { _id fullName } } }';
const ASSIGNABLE = 'query ($search: String) { assignableUsers(search: $search) { _id fullName } }';

async function createStartup(
  gql: Awaited<ReturnType<Awaited<ReturnType<typeof organisation>>['sign']>>['gql'],
  name: string,
) {
  const created = await gql<{ createStartup: { _id: string } }>(CREATE_STARTUP, { name });
  expect(created.errors).toBeUndefined();
  return created.data?.createStartup._id ?? '';
}

describe('startup assignations (coaches, mentors and experts of a startup)', () => {
  it('assigns a coach and a mentor, lists them by startup, and replaces the list', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach', { firstName: 'Camille', lastName: 'Coach' });
    const mentor = await sign('Mentor', { firstName: 'Mina', lastName: 'Mentor' });
    const expert = await sign('Expert', { firstName: 'Ezra', lastName: 'Expert' });
    await sign('Cofounder', { firstName: 'Chen', lastName: 'Cofounder' });
    await sign('Staff', { firstName: 'Sam', lastName: 'Staff' });
    const solaris = await createStartup(admin.gql, 'Solaris Energy');
    await createStartup(admin.gql, 'Agrisense');

    // Only the coaching side and the network can be assigned; a name search narrows them.
    const assignable = await admin.gql<{ assignableUsers: Person[] }>(ASSIGNABLE);
    expect(assignable.errors).toBeUndefined();
    expect(assignable.data?.assignableUsers.map((person) => person.fullName)).toEqual([
      'Camille Coach',
      'Ezra Expert',
      'Mina Mentor',
    ]);
    const searched = await admin.gql<{ assignableUsers: Person[] }>(ASSIGNABLE, { search: 'min' });
    expect(searched.data?.assignableUsers.map((person) => person.fullName)).toEqual(['Mina Mentor']);

    const set = await admin.gql<{ setStartupAssignations: Assignation }>(SET, {
      startupId: solaris,
      userIds: [coach.user.id, mentor.user.id],
    });
    expect(set.errors).toBeUndefined();
    expect(set.data?.setStartupAssignations).toEqual({
      startup: { _id: solaris, name: 'Solaris Energy' },
      users: [
        { _id: coach.user.id, fullName: 'Camille Coach' },
        { _id: mentor.user.id, fullName: 'Mina Mentor' },
      ],
    });

    const page = await admin.gql<{ startupAssignations: { totalCount: number; results: Assignation[] } }>(ASSIGNATIONS);
    expect(page.errors).toBeUndefined();
    expect(page.data?.startupAssignations.totalCount).toBe(2);
    expect(
      page.data?.startupAssignations.results.map((row) => [row.startup.name, row.users.map((u) => u.fullName)]),
    ).toEqual([
      ['Agrisense', []],
      ['Solaris Energy', ['Camille Coach', 'Mina Mentor']],
    ]);
    const found = await admin.gql<{ startupAssignations: { totalCount: number; results: Assignation[] } }>(
      ASSIGNATIONS,
      { search: 'sol' },
    );
    expect(found.data?.startupAssignations.totalCount).toBe(1);
    const second = await admin.gql<{ startupAssignations: { totalCount: number; results: Assignation[] } }>(
      ASSIGNATIONS,
      { page: 1, pageSize: 1 },
    );
    expect(second.data?.startupAssignations).toMatchObject({
      totalCount: 2,
      results: [{ startup: { name: 'Solaris Energy' } }],
    });

    // The list is replaced, not added to: the coach leaves, the expert joins.
    const replaced = await admin.gql<{ setStartupAssignations: Assignation }>(SET, {
      startupId: solaris,
      userIds: [mentor.user.id, expert.user.id, expert.user.id],
    });
    expect(replaced.data?.setStartupAssignations.users.map((u) => u.fullName)).toEqual(['Mina Mentor', 'Ezra Expert']);
    const log = await admin.gql<{ activityLog: { results: { action: string }[] } }>(
      '{ activityLog { results { action } } }',
    );
    expect(log.data?.activityLog.results.map((entry) => entry.action)).toContain('startup.assignations.updated');
    const cleared = await admin.gql<{ setStartupAssignations: Assignation }>(SET, { startupId: solaris, userIds: [] });
    expect(cleared.data?.setStartupAssignations.users).toEqual([]);
  });

  it("refuses a cofounder, another organisation's user, another organisation's startup and a viewer without the permission", async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const founder = await sign('Cofounder');
    const solaris = await createStartup(admin.gql, 'Solaris Energy');
    const other = await organisation();
    const otherAdmin = await other.sign('Admin');
    const otherMentor = await other.sign('Mentor');
    const otherStartup = await createStartup(otherAdmin.gql, 'Elsewhere');

    const cofounder = await admin.gql(SET, { startupId: solaris, userIds: [coach.user.id, founder.user.id] });
    expect(cofounder.errors?.[0]?.message).toBe(
      'Only coaches, mentors and experts of this organisation can be assigned',
    );
    expect(cofounder.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: [{ field: 'userIds', message: 'Only coaches, mentors and experts of this organisation can be assigned' }],
    });
    const outsider = await admin.gql(SET, { startupId: solaris, userIds: [otherMentor.user.id] });
    expect(outsider.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: [{ field: 'userIds', message: 'Only coaches, mentors and experts of this organisation can be assigned' }],
    });
    const malformed = await admin.gql(SET, { startupId: solaris, userIds: ['not-an-id'] });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: [{ field: 'userIds', message: 'This person was not found' }],
    });
    // Nothing was stored by the refused calls.
    const unchanged = await admin.gql<{ startupAssignations: { results: Assignation[] } }>(ASSIGNATIONS);
    expect(unchanged.data?.startupAssignations.results[0]?.users).toEqual([]);

    const foreign = await admin.gql(SET, { startupId: otherStartup, userIds: [coach.user.id] });
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'The startup was not found',
      extensions: { code: 'NotFoundError' },
    });
    const garbage = await admin.gql(SET, { startupId: 'nope', userIds: [] });
    expect(garbage.errors?.[0]?.extensions).toMatchObject({ code: 'NotFoundError' });
    // The other organisation's list does not show this one's startups.
    const theirs = await otherAdmin.gql<{ startupAssignations: { results: Assignation[] } }>(ASSIGNATIONS);
    expect(theirs.data?.startupAssignations.results.map((row) => row.startup.name)).toEqual(['Elsewhere']);

    // A coach (no STARTUP/ASSIGNATION_MEMBERS:EDIT by default) can neither list nor assign.
    for (const query of [ASSIGNATIONS, ASSIGNABLE]) {
      const refused = await coach.gql(query);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'ForbiddenError' });
    }
    const refused = await coach.gql(SET, { startupId: solaris, userIds: [coach.user.id] });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'ForbiddenError' });
    expect(refused.data?.setStartupAssignations ?? null).toBeNull();
    // Staff and sub-admins hold the permission by default.
    for (const roleType of ['Staff', 'SubAdmin'] as const) {
      const manager = await sign(roleType);
      const allowed = await manager.gql(ASSIGNATIONS);
      expect(allowed.errors).toBeUndefined();
    }
  });

  it('opens the file and timeline of the assigned startup to the coach (ASSIGNED criterion), and no other', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const solaris = await createStartup(admin.gql, 'Solaris Energy');
    const agrisense = await createStartup(admin.gql, 'Agrisense');
    const FILE = 'query ($id: ID!) { startupFile(id: $id) { _id name } }';
    const TIMELINE =
      'query ($id: ID!) { startupEventTimeline(startupId: $id) { posts { results { __typename } next } } }';
    const MINE = '{ currentUser { assignedStartups { _id name logo } } }';

    const before = await coach.gql(FILE, { id: solaris });
    expect(before.errors?.[0]?.extensions).toMatchObject({ code: 'NotFoundError' });
    const none = await coach.gql<{ currentUser: { assignedStartups: unknown[] } }>(MINE);
    expect(none.data?.currentUser.assignedStartups).toEqual([]);

    const set = await admin.gql(SET, { startupId: solaris, userIds: [coach.user.id] });
    expect(set.errors).toBeUndefined();

    const file = await coach.gql<{ startupFile: { _id: string; name: string } }>(FILE, { id: solaris });
    expect(file.errors).toBeUndefined();
    expect(file.data?.startupFile).toEqual({ _id: solaris, name: 'Solaris Energy' });
    const timeline = await coach.gql<{ startupEventTimeline: { posts: { results: unknown[] } } }>(TIMELINE, {
      id: solaris,
    });
    expect(timeline.errors).toBeUndefined();
    expect(timeline.data?.startupEventTimeline.posts.results).toEqual([]);

    const otherFile = await coach.gql(FILE, { id: agrisense });
    expect(otherFile.errors?.[0]).toMatchObject({
      message: 'The startup was not found',
      extensions: { code: 'NotFoundError' },
    });
    const otherTimeline = await coach.gql(TIMELINE, { id: agrisense });
    expect(otherTimeline.errors?.[0]?.extensions).toMatchObject({ code: 'NotFoundError' });

    const mine = await coach.gql<{ currentUser: { assignedStartups: unknown[] } }>(MINE);
    expect(mine.data?.currentUser.assignedStartups).toEqual([{ _id: solaris, name: 'Solaris Energy', logo: null }]);

    // Unassigned again, the file closes.
    await admin.gql(SET, { startupId: solaris, userIds: [] });
    const after = await coach.gql(FILE, { id: solaris });
    expect(after.errors?.[0]?.extensions).toMatchObject({ code: 'NotFoundError' });
  });

  it('puts the page in the sidebar of those who may assign (Startups › Programmes), not of coaches', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const founder = await sign('Cofounder');
    interface Item {
      name: string;
      path: string | null;
      submenu: Item[];
    }
    const SET_UP =
      '{ setUp { sidebarV2 { name path submenu { name path submenu { name path submenu { name path } } } } mobileNav { name path } } }';
    const flatten = (items: Item[]): Item[] => items.flatMap((item) => [item, ...flatten(item.submenu ?? [])]);
    const adminMenus = await admin.gql<{ setUp: { sidebarV2: Item[] } }>(SET_UP);
    const startups = adminMenus.data?.setUp.sidebarV2.find((item) => item.name === 'startups');
    const programs = startups?.submenu.find((item) => item.name === 'programs');
    expect(programs?.submenu.map((item) => [item.name, item.path])).toEqual(
      expect.arrayContaining([
        ['programList', '/startups/programs'],
        ['startupAssignation', '/startups/programs/startup-assignations'],
      ]),
    );
    const coachMenus = await coach.gql<{ setUp: { sidebarV2: Item[] } }>(SET_UP);
    expect(flatten(coachMenus.data?.setUp.sidebarV2 ?? []).map((item) => item.name)).not.toContain(
      'startupAssignation',
    );
    const founderMenus = await founder.gql<{ setUp: { mobileNav: Item[] } }>(SET_UP);
    expect(founderMenus.data?.setUp.mobileNav.map((item) => [item.name, item.path])).toContainEqual([
      'startupFile',
      '/startup/file',
    ]);
  });

  it('manages mentors: lists mentors and experts with their startups, and sets a mentor’s startups', async () => {
    const org = await server.createOrganisationWithRoles();
    const host = hostOf(org);
    const adminUser = await server.createUser(org, { roleType: 'Admin' });
    const mentorUser = await server.createUser(org, { roleType: 'Mentor', firstName: 'Mia', lastName: 'Mentor' });
    const founderUser = await server.createUser(org, { roleType: 'Cofounder' });
    const token = (await server.signIn(org, adminUser.email)).token;
    const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host, token, variables });
    const ids: string[] = [];
    for (const name of ['Alpha', 'Beta']) {
      const created = await gql<{ createStartup: { _id: string } }>(
        'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
        { input: { name } },
      );
      ids.push(created.data?.createStartup._id as string);
    }
    const set = await gql<{ setMentorStartups: { startups: { name: string }[] } }>(
      'mutation ($u: ID!, $s: [ID!]!) { setMentorStartups(userId: $u, startupIds: $s) { startups { name } } }',
      { u: mentorUser.id, s: ids },
    );
    expect(set.data?.setMentorStartups.startups).toEqual([{ name: 'Alpha' }, { name: 'Beta' }]);
    const listed = await gql<{
      mentors: { totalCount: number; results: { user: { fullName: string }; startups: { name: string }[] }[] };
    }>('{ mentors(search: "mia") { totalCount results { user { fullName } startups { name } } } }');
    expect(listed.data?.mentors).toEqual({
      totalCount: 1,
      results: [{ user: { fullName: 'Mia Mentor' }, startups: [{ name: 'Alpha' }, { name: 'Beta' }] }],
    });
    const coachUser = await server.createUser(org, { roleType: 'Coach' });
    const coachToken = (await server.signIn(org, coachUser.email)).token;
    const byCoach = await server.graphql('{ mentors { totalCount } }', { host, token: coachToken });
    expect(byCoach.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const founder = await gql('mutation ($u: ID!) { setMentorStartups(userId: $u, startupIds: []) { roleType } }', {
      u: founderUser.id,
    });
    expect(founder.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const badStartup = await gql(
      'mutation ($u: ID!) { setMentorStartups(userId: $u, startupIds: ["00000000-0000-4000-8000-000000000000"]) { roleType } }',
      {
        u: mentorUser.id,
      },
    );
    expect(JSON.stringify(badStartup.errors?.[0]?.extensions)).toContain('This startup was not found');
  });
});
