import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, permissionDefinition, ROLE_TYPES } from '@cohort/shared';
import { eq } from 'drizzle-orm';
import {
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleValue } from '../../../test/graphql-samples.ts';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { incubatorPlans, type IncubatorRow } from '../organisations/index.ts';
import { users } from '../users/index.ts';

let server: TestServer;
let organisation: IncubatorRow;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  organisation = await server.createOrganisationWithRoles({
    name: 'Permissions Lab',
    plan: { features: ['CUSTOM_ROLES'] },
  });
  const admin = await server.createUser(organisation, { roleType: 'Admin' });
  adminToken = (await server.signIn(organisation, admin.email)).token;
});
afterAll(async () => {
  await server.close();
});

const gql = <T = Record<string, unknown>>(query: string, token: string, variables: Record<string, unknown> = {}) =>
  server.graphql<T>(query, { host: hostOf(organisation), token, variables });

describe('the default permission matrix', () => {
  it('gives every role type only keys that exist, with criteria each key allows', () => {
    for (const type of ROLE_TYPES) {
      for (const [key, criteria] of Object.entries(DEFAULT_ROLE_PERMISSIONS[type])) {
        expect(permissionDefinition(key), `${type}: ${key}`).toBeDefined();
        expect(permissionDefinition(key)?.criteria, `${type}: ${key}`).toContain(criteria);
      }
    }
  });

  it('lets admins edit the organisation but keeps creating and deleting organisations to platform operators', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.Admin['ORGANIZATION:EDIT']).toBe('ALL');
    expect(DEFAULT_ROLE_PERMISSIONS.Admin['ORGANIZATION:DELETE']).toBe('NONE');
    expect(DEFAULT_ROLE_PERMISSIONS.System['ORGANIZATION:DELETE']).toBe('ALL');
    expect(DEFAULT_ROLE_PERMISSIONS.Cofounder['USER:INVITE']).toBeUndefined();
  });

  it('lists every key of the spec', () => {
    expect(PERMISSIONS.length).toBeGreaterThanOrEqual(100);
    for (const key of [
      'APPLICATION_ALL:VIEW',
      'TASK/TASK:DELETE',
      'DASHBOARD:EDIT/DELETE',
      'CANCEL:PLANNED_ACTION',
      'RSS_FEED_ITEM:DELETE',
    ]) {
      expect(permissionDefinition(key)).toBeDefined();
    }
  });
});

describe('the permission queries', () => {
  it('UserPermissions lists the keys of the role with their criteria', async () => {
    const cofounder = await server.createUser(organisation, { roleType: 'Cofounder' });
    const { token } = await server.signIn(organisation, cofounder.email);
    const result = await gql<{ currentUserPermissions: Array<{ key: string; permissionCriteria: string }> }>(
      '{ currentUserPermissions { key permissionCriteria } }',
      token,
    );
    expect(result.data?.currentUserPermissions).toContainEqual({ key: 'STARTUP_FILE:VIEW', permissionCriteria: 'OWN' });
    expect(result.data?.currentUserPermissions.map((p) => p.key)).not.toContain('USER:INVITE');
  });

  it('IsUserAuthorized applies criteria and the always-allowed exceptions to the data given', async () => {
    const mentor = await server.createUser(organisation, { roleType: 'Mentor' });
    const { token } = await server.signIn(organisation, mentor.email);
    const ask = async (permission: string, data: unknown) =>
      (
        await gql<{ isUserAuthorized: boolean }>(
          'query ($p: String!, $d: JSON) { isUserAuthorized(permission: $p, data: $d) }',
          token,
          { p: permission, d: data },
        )
      ).data?.isUserAuthorized;
    expect(await ask('STARTUP_FILE:VIEW', { assignedUserIds: [mentor.id] })).toBe(true);
    expect(await ask('STARTUP_FILE:VIEW', { assignedUserIds: [newId()] })).toBe(false);
    expect(await ask('STARTUP:DELETE', null)).toBe(false);
    // Authors may always delete their own notes and messages, founders download their startup's documents.
    expect(await ask('NOTE_SINGLE:DELETE', { authorId: mentor.id })).toBe(true);
    expect(await ask('STARTUP_DOCUMENT:DOWNLOAD', { founderIds: [mentor.id] })).toBe(true);
    expect(await ask('NOT:A_KEY', null)).toBe(false);
    const invalid = await gql('query { isUserAuthorized(permission: "STARTUP_FILE:VIEW", data: { nope: 1 }) }', token);
    expect(invalid.errors?.[0]?.extensions?.code).toBe('ValidationError');
  });

  it('CriteriaForPermissions says all or assigned per key', async () => {
    const coach = await server.createUser(organisation, { roleType: 'Coach' });
    const { token } = await server.signIn(organisation, coach.email);
    const result = await gql<{ criteriaForPermissions: unknown[] }>(
      '{ criteriaForPermissions(permissions: ["STARTUP_FILE:VIEW", "EVENT:CREATE", "STARTUP:DELETE"]) { key all assigned } }',
      token,
    );
    expect(result.data?.criteriaForPermissions).toEqual([
      { key: 'STARTUP_FILE:VIEW', all: false, assigned: true },
      { key: 'EVENT:CREATE', all: true, assigned: false },
      { key: 'STARTUP:DELETE', all: false, assigned: false },
    ]);
  });
});

