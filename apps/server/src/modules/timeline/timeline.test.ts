import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ uploadLimitBytes: 1024 * 1024 });
});
afterAll(async () => {
  await server.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(name: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----cohort${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

type Role = 'Admin' | 'Staff' | 'Cofounder' | 'Coach' | 'Mentor' | 'CommunityMember';

async function setUp() {
  const org = await server.createOrganisationWithRoles({ plan: { features: ['STARTUP_DOCUMENTS'] } } as never);
  const host = hostOf(org);
  const sign = async (roleType: Role) => {
    const user = await server.createUser(org, { roleType });
    const { token } = await server.signIn(org, user.email);
    const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host, token, variables });
    const upload = async (startupId: string, name: string, content: Buffer, referenceType = 'draft') => {
      const body = multipart(name, content);
      const response = await server.app.fastify.inject({
        method: 'POST',
        url: `/api/attachment/upload?referenceType=${referenceType}&referenceId=${startupId}`,
        headers: { host, authorization: `Bearer ${token}`, 'content-type': body.contentType },
        payload: body.payload,
      });
      return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, unknown> };
    };
    const download = (id: string) =>
      server.app.fastify.inject({
        method: 'GET',
        url: `/api/attachments/${id}`,
        headers: { host, authorization: `Bearer ${token}` },
      });
    return { user, token, gql, upload, download };
  };
  const admin = await sign('Admin');
  const founder = await sign('Cofounder');
  const coach = await sign('Coach');
  const otherCoach = await sign('Coach');
  const created = await admin.gql<{ createStartup: { _id: string } }>(
    'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
    { input: { name: 'Solaris', memberIds: [founder.user.id] } },
  );
  const startupId = created.data?.createStartup._id as string;
  const assigned = await admin.gql(
    'mutation ($s: ID!, $u: [ID!]!) { setStartupAssignations(startupId: $s, userIds: $u) { users { _id } } }',
    {
      s: startupId,
      u: [coach.user.id],
    },
  );
  expect(assigned.errors).toBeUndefined();
  return { org, host, sign, admin, founder, coach, otherCoach, startupId };
}

const POST_FIELDS =
  '_id message isPublic isPinned canDelete canPin attachments { _id name fileType userCanDownload url } reactions { reaction count reactedByMe } createdBy { fullName role { type } } replies { _id message parentId }';
const CREATE_POST = `mutation ($input: TimelinePostInput!) { createTimelinePost(input: $input) { ${POST_FIELDS} } }`;
const TIMELINE = `query ($s: ID!, $c: String, $t: TimelineFilter) { startupEventTimeline(startupId: $s, cursor: $c, type: $t) { posts { next results { ... on Event { ${POST_FIELDS} } } } } }`;

interface Post {
  _id: string;
  message: string;
  isPublic: boolean;
  canDelete: boolean;
  attachments: { _id: string; name: string; userCanDownload: boolean }[];
  reactions: { reaction: string; count: number; reactedByMe: boolean }[];
  replies: { _id: string; message: string }[];
}
type Timeline = { startupEventTimeline: { posts: { next: string | null; results: Post[] } } };

describe('the startup file: timeline, attachments and assignations', () => {
  it('lets staff post privately with a PDF, founders see only public posts and reply, and notifies the coach', async () => {
    const { admin, founder, coach, otherCoach, startupId } = await setUp();
    const uploaded = await admin.upload(startupId, 'plan.pdf', PDF);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ name: 'plan.pdf', fileType: 'application/pdf', userCanDownload: true });

    const privatePost = await admin.gql<{ createTimelinePost: Post }>(CREATE_POST, {
      input: {
        startupId,
        message: 'Board notes <script>alert(1)</script><b>only for us</b>',
        isPublic: false,
        attachmentIds: [uploaded.body._id],
      },
    });
    expect(privatePost.errors).toBeUndefined();
    const priv = privatePost.data?.createTimelinePost as Post;
    expect(priv.message).toBe('Board notes <b>only for us</b>');
    expect(priv.attachments).toMatchObject([{ name: 'plan.pdf', userCanDownload: true }]);
    const publicPost = await admin.gql<{ createTimelinePost: Post }>(CREATE_POST, {
      input: { startupId, message: 'Welcome to the programme!\nGlad to have you.' },
    });
    const pub = publicPost.data?.createTimelinePost as Post;
    expect(pub.message).toBe('<p>Welcome to the programme!<br>Glad to have you.</p>');

    // The founder sees the public post only, cannot read the private file, and replies.
    const seen = await founder.gql<Timeline>(TIMELINE, { s: startupId });
    expect(seen.data?.startupEventTimeline.posts.results.map((p) => p._id)).toEqual([pub._id]);
    expect((await founder.download(String(uploaded.body._id))).statusCode).toBe(404);
    const privateAsFounder = await founder.gql(CREATE_POST, { input: { startupId, message: 'x', parentId: priv._id } });
    expect(privateAsFounder.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const refusedPrivate = await founder.gql(CREATE_POST, { input: { startupId, message: 'secret', isPublic: false } });
    expect(refusedPrivate.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const reply = await founder.gql<{ createTimelinePost: Post }>(CREATE_POST, {
      input: { startupId, message: 'Thank you!', parentId: pub._id },
    });
    expect(reply.errors).toBeUndefined();

    // The assigned coach sees both posts, the reply, and downloads the PDF; the coach was notified.
    const coachView = await coach.gql<Timeline>(TIMELINE, { s: startupId });
    const posts = coachView.data?.startupEventTimeline.posts.results ?? [];
    expect(posts.map((p) => p._id)).toEqual([pub._id, priv._id]);
    expect(posts[0]?.replies.map((r) => r.message)).toEqual(['<p>Thank you!</p>']);
    const file = await coach.download(String(uploaded.body._id));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment; filename="plan.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    const notes = await coach.gql<{
      notifications: { notifications: { message: string; notification: { notificationType: string } }[] };
    }>(
      '{ notifications(pageSize: 16, currentPage: 0) { notifications { message notification { notificationType } } } }',
    );
    const types = notes.data?.notifications.notifications.map((n) => n.notification.notificationType);
    expect(types).toContain('newCommentStartupStaff');
    const adminNotes = await admin.gql<{
      notifications: { notifications: { message: string; notification: { notificationType: string } }[] };
    }>(
      '{ notifications(pageSize: 16, currentPage: 0) { notifications { message notification { notificationType } } } }',
    );
    expect(adminNotes.data?.notifications.notifications[0]).toMatchObject({
      notification: { notificationType: 'newNoteReply' },
      message: expect.stringContaining('replied to your post on Solaris'),
    });

    // A coach who is not assigned cannot open the file at all.
    const outsider = await otherCoach.gql<Timeline>(TIMELINE, { s: startupId });
    expect(outsider.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    expect((await otherCoach.download(String(uploaded.body._id))).statusCode).toBe(404);
    expect(
      (await otherCoach.gql('query ($id: ID!) { startupFile(id: $id) { _id } }', { id: startupId })).errors?.[0]
        ?.extensions?.code,
    ).toBe('NotFoundError');
    const own = await founder.gql<{
      startupFile: { name: string; viewerCan: { postPrivate: boolean; downloadDocuments: boolean } };
    }>('query ($id: ID!) { startupFile(id: $id) { name viewerCan { postPrivate downloadDocuments } } }', {
      id: startupId,
    });
    expect(own.data?.startupFile).toEqual({
      name: 'Solaris',
      viewerCan: { postPrivate: false, downloadDocuments: true },
    });
  });

  it('refuses files too large, of a type a browser could run, and empty ones; keeps drafts to their uploader', async () => {
    const { admin, founder, startupId } = await setUp();
    const big = await admin.upload(startupId, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: 'FileTooLargeError', message: 'This file is larger than the 1 MB limit' });
    const html = await admin.upload(startupId, 'page.pdf', Buffer.from('<!DOCTYPE html><script>alert(1)</script>'));
    expect(html.status).toBe(415);
    const exe = await admin.upload(startupId, 'tool.pdf', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]));
    expect(exe.status).toBe(415);
    const empty = await admin.upload(startupId, 'empty.txt', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const text = await admin.upload(startupId, '../../etc/notes.txt', Buffer.from('plain notes'));
    expect(text.status).toBe(201);
    expect(text.body).toMatchObject({ name: 'notes.txt', fileType: 'text/plain' });
    // Someone else's draft cannot be attached, seen or downloaded.
    const stolen = await founder.gql(CREATE_POST, {
      input: { startupId, message: 'mine', attachmentIds: [text.body._id] },
    });
    expect(stolen.errors?.[0]?.extensions?.code).toBe('ValidationError');
    expect((await founder.download(String(text.body._id))).statusCode).toBe(404);
    const wrongReference = await admin.upload('not-a-uuid', 'a.txt', Buffer.from('a'));
    expect(wrongReference.status).toBe(400);
  });

  it('keeps documents to the startup file, renames and deletes them under the rules', async () => {
    const { admin, founder, coach, otherCoach, startupId, host } = await setUp();
    const doc = await founder.upload(startupId, 'deck.pdf', PDF, 'startup');
    expect(doc.status).toBe(201);
    const list = await server.rest('GET', `/api/attachments/reference/startup/${startupId}`, {
      host,
      token: coach.token,
    });
    expect(list.status).toBe(200);
    expect((list.body as unknown as { name: string }[]).map((d) => d.name)).toEqual(['deck.pdf']);
    const hidden = await server.rest('GET', `/api/attachments/reference/startup/${startupId}`, {
      host,
      token: otherCoach.token,
    });
    expect(hidden.body).toEqual([]);
    const renamedByOutsider = await server.rest('PUT', `/api/attachments/${doc.body._id}`, {
      host,
      token: otherCoach.token,
      body: { name: 'x.pdf' },
    });
    expect(renamedByOutsider.status).toBe(404);
    const renamed = await server.rest('PUT', `/api/attachments/${doc.body._id}`, {
      host,
      token: founder.token,
      body: { name: 'Deck 2026.pdf' },
    });
    expect(renamed.body).toMatchObject({ name: 'Deck 2026.pdf' });
    const blank = await server.rest('PUT', `/api/attachments/${doc.body._id}`, {
      host,
      token: founder.token,
      body: { name: ' ' },
    });
    expect(blank.status).toBe(400);
    const deleted = await server.rest('DELETE', `/api/attachments/${startupId}/${doc.body._id}`, {
      host,
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expect((await admin.download(String(doc.body._id))).statusCode).toBe(404);
  });

  it('deletes the files of a deleted startup, records and bytes', async () => {
    const { admin, founder, startupId } = await setUp();
    const doc = await founder.upload(startupId, 'deck.pdf', PDF, 'startup');
    const draft = await founder.upload(startupId, 'notes.pdf', PDF);
    const post = await founder.gql(
      'mutation ($input: TimelinePostInput!) { createTimelinePost(input: $input) { _id } }',
      { input: { startupId, message: 'With a file', attachmentIds: [draft.body._id] } },
    );
    expect(post.errors).toBeUndefined();
    const stored = await server.database.ownerQuery<{ storage_key: string }>(
      'select storage_key from attachments where startup_id = $1',
      [startupId],
    );
    expect(stored).toHaveLength(2);
    const files = stored.map((row) => path.join(server.config.storageDir, row.storage_key));
    expect(files.every((file) => existsSync(file))).toBe(true);
    await admin.gql('mutation ($id: ID!) { deleteStartup(id: $id) }', { id: startupId });
    expect(
      await server.database.ownerQuery('select id from attachments where id = any($1::uuid[])', [
        [doc.body._id, draft.body._id],
      ]),
    ).toEqual([]);
    await expect.poll(() => files.filter((file) => existsSync(file)).length).toBe(0);
  });

  it('reacts, pins, deletes by the note permissions, and hides everything from another organisation', async () => {
    const { admin, founder, coach, startupId } = await setUp();
    const post = (
      await coach.gql<{ createTimelinePost: Post }>(CREATE_POST, { input: { startupId, message: 'Tip of the week' } })
    ).data?.createTimelinePost as Post;
    const reacted = await founder.gql<{ reactToTimelinePost: Post }>(
      `mutation ($id: ID!) { reactToTimelinePost(id: $id, reaction: CELEBRATE) { ${POST_FIELDS} } }`,
      { id: post._id },
    );
    expect(reacted.data?.reactToTimelinePost.reactions).toEqual([
      { reaction: 'CELEBRATE', count: 1, reactedByMe: true },
    ]);
    const undone = await founder.gql<{ reactToTimelinePost: Post }>(
      `mutation ($id: ID!) { reactToTimelinePost(id: $id, reaction: CELEBRATE) { ${POST_FIELDS} } }`,
      { id: post._id },
    );
    expect(undone.data?.reactToTimelinePost.reactions).toEqual([]);
    const pinByFounder = await founder.gql(`mutation ($id: ID!) { pinTimelinePost(id: $id, pinned: true) { _id } }`, {
      id: post._id,
    });
    expect(pinByFounder.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const deleteByFounder = await founder.gql('mutation ($id: ID!) { deleteTimelinePost(id: $id) }', { id: post._id });
    expect(deleteByFounder.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const empty = await founder.gql(CREATE_POST, { input: { startupId, message: '<script>x</script>' } });
    expect(empty.errors?.[0]?.extensions?.code).toBe('ValidationError');

    const other = await server.createOrganisationWithRoles();
    const stranger = await server.createUser(other, { roleType: 'Admin' });
    const { token } = await server.signIn(other, stranger.email);
    const foreign = await server.graphql(TIMELINE, { host: hostOf(other), token, variables: { s: startupId } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const foreignFile = await server.app.fastify.inject({
      method: 'GET',
      url: `/api/attachments/${post._id}`,
      headers: { host: hostOf(other), authorization: `Bearer ${token}` },
    });
    expect(foreignFile.statusCode).toBe(404);

    const deleted = await admin.gql('mutation ($id: ID!) { deleteTimelinePost(id: $id) }', { id: post._id });
    expect(deleted.data).toEqual({ deleteTimelinePost: post._id });
  });

  it('pages the timeline with a cursor in a fixed number of statements', async () => {
    const { admin, startupId } = await setUp();
    for (let i = 0; i < 12; i += 1) {
      await admin.gql(CREATE_POST, { input: { startupId, message: `Post ${i}` } });
    }
    const first = await admin.gql<Timeline>(TIMELINE, { s: startupId });
    const page = first.data?.startupEventTimeline.posts;
    expect(page?.results).toHaveLength(10);
    expect(page?.results[0]?.message).toBe('<p>Post 11</p>');
    const second = await admin.gql<Timeline>(TIMELINE, { s: startupId, c: page?.next });
    expect(second.data?.startupEventTimeline.posts.results.map((p) => p.message)).toEqual([
      '<p>Post 1</p>',
      '<p>Post 0</p>',
    ]);
    expect(second.data?.startupEventTimeline.posts.next).toBeNull();

    const count = async () => {
      const before = server.statementCount();
      await admin.gql(TIMELINE, { s: startupId });
      return server.statementCount() - before;
    };
    const withTwelve = await count();
    // The session check, the file's access rights, and the posts with replies, reactions, files and authors.
    expect(withTwelve).toBeLessThanOrEqual(3);
    const pinned = page?.results[3]?._id;
    await admin.gql('mutation ($id: ID!) { pinTimelinePost(id: $id, pinned: true) { _id } }', { id: pinned });
    await admin.gql(CREATE_POST, { input: { startupId, message: 'reply', parentId: pinned } });
    expect(await count()).toBe(withTwelve);
    const pinnedFirst = await admin.gql<Timeline>(TIMELINE, { s: startupId });
    expect(pinnedFirst.data?.startupEventTimeline.posts.results[0]?._id).toBe(pinned);
  });

  it('keeps plain text with angle brackets, and tells founders live only of public posts', async () => {
    const { org, admin, founder, startupId } = await setUp();
    const plain = await admin.gql<{ createTimelinePost: Post }>(CREATE_POST, {
      input: { startupId, message: 'if a<b then c>d' },
    });
    expect(plain.data?.createTimelinePost.message).toBe('<p>if a&lt;b then c&gt;d</p>');

    await server.app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.fastify.server.address() as AddressInfo;
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { incubator: org.slug, authorization: `Bearer ${founder.token}` },
      retryAttempts: 0,
    });
    const received: string[] = [];
    const subscribed = new Promise<void>((resolve) => {
      client.on('connected', () => setTimeout(resolve, 200));
    });
    client.subscribe(
      {
        query: 'subscription ($s: ID!) { startupTimelineUpdated(startupId: $s) { postId updateType } }',
        variables: { s: startupId },
      },
      {
        next: (value) => received.push(JSON.stringify(value.data)),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await subscribed;
    const hidden = await admin.gql<{ createTimelinePost: Post }>(CREATE_POST, {
      input: { startupId, message: 'private', isPublic: false },
    });
    const shown = await admin.gql<{ createTimelinePost: Post }>(CREATE_POST, {
      input: { startupId, message: 'public' },
    });
    await expect.poll(() => received.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([
      JSON.stringify({ startupTimelineUpdated: { postId: shown.data?.createTimelinePost._id, updateType: 'CREATED' } }),
    ]);
    expect(received.join()).not.toContain(String(hidden.data?.createTimelinePost._id));
    await client.dispose();
  });

  it('groups a startup’s tasks for those who open its file, and refuses others', async () => {
    const { admin, founder, otherCoach, startupId } = await setUp();
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await admin.gql(
      'mutation ($due: DateTime!, $a: [AssigneeInput!]!) { createTask(name: "Deck", dueDate: $due, assignees: $a) { _id } }',
      {
        due,
        a: [{ type: 'Startup', value: startupId }],
      },
    );
    const start = new Date();
    start.setUTCHours(0, 0, 0, 0);
    const end = new Date(start.getTime() + 86_400_000 - 1);
    const QUERY =
      'query ($s: ID!, $a: DateTime!, $b: DateTime!) { startupTasks(startupId: $s, todayStart: $a, todayEnd: $b) { overdue { name } today { name } future { name } } }';
    const groups = await founder.gql<{
      startupTasks: { overdue: unknown[]; today: unknown[]; future: { name: string }[] };
    }>(QUERY, {
      s: startupId,
      a: start.toISOString(),
      b: end.toISOString(),
    });
    expect(groups.data?.startupTasks).toEqual({ overdue: [], today: [], future: [{ name: 'Deck' }] });
    const hidden = await otherCoach.gql(QUERY, { s: startupId, a: start.toISOString(), b: end.toISOString() });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const backwards = await founder.gql(QUERY, { s: startupId, a: end.toISOString(), b: start.toISOString() });
    expect(backwards.errors?.[0]?.extensions?.code).toBe('ValidationError');
  });
});
