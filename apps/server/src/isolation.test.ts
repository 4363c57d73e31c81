import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleValue } from '../test/graphql-samples.ts';
import { hostOf, startTestServer, type TestServer } from '../test/harness.ts';
import { tenantTables } from './platform/db/migrate.ts';

/**
 * Proof of isolation, generated from the schema: every query, mutation and subscription is called by users of
 * organisation A with identifiers and values taken from organisation B. Nothing of B may come back, and B's rows
 * must be exactly as they were. A new operation is covered without writing anything.
 */
let server: TestServer;
const MARKER = `zeta${Date.now().toString(36)}`;
let a: { slug: string; id: string };
let b: { slug: string; id: string };
const bValues: { ids: string[]; strings: string[] } = { ids: [], strings: [] };
const tokens: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  a = await server.createOrganisationWithRoles({
    name: 'Alpha Org',
    plan: { features: ['CUSTOM_ROLES', 'CUSTOM_FIELD_EDITING'] },
  });
  b = await server.createOrganisationWithRoles({
    name: `Beta ${MARKER}`,
    description: `secret of ${MARKER}`,
    plan: { features: ['CUSTOM_ROLES', 'CUSTOM_FIELD_EDITING'] },
    values: { supportEmail: `support-${MARKER}@beta.test` },
  });
  // Organisation B: users of several roles, sessions, e-mails, roles, activity, a batch operation.
  const bAdmin = await server.createUser(b, {
    roleType: 'Admin',
    email: `admin-${MARKER}@beta.test`,
    firstName: `Bea${MARKER}`,
  });
  const bMentor = await server.createUser(b, {
    roleType: 'Mentor',
    email: `mentor-${MARKER}@beta.test`,
    status: 'pending',
    validated: false,
  });
  const bSession = await server.signIn(b, bAdmin.email);
  const bGql = <T = { createRole?: { _id: string }; startUserBatchOperation?: { id: string } }>(
    query: string,
    variables: Record<string, unknown> = {},
  ) =>
    server.graphql<T>(query, {
      host: hostOf(b),
      token: bSession.token,
      variables,
    });
  const role = await bGql('mutation { createRole(type: Coach, label: "Beta coach role") { _id } }');
  const batch = await bGql(
    'mutation ($ids: [ID!]!) { startUserBatchOperation(userIds: $ids, action: { type: CHANGE_STATUS, status: unactive }) { id } }',
    { ids: [bMentor.id] },
  );
  await bGql('mutation { resendConfirmationEmail }');
  // Shell records of B: a startup with a member, a task (and its notification), an event, custom navigation.
  const bStartupId = crypto.randomUUID();
  await server.database.ownerQuery('insert into startups (incubator_id, id, name) values ($1, $2, $3)', [
    b.id,
    bStartupId,
    `Startup ${MARKER}`,
  ]);
  await server.database.ownerQuery(
    'insert into startup_members (incubator_id, startup_id, user_id) values ($1, $2, $3)',
    [b.id, bStartupId, bMentor.id],
  );
  const bTask = await server.graphql<{ createTask: { _id: string } }>(
    `mutation ($due: DateTime!, $a: [AssigneeInput!]!) { createTask(name: "Task of ${MARKER}", dueDate: $due, assignees: $a) { _id } }`,
    {
      host: hostOf(b),
      token: bSession.token,
      variables: {
        due: new Date(Date.now() + 86_400_000).toISOString(),
        a: [
          { type: 'User', value: bMentor.id },
          { type: 'Startup', value: bStartupId },
        ],
      },
    },
  );
  const bProgram = await server.graphql<{ createProgram: { _id: string } }>(
    `mutation { createProgram(input: { name: "Programme ${MARKER}" }) { _id } }`,
    { host: hostOf(b), token: bSession.token },
  );
  await server.graphql(
    'mutation ($id: ID!, $p: [ID!]) { updateStartup(id: $id, input: { name: "B startup", programIds: $p }) { _id } }',
    { host: hostOf(b), token: bSession.token, variables: { id: bStartupId, p: [bProgram.data?.createProgram._id] } },
  );
  // The startup file of B: an assigned coach, a private post with a reply and a file.
  const bPost = await bGql<{ createTimelinePost: { _id: string } }>(
    `mutation ($s: ID!) { createTimelinePost(input: { startupId: $s, message: "Post ${MARKER}", isPublic: false }) { _id } }`,
    { s: bStartupId },
  );
  const bPostId = bPost.data?.createTimelinePost._id;
  expect(bPostId, JSON.stringify(bPost.errors)).toBeTruthy();
  await bGql(
    `mutation ($s: ID!, $p: ID!) { createTimelinePost(input: { startupId: $s, message: "Reply ${MARKER}", parentId: $p }) { _id } }`,
    {
      s: bStartupId,
      p: bPostId,
    },
  );
  const bTemplate = await bGql<{ createMilestoneTemplate: { _id: string } }>(
    `mutation { createMilestoneTemplate(input: { name: "Plan ${MARKER}", items: [{ name: "Step ${MARKER}", dueOffsetDays: 7 }] }) { _id } }`,
  );
  const bMilestones = await bGql<{ applyMilestoneTemplate: { results: { _id: string }[] } }>(
    'mutation ($s: ID!, $t: ID!) { applyMilestoneTemplate(startupId: $s, templateId: $t, startDate: "2026-01-01") { results { _id } } }',
    { s: bStartupId, t: bTemplate.data?.createMilestoneTemplate._id },
  );
  expect(bMilestones.data?.applyMilestoneTemplate.results, JSON.stringify(bMilestones.errors)).toHaveLength(1);
  const bStartupBatch = await bGql<{ startStartupBatchOperation: { id: string } }>(
    'mutation ($s: ID!, $p: ID!) { startStartupBatchOperation(startupIds: [$s], action: { type: ADD_TO_PROGRAM, targetId: $p }) { id } }',
    { s: bStartupId, p: bProgram.data?.createProgram._id },
  );
  expect(bStartupBatch.data?.startStartupBatchOperation.id, JSON.stringify(bStartupBatch.errors)).toBeTruthy();
  // The batch runs on the job queue: B must be still before its fingerprint is taken.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const state = await bGql<{ startupBatchOperation: { status: string } }>(
      'query ($id: ID!) { startupBatchOperation(id: $id) { status } }',
      { id: bStartupBatch.data?.startStartupBatchOperation.id },
    );
    if (state.data?.startupBatchOperation.status !== 'RUNNING') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Custom fields of B: a field on its startup profile form, answered for its startup.
  const bField = await bGql<{ createCustomField: { _id: string; options: { _id: string }[] } }>(
    `mutation { createCustomField(input: { entityKind: startup, label: "Field ${MARKER}", type: select_dropdown, options: [{ label: "Option ${MARKER}" }] }) { _id options { _id } } }`,
  );
  const bFieldId = bField.data?.createCustomField._id;
  expect(bFieldId, JSON.stringify(bField.errors)).toBeTruthy();
  const bForms = await bGql<{ profileForms: { _id: string; kind: string }[] }>('{ profileForms { _id kind } }');
  const bFormId = bForms.data?.profileForms.find((form) => form.kind === 'startup_profile')?._id;
  await bGql('mutation ($id: ID!, $f: ID!) { updateProfileForm(id: $id, items: [{ fieldId: $f }]) { _id } }', {
    id: bFormId,
    f: bFieldId,
  });
  const bAnswer = await bGql(
    'mutation ($s: ID!, $f: ID!, $o: ID!) { setProfileFieldValues(entityKind: startup, entityId: $s, values: [{ fieldId: $f, optionIds: [$o] }]) { formId } }',
    { s: bStartupId, f: bFieldId, o: bField.data?.createCustomField.options[0]?._id },
  );
  expect(bAnswer.errors).toBeUndefined();
  const bAttachmentId = crypto.randomUUID();
  await server.database.ownerQuery(
    `insert into attachments (incubator_id, id, storage_key, name, file_type, size, reference_type, reference_id, startup_id)
     values ($1, $2, $3, $4, 'application/pdf', 10, 'post', $5, $6)`,
    [b.id, bAttachmentId, `${b.id}/${crypto.randomUUID()}`, `File ${MARKER}.pdf`, bPostId, bStartupId],
  );
  const bEvent = await server.graphql<{ CreateIncubatorEvent: { _id: string } }>(
    'mutation { CreateIncubatorEvent { _id } }',
    { host: hostOf(b), token: bSession.token },
  );
  await bGql(
    `mutation { updateCustomNavigation(entries: [{ name: "tasks", label: "T${MARKER}", hidden: false, locked: true }]) { name } }`,
  );
  await server.rest('POST', '/api/users/sendresetpassword', { host: hostOf(b), body: { email: bAdmin.email } });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const roles = await server.database.ownerQuery<{ id: string }>('select id from roles where incubator_id = $1', [
    b.id,
  ]);
  const mails = await server.database.ownerQuery<{ id: string }>(
    'select id from email_messages where incubator_id = $1',
    [b.id],
  );
  const events = await server.database.ownerQuery<{ id: string }>(
    'select id from activity_events where incubator_id = $1',
    [b.id],
  );
  expect(bTask.data?.createTask._id, JSON.stringify(bTask.errors)).toBeTruthy();
  expect(bEvent.data?.CreateIncubatorEvent._id, JSON.stringify(bEvent.errors)).toBeTruthy();
  const notifications = await server.database.ownerQuery<{ id: string }>(
    'select id from notification_recipients where incubator_id = $1',
    [b.id],
  );
  bValues.ids = [
    b.id,
    bAdmin.id,
    bMentor.id,
    bSession.sessionId,
    role.data?.createRole?._id,
    batch.data?.startUserBatchOperation?.id,
    ...roles.slice(0, 3).map((r) => r.id),
    ...mails.map((m) => m.id),
    ...events.slice(0, 2).map((e) => e.id),
    bStartupId,
    bTask.data?.createTask._id,
    bEvent.data?.CreateIncubatorEvent._id,
    bProgram.data?.createProgram._id,
    bPostId,
    bAttachmentId,
    bStartupBatch.data?.startStartupBatchOperation.id,
    bTemplate.data?.createMilestoneTemplate._id,
    bMilestones.data?.applyMilestoneTemplate.results[0]?._id,
    bFieldId,
    bField.data?.createCustomField.options[0]?._id,
    bFormId,
    ...notifications.map((n) => n.id),
  ].filter((id): id is string => typeof id === 'string');
  bValues.strings = [b.slug, bAdmin.email, `Beta ${MARKER}`];

  // Organisation A: its admin and its platform operator see everything A has.
  for (const roleType of ['Admin', 'System'] as const) {
    const user = await server.createUser(a, { roleType });
    tokens.push((await server.signIn(a, user.email)).token);
  }
});
afterAll(async () => {
  await server.close();
});

