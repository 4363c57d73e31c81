import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

function multipart(name: string, content: Buffer) {
  const boundary = '----cohortprofile';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const PROFILE_FIELDS =
  '_id fullName headline bio email phone roleLabel country locations expertise info { linkedin } industries { name } skills { name } startups { name } isMe avatar';

async function setUp() {
  const org = await server.createOrganisationWithRoles();
  const host = hostOf(org);
  const sign = async (
    roleType: 'Admin' | 'Coach' | 'Cofounder' | 'Mentor' | 'CommunityMember',
    input: { firstName?: string; lastName?: string } = {},
  ) => {
    const user = await server.createUser(org, { roleType, status: 'active', ...input });
    const { token } = await server.signIn(org, user.email);
    return {
      user,
      token,
      gql: <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
        server.graphql<T>(query, { host, token, variables }),
    };
  };
  return { org, host, sign };
}

describe('the community directory and profiles', () => {
  it('edits one’s own profile, shows private fields only to the person and user editors, and finds people by filters', async () => {
    const { sign } = await setUp();
    const admin = await sign('Admin');
    const founder = await sign('Cofounder', { firstName: 'Ada', lastName: 'Lovelace' });
    const mentor = await sign('Mentor', { firstName: 'Grace', lastName: 'Hopper' });
    const industry = await admin.gql<{ createIndustry: { _id: string } }>(
      'mutation { createIndustry(name: "Energy") { _id } }',
    );
    const skill = await admin.gql<{ createTag: { _id: string } }>(
      'mutation { createTag(kind: skills, name: "Pricing") { _id } }',
    );
    const saved = await mentor.gql<{ updateMyProfile: Record<string, unknown> }>(
      `mutation ($input: ProfileInput!) { updateMyProfile(input: $input) { ${PROFILE_FIELDS} } }`,
      {
        input: {
          firstName: 'Grace',
          lastName: 'Hopper',
          headline: 'Energy investor',
          bio: 'Twenty years in utilities.',
          phone: '+33 6 12 34 56 78',
          country: 'France',
          locations: ['Paris', 'Lyon'],
          expertise: ['Fundraising'],
          info: { linkedin: 'https://linkedin.com/in/grace' },
          industryIds: [industry.data?.createIndustry._id],
          skillIds: [skill.data?.createTag._id],
        },
      },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateMyProfile).toMatchObject({
      headline: 'Energy investor',
      phone: '+33 6 12 34 56 78',
      locations: ['Paris', 'Lyon'],
      industries: [{ name: 'Energy' }],
      skills: [{ name: 'Pricing' }],
      isMe: true,
    });
    // The founder sees the public profile: no phone or e-mail, no social links (no USER_PROFILE/SOCIAL_MEDIA:VIEW).
    const seen = await founder.gql<{ profile: Record<string, unknown> }>(
      `query ($id: ID!) { profile(id: $id) { ${PROFILE_FIELDS} } }`,
      {
        id: mentor.user.id,
      },
    );
    expect(seen.data?.profile).toMatchObject({
      bio: 'Twenty years in utilities.',
      phone: null,
      email: null,
      info: null,
      isMe: false,
    });
    const byAdmin = await admin.gql<{ profile: { phone: string; info: { linkedin: string } } }>(
      `query ($id: ID!) { profile(id: $id) { ${PROFILE_FIELDS} } }`,
      { id: mentor.user.id },
    );
    expect(byAdmin.data?.profile).toMatchObject({
      phone: '+33 6 12 34 56 78',
      info: { linkedin: 'https://linkedin.com/in/grace' },
    });

    const found = await founder.gql<{ communitySearch: { totalCount: number; people: { fullName: string }[] } }>(
      'query ($s: [ID!]) { communitySearch(kind: PEOPLE, skillIds: $s) { totalCount people { fullName } } }',
      { s: [skill.data?.createTag._id] },
    );
    expect(found.data?.communitySearch).toEqual({ totalCount: 1, people: [{ fullName: 'Grace Hopper' }] });
    const byRole = await founder.gql<{ communitySearch: { people: { fullName: string }[] } }>(
      '{ communitySearch(kind: PEOPLE, roleTypes: ["Cofounder"], search: "ada") { people { fullName } } }',
    );
    expect(byRole.data?.communitySearch.people).toEqual([{ fullName: 'Ada Lovelace' }]);

    const bad = await mentor.gql('mutation ($input: ProfileInput!) { updateMyProfile(input: $input) { _id } }', {
      input: { firstName: ' ', lastName: 'Hopper', birthday: '2999-01-01', info: { linkedin: 'javascript:alert(1)' } },
    });
    const messages = JSON.stringify(bad.errors?.[0]?.extensions);
    expect(messages).toContain('First name is a required field');
  });

  it('lists startups by the role’s startup visibility, and uploads an avatar served as an image', async () => {
    const { org, host, sign } = await setUp();
    const admin = await sign('Admin');
    const member = await sign('CommunityMember');
    await admin.gql('mutation { createStartup(input: { name: "Solaris" }) { _id } }');
    const startups = await member.gql<{ communitySearch: { totalCount: number } }>(
      '{ communitySearch(kind: STARTUPS) { totalCount startups { name industries { name } } } }',
    );
    expect(startups.errors).toBeUndefined();
    const other = await setUp();
    const stranger = await other.sign('Admin');
    const foreign = await stranger.gql('query ($id: ID!) { profile(id: $id) { _id } }', { id: member.user.id });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NotFoundError');

    const body = multipart('me.png', PNG);
    const upload = await server.app.fastify.inject({
      method: 'POST',
      url: '/api/users/file?kind=avatar',
      headers: { host, authorization: `Bearer ${member.token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const { url } = JSON.parse(upload.body) as { url: string };
    const image = await server.app.fastify.inject({ method: 'GET', url, headers: { host } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const me = await member.gql<{ profile: { avatar: string } }>('query ($id: ID!) { profile(id: $id) { avatar } }', {
      id: member.user.id,
    });
    expect(me.data?.profile.avatar).toBe(url);
    const pdf = multipart('me.png', Buffer.from('%PDF-1.4 not an image'));
    const refused = await server.app.fastify.inject({
      method: 'POST',
      url: '/api/users/file?kind=avatar',
      headers: { host, authorization: `Bearer ${member.token}`, 'content-type': pdf.contentType },
      payload: pdf.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(JSON.parse(refused.body).message).toBe('Upload a PNG, JPEG, GIF or WebP image');
    const elsewhere = await server.app.fastify.inject({
      method: 'GET',
      url,
      headers: { host: hostOf(org).replace(org.slug, 'nowhere') },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('gives a programme a cover picture, for its administrators only', async () => {
    const { host, sign } = await setUp();
    const admin = await sign('Admin');
    const founder = await sign('Cofounder');
    const program = await admin.gql<{ createProgram: { _id: string } }>(
      'mutation { createProgram(input: { name: "Spring" }) { _id } }',
    );
    const id = program.data?.createProgram._id;
    const post = (token: string) => {
      const body = multipart('cover.png', PNG);
      return server.app.fastify.inject({
        method: 'POST',
        url: `/api/programs/${id}/cover`,
        headers: { host, authorization: `Bearer ${token}`, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    expect((await post(founder.token)).statusCode).toBe(403);
    const uploaded = await post(admin.token);
    expect(uploaded.statusCode).toBe(201);
    const { url } = JSON.parse(uploaded.body) as { url: string };
    const read = await admin.gql<{ program: { cover: string } }>('query ($id: ID!) { program(id: $id) { cover } }', {
      id,
    });
    expect(read.data?.program.cover).toBe(url);
    expect((await server.app.fastify.inject({ method: 'GET', url, headers: { host } })).statusCode).toBe(200);
  });

  it('gives a call a cover picture, for those who may edit the funnel, and refuses what is not a picture', async () => {
    const { host, sign } = await setUp();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const program = await admin.gql<{ createProgram: { _id: string } }>(
      'mutation { createProgram(input: { name: "Autumn" }) { _id } }',
    );
    const funnel = await admin.gql<{ createFunnel: { _id: string } }>(
      'mutation ($p: ID!) { createFunnel(input: { name: "Autumn call", programId: $p }) { _id } }',
      { p: program.data?.createProgram._id },
    );
    const id = funnel.data?.createFunnel._id;
    const post = (token: string, target = id, file = PNG) => {
      const body = multipart('cover.png', file);
      return server.app.fastify.inject({
        method: 'POST',
        url: `/api/funnels/${target}/cover`,
        headers: { host, authorization: `Bearer ${token}`, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    expect((await post(coach.token)).statusCode).toBe(403);
    const missing = await post(admin.token, '01a21926-2e99-7898-9c19-486c03149e06');
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body).message).toBe('This call does not exist');
    expect((await post(admin.token, id, Buffer.from('<svg onload="alert(1)"/>'))).statusCode).toBe(415);
    const uploaded = await post(admin.token);
    expect(uploaded.statusCode).toBe(201);
    const { url } = JSON.parse(uploaded.body) as { url: string };
    expect(url).toMatch(/^\/api\/pictures\/[0-9a-f-]{36}$/);
    const read = await admin.gql<{ funnel: { cover: string } }>('query ($id: ID!) { funnel(id: $id) { cover } }', {
      id,
    });
    expect(read.data?.funnel.cover).toBe(url);
    expect((await server.app.fastify.inject({ method: 'GET', url, headers: { host } })).statusCode).toBe(200);
  });
});
