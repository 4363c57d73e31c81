import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Role = 'Admin' | 'Staff' | 'Cofounder' | 'Applicant' | 'Mentor' | 'Coach';
async function organisation() {
  const org = await server.createOrganisationWithRoles({ values: { supportEmail: 'help@programme.test' } });
  const sign = async (roleType: Role, input: { firstName?: string; lastName?: string } = {}) => {
    const user = await server.createUser(org, { roleType, ...input });
    const { token } = await server.signIn(org, user.email);
    const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host: hostOf(org), token, variables });
    return { user, gql };
  };
  const startup = async (name: string, memberIds: string[]) => {
    const id = crypto.randomUUID();
    await server.database.ownerQuery('insert into startups (incubator_id, id, name) values ($1, $2, $3)', [
      org.id,
      id,
      name,
    ]);
    for (const userId of memberIds) {
      await server.database.ownerQuery(
        'insert into startup_members (incubator_id, startup_id, user_id) values ($1, $2, $3)',
        [org.id, id, userId],
      );
    }
    return id;
  };
  return { org, sign, startup };
}

describe('global search', () => {
  it('finds people, startups and tasks for staff, and only their own startup and tasks for founders', async () => {
    const { sign, startup } = await organisation();
    const admin = await sign('Admin');
    const founder = await sign('Cofounder', { firstName: 'Zoltan', lastName: 'Quasar' });
    await startup('Quasar Labs', [founder.user.id]);
    await startup('Quasar Rival', []);
    const staffView = await admin.gql<{
      globalSearch: { people: { fullName: string; roleLabel: string }[]; startups: { name: string }[] };
    }>('{ globalSearch(term: "quasar") { people { fullName roleLabel } startups { name } tasks { _id } } }');
    expect(staffView.data?.globalSearch.people).toEqual([{ fullName: 'Zoltan Quasar', roleLabel: 'Founder' }]);
    expect(staffView.data?.globalSearch.startups.map((s) => s.name)).toEqual(['Quasar Labs', 'Quasar Rival']);
    const founderView = await founder.gql<{ globalSearch: { people: unknown[]; startups: { name: string }[] } }>(
      '{ globalSearch(term: "quasar") { people { fullName } startups { name } } }',
    );
    expect(founderView.data?.globalSearch).toEqual({ people: [], startups: [{ name: 'Quasar Labs' }] });
    // A mentor finds the startups they are assigned to (the files they may open), not the others.
    const mentor = await sign('Mentor');
    const rivalId = (
      await admin.gql<{ startups: { results: { _id: string; name: string }[] } }>(
        '{ startups(search: "Rival") { results { _id name } } }',
      )
    ).data?.startups.results[0]?._id;
    await admin.gql(
      'mutation ($s: ID!, $u: [ID!]!) { setStartupAssignations(startupId: $s, userIds: $u) { startup { _id } } }',
      {
        s: rivalId,
        u: [mentor.user.id],
      },
    );
    const mentorView = await mentor.gql<{ globalSearch: { startups: { name: string }[] } }>(
      '{ globalSearch(term: "quasar") { startups { name } } }',
    );
    expect(mentorView.data?.globalSearch.startups).toEqual([{ name: 'Quasar Rival' }]);
    const tooLong = await admin.gql(`{ globalSearch(term: "${'x'.repeat(101)}") { people { _id } } }`);
    expect(tooLong.errors?.[0]?.message).toBe('Search must be less than or equal to 100 characters');
  });
});

describe('the user hover card', () => {
  it('shows the role with the Founder rule, the startups and the timezone', async () => {
    const { sign, startup } = await organisation();
    const admin = await sign('Admin');
    const solo = await sign('Cofounder');
    const pair = await sign('Cofounder');
    const other = await sign('Cofounder');
    await startup('Solo', [solo.user.id]);
    await startup('Pair', [pair.user.id, other.user.id]);
    const card = async (id: string) =>
      (
        await admin.gql<{ userHoverCard: { role: { label: string }; startups: { name: string }[] } }>(
          'query ($id: ID!) { userHoverCard(id: $id) { _id fullName cover avatar timezone role { type label } startups { name } } }',
          { id },
        )
      ).data?.userHoverCard;
    expect(await card(solo.user.id)).toMatchObject({ role: { label: 'Founder' }, startups: [{ name: 'Solo' }] });
    expect(await card(pair.user.id)).toMatchObject({ role: { label: 'Co/Founder' } });
    const mine = await pair.gql<{ currentUser: { startups: { name: string; people: { _id: string }[] }[] } }>(
      '{ currentUser { startups { name people { _id } } } }',
    );
    expect(mine.data?.currentUser.startups).toEqual([
      { name: 'Pair', people: expect.arrayContaining([{ _id: pair.user.id }, { _id: other.user.id }]) },
    ]);
    const missing = await admin.gql('{ userHoverCard(id: "01a00000-0000-7000-8000-000000000000") { _id } }');
    expect(missing.errors?.[0]?.message).toBe('The person was not found');
  });
});