describe('custom roles', () => {
  it('a custom role from Admin without USER:INVITE cannot invite', async () => {
    const created = await gql<{
      createRole: { _id: string; type: string; label: string; permissions: Array<{ key: string }> };
    }>(
      'mutation { createRole(type: Admin, label: "Programme manager") { _id type label permissions { key } } }',
      adminToken,
    );
    expect(created.errors).toBeUndefined();
    const role = created.data?.createRole;
    expect(role?.permissions.map((p) => p.key)).toContain('USER:INVITE');
    const withoutInvite = (role?.permissions ?? [])
      .filter((p) => p.key !== 'USER:INVITE')
      .map((p) => ({ key: p.key, permissionCriteria: 'ALL' }));
    const updated = await gql(
      'mutation ($id: ID!, $p: [PermissionInput!]) { updateRole(roleId: $id, input: { permissions: $p }) { permissions { key } } }',
      adminToken,
      {
        id: role?._id,
        p: withoutInvite,
      },
    );
    expect(updated.errors).toBeUndefined();
    const manager = await server.createUser(organisation, { roleType: 'Admin' });
    await withTenant(server.database.db, organisation.id, (tx) =>
      tx
        .update(users)
        .set({ roleId: role?._id ?? '' })
        .where(eq(users.id, manager.id)),
    );
    const { token } = await server.signIn(organisation, manager.email);
    const refused = await gql(
      'mutation { inviteUser(email: "someone@example.test", firstName: "S", lastName: "O", roleType: Mentor) { _id } }',
      token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });

  it('needs the CUSTOM_ROLES plan feature', async () => {
    const basic = await server.createOrganisationWithRoles({ plan: { features: [] } });
    const admin = await server.createUser(basic, { roleType: 'Admin' });
    const { token } = await server.signIn(basic, admin.email);
    const refused = await server.graphql('mutation { createRole(type: Coach, label: "Lead coach") { _id } }', {
      host: hostOf(basic),
      token,
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This feature is not available in your selected plan',
      extensions: { code: 'ForbiddenError' },
    });
  });

  it('refuses unknown keys, criteria a key does not allow, and removing your own role editing', async () => {
    const roles = await gql<{ roles: Array<{ _id: string; type: string; isDefault: boolean }> }>(
      '{ roles { _id type isDefault } }',
      adminToken,
    );
    const adminRole = roles.data?.roles.find((r) => r.type === 'Admin' && r.isDefault);
    const update = (permissions: unknown) =>
      gql(
        'mutation ($id: ID!, $p: [PermissionInput!]) { updateRole(roleId: $id, input: { permissions: $p }) { _id } }',
        adminToken,
        { id: adminRole?._id, p: permissions },
      );
    expect(
      (
        await update([
          { key: 'NOT:A_KEY', permissionCriteria: 'ALL' },
          { key: 'USER_ROLES:EDIT', permissionCriteria: 'ALL' },
        ])
      ).errors?.[0]?.extensions,
    ).toMatchObject({
      code: 'ValidationError',
      fields: [{ field: 'NOT:A_KEY' }],
    });
    expect(
      (
        await update([
          { key: 'STARTUP:DELETE', permissionCriteria: 'ASSIGNED' },
          { key: 'USER_ROLES:EDIT', permissionCriteria: 'ALL' },
        ])
      ).errors?.[0]?.extensions?.code,
    ).toBe('ValidationError');
    const lockout = await update([{ key: 'EVENT:CREATE', permissionCriteria: 'ALL' }]);
    expect(lockout.errors?.[0]?.message).toBe('You cannot remove your own permission to edit roles');
    const still = await gql<{ currentUserPermissions: Array<{ key: string }> }>(
      '{ currentUserPermissions { key } }',
      adminToken,
    );
    expect(still.data?.currentUserPermissions.length).toBeGreaterThan(50);
  });

  it('cannot touch a role of another organisation', async () => {
    const other = await server.createOrganisationWithRoles();
    const [foreignRole] = await server.database.ownerQuery<{ id: string }>(
      'select id from roles where incubator_id = $1 limit 1',
      [other.id],
    );
    const result = await gql(
      'mutation ($id: ID!) { updateRole(roleId: $id, input: { label: "Hijacked" }) { _id } }',
      adminToken,
      { id: foreignRole?.id },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const [after] = await server.database.ownerQuery<{ label: string }>('select label from roles where id = $1', [
      foreignRole?.id,
    ]);
    expect(after?.label).not.toBe('Hijacked');
  });

  it('deletes only an unused custom role', async () => {
    const created = await gql<{ createRole: { _id: string } }>(
      'mutation { createRole(type: Staff, label: "Temporary") { _id } }',
      adminToken,
    );
    const roles = await gql<{ roles: Array<{ _id: string; isDefault: boolean }> }>(
      '{ roles { _id isDefault } }',
      adminToken,
    );
    const defaultRole = roles.data?.roles.find((r) => r.isDefault);
    expect(
      (await gql('mutation ($id: ID!) { deleteRole(roleId: $id) }', adminToken, { id: defaultRole?._id })).errors?.[0]
        ?.message,
    ).toBe('A default role cannot be deleted');
    expect(
      (await gql('mutation ($id: ID!) { deleteRole(roleId: $id) }', adminToken, { id: created.data?.createRole._id }))
        .data,
    ).toEqual({ deleteRole: true });
  });
});

/** A value of an argument type good enough to pass GraphQL validation. */
function sample(type: GraphQLInputType): unknown {
  return sampleValue(type, { id: newId, text: 'sample', number: 1, json: {}, listsOfOne: false, optionalIds: false });
}

function selectionFor(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  return isObjectType(named) ? ' { __typename }' : '';
}

describe('the authorization matrix', () => {
  it('refuses every permission-guarded operation to a role without that permission, and lets it past with it', async () => {
    const schema = server.app.schema;
    const guarded: Array<{
      operation: 'query' | 'mutation';
      name: string;
      key: string;
      args: readonly GraphQLArgument[];
      type: GraphQLOutputType;
    }> = [];
    for (const [operation, root] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        const scopes = (
          field.extensions?.pothosOptions as
            | { authScopes?: { permission?: string; $any?: { permission?: string } } }
            | undefined
        )?.authScopes;
        const key = scopes?.permission ?? scopes?.$any?.permission;
        if (key) guarded.push({ operation, name: field.name, key, args: field.args, type: field.type });
      }
    }
    expect(guarded.length).toBeGreaterThan(0);
    const roleQuery = await gql<{ roles: Array<{ _id: string; type: string; isDefault: boolean }> }>(
      '{ roles { _id type isDefault } }',
      adminToken,
    );
    for (const { operation, name, key, args, type } of guarded) {
      expect(permissionDefinition(key), `${name} is guarded by an unknown key ${key}`).toBeDefined();
      // A custom role with every permission but this one.
      const created = await gql<{ createRole: { _id: string } }>(
        'mutation ($l: String!) { createRole(type: Staff, label: $l) { _id } }',
        adminToken,
        { l: `Without ${key}` },
      );
      const roleId = created.data?.createRole._id ?? '';
      const everythingBut = PERMISSIONS.filter((p) => p.key !== key).map((p) => ({
        key: p.key,
        permissionCriteria: 'ALL',
      }));
      await gql(
        'mutation ($id: ID!, $p: [PermissionInput!]) { updateRole(roleId: $id, input: { permissions: $p }) { _id } }',
        adminToken,
        { id: roleId, p: everythingBut },
      );
      const user = await server.createUser(organisation, { roleType: 'Staff' });
      await withTenant(server.database.db, organisation.id, (tx) =>
        tx.update(users).set({ roleId }).where(eq(users.id, user.id)),
      );
      const { token } = await server.signIn(organisation, user.email);
      const variables = Object.fromEntries(args.map((arg) => [arg.name, sample(arg.type)]));
      const definitions = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
      const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const document = `${operation}${definitions ? ` (${definitions})` : ''} { ${name}${call ? `(${call})` : ''}${selectionFor(type)} }`;
      const refused = await gql(document, token, variables);
      expect(refused.errors?.[0]?.extensions?.code, `${name} without ${key}`).toBe('ForbiddenError');
      const allowed = await gql(document, adminToken, variables);
      expect(allowed.errors?.[0]?.extensions?.code ?? 'none', `${name} with ${key}`).not.toBe('ForbiddenError');
    }
    expect(roleQuery.data?.roles.length).toBeGreaterThan(0);
  });
});

describe('plans in tests', () => {
  it('stores the plan features given to an organisation', async () => {
    const rows = await withTenant(server.database.db, organisation.id, (tx) =>
      tx.select().from(incubatorPlans).where(eq(incubatorPlans.incubatorId, organisation.id)),
    );
    expect(rows[0]?.features).toEqual(['CUSTOM_ROLES']);
  });
});

describe('role user counts', () => {
  it('counts the users who hold each role', async () => {
    const counted = await server.createOrganisationWithRoles();
    const admin = await server.createUser(counted, { roleType: 'Admin' });
    await server.createUser(counted, { roleType: 'Mentor' });
    await server.createUser(counted, { roleType: 'Mentor' });
    const { token } = await server.signIn(counted, admin.email);
    const result = await server.graphql<{ roles: Array<{ type: string; userCount: number }> }>(
      '{ roles { type userCount } }',
      { host: hostOf(counted), token },
    );
    const byType = Object.fromEntries((result.data?.roles ?? []).map((r) => [r.type, r.userCount]));
    expect(byType).toMatchObject({ Admin: 1, Mentor: 2, Coach: 0 });
  });
});