async function fingerprintOfB(): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await tenantTables(server.database)) {
    const [row] = await server.database.ownerQuery<{ digest: string | null }>(
      `select md5(string_agg(t::text, '|' order by t::text)) as digest from "${table}" t where incubator_id = $1`,
      [b.id],
    );
    result[table] = row?.digest ?? '';
  }
  const [organisation] = await server.database.ownerQuery<{ digest: string }>(
    'select md5(t::text) as digest from incubators t where id = $1',
    [b.id],
  );
  result.incubators = organisation?.digest ?? '';
  return result;
}

/** Argument values: every ID is one of B's identifiers, every string one of B's values. */
function sampleOfB(type: GraphQLInputType, id: string, text: string): unknown {
  return sampleValue(type, {
    id: () => id,
    text,
    number: 0,
    json: { ownerId: id },
    listsOfOne: true,
    optionalIds: true,
  });
}

/** A selection of every scalar field, two levels deep, so anything returned is seen. */
function selectionFor(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  if (depth >= 2) return ' { __typename }';
  const fields = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => `${field.name}${selectionFor(field.type, depth + 1)}`);
  return ` { ${fields.join(' ')} }`;
}

function documentFor(operation: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>): string {
  const args: readonly GraphQLArgument[] = field.args;
  const definitions = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${operation}${definitions ? ` (${definitions})` : ''} { ${field.name}${call ? `(${call})` : ''}${selectionFor(field.type)} }`;
}

/** A value of B in a response that the request did not itself send (an echo of an argument is no leak). */
function leaksB(text: string, sent: string): string | null {
  const secrets = [MARKER, ...bValues.ids].filter((value) => !sent.includes(value));
  return secrets.find((value) => text.includes(value)) ?? null;
}

describe('tenant isolation, generated from the schema', () => {
  it('returns nothing of organisation B to organisation A, through any query or mutation, and changes nothing of B', async () => {
    const before = await fingerprintOfB();
    const schema = server.app.schema;
    let calls = 0;
    for (const [operation, root] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        const document = documentFor(operation, field);
        const needsValues = field.args.length > 0;
        const pairs = needsValues
          ? bValues.ids.map((id, index) => [id, bValues.strings[index % bValues.strings.length] ?? ''])
          : [['', '']];
        for (const token of tokens) {
          for (const [id, text] of pairs) {
            const variables = Object.fromEntries(
              field.args.map((arg) => [arg.name, sampleOfB(arg.type, id ?? '', text ?? '')]),
            );
            const response = await server.graphql(document, { host: hostOf(a), token, variables });
            calls += 1;
            const leaked = leaksB(JSON.stringify(response.data ?? null), JSON.stringify(variables));
            expect(leaked, `${field.name} returned ${leaked} of organisation B`).toBeNull();
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
    expect(await fingerprintOfB()).toEqual(before);
  }, 240_000);

  it('delivers none of organisation B’s live events to a subscriber of organisation A', async () => {
    await server.app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.fastify.server.address() as AddressInfo;
    const subscriptions = Object.values(server.app.schema.getSubscriptionType()?.getFields() ?? {});
    expect(subscriptions.length).toBeGreaterThan(0);
    const received: string[] = [];
    const clients = [];
    for (const field of subscriptions) {
      for (const id of bValues.ids) {
        const client = createClient({
          url: `ws://127.0.0.1:${port}/graphql`,
          webSocketImpl: WebSocket,
          connectionParams: { incubator: a.slug, authorization: `Bearer ${tokens[0]}` },
          retryAttempts: 0,
        });
        clients.push(client);
        const variables = Object.fromEntries(field.args.map((arg) => [arg.name, sampleOfB(arg.type, id, b.slug)]));
        client.subscribe(
          { query: documentFor('subscription', field), variables },
          {
            next: (value) => received.push(`${field.name}: ${JSON.stringify(value)}`),
            error: () => undefined,
            complete: () => undefined,
          },
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Every event B could emit, on every topic its identifiers name.
    for (const event of [
      'incubatorUpdated',
      'sessionLoggedOut',
      'userBatchOperationUpdated',
      'tasksUpdatedForUser',
      'notificationCreated',
      'startupTimelineUpdated',
      'startupBatchOperationUpdated',
      'exportJobUpdated',
    ]) {
      server.app.pubsub.publish(b.id, event, {});
      for (const id of bValues.ids)
        server.app.pubsub.publish(b.id, `${event}:${id}`, {
          sessionId: id,
          operationId: id,
          updateType: 'SUCCEEDED',
          processed: 1,
          failed: 0,
          total: 1,
          taskId: id,
          recipientId: id,
        });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(clients.map((client) => client.dispose()));
    expect(received.filter((entry) => !entry.includes('"errors"'))).toEqual([]);
  });
});