describe('support', () => {
  it("searches the user guide for the user's kind of user and gives the right contact", async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const founder = await sign('Cofounder');
    const staffDocs = await admin.gql<{ searchDocs: { userType: string; results: { slug: string }[] } }>(
      '{ searchDocs(query: "permission matrix") { userType results { slug title excerpt } } }',
    );
    expect(staffDocs.data?.searchDocs.userType).toBe('accelerator-incubator');
    expect(staffDocs.data?.searchDocs.results[0]?.slug).toBe('users-and-roles');
    const founderDocs = await founder.gql<{ searchDocs: { userType: string; results: unknown[] } }>(
      '{ searchDocs(query: "permission matrix") { userType results { slug } } }',
    );
    expect(founderDocs.data?.searchDocs).toEqual({ userType: 'founder', results: [] });
    const pages = await founder.gql<{ supportDocs: { results: { slug: string }[] } }>(
      '{ supportDocs { results { slug } } }',
    );
    expect(pages.data?.supportDocs.results.map((p) => p.slug)).toContain('founders');
    const page = await founder.gql<{ supportDoc: { title: string; content: string } }>(
      '{ supportDoc(slug: "tasks") { title content } }',
    );
    expect(page.data?.supportDoc.title).toBe('Tasks');
    const hidden = await founder.gql('{ supportDoc(slug: "organisation-settings") { title } }');
    expect(hidden.errors?.[0]?.message).toBe('The page was not found');
    const founderContact = await founder.gql<{ supportContact: { email: string | null } }>(
      '{ supportContact { email url } }',
    );
    expect(founderContact.data?.supportContact.email).toBe('help@programme.test');
    const staffContact = await admin.gql<{ supportContact: { email: string | null; url: string } }>(
      '{ supportContact { email url } }',
    );
    expect(staffContact.data?.supportContact).toEqual({ email: null, url: 'mailto:support@cohort.test' });
    const hash = await founder.gql<{ chatSupportHash: string }>('{ chatSupportHash }');
    expect(hash.data?.chatSupportHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('events from the create menu and the home summary', () => {
  it('creates an untitled event, edits it, and refuses another organisation or a role without EVENT:CREATE', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const created = await admin.gql<{ CreateIncubatorEvent: { _id: string; title: string } }>(
      'mutation { CreateIncubatorEvent { _id title viewerCanEdit } }',
    );
    expect(created.data?.CreateIncubatorEvent.title).toBe('Untitled event');
    const id = created.data?.CreateIncubatorEvent._id;
    const empty = await admin.gql('mutation ($id: ID!) { updateIncubatorEvent(id: $id, title: " ") { title } }', {
      id,
    });
    expect(empty.errors?.[0]?.message).toBe('Title is a required field');
    const saved = await admin.gql<{ updateIncubatorEvent: { title: string } }>(
      'mutation ($id: ID!) { updateIncubatorEvent(id: $id, title: "Demo day", description: "Pitches") { title description } }',
      { id },
    );
    expect(saved.data?.updateIncubatorEvent.title).toBe('Demo day');
    const applicant = await sign('Applicant');
    const refused = await applicant.gql('mutation { CreateIncubatorEvent { _id } }');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'ForbiddenError' });
    const elsewhere = await organisation();
    const stranger = await elsewhere.sign('Admin');
    const notFound = await stranger.gql('query ($id: ID!) { incubatorEvent(id: $id) { title } }', { id });
    expect(notFound.errors?.[0]?.message).toBe('The event was not found');
  });

  it('gives staff the key counts and others nothing', async () => {
    const { sign, startup } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    await startup('Counted', []);
    await admin.gql(
      'mutation ($due: DateTime!, $a: [AssigneeInput!]!) { createTask(name: "Count me", dueDate: $due, assignees: $a) { _id } }',
      {
        due: new Date(Date.now() + 86_400_000).toISOString(),
        a: [{ type: 'User', value: coach.user.id }],
      },
    );
    const summary = await admin.gql<{ homeSummary: Record<string, number> }>(
      '{ homeSummary { people licensedUsers pendingInvitations openTasks overdueTasks startups } }',
    );
    expect(summary.data?.homeSummary).toMatchObject({ people: 2, openTasks: 1, overdueTasks: 0, startups: 1 });
    const founder = await sign('Cofounder');
    const none = await founder.gql<{ homeSummary: null }>('{ homeSummary { people } }');
    expect(none.data?.homeSummary).toBeNull();
  });
});
