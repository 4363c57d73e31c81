import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, testDatabaseKind, type TestServer } from '../../../test/harness.ts';
import type { IncubatorRow } from '../organisations/index.ts';
import { originForSlug } from './operator.graphql.ts';

let server: TestServer;
let home: IncubatorRow;
let systemToken: string;

beforeAll(async () => {
  server = await startTestServer({ platformOrganisation: 'operators-home' });
  home = await server.createOrganisationWithRoles({ name: 'Operators Home', slug: 'operators-home' });
  const operator = await server.createUser(home, { roleType: 'System' });
  systemToken = (await server.signIn(home, operator.email)).token;
});
afterAll(async () => {
  await server.close();
});

const asOperator = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
  server.graphql<T>(query, { host: hostOf(home), token: systemToken, variables });

describe('organisations for platform operators', () => {
  it('creates an organisation with its roles and invites its first admin', async () => {
    const slug = `new-${Date.now().toString(36)}`;
    const created = await asOperator<{
      createOrganisation: { id: string; slug: string; name: string; suspended: boolean };
    }>(
      'mutation ($slug: String!) { createOrganisation(slug: $slug, name: "Newco Ventures", adminEmail: "first.admin@newco.test") { id slug name suspended } }',
      { slug },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createOrganisation).toMatchObject({ slug, name: 'Newco Ventures', suspended: false });
    const newcoHost = `${slug}.localhost:4000`;
    expect(
      (await server.graphql<{ publicIncubator: { name: string } }>('{ publicIncubator { name } }', { host: newcoHost }))
        .data?.publicIncubator.name,
    ).toBe('Newco Ventures');
    const [mail] = await server.database.ownerQuery<{ text: string; to_address: string }>(
      `select text, to_address from email_messages m join incubators i on i.id = m.incubator_id where i.slug = $1`,
      [slug],
    );
    expect(mail?.to_address).toBe('first.admin@newco.test');
    const token = /acceptinvitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(mail?.text).toContain(`http://${slug}.localhost:4000/acceptinvitation`);
    const accepted = await server.rest('POST', '/api/users/acceptinvitation', {
      host: newcoHost,
      body: { token, password: 'the first admin passphrase', firstName: 'First', lastName: 'Admin' },
    });
    expect(accepted.status).toBe(200);
    const roles = await server.graphql<{ roles: Array<{ type: string }> }>('{ roles { type } }', {
      host: newcoHost,
      token: String(accepted.body.token),
    });
    expect(roles.data?.roles).toHaveLength(12);
  });

  it('refuses the System role of any other organisation', async () => {
    const elsewhere = await server.createOrganisationWithRoles();
    const system = await server.createUser(elsewhere, { roleType: 'System' });
    const { token } = await server.signIn(elsewhere, system.email);
    const refused = await server.graphql('{ organisations { id } }', { host: hostOf(elsewhere), token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });

  it('refuses a taken slug and anyone but the System role', async () => {
    const taken = await asOperator(
      'mutation ($slug: String!) { createOrganisation(slug: $slug, name: "X", adminEmail: "x@x.test") { id } }',
      { slug: home.slug },
    );
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: [{ field: 'slug', message: 'This address is already taken' }],
    });
    const admin = await server.createUser(home, { roleType: 'Admin' });
    const { token } = await server.signIn(home, admin.email);
    const refused = await server.graphql('{ organisations { id } }', { host: hostOf(home), token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });

  it('suspends an organisation, which then answers like an unknown one, and restores it', async () => {
    const target = await server.createOrganisationWithRoles({ name: 'Sleepy Org' });
    const user = await server.createUser(target);
    const suspended = await asOperator<{ setOrganisationSuspended: { suspended: boolean } }>(
      'mutation ($id: ID!) { setOrganisationSuspended(incubatorId: $id, suspended: true) { suspended } }',
      { id: target.id },
    );
    expect(suspended.data?.setOrganisationSuspended.suspended).toBe(true);
    const page = await server.graphql('{ publicIncubator { name } }', { host: hostOf(target) });
    expect(page.errors?.[0]?.extensions?.code).toBe('IncubatorNotFoundError');
    const login = await server.rest('POST', '/auth/local', {
      host: hostOf(target),
      body: { email: user.email, password: 'correct horse battery staple' },
    });
    expect(login.status).toBe(404);
    await asOperator(
      'mutation ($id: ID!) { setOrganisationSuspended(incubatorId: $id, suspended: false) { suspended } }',
      { id: target.id },
    );
    expect(
      (
        await server.graphql<{ publicIncubator: { name: string } }>('{ publicIncubator { name } }', {
          host: hostOf(target),
        })
      ).data?.publicIncubator.name,
    ).toBe('Sleepy Org');
    const own = await asOperator(
      'mutation ($id: ID!) { setOrganisationSuspended(incubatorId: $id, suspended: true) { suspended } }',
      { id: home.id },
    );
    expect(own.errors?.[0]?.message).toBe('You cannot suspend the organisation you are signed in to');
  });

  it("changes an organisation's plan", async () => {
    const target = await server.createOrganisationWithRoles();
    const updated = await asOperator(
      'mutation ($id: ID!) { updatePlan(incubatorId: $id, employeeCountLimit: 3, features: [CUSTOM_ROLES, STARTUP_DOCUMENTS]) { id } }',
      { id: target.id },
    );
    expect(updated.errors).toBeUndefined();
    const [plan] = await server.database.ownerQuery<{ employee_count_limit: number; features: string[] }>(
      'select employee_count_limit, features from incubator_plans where incubator_id = $1',
      [target.id],
    );
    expect(plan).toEqual({ employee_count_limit: 3, features: ['CUSTOM_ROLES', 'STARTUP_DOCUMENTS'] });
    const listed = await asOperator<{
      organisations: Array<{ id: string; employeeCountLimit: number; features: string[] }>;
    }>('{ organisations { id employeeCountLimit features } }');
    expect(listed.data?.organisations.find((o) => o.id === target.id)).toMatchObject({
      employeeCountLimit: 3,
      features: ['CUSTOM_ROLES', 'STARTUP_DOCUMENTS'],
    });
    const invalid = await asOperator(
      'mutation ($id: ID!) { updatePlan(incubatorId: $id, employeeCountLimit: -1, features: []) { id } }',
      { id: target.id },
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe('ValidationError');
  });

  it('builds the address of another organisation from the current one', () => {
    expect(originForSlug('http://demo.localhost:4000', 'acme')).toBe('http://acme.localhost:4000');
    expect(originForSlug('http://localhost:4000', 'acme')).toBe('http://acme.localhost:4000');
    expect(originForSlug('https://demo.cohort.example.org', 'acme')).toBe('https://acme.cohort.example.org');
  });
});

describe.runIf(testDatabaseKind === 'pglite')('npm run org:create', () => {
  it('creates an organisation from the command line and prints the invitation link', { timeout: 60_000 }, () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cohort-org-create-'));
    try {
      const script = path.resolve(import.meta.dirname, '../../../scripts/org-create.ts');
      const environment: NodeJS.ProcessEnv = { ...process.env, COHORT_DATA_DIR: dataDir, COHORT_LOG_LEVEL: 'warn' };
      delete environment.DATABASE_URL;
      delete environment.SMTP_URL;
      const run = spawnSync(
        process.execPath,
        [script, '--slug', 'orbit', '--name', 'Orbit Labs', '--admin-email', 'founder@orbit.test'],
        { env: environment, encoding: 'utf8' },
      );
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('Created Orbit Labs (orbit).');
      expect(run.stdout).toMatch(/http:\/\/orbit\.localhost:4000\/acceptinvitation\?token=[\w-]{43}/);
      const again = spawnSync(
        process.execPath,
        [script, '--slug', 'orbit', '--name', 'Orbit Again', '--admin-email', 'x@orbit.test'],
        { env: environment, encoding: 'utf8' },
      );
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('slug: This address is already taken');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
