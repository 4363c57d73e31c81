import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import type { IncubatorRow } from '../organisations/index.ts';

let server: TestServer;
let organisation: IncubatorRow;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  organisation = await server.createOrganisationWithRoles();
  const admin = await server.createUser(organisation, { roleType: 'Admin' });
  token = (await server.signIn(organisation, admin.email)).token;
});
afterAll(async () => {
  await server.close();
});

const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, as = token) =>
  server.graphql<T>(query, { host: hostOf(organisation), token: as, variables });

describe('industries', () => {
  it('are created, renamed, listed by name and deleted, each change in the activity feed', async () => {
    const created = await gql<{ createIndustry: { _id: string } }>(
      'mutation { createIndustry(name: "Fintech") { _id name } }',
    );
    await gql('mutation { createIndustry(name: "Agritech") { _id } }');
    const id = created.data?.createIndustry._id;
    await gql('mutation ($id: ID!) { renameIndustry(industryId: $id, name: "Financial services") { name } }', { id });
    const list = await gql<{ industries: Array<{ name: string }> }>('{ industries { name } }');
    expect(list.data?.industries.map((i) => i.name)).toEqual(['Agritech', 'Financial services']);
    expect((await gql('mutation ($id: ID!) { deleteIndustry(industryId: $id) }', { id })).data).toEqual({
      deleteIndustry: true,
    });
    const log = await gql<{ activityLog: { results: Array<{ action: string }> } }>(
      '{ activityLog(entityType: "industry") { results { action } } }',
    );
    expect(log.data?.activityLog.results.map((r) => r.action)).toEqual([
      'industry.deleted',
      'industry.renamed',
      'industry.created',
      'industry.created',
    ]);
  });

  it('refuses a duplicate name (whatever the case), an empty name, and people without the permission', async () => {
    await gql('mutation { createIndustry(name: "Healthtech") { _id } }');
    const duplicate = await gql('mutation { createIndustry(name: "HEALTHTECH") { _id } }');
    expect(duplicate.errors?.[0]?.message).toBe('This industry already exists');
    expect((await gql('mutation { createIndustry(name: "   ") { _id } }')).errors?.[0]?.message).toBe(
      'Name is a required field',
    );
    const mentor = await server.createUser(organisation, { roleType: 'Mentor' });
    const mentorToken = (await server.signIn(organisation, mentor.email)).token;
    expect(
      (await gql('mutation { createIndustry(name: "Spacetech") { _id } }', {}, mentorToken)).errors?.[0]?.extensions
        ?.code,
    ).toBe('ForbiddenError');
  });
});
