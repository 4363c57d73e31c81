import { APPLICATION_BATCH_LIMIT, APPLICATION_MESSAGES } from '@cohort/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { activityEvents } from '../activity/index.ts';
import { rolePermissions, roles } from '../roles/index.ts';
import { APPLICATION_BATCH_UPDATED, runApplicationBatch } from './application-batch.ts';
import {
  applicationsOrganisation,
  createCall,
  type Gql,
  type Person,
  submittedApplication,
} from './application.fixtures.ts';
import {
  applicationBatchOperations,
  applications,
  applicationStatusChanges,
  applicationTags,
} from './application.table.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const START = `mutation ($ids: [ID!]!, $action: ApplicationBatchActionInput!) {
  startApplicationBatchOperation(applicationIds: $ids, action: $action) { id count } }`;
const STATE = `query ($id: ID!) { applicationBatchOperation(id: $id) {
  status total processed failed results { applicationId succeeded message } } }`;
const ONE = 'query ($id: ID!) { application(id: $id) { _id status preparedDecision round { _id } tags { _id } } }';

interface State {
  status: string;
  total: number;
  processed: number;
  failed: number;
  results: { applicationId: string; succeeded: boolean; message: string | null }[];
}

/** Starts a batch and waits for the job queue to finish it. */
async function run(gql: Gql, ids: string[], action: Record<string, unknown>, timeoutMs = 20_000): Promise<State> {
  const started = await gql<{ startApplicationBatchOperation: { id: string; count: number } }>(START, { ids, action });
  expect(started.errors).toBeUndefined();
  expect(started.data?.startApplicationBatchOperation.count).toBe(new Set(ids).size);
  const id = started.data?.startApplicationBatchOperation.id as string;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = await gql<{ applicationBatchOperation: State }>(STATE, { id });
    expect(state.errors).toBeUndefined();
    if (state.data?.applicationBatchOperation.status !== 'RUNNING')
      return state.data?.applicationBatchOperation as State;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The batch did not finish');
}

const resultOf = (state: State, id: string) => state.results.find((result) => result.applicationId === id);

async function grant(orgId: string, roleType: string, keys: string[]) {
  await withTenant(server.database.db, orgId, async (tx) => {
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.incubatorId, orgId), eq(roles.type, roleType as never), eq(roles.isDefault, true)));
    for (const key of keys) {
      await tx
        .insert(rolePermissions)
        .values({ incubatorId: orgId, roleId: role?.id as string, key, criteria: 'ALL' })
        .onConflictDoUpdate({
          target: [rolePermissions.incubatorId, rolePermissions.roleId, rolePermissions.key],
          set: { criteria: 'ALL' },
        });
    }
  });
}

async function setUp() {
  const organisation = await applicationsOrganisation(server);
  const admin = await organisation.sign('Admin');
  const call = await createCall(admin.gql, { name: 'Spring' });
  const other = await createCall(admin.gql, { name: 'Autumn' });
  const applicants: Person[] = [];
  for (let n = 0; n < 4; n += 1) applicants.push(await organisation.sign('Applicant'));
  const ids: string[] = [];
  for (const [n, applicant] of applicants.slice(0, 3).entries()) {
    ids.push(await submittedApplication(applicant.gql, call, `Startup ${n}`));
  }
  const started = await applicants[3]?.gql<{ startApplication: { _id: string } }>(
    'mutation ($f: ID!) { startApplication(funnelId: $f, startupName: "Drafty") { _id } }',
    { f: call.funnelId },
  );
  const draft = started?.data?.startApplication._id as string;
  const elsewhere = await submittedApplication((applicants[0] as Person).gql, other, 'Other funnel');
  return { ...organisation, admin, call, other, ids, draft, elsewhere };
}

describe('batch actions on applications', () => {
  it('moves applications into a round item by item, records each change, and fails what may not move', async () => {
    const { org, admin, call, ids, draft, elsewhere } = await setUp();
    const [form] = call.rounds;
    const state = await run(admin.gql, [...ids, draft, elsewhere], { type: 'MOVE_TO_ROUND', roundId: form?._id });
    expect(state).toMatchObject({ status: 'PARTIALLY_SUCCEEDED', total: 5, processed: 5, failed: 2 });
    for (const id of ids) expect(resultOf(state, id)).toMatchObject({ succeeded: true, message: null });
    expect(resultOf(state, draft)).toMatchObject({ succeeded: false, message: APPLICATION_MESSAGES.draftNotMovable });
    expect(resultOf(state, elsewhere)).toMatchObject({
      succeeded: false,
      message: APPLICATION_MESSAGES.roundOfOtherFunnel,
    });
    const moved = await admin.gql<{ application: { status: string; round: { _id: string } } }>(ONE, { id: ids[0] });
    expect(moved.data?.application).toMatchObject({ status: 'under_review', round: { _id: form?._id } });
    const untouched = await admin.gql<{ application: { status: string; round: null } }>(ONE, { id: elsewhere });
    expect(untouched.data?.application).toMatchObject({ status: 'under_review', round: null });
    // Each move is recorded as a change of round (the file's activities and the dashboard read them).
    const changes = await withTenant(server.database.db, org.id, (tx) =>
      tx
        .select()
        .from(applicationStatusChanges)
        .where(
          and(
            eq(applicationStatusChanges.incubatorId, org.id),
            inArray(applicationStatusChanges.applicationId, ids),
            eq(applicationStatusChanges.toRoundId, form?._id as string),
          ),
        ),
    );
    expect(changes).toHaveLength(3);
    // Moving them again into the round they are in changes nothing and succeeds.
    const again = await run(admin.gql, ids, { type: 'MOVE_TO_ROUND', roundId: form?._id });
    expect(again).toMatchObject({ status: 'SUCCEEDED', processed: 3, failed: 0 });
  });

  it('prepares decisions, tags, untags and deletes, each recorded, a refused transition failing its item only', async () => {
    const { org, admin, ids, draft } = await setUp();
    const decided = await run(admin.gql, [ids[0] as string, draft], { type: 'DECIDE', decision: 'delay_reject' });
    expect(decided).toMatchObject({ status: 'PARTIALLY_SUCCEEDED', failed: 1 });
    expect(resultOf(decided, draft)?.message).toBe('An application cannot go from draft to delay_rejected');
    const prepared = await admin.gql<{ application: { status: string; preparedDecision: string } }>(ONE, {
      id: ids[0],
    });
    // Prepared, not published: the status is the same until another engineer's publishing mutation.
    expect(prepared.data?.application).toMatchObject({ status: 'under_review', preparedDecision: 'delay_reject' });

    const tag = await admin.gql<{ createTag: { _id: string } }>(
      'mutation { createTag(kind: application, name: "Shortlist") { _id } }',
    );
    const tagId = tag.data?.createTag._id as string;
    expect(await run(admin.gql, ids, { type: 'ADD_TAG', tagId })).toMatchObject({ status: 'SUCCEEDED', processed: 3 });
    const tagged = await admin.gql<{ application: { tags: { _id: string }[] } }>(ONE, { id: ids[1] });
    expect(tagged.data?.application.tags).toEqual([{ _id: tagId }]);
    // Adding it twice is harmless.
    expect(await run(admin.gql, ids.slice(0, 1), { type: 'ADD_TAG', tagId })).toMatchObject({ status: 'SUCCEEDED' });
    expect(await run(admin.gql, ids.slice(1), { type: 'REMOVE_TAG', tagId })).toMatchObject({ status: 'SUCCEEDED' });
    const remaining = await withTenant(server.database.db, org.id, (tx) =>
      tx.select().from(applicationTags).where(eq(applicationTags.incubatorId, org.id)),
    );
    expect(remaining.map((row) => row.applicationId)).toEqual([ids[0]]);

    const deleted = await run(admin.gql, [ids[2] as string], { type: 'DELETE' });
    expect(deleted).toMatchObject({ status: 'SUCCEEDED' });
    const gone = await admin.gql(ONE, { id: ids[2] });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NotFoundError');

    const activity = await withTenant(server.database.db, org.id, (tx) =>
      tx
        .select({ action: activityEvents.action })
        .from(activityEvents)
        .where(and(eq(activityEvents.incubatorId, org.id), eq(activityEvents.entityType, 'application'))),
    );
    const actions = activity.map((row) => row.action);
    expect(actions.filter((action) => action === 'application.decision_prepared')).toHaveLength(1);
    expect(actions.filter((action) => action === 'application.tagged')).toHaveLength(4);
    expect(actions.filter((action) => action === 'application.untagged')).toHaveLength(2);
    expect(actions).toContain('application.deleted');
  });

  it('checks each application: a coach running one funnel changes its applications and fails the others', async () => {
    const { org, admin, call, ids, elsewhere, sign } = await setUp();
    await grant(org.id, 'Coach', ['APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW']);
    const coach = await sign('Coach');
    const set = await admin.gql('mutation ($id: ID!, $u: [ID!]!) { setFunnelAdmins(id: $id, userIds: $u) { _id } }', {
      id: call.funnelId,
      u: [admin.user.id, coach.user.id],
    });
    expect(set.errors).toBeUndefined();
    const tag = await admin.gql<{ createTag: { _id: string } }>(
      'mutation { createTag(kind: application, name: "Promising") { _id } }',
    );
    const state = await run(coach.gql, [...ids, elsewhere], { type: 'ADD_TAG', tagId: tag.data?.createTag._id });
    expect(state).toMatchObject({ status: 'PARTIALLY_SUCCEEDED', processed: 4, failed: 1 });
    expect(resultOf(state, elsewhere)?.message).toBe(APPLICATION_MESSAGES.batchItemForbidden);
    // Deciding needs APPLICATION/DECIDE_ROUND:VIEW, which this coach lacks: refused whole.
    const decide = await coach.gql(START, { ids, action: { type: 'DECIDE', decision: 'accept' } });
    expect(decide.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    // The operation is the coach's own: the admin does not read it.
    const started = await coach.gql<{ startApplicationBatchOperation: { id: string } }>(START, {
      ids: [ids[0]],
      action: { type: 'DELETE' },
    });
    const peek = await admin.gql(STATE, { id: started.data?.startApplicationBatchOperation.id });
    expect(peek.errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });

  it('refuses bad input, other organisations, and people without the batch permission', async () => {
    const { admin, call, other, ids, sign } = await setUp();
    const empty = await admin.gql(START, { ids: [], action: { type: 'DELETE' } });
    expect(empty.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.batchEmpty);
    const tooMany = await admin.gql(START, {
      ids: Array.from({ length: APPLICATION_BATCH_LIMIT + 1 }, () => newId()),
      action: { type: 'DELETE' },
    });
    expect(tooMany.errors?.[0]?.message).toBe('A batch holds at most 1000 applications');
    const notUuid = await admin.gql(START, { ids: ['nope'], action: { type: 'DELETE' } });
    expect(notUuid.errors?.[0]?.message).toBe('The application was not found');
    const noRound = await admin.gql(START, { ids, action: { type: 'MOVE_TO_ROUND' } });
    expect(noRound.errors?.[0]?.extensions?.code).toBe('ValidationError');
    const noDecision = await admin.gql(START, { ids, action: { type: 'DECIDE' } });
    expect(noDecision.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.batchTargetMissing);
    const startupTag = await admin.gql<{ createTag: { _id: string } }>(
      'mutation { createTag(kind: startup, name: "Startup tag") { _id } }',
    );
    const wrongKind = await admin.gql(START, {
      ids,
      action: { type: 'ADD_TAG', tagId: startupTag.data?.createTag._id },
    });
    expect(wrongKind.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.batchTargetMissing);
    const badDecision = await admin.gql(START, { ids, action: { type: 'DECIDE', decision: 'maybe' } });
    expect(badDecision.errors?.[0]).toBeDefined();

    // Another organisation knows neither the applications nor the round.
    const elsewhere = await applicationsOrganisation(server);
    const otherAdmin = await elsewhere.sign('Admin');
    const foreign = await otherAdmin.gql(START, { ids, action: { type: 'DELETE' } });
    expect(foreign.errors?.[0]?.message).toBe('The application was not found');
    const otherCall = await createCall(otherAdmin.gql);
    const ownApplicant = await elsewhere.sign('Applicant');
    const own = await submittedApplication(ownApplicant.gql, otherCall);
    const foreignRound = await otherAdmin.gql(START, {
      ids: [own],
      action: { type: 'MOVE_TO_ROUND', roundId: call.rounds[0]?._id },
    });
    expect(foreignRound.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.batchTargetMissing);

    const coach = await sign('Coach');
    const refusedCoach = await coach.gql(START, {
      ids,
      action: { type: 'MOVE_TO_ROUND', roundId: other.rounds[0]?._id },
    });
    expect(refusedCoach.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const applicant = await sign('Applicant');
    const refusedApplicant = await applicant.gql(START, { ids, action: { type: 'DELETE' } });
    expect(refusedApplicant.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const missing = await admin.gql(STATE, { id: newId() });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });

  it('announces each item with its application and the result, and a rerun does nothing twice', async () => {
    const { org, admin, ids } = await setUp();
    const id = newId();
    await withTenant(server.database.db, org.id, (tx) =>
      tx.insert(applicationBatchOperations).values({
        incubatorId: org.id,
        id,
        createdBy: admin.user.id,
        action: { type: 'DELETE' },
        applicationIds: ids,
        total: ids.length,
      }),
    );
    const events = server.app.pubsub.subscribe(org.id, `${APPLICATION_BATCH_UPDATED}:${id}`)[Symbol.asyncIterator]();
    const received: { updateType: string; applicationId: string | null; processed: number }[] = [];
    const collecting = (async () => {
      for (;;) {
        const next = await events.next();
        received.push(next.value);
        if (next.value.updateType === 'SUCCEEDED') return;
      }
    })();
    const deps = { database: server.database, pubsub: server.app.pubsub };
    const actor = {
      userId: admin.user.id,
      roleType: 'Admin' as const,
      permissions: {
        'APPLICATION:DELETE': 'ALL' as const,
        'APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW': 'ALL' as const,
      },
    };
    await runApplicationBatch(deps, org.id, id, actor);
    await collecting;
    expect(received).toEqual([
      expect.objectContaining({ updateType: 'ITEM_SUCCEEDED', applicationId: ids[0], processed: 1 }),
      expect.objectContaining({ updateType: 'ITEM_SUCCEEDED', applicationId: ids[1], processed: 2 }),
      expect.objectContaining({ updateType: 'ITEM_SUCCEEDED', applicationId: ids[2], processed: 3 }),
      expect.objectContaining({ updateType: 'SUCCEEDED', applicationId: null, processed: 3 }),
    ]);
    // A rerun (the queue's retry) finds the operation finished; a run cut short skips what is already recorded.
    await runApplicationBatch(deps, org.id, id, actor);
    await withTenant(server.database.db, org.id, (tx) =>
      tx
        .update(applicationBatchOperations)
        .set({ finishedAt: null, status: 'RUNNING' })
        .where(eq(applicationBatchOperations.id, id)),
    );
    await runApplicationBatch(deps, org.id, id, actor);
    const state = await admin.gql<{ applicationBatchOperation: State }>(STATE, { id });
    expect(state.data?.applicationBatchOperation).toMatchObject({ status: 'SUCCEEDED', processed: 3, failed: 0 });
    expect(state.data?.applicationBatchOperation.results).toHaveLength(3);
  });

  it('gives every one of 1,000 applications a result, drafts failing and the others moved', async () => {
    const { org, admin, call } = await setUp();
    const now = Date.now();
    const bulk = Array.from({ length: APPLICATION_BATCH_LIMIT }, (_, n) => ({
      incubatorId: org.id,
      id: newId(now + n),
      funnelId: call.funnelId,
      status: n % 100 === 0 ? ('draft' as const) : ('under_review' as const),
      startupName: `Bulk ${n}`,
      submittedAt: n % 100 === 0 ? null : new Date(now),
    }));
    await withTenant(server.database.db, org.id, (tx) => tx.insert(applications).values(bulk));
    const ids = bulk.map((row) => row.id);
    const meeting = call.rounds[1]?._id as string;
    const state = await run(admin.gql, ids, { type: 'MOVE_TO_ROUND', roundId: meeting }, 280_000);
    expect(state).toMatchObject({ status: 'PARTIALLY_SUCCEEDED', total: 1000, processed: 1000, failed: 10 });
    expect(new Set(state.results.map((result) => result.applicationId))).toEqual(new Set(ids));
    const drafts = state.results.filter((result) => !result.succeeded);
    expect(drafts.every((result) => result.message === APPLICATION_MESSAGES.draftNotMovable)).toBe(true);
    const moved = await withTenant(server.database.db, org.id, (tx) =>
      tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.incubatorId, org.id), eq(applications.roundId, meeting))),
    );
    expect(moved).toHaveLength(990);
    const listed = await admin.gql<{ applications: { totalCount: number } }>(
      'query ($r: [ID!]) { applications(filter: { roundIds: $r, statuses: [ready_for_invitation] }) { totalCount } }',
      { r: [meeting] },
    );
    expect(listed.data?.applications.totalCount).toBe(990);
  }, 300_000);
});
