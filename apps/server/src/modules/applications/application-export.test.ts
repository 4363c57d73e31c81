import type { PermissionCriteria, RoleType } from '@cohort/shared';
import { PLAN_FEATURE_UNAVAILABLE_MESSAGE } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import {
  applicationsOrganisation,
  type Call,
  createCall,
  type Gql,
  type Person,
  submittedApplication,
} from './application.fixtures.ts';
import { applicationTags } from './application.table.ts';
import { funnels } from '../funnels/index.ts';
import { rolePermissions, roles } from '../roles/index.ts';
import { tags } from '../taxonomy/index.ts';

let server: TestServer;
beforeAll(async () => {
  // No Chromium: the PDF exports' refusals are tested here; the zip itself in application-pdfs.test.ts.
  server = await startTestServer({ chromiumPath: '/nonexistent/chromium' });
});
afterAll(async () => {
  await server.close();
});

interface Job {
  _id: string;
  kind: string;
  format: string;
  status: string;
  rowCount: number | null;
  fileName: string | null;
  error: string | null;
  downloadUrl: string | null;
}
const JOB = '{ _id kind format status rowCount fileName error downloadUrl }';
const CREATE = `mutation ($kind: ExportKind!, $format: ExportFormat!, $filter: ExportFilterInput) { createExport(kind: $kind, format: $format, filter: $filter) ${JOB} }`;

