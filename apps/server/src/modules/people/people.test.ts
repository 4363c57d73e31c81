import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import type { IncubatorRow } from '../organisations/index.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function organisationWithAdmin(plan?: { employeeCountLimit: number }) {
  const organisation = await server.createOrganisationWithRoles(plan ? { plan } : {});
  const admin = await server.createUser(organisation, { roleType: 'Admin', firstName: 'Ada', lastName: 'Admin' });
  const { token } = await server.signIn(organisation, admin.email);
  const roles = await server.graphql<{ roles: Array<{ _id: string; type: string; isDefault: boolean }> }>(
    '{ roles { _id type isDefault } }',
    { host: hostOf(organisation), token },
  );
  const roleId = (type: string) => roles.data?.roles.find((r) => r.type === type && r.isDefault)?._id ?? '';
  const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
    server.graphql<T>(query, { host: hostOf(organisation), token, variables });
  return { organisation, admin, token, roleId, gql };
}

const PERSON = '{ _id status role { type } }';

describe('the people list', () => {
  it('searches, filters by role and status, paginates, and counts licences', async () => {
    const { organisation, roleId, gql } = await organisationWithAdmin({ employeeCountLimit: 10 });
    await server.createUser(organisation, {
      roleType: 'Mentor',
      firstName: 'Maria',
      lastName: 'Mentor',
      email: 'maria@example.test',
    });
    await server.createUser(organisation, {
      roleType: 'Cofounder',
      firstName: 'Carl',
      lastName: 'Founder',
      status: 'archived',
    });
    await server.createUser(organisation, { roleType: 'Coach', firstName: 'Cora', lastName: 'Coach' });
    const query =
      'query ($s: String, $r: [ID!], $st: [PersonStatus!], $p: Int, $ps: Int) { people(search: $s, roleIds: $r, statuses: $st, page: $p, pageSize: $ps) { totalCount employeeCount employeeCountLimit results { fullName email status role { type } } } }';
    type Page = {
      people: {
        totalCount: number;
        employeeCount: number;
        employeeCountLimit: number;
        results: Array<{ fullName: string; status: string }>;
      };
    };
    const bySearch = await gql<Page>(query, { s: 'MARIA' });
    expect(bySearch.data?.people.results.map((p) => p.fullName)).toEqual(['Maria Mentor']);
    const byRole = await gql<Page>(query, { r: [roleId('Coach')] });
    expect(byRole.data?.people.results.map((p) => p.fullName)).toEqual(['Cora Coach']);
    const byStatus = await gql<Page>(query, { st: ['archived'] });
    expect(byStatus.data?.people.results.map((p) => p.fullName)).toEqual(['Carl Founder']);
    const paged = await gql<Page>(query, { ps: 2, p: 1 });
    expect(paged.data?.people.totalCount).toBe(4);
    expect(paged.data?.people.results).toHaveLength(2);
    expect(paged.data?.people).toMatchObject({ employeeCount: 2, employeeCountLimit: 10 });
  });

  it('is refused to roles without user management', async () => {
    const { organisation } = await organisationWithAdmin();
    const mentor = await server.createUser(organisation, { roleType: 'Mentor' });
    const { token } = await server.signIn(organisation, mentor.email);
    const refused = await server.graphql('{ people { totalCount } }', { host: hostOf(organisation), token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });
});

describe('tags and labels in the people list', () => {
  it('filters by user tag, lists the tags of each person, and shows a sole founder as Founder', async () => {
    const { organisation, gql } = await organisationWithAdmin();
    const tagged = await server.createUser(organisation, {
      roleType: 'Cofounder',
      firstName: 'Tess',
      lastName: 'Tagged',
    });
    await server.createUser(organisation, { roleType: 'Cofounder', firstName: 'Una', lastName: 'Untagged' });
    const tagId = crypto.randomUUID();
    const startupId = crypto.randomUUID();
    await server.database.ownerQuery(
      "insert into tags (incubator_id, id, kind, name, color) values ($1, $2, 'user', 'Alumni', '#2f9e44')",
      [organisation.id, tagId],
    );
    await server.database.ownerQuery('insert into user_tags (incubator_id, user_id, tag_id) values ($1, $2, $3)', [
      organisation.id,
      tagged.id,
      tagId,
    ]);
    await server.database.ownerQuery('insert into startups (incubator_id, id, name) values ($1, $2, $3)', [
      organisation.id,
      startupId,
      'Solo',
    ]);
    await server.database.ownerQuery(
      'insert into startup_members (incubator_id, startup_id, user_id) values ($1, $2, $3)',
      [organisation.id, startupId, tagged.id],
    );
    const tags = await gql<{ tags: { _id: string; name: string; color: string }[] }>(
      '{ tags(kind: user) { _id name color } }',
    );
    expect(tags.data?.tags).toEqual([{ _id: tagId, name: 'Alumni', color: '#2f9e44' }]);
    const filtered = await gql<{
      people: { totalCount: number; results: { fullName: string; roleLabel: string; tags: { name: string }[] }[] };
    }>('query ($tags: [ID!]) { people(tagIds: $tags) { totalCount results { fullName roleLabel tags { name } } } }', {
      tags: [tagId],
    });
    expect(filtered.data?.people).toEqual({
      totalCount: 1,
      results: [{ fullName: 'Tess Tagged', roleLabel: 'Founder', tags: [{ name: 'Alumni' }] }],
    });
  });
});

describe('changing a role or a status', () => {
  it('changes them and records who did it', async () => {
    const { organisation, roleId, gql } = await organisationWithAdmin();
    const user = await server.createUser(organisation, { roleType: 'Mentor' });
    const role = await gql<{ changeUserRole: { role: { type: string } } }>(
      `mutation ($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) ${PERSON} }`,
      { u: user.id, r: roleId('Expert') },
    );
    expect(role.data?.changeUserRole.role.type).toBe('Expert');
    const status = await gql<{ changeUserStatus: { status: string } }>(
      `mutation ($u: ID!) { changeUserStatus(userId: $u, status: unactive) ${PERSON} }`,
      { u: user.id },
    );
    expect(status.data?.changeUserStatus.status).toBe('unactive');
    const log = await gql<{ activityLog: { results: Array<{ action: string; entityId: string; actorName: string }> } }>(
      '{ activityLog(entityType: "user") { results { action entityId actorName } } }',
    );
    expect(log.data?.activityLog.results.map((r) => r.action)).toEqual(['user.status.updated', 'user.role.updated']);
    expect(log.data?.activityLog.results[0]).toMatchObject({ entityId: user.id, actorName: 'Ada Admin' });
  });

  it('keeps an active admin, and nobody takes themselves out of the admin group', async () => {
    const { admin, roleId, gql } = await organisationWithAdmin();
    const self = await gql(`mutation ($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) ${PERSON} }`, {
      u: admin.id,
      r: roleId('Mentor'),
    });
    expect(self.errors?.[0]).toMatchObject({
      message: 'You cannot take yourself out of the admin group',
      extensions: { code: 'ValidationError' },
    });
    const archived = await gql(`mutation ($u: ID!) { changeUserStatus(userId: $u, status: archived) ${PERSON} }`, {
      u: admin.id,
    });
    expect(archived.errors?.[0]?.message).toBe('You cannot take yourself out of the admin group');
  });

  it('refuses to remove the last active admin', async () => {
    const { organisation, admin } = await organisationWithAdmin();
    const subAdmin = await server.createUser(organisation, { roleType: 'SubAdmin' });
    const { token } = await server.signIn(organisation, subAdmin.email);
    const result = await server.graphql(
      `mutation ($u: ID!) { changeUserStatus(userId: $u, status: archived) ${PERSON} }`,
      { host: hostOf(organisation), token, variables: { u: admin.id } },
    );
    expect(result.errors?.[0]?.message).toBe('An organisation needs at least one active admin');
  });

  it('enforces the licence limit of the plan on role changes, activation and invitations', async () => {
    const { organisation, roleId, gql } = await organisationWithAdmin({ employeeCountLimit: 2 });
    await server.createUser(organisation, { roleType: 'Staff' });
    const mentor = await server.createUser(organisation, { roleType: 'Mentor' });
    const promote = await gql(`mutation ($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) ${PERSON} }`, {
      u: mentor.id,
      r: roleId('Coach'),
    });
    expect(promote.errors?.[0]?.message).toBe('The plan of this organisation allows no more licensed users');
    const invite = await gql(
      'mutation { inviteUser(email: "new.staff@example.test", firstName: "N", lastName: "S", roleType: Staff) { _id } }',
    );
    expect(invite.errors?.[0]?.extensions).toMatchObject({ code: 'ValidationError', fields: [{ field: 'roleType' }] });
    const inactiveStaff = await server.createUser(organisation, { roleType: 'Staff', status: 'unactive' });
    const activate = await gql(`mutation ($u: ID!) { changeUserStatus(userId: $u, status: active) ${PERSON} }`, {
      u: inactiveStaff.id,
    });
    expect(activate.errors?.[0]?.message).toBe('The plan of this organisation allows no more licensed users');
    const mentorInvite = await gql(
      'mutation { inviteUser(email: "new.mentor@example.test", firstName: "N", lastName: "M", roleType: Mentor) { _id } }',
    );
    expect(mentorInvite.errors).toBeUndefined();
  });

  it('cannot reach users or roles of another organisation', async () => {
    const { roleId: _roleId, gql } = await organisationWithAdmin();
    const other: IncubatorRow = await server.createOrganisationWithRoles();
    const stranger = await server.createUser(other, { roleType: 'Mentor' });
    const [foreignRole] = await server.database.ownerQuery<{ id: string }>(
      `select id from roles where incubator_id = $1 and type = 'Admin'`,
      [other.id],
    );
    expect(
      (await gql(`mutation ($u: ID!) { changeUserStatus(userId: $u, status: archived) ${PERSON} }`, { u: stranger.id }))
        .errors?.[0]?.extensions?.code,
    ).toBe('NotFoundError');
    const [still] = await server.database.ownerQuery<{ status: string }>('select status from users where id = $1', [
      stranger.id,
    ]);
    expect(still?.status).toBe('active');
    const { organisation: mine } = await organisationWithAdmin();
    const myUser = await server.createUser(mine, { roleType: 'Mentor' });
    const adminOfMine = await server.createUser(mine, { roleType: 'Admin' });
    const { token } = await server.signIn(mine, adminOfMine.email);
    const foreign = await server.graphql(
      `mutation ($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) ${PERSON} }`,
      { host: hostOf(mine), token, variables: { u: myUser.id, r: foreignRole?.id } },
    );
    expect(foreign.errors?.[0]?.message).toBe('This role was not found');
  });
});

describe('batch operations', () => {
  it('archives several users with a per-item result', async () => {
    const { organisation, admin, gql } = await organisationWithAdmin();
    const people = await Promise.all([1, 2, 3].map(() => server.createUser(organisation, { roleType: 'Cofounder' })));
    const started = await gql<{ startUserBatchOperation: { id: string; count: number } }>(
      'mutation ($ids: [ID!]!) { startUserBatchOperation(userIds: $ids, action: { type: CHANGE_STATUS, status: archived }) { id count } }',
      { ids: [...people.map((p) => p.id), admin.id] },
    );
    expect(started.data?.startUserBatchOperation.count).toBe(4);
    const operationId = started.data?.startUserBatchOperation.id ?? '';
    await expect
      .poll(
        async () =>
          (
            await gql<{ userBatchOperation: { status: string } }>(
              'query ($id: ID!) { userBatchOperation(id: $id) { status } }',
              { id: operationId },
            )
          ).data?.userBatchOperation.status,
        { timeout: 10_000 },
      )
      .toBe('PARTIALLY_SUCCEEDED');
    const state = await gql<{
      userBatchOperation: {
        processed: number;
        failed: number;
        results: Array<{ userId: string; succeeded: boolean; message: string | null }>;
      };
    }>('query ($id: ID!) { userBatchOperation(id: $id) { processed failed results { userId succeeded message } } }', {
      id: operationId,
    });
    expect(state.data?.userBatchOperation).toMatchObject({ processed: 4, failed: 1 });
    expect(state.data?.userBatchOperation.results.find((r) => r.userId === admin.id)).toMatchObject({
      succeeded: false,
      message: 'You cannot take yourself out of the admin group',
    });
    const statuses = await server.database.ownerQuery<{ status: string }>(
      'select status from users where id = any($1)',
      [people.map((p) => p.id)],
    );
    expect(statuses.map((s) => s.status)).toEqual(['archived', 'archived', 'archived']);
  });

  it('runs on the job queue and resumes a batch that stopped half-way, skipping the users already done', async () => {
    const { USER_BATCH_QUEUE } = await import('./people.batch.ts');
    const { organisation, admin } = await organisationWithAdmin();
    const people = await Promise.all([1, 2, 3].map(() => server.createUser(organisation, { roleType: 'Cofounder' })));
    const operationId = crypto.randomUUID();
    const [first, ...rest] = people.map((p) => p.id);
    // The state a crash leaves behind: the first user recorded, the others not yet touched.
    await server.database.ownerQuery(
      `insert into user_batch_operations (incubator_id, id, created_by, action, user_ids, total, processed, results)
       values ($1, $2, $3, $4, $5, 3, 1, $6)`,
      [
        organisation.id,
        operationId,
        admin.id,
        JSON.stringify({ type: 'CHANGE_STATUS', status: 'archived' }),
        [first, ...rest],
        JSON.stringify([{ userId: first, succeeded: true, message: null }]),
      ],
    );
    await server.app.jobs.send(USER_BATCH_QUEUE, {
      incubatorId: organisation.id,
      operationId,
      actor: { userId: admin.id, roleType: 'Admin' },
    });
    await expect
      .poll(
        async () =>
          (
            await server.database.ownerQuery<{ status: string }>(
              'select status from user_batch_operations where id = $1',
              [operationId],
            )
          )[0]?.status,
        { timeout: 10_000 },
      )
      .toBe('SUCCEEDED');
    const rows = await server.database.ownerQuery<{ id: string; status: string }>(
      'select id, status from users where id = any($1)',
      [people.map((p) => p.id)],
    );
    const statusOf = (id: string | undefined) => rows.find((row) => row.id === id)?.status;
    expect(statusOf(first)).toBe('active');
    expect(rest.map(statusOf)).toEqual(['archived', 'archived']);
  });

  it('validates the action before it starts', async () => {
    const { gql } = await organisationWithAdmin();
    const noUsers = await gql(
      'mutation { startUserBatchOperation(userIds: [], action: { type: CHANGE_STATUS, status: archived }) { id } }',
    );
    expect(noUsers.errors?.[0]?.message).toBe('Select at least one user');
    const noRole = await gql(
      'mutation ($r: ID!) { startUserBatchOperation(userIds: [$r], action: { type: CHANGE_ROLE, roleId: $r }) { id } }',
      { r: '01a00000-0000-7000-8000-000000000000' },
    );
    expect(noRole.errors?.[0]?.message).toBe('This role was not found');
  });
});

describe('live progress of a batch', () => {
  it('announces each item and the result to subscribers of the operation', async () => {
    const { runUserBatch, USER_BATCH_UPDATED } = await import('./people.batch.ts');
    const { withTenant } = await import('../../platform/db/tenant.ts');
    const { userBatchOperations } = await import('./people.table.ts');
    const { newId } = await import('../../platform/db/ids.ts');
    const { organisation, admin } = await organisationWithAdmin();
    const people = await Promise.all([1, 2].map(() => server.createUser(organisation, { roleType: 'Mentor' })));
    const id = newId();
    await withTenant(server.database.db, organisation.id, (tx) =>
      tx.insert(userBatchOperations).values({
        incubatorId: organisation.id,
        id,
        createdBy: admin.id,
        action: { type: 'CHANGE_STATUS', status: 'archived' },
        userIds: people.map((p) => p.id),
        total: 2,
      }),
    );
    const events = server.app.pubsub.subscribe(organisation.id, `${USER_BATCH_UPDATED}:${id}`)[Symbol.asyncIterator]();
    const received: unknown[] = [];
    const collecting = (async () => {
      for (;;) {
        const next = await events.next();
        received.push(next.value);
        if ((next.value as { updateType: string }).updateType === 'SUCCEEDED') return;
      }
    })();
    await runUserBatch({ database: server.database, pubsub: server.app.pubsub }, organisation.id, id, {
      userId: admin.id,
      roleType: 'Admin',
    });
    await collecting;
    expect(received.map((e) => (e as { updateType: string; processed: number }).updateType)).toEqual([
      'ITEM_SUCCEEDED',
      'ITEM_SUCCEEDED',
      'SUCCEEDED',
    ]);
    expect(received[1]).toMatchObject({ processed: 2, failed: 0, total: 2 });
  });
});

describe('the plan of the organisation', () => {
  it('shows signed-in users the licences used and allowed', async () => {
    const { organisation, token } = await organisationWithAdmin({ employeeCountLimit: 7 });
    await server.createUser(organisation, { roleType: 'Staff' });
    await server.createUser(organisation, { roleType: 'Mentor' });
    const result = await server.graphql<{
      incubator: { planInfo: { employeeCount: number; employeeCountLimit: number } };
    }>('{ incubator { planInfo { employeeCount employeeCountLimit features } } }', {
      host: hostOf(organisation),
      token,
    });
    expect(result.data?.incubator.planInfo).toMatchObject({ employeeCount: 2, employeeCountLimit: 7 });
  });

  it('answers one feature flag by name', async () => {
    const { organisation } = await organisationWithAdmin();
    const known = await server.graphql<{ featureFlag: { name: string; enabled: boolean } }>(
      '{ featureFlag(name: "course") { name enabled } }',
      { host: hostOf(organisation) },
    );
    expect(known.data?.featureFlag).toEqual({ name: 'course', enabled: true });
    const unknown = await server.graphql('{ featureFlag(name: "teleportation") { enabled } }', {
      host: hostOf(organisation),
    });
    expect(unknown.errors?.[0]?.message).toBe('teleportation is not a feature flag');
  });
});
