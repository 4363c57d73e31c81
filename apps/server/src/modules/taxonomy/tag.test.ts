import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function setUp() {
  const org = await server.createOrganisationWithRoles();
  const sign = async (roleType: 'Admin' | 'Coach' | 'Cofounder') => {
    const user = await server.createUser(org, { roleType });
    const { token } = await server.signIn(org, user.email);
    return <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host: hostOf(org), token, variables });
  };
  return { org, admin: await sign('Admin'), coach: await sign('Coach'), founder: await sign('Cofounder') };
}

const CREATE =
  'mutation ($k: TagKind!, $n: String!, $c: String) { createTag(kind: $k, name: $n, color: $c) { _id name color kind } }';

describe('the taxonomy editor', () => {
  it('creates, renames, recolours and deletes tags of each kind, counting their uses', async () => {
    const { admin } = await setUp();
    const created = await admin<{ createTag: { _id: string; name: string; color: string; kind: string } }>(CREATE, {
      k: 'startup',
      n: ' Deep tech ',
      c: '#1c7ed6',
    });
    expect(created.data?.createTag).toMatchObject({ name: 'Deep tech', color: '#1c7ed6', kind: 'startup' });
    const tagId = created.data?.createTag._id;
    const duplicate = await admin(CREATE, { k: 'startup', n: 'deep TECH' });
    expect(JSON.stringify(duplicate.errors?.[0]?.extensions)).toContain('A tag with this name already exists');
    const otherKind = await admin(CREATE, { k: 'skills', n: 'Deep tech' });
    expect(otherKind.errors).toBeUndefined();
    const badColour = await admin(CREATE, { k: 'startup', n: 'Red', c: 'red' });
    expect(JSON.stringify(badColour.errors?.[0]?.extensions)).toContain('Colour must be a colour like #1c7ed6');

    await admin('mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }', {
      input: { name: 'Quantum', tagIds: [tagId] },
    });
    const usage = await admin<{ tagsWithUsage: { tag: { name: string }; uses: number }[] }>(
      '{ tagsWithUsage(kind: startup) { tag { name } uses } }',
    );
    expect(usage.data?.tagsWithUsage).toEqual([{ tag: { name: 'Deep tech' }, uses: 1 }]);

    const renamed = await admin<{ updateTag: { name: string; color: string | null } }>(
      'mutation ($id: ID!) { updateTag(id: $id, name: "Deeptech", color: null) { name color } }',
      { id: tagId },
    );
    expect(renamed.data?.updateTag).toEqual({ name: 'Deeptech', color: null });
    const deleted = await admin('mutation ($id: ID!) { deleteTag(id: $id) }', { id: tagId });
    expect(deleted.data).toEqual({ deleteTag: tagId });
    const startup = await admin<{ startups: { results: { tags: unknown[] }[] } }>(
      '{ startups { results { tags { _id } } } }',
    );
    expect(startup.data?.startups.results[0]?.tags).toEqual([]);
  });

  it('refuses people without the editor permissions and hides other organisations’ tags', async () => {
    const { admin, coach, founder } = await setUp();
    const tag = await admin<{ createTag: { _id: string } }>(CREATE, { k: 'user', n: 'Alumni' });
    expect((await coach(CREATE, { k: 'user', n: 'Mine' })).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    expect((await founder('{ tagsWithUsage(kind: user) { uses } }')).errors?.[0]?.extensions?.code).toBeTruthy();
    const other = await setUp();
    const foreign = await other.admin('mutation ($id: ID!) { deleteTag(id: $id) }', { id: tag.data?.createTag._id });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });
});
