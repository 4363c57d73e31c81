import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { runStartupBatch } from './batch.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function setUp() {
  const org = await server.createOrganisationWithRoles();
  const sign = async (roleType: 'Admin' | 'Staff' | 'Coach' | 'Cofounder') => {
    const user = await server.createUser(org, { roleType });
    const { token } = await server.signIn(org, user.email);
    return {
      user,
      gql: <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
        server.graphql<T>(query, { host: hostOf(org), token, variables }),
    };
  };
  const admin = await sign('Admin');
  const ids: string[] = [];
  for (const name of ['One', 'Two', 'Three']) {
    const created = await admin.gql<{ createStartup: { _id: string } }>(
      'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
      { input: { name } },
    );
    ids.push(created.data?.createStartup._id as string);
  }
  const program = await admin.gql<{ createProgram: { _id: string } }>(
    'mutation { createProgram(input: { name: "Spring" }) { _id } }',
  );
  return { org, sign, admin, ids, programId: program.data?.createProgram._id as string };
}

const START =
  'mutation ($ids: [ID!]!, $action: StartupBatchActionInput!) { startStartupBatchOperation(startupIds: $ids, action: $action) { id count } }';
const STATE =
  'query ($id: ID!) { startupBatchOperation(id: $id) { status total processed failed results { startupId succeeded message } } }';

async function finished(gql: (q: string, v: Record<string, unknown>) => Promise<{ data?: unknown }>, id: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const state = (await gql(STATE, { id })) as { data?: { startupBatchOperation: { status: string } } };
    if (state.data?.startupBatchOperation.status !== 'RUNNING') return state.data?.startupBatchOperation;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The batch did not finish');
}

describe('batch operations on startups', () => {
  it('adds startups to a programme on the job queue, item by item, and reports each', async () => {
    const { admin, ids, programId } = await setUp();
    const started = await admin.gql<{ startStartupBatchOperation: { id: string; count: number } }>(START, {
      ids,
      action: { type: 'ADD_TO_PROGRAM', targetId: programId },
    });
    expect(started.errors).toBeUndefined();
    expect(started.data?.startStartupBatchOperation.count).toBe(3);
    const state = await finished(admin.gql, started.data?.startStartupBatchOperation.id as string);
    expect(state).toMatchObject({ status: 'SUCCEEDED', total: 3, processed: 3, failed: 0 });
    const listed = await admin.gql<{ startups: { totalCount: number } }>(
      'query ($p: [ID!]) { startups(programIds: $p) { totalCount } }',
      { p: [programId] },
    );
    expect(listed.data?.startups.totalCount).toBe(3);
  });

  it('reports a startup deleted meanwhile as failed, and resumes a run cut short without doing items twice', async () => {
    const { org, admin, ids } = await setUp();
    const started = await admin.gql<{ startStartupBatchOperation: { id: string } }>(START, {
      ids,
      action: { type: 'DELETE' },
    });
    const operationId = started.data?.startStartupBatchOperation.id as string;
    const state = await finished(admin.gql, operationId);
    expect(state).toMatchObject({ status: 'SUCCEEDED', processed: 3 });
    // Running it again (as the queue's retry would) changes nothing: every startup is already in the results.
    await runStartupBatch({ database: server.database, pubsub: server.app.pubsub }, org.id, operationId, {
      userId: admin.user.id,
      roleType: 'Admin',
      permissions: {},
    });
    const again = await admin.gql<{ startupBatchOperation: { processed: number } }>(STATE, { id: operationId });
    expect(again.data?.startupBatchOperation.processed).toBe(3);
    const remaining = await admin.gql<{ startups: { totalCount: number } }>('{ startups { totalCount } }');
    expect(remaining.data?.startups.totalCount).toBe(0);
  });

  it('refuses bad targets, other organisations’ startups and people without the permissions', async () => {
    const { sign, admin, ids, programId } = await setUp();
    const noTarget = await admin.gql(START, { ids, action: { type: 'ADD_TAG' } });
    expect(JSON.stringify(noTarget.errors?.[0]?.extensions)).toContain('This item was not found');
    const programAsTag = await admin.gql(START, { ids, action: { type: 'ADD_TAG', targetId: programId } });
    expect(JSON.stringify(programAsTag.errors?.[0]?.extensions)).toContain('This item was not found');
    const empty = await admin.gql(START, { ids: [], action: { type: 'DELETE' } });
    expect(JSON.stringify(empty.errors?.[0]?.extensions)).toContain('Select at least one startup');
    const other = await setUp();
    const foreign = await other.admin.gql(START, { ids, action: { type: 'DELETE' } });
    expect(JSON.stringify(foreign.errors?.[0]?.extensions)).toContain('This startup was not found');
    const staff = await sign('Staff');
    const staffDelete = await staff.gql(START, { ids, action: { type: 'DELETE' } });
    expect(staffDelete.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const founder = await sign('Cofounder');
    const founderBatch = await founder.gql(START, { ids, action: { type: 'ADD_TO_PROGRAM', targetId: programId } });
    expect(founderBatch.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });
});