async function finished(who: Person, id: string): Promise<Job> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await who.gql<{ exportJobs: Job[] }>(`{ exportJobs ${JOB} }`);
    const job = list.data?.exportJobs.find((candidate) => candidate._id === id);
    if (job && ['COMPLETED', 'FAILED', 'ERROR'].includes(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`The export is still ${job?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs an export of applications to the end and answers the rows of its file (header first). */
async function exportRows(
  org: { slug: string },
  who: Person,
  format: 'CSV' | 'XLSX',
  filter?: Record<string, unknown>,
): Promise<unknown[][]> {
  const created = await who.gql<{ createExport: Job }>(CREATE, { kind: 'APPLICATIONS', format, filter });
  expect(created.errors).toBeUndefined();
  const job = await finished(who, created.data?.createExport._id as string);
  expect(job).toMatchObject({ status: 'COMPLETED', error: null });
  expect(job.fileName).toMatch(new RegExp(`^applications-\\d{4}-\\d{2}-\\d{2}\\.${format.toLowerCase()}$`));
  const file = await server.app.fastify.inject({
    method: 'GET',
    url: job.downloadUrl as string,
    headers: { host: hostOf(org), authorization: `Bearer ${who.token}` },
  });
  expect(file.statusCode).toBe(200);
  const rows =
    format === 'CSV'
      ? (Papa.parse<string[]>(file.rawPayload.toString('utf8').slice(1).replace(/\r\n$/, ''), {
          delimiter: ',',
          newline: '\r\n',
        }).data as unknown[][])
      : ((await readSheet(file.rawPayload)) as unknown[][]);
  expect(job.rowCount).toBe(rows.length - 1);
  return rows;
}

async function grant(orgId: string, roleType: RoleType, key: string, criteria: PermissionCriteria) {
  await withTenant(server.database.db, orgId, async (tx) => {
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.incubatorId, orgId), eq(roles.type, roleType)));
    const roleId = role?.id as string;
    await tx
      .delete(rolePermissions)
      .where(
        and(eq(rolePermissions.incubatorId, orgId), eq(rolePermissions.roleId, roleId), eq(rolePermissions.key, key)),
      );
    await tx.insert(rolePermissions).values({ incubatorId: orgId, roleId, key, criteria });
  });
}

async function start(applicant: Gql, call: Call, startupName: string) {
  const started = await applicant<{ startApplication: { _id: string } }>(
    'mutation ($f: ID!, $n: String) { startApplication(funnelId: $f, startupName: $n) { _id } }',
    { f: call.funnelId, n: startupName },
  );
  expect(started.errors).toBeUndefined();
  return started.data?.startApplication._id as string;
}

async function submit(applicant: Gql, id: string, answers: Record<string, unknown>) {
  const submitted = await applicant(
    'mutation ($id: ID!, $a: JSON!) { submitApplication(applicationId: $id, answers: $a) { _id } }',
    { id, a: answers },
  );
  expect(submitted.errors).toBeUndefined();
}

const en = (value: string) => [{ language: 'en', value }];

/**
 * A call whose intake changed after three submissions (version 2 drops "Team size" and adds "Sector"), with A (idea,
 * a pitch that looks like a formula), B (seed) and C (seed, tagged, moved to the form round) on version 1, E on
 * version 2, and D a draft; and a second call with one application.
 */
async function seeded(planFeatures: string[] = []) {
  const { org, sign } = await applicationsOrganisation(server, {}, planFeatures);
  const admin = await sign('Admin');
  const call = await createCall(admin.gql, { name: 'Spring call' });
  const draft = await start((await sign('Applicant')).gql, call, 'Alpha');
  const aApplicant = await sign('Applicant');
  const aId = await start(aApplicant.gql, call, 'Alpha Energy');
  await submit(aApplicant.gql, aId, {
    pitch: '=HYPERLINK("http://evil.example")',
    stage: { values: ['idea'] },
    team: 2,
  });
  const bId = await submittedApplication((await sign('Applicant')).gql, call, 'Beta');
  const cId = await submittedApplication((await sign('Applicant')).gql, call, 'Gamma');
  const moved = await admin.gql(
    'mutation ($id: ID!, $r: ID!) { moveApplication(applicationId: $id, roundId: $r) { _id } }',
    { id: cId, r: call.rounds[0]?._id },
  );
  expect(moved.errors).toBeUndefined();
  const tagId = newId();
  await withTenant(server.database.db, org.id, async (tx) => {
    await tx.insert(tags).values({ incubatorId: org.id, id: tagId, kind: 'application', name: 'Shortlist' });
    await tx.insert(applicationTags).values({ incubatorId: org.id, applicationId: cId, tagId });
  });
  const v2 = await admin.gql(
    'mutation ($id: ID!, $input: FormInput!) { updateForm(id: $id, input: $input) { version } }',
    {
      id: call.intakeFormId,
      input: {
        title: 'Spring intake',
        kind: 'intake',
        questions: [
          { id: 'pitch', questionType: 'text', label: en('One-line pitch'), validations: { required: true } },
          {
            id: 'sector',
            questionType: 'select_checkbox',
            label: en('Sector'),
            options: [
              { value: 'energy', labels: en('Energy') },
              { value: 'health', labels: en('Health') },
            ],
          },
          {
            id: 'stage',
            questionType: 'select_radio',
            label: en('Stage'),
            options: [
              { value: 'idea', labels: en('Idea') },
              { value: 'seed', labels: en('Seed') },
            ],
          },
        ],
      },
    },
  );
  expect(v2.errors).toBeUndefined();
  const eApplicant = await sign('Applicant');
  const eId = await start(eApplicant.gql, call, 'Epsilon');
  await submit(eApplicant.gql, eId, {
    pitch: 'Clinics on wheels',
    sector: { values: ['energy', 'health'] },
    stage: { values: ['seed'] },
  });
  const other = await createCall(admin.gql, { name: 'Other call' });
  const otherId = await submittedApplication((await sign('Applicant')).gql, other, 'Zeta');
  return { org, sign, admin, call, other, tagId, ids: { draft, a: aId, b: bId, c: cId, e: eId, other: otherId } };
}

const FIXED = [
  'Funnel',
  'Round',
  'Status',
  'Startup',
  'Applicant',
  'Applicant e-mail',
  'Started',
  'Submitted',
  'Decided',
  'Tags',
];

describe('exports of applications', () => {
  it('writes one row per application and one column per intake question of every version, a removed one kept', async () => {
    const { org, admin, call } = await seeded();
    const rows = await exportRows(org, admin, 'XLSX', { funnelIds: [call.funnelId] });
    expect(rows[0]).toEqual([...FIXED, 'One-line pitch', 'Sector', 'Stage', 'Team size']);
    // Oldest first; the draft is left out without a status filter.
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[3], row[4], row[9]])).toEqual([
      ['Spring call', 'Intake', 'Under review', 'Alpha Energy', 'Test User', null],
      ['Spring call', 'Intake', 'Under review', 'Beta', 'Test User', null],
      ['Spring call', 'Deeper questionnaire', 'Under review', 'Gamma', 'Test User', 'Shortlist'],
      ['Spring call', 'Intake', 'Under review', 'Epsilon', 'Test User', null],
    ]);
    expect(String(rows[1]?.[5])).toMatch(/@example\.test$/);
    expect(rows[1]?.[6]).toBeInstanceOf(Date);
    expect(rows[1]?.[7]).toBeInstanceOf(Date);
    expect(rows[1]?.[8]).toBeNull();
    // Each sheet is read with its own version: version 1 had Team size and no Sector, version 2 the other way round.
    expect(rows.slice(1).map((row) => row.slice(10))).toEqual([
      ['=HYPERLINK("http://evil.example")', null, 'Idea', 2],
      ['Solar kits for schools', null, 'Seed', 3],
      ['Solar kits for schools', null, 'Seed', 3],
      ['Clinics on wheels', 'Energy; Health', 'Seed', null],
    ]);

    const csv = await exportRows(org, admin, 'CSV', { funnelIds: [call.funnelId], statuses: ['under_review'] });
    expect(csv[0]).toEqual(rows[0]);
    expect(csv).toHaveLength(5);
    // CSV defuses text a spreadsheet would run; dates are days.
    expect(csv[1]?.[10]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(csv[1]?.[6]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(csv[4]?.[11]).toBe('Energy; Health');
  });

  it('narrows like the staff overview: funnels, statuses (drafts only when asked), rounds and the intake, tags, search', async () => {
    const { org, admin, call, other, tagId } = await seeded();
    const names = async (filter: Record<string, unknown>) =>
      (await exportRows(org, admin, 'CSV', filter)).slice(1).map((row) => row[3]);
    // Both calls: their intake forms are different forms, so their columns are prefixed by the form's title.
    const both = await exportRows(org, admin, 'CSV');
    expect(both.slice(1).map((row) => row[3])).toEqual(['Alpha Energy', 'Beta', 'Gamma', 'Epsilon', 'Zeta']);
    expect(both[0]?.slice(10).every((label) => /^Intake \w+: |^Spring intake: /.test(String(label)))).toBe(true);
    expect(await names({ funnelIds: [other.funnelId] })).toEqual(['Zeta']);
    expect(await names({ funnelIds: [call.funnelId], statuses: ['draft'] })).toEqual(['Alpha']);
    expect(await names({ funnelIds: [call.funnelId], roundIds: [call.rounds[0]?._id] })).toEqual(['Gamma']);
    expect(await names({ funnelIds: [call.funnelId], intake: true })).toEqual(['Alpha Energy', 'Beta', 'Epsilon']);
    expect(await names({ tagIds: [tagId] })).toEqual(['Gamma']);
    expect(await names({ search: 'eps' })).toEqual(['Epsilon']);

    const refusal = async (kind: string, format: string, filter: Record<string, unknown>) =>
      (await admin.gql(CREATE, { kind, format, filter })).errors?.[0];
    expect((await refusal('APPLICATIONS', 'CSV', { statuses: ['maybe'] }))?.extensions?.fields).toEqual([
      { field: 'filter.statuses', message: 'This status does not exist' },
    ]);
    expect(
      (await refusal('APPLICATIONS', 'CSV', { funnelIds: [other.funnelId], roundIds: [call.rounds[0]?._id] }))
        ?.extensions?.fields,
    ).toEqual([{ field: 'filter.roundIds', message: 'This item was not found' }]);
    expect((await refusal('STARTUPS', 'CSV', { funnelIds: [call.funnelId] }))?.extensions?.fields).toEqual([
      { field: 'filter.funnelIds', message: 'This filter does not apply to this export' },
    ]);
    expect((await refusal('APPLICATIONS', 'ZIP', {}))?.extensions?.fields).toEqual([
      { field: 'format', message: 'This export is made as CSV, XLSX' },
    ]);
    // A startup tag is not an application tag.
    const startupTag = newId();
    await withTenant(server.database.db, org.id, (tx) =>
      tx.insert(tags).values({ incubatorId: org.id, id: startupTag, kind: 'startup', name: 'Climate' }),
    );
    expect((await refusal('APPLICATIONS', 'CSV', { tagIds: [startupTag] }))?.extensions?.fields?.[0]?.field).toBe(
      'filter.tagIds',
    );
  });

  it('is for APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW within the staff reach, names no one in an anonymous funnel, and never crosses organisations', async () => {
    const { org, sign, admin, call, other } = await seeded();
    const coach = await sign('Coach');
    const refused = await coach.gql(CREATE, { kind: 'APPLICATIONS', format: 'CSV' });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Your role cannot export applications',
      extensions: { code: 'ForbiddenError' },
    });
    const staff = await sign('Staff');
    expect((await exportRows(org, staff, 'CSV')).length).toBe(6);

    // A coach who may export reaches the funnels they administer only.
    await grant(org.id, 'Coach', 'APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW', 'ALL');
    await admin.gql('mutation ($id: ID!, $u: [ID!]!) { setFunnelAdmins(id: $id, userIds: $u) { _id } }', {
      id: other.funnelId,
      u: [coach.user.id],
    });
    expect((await exportRows(org, coach, 'CSV')).slice(1).map((row) => row[3])).toEqual(['Zeta']);
    const outside = await coach.gql(CREATE, {
      kind: 'APPLICATIONS',
      format: 'CSV',
      filter: { funnelIds: [call.funnelId] },
    });
    expect(outside.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'filter.funnelIds', message: 'This item was not found' },
    ]);

    // An anonymous funnel: a reviewer who sees every application but does not run the funnel gets no names.
    await server.database.ownerQuery(
      "insert into feature_flags (incubator_id, name, enabled) values ($1, 'anonymityApplications', true)",
      [org.id],
    );
    await withTenant(server.database.db, org.id, (tx) =>
      tx
        .update(funnels)
        .set({ anonymous: true })
        .where(and(eq(funnels.incubatorId, org.id), eq(funnels.id, call.funnelId))),
    );
    await grant(org.id, 'Coach', 'APPLICATION_ALL:VIEW', 'ALL');
    const anonymous = await exportRows(org, coach, 'CSV', { funnelIds: [call.funnelId] });
    expect(anonymous.slice(1).map((row) => [row[4], row[5]])).toEqual(
      Array.from({ length: 4 }, () => ['Anonymous applicant', '']),
    );
    expect((await exportRows(org, admin, 'CSV', { funnelIds: [call.funnelId] }))[1]?.[4]).toBe('Test User');

    const stranger = await (await applicationsOrganisation(server)).sign('Admin');
    const foreign = await stranger.gql(CREATE, {
      kind: 'APPLICATIONS',
      format: 'CSV',
      filter: { funnelIds: [call.funnelId] },
    });
    expect(foreign.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('filter.funnelIds');
  });

  it('refuses a zip of PDFs outside the plan, for several funnels, as a table, and ends FAILED without Chromium', async () => {
    const outsidePlan = await seeded();
    const refused = await outsidePlan.admin.gql(CREATE, {
      kind: 'APPLICATION_PDFS',
      format: 'ZIP',
      filter: { funnelIds: [outsidePlan.call.funnelId] },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: PLAN_FEATURE_UNAVAILABLE_MESSAGE,
      extensions: { code: 'ForbiddenError' },
    });

    const { admin, call } = await seeded(['BULK_APPLICATION_EXPORT']);
    const noFunnel = await admin.gql(CREATE, { kind: 'APPLICATION_PDFS', format: 'ZIP' });
    expect(noFunnel.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'filter.funnelIds', message: 'Choose one funnel to export its applications as PDFs' },
    ]);
    const asTable = await admin.gql(CREATE, {
      kind: 'APPLICATION_PDFS',
      format: 'XLSX',
      filter: { funnelIds: [call.funnelId] },
    });
    expect(asTable.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('format');
    const created = await admin.gql<{ createExport: Job }>(CREATE, {
      kind: 'APPLICATION_PDFS',
      format: 'ZIP',
      filter: { funnelIds: [call.funnelId] },
    });
    expect(created.errors).toBeUndefined();
    const job = await finished(admin, created.data?.createExport._id as string);
    expect(job).toMatchObject({ status: 'FAILED', error: 'PDF export is not available on this server' });
  });
});

describe('one application on paper', () => {
  const PRINTABLE = `query ($id: ID!) { printableApplication(id: $id) { showIdentity currency
    application { _id status startupName funnel { name } round { name } }
    sheets { status title version roundName questions answers } } }`;

  it('gives staff who may export every sheet with its own version’s questions, and hides the application from others', async () => {
    const { org, sign, admin, ids } = await seeded();
    const printable = await admin.gql<{
      printableApplication: {
        showIdentity: boolean;
        application: { startupName: string; round: { name: string } | null };
        sheets: {
          status: string;
          title: string;
          version: number;
          roundName: string | null;
          questions: { id: string }[];
        }[];
      };
    }>(PRINTABLE, { id: ids.a });
    expect(printable.errors).toBeUndefined();
    expect(printable.data?.printableApplication).toMatchObject({
      showIdentity: true,
      application: { startupName: 'Alpha Energy', round: null },
    });
    const [intake] = printable.data?.printableApplication.sheets ?? [];
    expect(intake).toMatchObject({ status: 'submitted', version: 1, roundName: null });
    expect(intake?.questions.map((q) => q.id)).toEqual(['pitch', 'stage', 'team']);
    const e = await admin.gql<{ printableApplication: { sheets: { version: number; questions: { id: string }[] }[] } }>(
      PRINTABLE,
      { id: ids.e },
    );
    expect(e.data?.printableApplication.sheets[0]?.version).toBe(2);

    for (const role of ['Coach', 'Applicant'] as const) {
      const other = await sign(role);
      const hidden = await other.gql(PRINTABLE, { id: ids.a });
      expect(hidden.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    }

    const get = (id: string, token?: string) =>
      server.app.fastify.inject({
        method: 'GET',
        url: `/api/applications/${id}/pdf`,
        headers: { host: hostOf(org), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    expect((await get(ids.a)).statusCode).toBe(401);
    const unavailable = await get(ids.a, admin.token);
    expect(unavailable.statusCode).toBe(503);
    expect(JSON.parse(unavailable.body).message).toBe('PDF export is not available on this server');
    expect((await get('not-a-uuid', admin.token)).statusCode).toBe(404);
    const coach = await sign('Coach');
    expect((await get(ids.a, coach.token)).statusCode).toBe(404);
    const elsewhere = await applicationsOrganisation(server);
    const stranger = await elsewhere.sign('Admin');
    const foreign = await server.app.fastify.inject({
      method: 'GET',
      url: `/api/applications/${ids.a}/pdf`,
      headers: { host: hostOf(elsewhere.org), authorization: `Bearer ${stranger.token}` },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
