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
  const org = await server.createOrganisationWithRoles();
  const sign = async (roleType: Role) => {
    const user = await server.createUser(org, { roleType });
    const { token } = await server.signIn(org, user.email);
    const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host: hostOf(org), token, variables });
    return { user, gql };
  };
  return { org, sign };
}

const STARTUP =
  '{ _id name description website foundingYear programs { _id name } industries { _id name } tags { _id name } peopleIds viewerCan { edit editName delete } }';
const CREATE = `mutation ($input: StartupInput!) { createStartup(input: $input) ${STARTUP} }`;

describe('startups and programmes', () => {
  it('creates a programme (its creator becomes admin) and a startup in it, lists and filters the portfolio', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const founder = await sign('Cofounder');
    const program = await admin.gql<{ createProgram: { _id: string; adminIds: string[]; viewerCanEdit: boolean } }>(
      'mutation { createProgram(input: { name: "Spring", startsOn: "2026-03-01", endsOn: "2026-05-31" }) { _id adminIds viewerCanEdit startupCount } }',
    );
    expect(program.data?.createProgram.adminIds).toEqual([admin.user.id]);
    const programId = program.data?.createProgram._id;
    const industry = await admin.gql<{ createIndustry: { _id: string } }>(
      'mutation { createIndustry(name: "Energy") { _id } }',
    );
    const created = await admin.gql<{
      createStartup: { _id: string; programs: { name: string }[]; peopleIds: string[] };
    }>(CREATE, {
      input: {
        name: 'Solaris',
        website: 'solaris.example',
        foundingYear: 2024,
        programIds: [programId],
        industryIds: [industry.data?.createIndustry._id],
        memberIds: [founder.user.id],
      },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createStartup).toMatchObject({ programs: [{ name: 'Spring' }], peopleIds: [founder.user.id] });
    await admin.gql(CREATE, { input: { name: 'Other' } });
    const filtered = await admin.gql<{ startups: { totalCount: number; results: { name: string }[] } }>(
      'query ($p: [ID!]) { startups(programIds: $p) { totalCount results { name } } }',
      { p: [programId] },
    );
    expect(filtered.data?.startups).toEqual({ totalCount: 1, results: [{ name: 'Solaris' }] });
    const all = await admin.gql<{ startups: { totalCount: number } }>('{ startups(search: "o") { totalCount } }');
    expect(all.data?.startups.totalCount).toBe(2);
    const mine = await founder.gql<{
      startups: { results: { name: string; viewerCan: { edit: boolean; editName: boolean } }[] };
    }>('{ startups { results { name viewerCan { edit editName } } } }');
    expect(mine.data?.startups.results).toEqual([{ name: 'Solaris', viewerCan: { edit: true, editName: true } }]);
    const staff = await sign('Staff');
    const notAdmin = await staff.gql(
      'mutation ($id: ID!) { updateProgram(id: $id, input: { name: "Mine" }) { _id } }',
      {
        id: programId,
      },
    );
    expect(notAdmin.errors?.[0]?.message).toBe('You cannot edit this programme');
    const notDeleted = await staff.gql('mutation ($id: ID!) { deleteProgram(id: $id) }', { id: programId });
    expect(notDeleted.errors?.[0]?.message).toBe('You cannot delete this programme');
    const programs = await admin.gql<{ programs: { name: string; startupCount: number }[] }>(
      '{ programs { name startupCount } }',
    );
    expect(programs.data?.programs).toEqual([{ name: 'Spring', startupCount: 1 }]);
  });

  it('validates with the generic messages and refuses what a role may not do', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const empty = await admin.gql(CREATE, { input: { name: ' ' } });
    expect(empty.errors?.[0]?.message).toBe('Name is a required field');
    const old = await admin.gql(CREATE, { input: { name: 'Old', foundingYear: 1900 } });
    expect(old.errors?.[0]?.message).toBe('Founding year must be greater than or equal to 1950');
    const future = await admin.gql(CREATE, {
      input: { name: 'Future', foundingYear: new Date().getUTCFullYear() + 1 },
    });
    expect(future.errors?.[0]?.message).toMatch(/^Founding year must be less than or equal to \d{4}$/);
    const site = await admin.gql(CREATE, { input: { name: 'Site', website: 'not a site' } });
    expect(site.errors?.[0]?.message).toBe('Website is not a valid url');
    const unknown = await admin.gql(CREATE, {
      input: { name: 'X', programIds: ['01a00000-0000-7000-8000-000000000000'] },
    });
    expect(unknown.errors?.[0]?.message).toBe('This item was not found');
    const dates = await admin.gql(
      'mutation { createProgram(input: { name: "P", startsOn: "2026-05-01", endsOn: "2026-04-01" }) { _id } }',
    );
    expect(dates.errors?.[0]?.message).toBe('The end date can not be before the start date');
    const founder = await sign('Cofounder');
    const refused = await founder.gql(CREATE, { input: { name: 'Mine' } });
    expect(refused.errors?.[0]?.message).toBe('Your role cannot create startups');
    const mentor = await sign('Mentor');
    const noProgram = await mentor.gql('mutation { createProgram(input: { name: "P" }) { _id } }');
    expect(noProgram.errors?.[0]?.extensions).toMatchObject({ code: 'ForbiddenError' });
  });

  it("lets a startup's people edit it but not rename it, keeps other organisations out, and deletes under STARTUP:DELETE", async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const founder = await sign('Cofounder');
    const outsider = await sign('Cofounder');
    const created = await admin.gql<{ createStartup: { _id: string } }>(CREATE, {
      input: { name: 'Team', memberIds: [founder.user.id] },
    });
    const id = created.data?.createStartup._id;
    const update = `mutation ($id: ID!, $input: StartupInput!) { updateStartup(id: $id, input: $input) ${STARTUP} }`;
    const described = await founder.gql<{ updateStartup: { description: string; peopleIds: string[] } }>(update, {
      id,
      input: { name: 'Team', description: 'We build things', memberIds: [] },
    });
    expect(described.data?.updateStartup).toMatchObject({
      description: 'We build things',
      peopleIds: [founder.user.id],
    });
    // Founders hold STARTUP/NAME:EDIT for their own startup by default; without it they cannot rename it.
    const renamedByDefault = await founder.gql<{ updateStartup: { name: string } }>(update, {
      id,
      input: { name: 'Renamed' },
    });
    expect(renamedByDefault.data?.updateStartup.name).toBe('Renamed');
    await server.database.ownerQuery(
      "update role_permissions set criteria = 'NONE' where key = 'STARTUP/NAME:EDIT' and role_id = (select role_id from users where id = $1)",
      [founder.user.id],
    );
    const refused = await founder.gql(update, { id, input: { name: 'Again' } });
    expect(refused.errors?.[0]?.message).toBe('You cannot rename this startup');
    const hidden = await outsider.gql('query ($id: ID!) { startup(id: $id) { name } }', { id });
    expect(hidden.errors?.[0]?.message).toBe('The startup was not found');
    const elsewhere = await organisation();
    const stranger = await elsewhere.sign('Admin');
    const foreign = await stranger.gql('query ($id: ID!) { startup(id: $id) { name } }', { id });
    expect(foreign.errors?.[0]?.message).toBe('The startup was not found');
    const deleted = await admin.gql<{ deleteStartup: string }>('mutation ($id: ID!) { deleteStartup(id: $id) }', {
      id,
    });
    expect(deleted.data?.deleteStartup).toBe(id);
  });

  it("keeps each person's role inside the startup, set by staff only", async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const ceo = await sign('Cofounder');
    const cto = await sign('Cofounder');
    const PEOPLE = '{ _id people { userId label } }';
    const created = await admin.gql<{ createStartup: { _id: string; people: { userId: string; label: string }[] } }>(
      `mutation ($input: StartupInput!) { createStartup(input: $input) ${PEOPLE} }`,
      {
        input: {
          name: 'Duo',
          memberIds: [ceo.user.id, cto.user.id],
          memberLabels: [
            { userId: ceo.user.id, label: ' CEO ' },
            { userId: cto.user.id, label: 'CTO' },
            { userId: admin.user.id, label: 'Not a member' },
          ],
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data?.createStartup._id;
    const byUser = (people: { userId: string; label: string | null }[] = []) =>
      Object.fromEntries(people.map((p) => [p.userId, p.label]));
    expect(byUser(created.data?.createStartup.people)).toEqual({ [ceo.user.id]: 'CEO', [cto.user.id]: 'CTO' });
    const update = `mutation ($id: ID!, $input: StartupInput!) { updateStartup(id: $id, input: $input) ${PEOPLE} }`;
    const tooLong = await admin.gql(update, {
      id,
      input: { name: 'Duo', memberIds: [ceo.user.id], memberLabels: [{ userId: ceo.user.id, label: 'x'.repeat(61) }] },
    });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('ValidationError');
    // The startup's own people keep their team and its roles as they are.
    const byFounder = await ceo.gql<{ updateStartup: { people: { userId: string; label: string }[] } }>(update, {
      id,
      input: { name: 'Duo', memberLabels: [{ userId: ceo.user.id, label: 'Chief' }] },
    });
    expect(byUser(byFounder.data?.updateStartup.people)).toEqual({ [ceo.user.id]: 'CEO', [cto.user.id]: 'CTO' });
  });

  it('keeps startup tags to TAGS:STARTUP:VIEW: a founder neither sees nor drops them', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const founder = await sign('Cofounder');
    const tag = await admin.gql<{ createTag: { _id: string } }>(
      'mutation { createTag(kind: startup, name: "At risk") { _id } }',
    );
    const tagId = tag.data?.createTag._id;
    expect(tagId, JSON.stringify(tag.errors)).toBeTruthy();
    const created = await admin.gql<{ createStartup: { _id: string } }>(CREATE, {
      input: { name: 'Tagged', memberIds: [founder.user.id], tagIds: [tagId] },
    });
    const id = created.data?.createStartup._id;
    const read = 'query ($id: ID!) { startup(id: $id) { tags { _id name } } }';
    expect((await admin.gql<{ startup: { tags: unknown[] } }>(read, { id })).data?.startup.tags).toHaveLength(1);
    expect((await founder.gql<{ startup: { tags: unknown[] } }>(read, { id })).data?.startup.tags).toEqual([]);
    expect((await founder.gql<{ tags: unknown[] }>('{ tags(kind: startup) { _id } }')).data?.tags).toEqual([]);
    expect((await founder.gql<{ tags: unknown[] }>('{ tags(kind: skills) { _id } }')).errors).toBeUndefined();
    // The founder's form sends no tags; the startup keeps its own.
    const saved = await founder.gql(
      `mutation ($id: ID!, $input: StartupInput!) { updateStartup(id: $id, input: $input) { _id } }`,
      { id, input: { name: 'Tagged', description: 'Now described', tagIds: [] } },
    );
    expect(saved.errors).toBeUndefined();
    expect((await admin.gql<{ startup: { tags: { _id: string }[] } }>(read, { id })).data?.startup.tags).toEqual([
      { _id: tagId, name: 'At risk' },
    ]);
  });

  it('reads a page of the portfolio in three statements, session check included, whatever the page size', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const QUERY =
      '{ startups { totalCount results { name programs { name } industries { name } tags { name } peopleIds } } }';
    await admin.gql(CREATE, { input: { name: 'One' } });
    const count = async () => {
      const before = server.statementCount();
      await admin.gql(QUERY);
      return server.statementCount() - before;
    };
    const one = await count();
    // The session check, the page with its programmes, industries, tags and people, and the count.
    expect(one).toBeLessThanOrEqual(3);
    for (const name of ['Two', 'Three', 'Four']) await admin.gql(CREATE, { input: { name } });
    expect(await count()).toBe(one);
    // Pages after the first (their statement has an OFFSET), in the order of the names.
    const pages = await Promise.all(
      [0, 1].map((page) =>
        admin.gql<{ startups: { totalCount: number; results: { name: string }[] } }>(
          'query ($page: Int) { startups(page: $page, pageSize: 3) { totalCount results { name } } }',
          { page },
        ),
      ),
    );
    expect(pages.map((answer) => answer.data?.startups)).toEqual([
      { totalCount: 4, results: [{ name: 'Four' }, { name: 'One' }, { name: 'Three' }] },
      { totalCount: 4, results: [{ name: 'Two' }] },
    ]);
  });
});
