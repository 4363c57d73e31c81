import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const QUERY =
  'query ($s: ID!, $w: Int) { startupEngagement(startupId: $s, weeks: $w) { weeks { weekStart posts replies tasksDone logins } totals { posts replies tasksDone logins } } }';

interface Engagement {
  startupEngagement: {
    weeks: { weekStart: string; posts: number; replies: number; tasksDone: number; logins: number }[];
    totals: { posts: number; replies: number; tasksDone: number; logins: number };
  };
}

describe('startup engagement', () => {
  it('counts posts, replies, tasks done and sign-ins by week, for those who open the file', async () => {
    const org = await server.createOrganisationWithRoles();
    const host = hostOf(org);
    const adminUser = await server.createUser(org, { roleType: 'Admin' });
    const founderUser = await server.createUser(org, { roleType: 'Cofounder' });
    const admin = (await server.signIn(org, adminUser.email)).token;
    const founder = (await server.signIn(org, founderUser.email)).token;
    await server.signIn(org, founderUser.email);
    const gql = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host, token, variables });
    const created = await gql<{ createStartup: { _id: string } }>(
      admin,
      'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
      { input: { name: 'Solaris', memberIds: [founderUser.id] } },
    );
    const startupId = created.data?.createStartup._id as string;
    const post = await gql<{ createTimelinePost: { _id: string } }>(
      admin,
      'mutation ($s: ID!) { createTimelinePost(input: { startupId: $s, message: "Hello" }) { _id } }',
      { s: startupId },
    );
    await gql(
      founder,
      'mutation ($s: ID!, $p: ID!) { createTimelinePost(input: { startupId: $s, message: "Hi", parentId: $p }) { _id } }',
      {
        s: startupId,
        p: post.data?.createTimelinePost._id,
      },
    );
    const task = await gql<{ createTask: { _id: string } }>(
      admin,
      'mutation ($due: DateTime!, $a: [AssigneeInput!]!) { createTask(name: "Deck", dueDate: $due, assignees: $a) { _id } }',
      { due: new Date(Date.now() + 86_400_000).toISOString(), a: [{ type: 'Startup', value: startupId }] },
    );
    const done = await gql(founder, 'mutation ($id: ID!) { updateTaskDone(taskId: $id, done: true) { _id } }', {
      id: task.data?.createTask._id,
    });
    expect(done.errors).toBeUndefined();

    const result = await gql<Engagement>(founder, QUERY, { s: startupId, w: 4 });
    expect(result.errors).toBeUndefined();
    const weeks = result.data?.startupEngagement.weeks ?? [];
    expect(weeks).toHaveLength(4);
    expect(new Date(`${weeks[3]?.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(result.data?.startupEngagement.totals).toEqual({ posts: 1, replies: 1, tasksDone: 1, logins: 2 });
    expect(weeks[3]).toMatchObject({ posts: 1, replies: 1, tasksDone: 1, logins: 2 });

    const tooMany = await gql(admin, QUERY, { s: startupId, w: 60 });
    expect(JSON.stringify(tooMany.errors?.[0]?.extensions)).toContain('Weeks must be between 1 and 52');
    const coach = await server.createUser(org, { roleType: 'Coach' });
    const coachToken = (await server.signIn(org, coach.email)).token;
    const hidden = await gql(coachToken, QUERY, { s: startupId });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });
});
