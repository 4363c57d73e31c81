import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const CREATE =
  'mutation ($n: String!, $f: JSON!, $s: Boolean) { createSavedView(scope: STARTUPS, name: $n, filters: $f, shared: $s) { _id name filters shared mine canDelete } }';
const LIST = '{ savedViews(scope: STARTUPS) { _id name shared mine canDelete } }';

async function setUp(flags: Record<string, boolean> = { savedViewsStartups: true }) {
  const org = await server.createOrganisationWithRoles({ featureFlags: flags } as never);
  const sign = async (roleType: 'Admin' | 'Staff' | 'Mentor' | 'Cofounder') => {
    const user = await server.createUser(org, { roleType });
    const { token } = await server.signIn(org, user.email);
    return <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host: hostOf(org), token, variables });
  };
  return { sign };
}

describe('saved views of the portfolio', () => {
  it('keeps personal views to their owner, shares team views, and checks what a view holds', async () => {
    const { sign } = await setUp();
    const staff = await sign('Staff');
    const admin = await sign('Admin');
    const mentor = await sign('Mentor');
    const mine = await staff<{ createSavedView: { _id: string; filters: unknown; mine: boolean } }>(CREATE, {
      n: 'Climate, newest',
      f: { search: 'solar', sort: 'CREATED_AT', view: 'table' },
    });
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.createSavedView).toMatchObject({
      filters: { search: 'solar', sort: 'CREATED_AT', view: 'table' },
      mine: true,
    });
    const team = await staff(CREATE, { n: 'Team view', f: {}, s: true });
    expect(team.errors).toBeUndefined();
    const adminList = await admin<{ savedViews: { name: string; mine: boolean; canDelete: boolean }[] }>(LIST);
    expect(adminList.data?.savedViews).toEqual([
      { _id: expect.any(String), name: 'Team view', shared: true, mine: false, canDelete: true },
    ]);
    // Mentors do not hold SAVED_VIEWS:READ: only their own views, and they cannot share.
    expect((await mentor<{ savedViews: unknown[] }>(LIST)).data?.savedViews).toEqual([]);
    const sharedByMentor = await mentor(CREATE, { n: 'Mine', f: {}, s: true });
    expect(sharedByMentor.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const badFilter = await staff(CREATE, { n: 'Bad', f: { programIds: ['not-an-id'] } });
    expect(badFilter.errors?.[0]?.extensions?.code).toBe('ValidationError');
    const fieldId = crypto.randomUUID();
    const withFields = await staff<{ createSavedView: { filters: unknown } }>(CREATE, {
      n: 'Seed stage',
      f: {
        customFields: [
          { fieldId, optionIds: ['a', 'b'] },
          { fieldId, min: 2, max: null },
        ],
      },
    });
    expect(withFields.data?.createSavedView.filters).toEqual({
      customFields: [
        { fieldId, optionIds: ['a', 'b'] },
        { fieldId, min: 2, max: null },
      ],
    });
    const badField = await staff(CREATE, { n: 'Bad', f: { customFields: [{ fieldId: 'x', secret: 1 }] } });
    expect(badField.errors?.[0]?.extensions?.code).toBe('ValidationError');
    const extra = await staff(CREATE, { n: 'Bad', f: { password: 'x' } });
    expect(extra.errors?.[0]?.extensions?.code).toBe('ValidationError');
    const deletePersonal = await admin('mutation ($id: ID!) { deleteSavedView(id: $id) }', {
      id: mine.data?.createSavedView._id,
    });
    expect(deletePersonal.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const deleted = await staff('mutation ($id: ID!) { deleteSavedView(id: $id) }', {
      id: mine.data?.createSavedView._id,
    });
    expect(deleted.errors).toBeUndefined();
  });

  it('follows the savedViewsStartups flag', async () => {
    const { sign } = await setUp({ savedViewsStartups: false });
    const admin = await sign('Admin');
    const refused = await admin(LIST);
    expect(refused.errors?.[0]?.message).toBe('This feature is switched off for your organisation');
  });
});
