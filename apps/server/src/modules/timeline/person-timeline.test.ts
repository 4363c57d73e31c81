import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Role = 'Admin' | 'Cofounder' | 'Coach' | 'Mentor';
const QUERY =
  'query ($u: ID!, $c: String) { personTimeline(userId: $u, cursor: $c) { next results { _id startupName postId isReply isPublic message } } }';
interface Page {
  next: string | null;
  results: { _id: string; startupName: string; postId: string; isReply: boolean; isPublic: boolean; message: string }[];
}

async function setUp() {
  const org = await server.createOrganisationWithRoles();
  const sign = async (roleType: Role) => {
    const user = await server.createUser(org, { roleType });
    const { token } = await server.signIn(org, user.email);
    const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host: hostOf(org), token, variables });
    return { user, gql };
  };
  const admin = await sign('Admin');
  const coach = await sign('Coach');
  const founder = await sign('Cofounder');
  const otherFounder = await sign('Cofounder');
  const mentor = await sign('Mentor');
  const startup = async (name: string, memberIds: string[]) =>
    (
      await admin.gql<{ createStartup: { _id: string } }>(
        'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
        { input: { name, memberIds } },
      )
    ).data?.createStartup._id as string;
  const solaris = await startup('Solaris', [founder.user.id]);
  const nebula = await startup('Nebula', [otherFounder.user.id]);
  await admin.gql(
    'mutation ($s: ID!, $u: [ID!]!) { setStartupAssignations(startupId: $s, userIds: $u) { users { _id } } }',
    {
      s: solaris,
      u: [coach.user.id, mentor.user.id],
    },
  );
  await admin.gql(
    'mutation ($s: ID!, $u: [ID!]!) { setStartupAssignations(startupId: $s, userIds: $u) { users { _id } } }',
    {
      s: nebula,
      u: [coach.user.id],
    },
  );
  const post = async (who: typeof admin, startupId: string, message: string, isPublic = true, parentId?: string) =>
    (
      await who.gql<{ createTimelinePost: { _id: string } }>(
        'mutation ($input: TimelinePostInput!) { createTimelinePost(input: $input) { _id } }',
        { input: { startupId, message, isPublic, parentId } },
      )
    ).data?.createTimelinePost._id as string;
  return { admin, coach, founder, otherFounder, mentor, solaris, nebula, post };
}

describe("a person's timeline", () => {
  it('lists what they wrote on the files the viewer opens, private posts only for the programme side', async () => {
    const { admin, coach, founder, otherFounder, mentor, solaris, nebula, post } = await setUp();
    const first = await post(coach, solaris, 'Public note on Solaris');
    await post(coach, solaris, 'Private note on Solaris', false);
    await post(coach, nebula, 'Public note on Nebula');
    await post(coach, solaris, 'A reply', true, first);
    const messages = async (who: typeof admin) =>
      (await who.gql<{ personTimeline: Page }>(QUERY, { u: coach.user.id })).data?.personTimeline.results.map(
        (item) => `${item.startupName}: ${item.message.replace(/<[^>]+>/g, '')}${item.isReply ? ' (reply)' : ''}`,
      );
    expect(await messages(admin)).toEqual([
      'Solaris: A reply (reply)',
      'Nebula: Public note on Nebula',
      'Solaris: Private note on Solaris',
      'Solaris: Public note on Solaris',
    ]);
    // The founder opens only Solaris and never sees its private posts; the assigned mentor opens Solaris only.
    expect(await messages(founder)).toEqual(['Solaris: A reply (reply)', 'Solaris: Public note on Solaris']);
    expect(await messages(otherFounder)).toEqual(['Nebula: Public note on Nebula']);
    expect(await messages(mentor)).toEqual([
      'Solaris: A reply (reply)',
      'Solaris: Private note on Solaris',
      'Solaris: Public note on Solaris',
    ]);
    const reply = (await admin.gql<{ personTimeline: Page }>(QUERY, { u: coach.user.id })).data?.personTimeline
      .results[0];
    expect(reply?.postId).toBe(first);
  });

  it('pages with a cursor, and knows neither strangers nor bad cursors', async () => {
    const { admin, coach, solaris, post } = await setUp();
    for (let index = 0; index < 12; index += 1) await post(coach, solaris, `Note ${index}`);
    const page = await admin.gql<{ personTimeline: Page }>(QUERY, { u: coach.user.id });
    expect(page.data?.personTimeline.results).toHaveLength(10);
    const next = await admin.gql<{ personTimeline: Page }>(QUERY, {
      u: coach.user.id,
      c: page.data?.personTimeline.next,
    });
    expect(next.data?.personTimeline.results.map((item) => item.message.replace(/<[^>]+>/g, ''))).toEqual([
      'Note 1',
      'Note 0',
    ]);
    expect(next.data?.personTimeline.next).toBeNull();
    const bad = await admin.gql(QUERY, { u: coach.user.id, c: 'nonsense' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('ValidationError');
    const elsewhere = await setUp();
    const foreign = await elsewhere.admin.gql(QUERY, { u: coach.user.id });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });
});
