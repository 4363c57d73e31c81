import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hostOf, startTestServer, type TestServer, type TestUserInput } from '../../../test/harness.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { IncubatorRow } from '../organisations/index.ts';
import { customFields, customFieldValues } from '../customfields/index.ts';
import { startupAssignations } from '../startups/index.ts';
import { tags, userTags } from '../taxonomy/index.ts';
import { users } from '../users/index.ts';
import { runExportJob } from './export.jobs.ts';
import { exportJobs } from './export.table.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Job {
  _id: string;
  kind: string;
  format: string;
  status: string;
  progress: number;
  rowCount: number | null;
  fileName: string | null;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
  downloadUrl: string | null;
}
const JOB = '{ _id kind format status progress rowCount fileName error createdAt completedAt downloadUrl }';
const CREATE = `mutation ($kind: ExportKind!, $format: ExportFormat!, $filter: ExportFilterInput) { createExport(kind: $kind, format: $format, filter: $filter) ${JOB} }`;
const LIST = `{ exportJobs ${JOB} }`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** RFC 4180 as a spreadsheet program reads it (papaparse): quoted fields, doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/\r\n$/, ''), { delimiter: ',', newline: '\r\n' }).data;
}

async function signedIn(org: IncubatorRow, input: TestUserInput) {
  const user = await server.createUser(org, input);
  const { token } = await server.signIn(org, user.email);
  const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
    server.graphql<T>(query, { host: hostOf(org), token, variables });
  return { user, token, gql };
}

type Signed = Awaited<ReturnType<typeof signedIn>>;

/**
 * An organisation with a programme, an industry, a startup tag and a user tag; three startups (one with two
 * founders, one whose texts look like formulas, one with a sole founder), a mentor assigned to two of them, an expert.
 */
async function seededOrganisation() {
  const org = await server.createOrganisationWithRoles();
  const admin = await signedIn(org, { roleType: 'Admin', firstName: 'Ada', lastName: 'Admin' });
  const fay = await server.createUser(org, { roleType: 'Cofounder', firstName: 'Fay', lastName: 'Founder' });
  const carl = await server.createUser(org, { roleType: 'Cofounder', firstName: 'Carl', lastName: 'Cofounder' });
  const sam = await server.createUser(org, { roleType: 'Cofounder', firstName: 'Sam', lastName: 'Solo' });
  const mia = await server.createUser(org, { roleType: 'Mentor', firstName: 'Mia', lastName: 'Mentor' });
  const ed = await server.createUser(org, {
    roleType: 'Expert',
    firstName: 'Ed',
    lastName: 'Expert',
    status: 'pending',
  });
  await server.createUser(org, { roleType: 'Staff', firstName: 'Gone', lastName: 'Deleted', status: 'deleted' });
  const program = await admin.gql<{ createProgram: { _id: string } }>(
    'mutation { createProgram(input: { name: "Spring" }) { _id } }',
  );
  const industry = await admin.gql<{ createIndustry: { _id: string } }>(
    'mutation { createIndustry(name: "Energy") { _id } }',
  );
  const climateTag = newId();
  const vipTag = newId();
  await withTenant(server.database.db, org.id, async (tx) => {
    await tx.insert(tags).values([
      { incubatorId: org.id, id: climateTag, kind: 'startup', name: 'Climate' },
      { incubatorId: org.id, id: vipTag, kind: 'user', name: 'VIP' },
    ]);
    await tx.insert(userTags).values({ incubatorId: org.id, userId: mia.id, tagId: vipTag });
    await tx
      .update(users)
      .set({ headline: 'Energy investor' })
      .where(and(eq(users.incubatorId, org.id), eq(users.id, mia.id)));
  });
  const create = async (input: Record<string, unknown>) => {
    const result = await admin.gql<{ createStartup: { _id: string } }>(
      'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
      { input },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.createStartup._id ?? '';
  };
  const solaris = await create({
    name: 'Solaris Energy',
    description: 'Solar, "clean" power',
    website: 'https://solaris.example',
    foundingYear: 2024,
    programIds: [program.data?.createProgram._id],
    industryIds: [industry.data?.createIndustry._id],
    tagIds: [climateTag],
    memberIds: [fay.id, carl.id],
  });
  await create({ name: '+Plus Ventures', description: '=HYPERLINK("http://evil.example","Click")' });
  const agrisense = await create({ name: 'Agrisense', memberIds: [sam.id] });
  await withTenant(server.database.db, org.id, (tx) =>
    tx.insert(startupAssignations).values([
      { incubatorId: org.id, startupId: solaris, userId: mia.id },
      { incubatorId: org.id, startupId: agrisense, userId: mia.id },
    ]),
  );
  return {
    org,
    admin,
    people: { fay, carl, sam, mia, ed },
    ids: {
      solaris,
      program: program.data?.createProgram._id ?? '',
      industry: industry.data?.createIndustry._id ?? '',
      climateTag,
      vipTag,
    },
  };
}

async function createExport(who: Signed, kind: string, format: string, filter?: Record<string, unknown>) {
  const result = await who.gql<{ createExport: Job }>(CREATE, { kind, format, filter });
  expect(result.errors).toBeUndefined();
  const job = result.data?.createExport;
  if (!job) throw new Error('No export job');
  return job;
}

/** Polls the history until the export has finished (the queue runs it in this process). */
async function finished(who: Signed, id: string): Promise<Job> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await who.gql<{ exportJobs: Job[] }>(LIST);
    const job = list.data?.exportJobs.find((candidate) => candidate._id === id);
    if (job && ['COMPLETED', 'FAILED', 'ERROR'].includes(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`The export is still ${job?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function download(url: string, options: { host: string; token?: string }) {
  const response = await server.app.fastify.inject({
    method: 'GET',
    url,
    headers: { host: options.host, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
  });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

/** Runs an export to the end and answers its rows as parsed from the downloaded file (header first). */
async function exportRows(
  org: IncubatorRow,
  who: Signed,
  kind: string,
  format: 'CSV' | 'XLSX',
  filter?: Record<string, unknown>,
) {
  const queued = await createExport(who, kind, format, filter);
  expect(queued).toMatchObject({ kind, format, status: 'QUEUED', progress: 0, downloadUrl: null });
  const job = await finished(who, queued._id);
  expect(job).toMatchObject({ status: 'COMPLETED', progress: 100, error: null });
  expect(job.downloadUrl).toBe(`/api/exports/${job._id}/file`);
  const file = await download(job.downloadUrl ?? '', { host: hostOf(org), token: who.token });
  expect(file.status).toBe(200);
  expect(file.headers['content-disposition']).toContain(`attachment; filename="${job.fileName}"`);
  expect(file.headers['x-content-type-options']).toBe('nosniff');
  if (format === 'CSV') {
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = file.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(job.rowCount).toBe(rows.length - 1);
    return { job, rows: rows as unknown[][] };
  }
  expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const rows = await readSheet(file.body);
  expect(job.rowCount).toBe(rows.length - 1);
  return { job, rows: rows as unknown[][] };
}

/** A date cell (XLSX) or an ISO day (CSV) of today, as the export wrote it. */
function expectToday(value: unknown) {
  const today = new Date().toISOString().slice(0, 10);
  if (value instanceof Date) expect(value.toISOString().slice(0, 10)).toBe(today);
  else expect(value).toBe(today);
}

describe('exports of startups', () => {
  it('writes the portfolio to XLSX: header, rows in name order, numbers and dates, and a file name with the day', async () => {
    const { org, admin } = await seededOrganisation();
    const { job, rows } = await exportRows(org, admin, 'STARTUPS', 'XLSX');
    expect(job.fileName).toMatch(/^startups-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(rows[0]).toEqual([
      'Name',
      'Description',
      'Website',
      'Founding year',
      'Programmes',
      'Industries',
      'Tags',
      'People',
      'Created',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 8))).toEqual([
      ['+Plus Ventures', '=HYPERLINK("http://evil.example","Click")', null, null, null, null, null, null],
      ['Agrisense', null, null, null, null, null, null, 'Sam Solo'],
      [
        'Solaris Energy',
        'Solar, "clean" power',
        'https://solaris.example',
        2024,
        'Spring',
        'Energy',
        'Climate',
        'Carl Cofounder, Fay Founder',
      ],
    ]);
    for (const row of rows.slice(1)) {
      expect(row[8]).toBeInstanceOf(Date);
      expectToday(row[8]);
    }
  });

  it('writes CSV with RFC 4180 quoting and defuses text that a spreadsheet would run as a formula', async () => {
    const { org, admin } = await seededOrganisation();
    const { job, rows } = await exportRows(org, admin, 'STARTUPS', 'CSV');
    expect(job.fileName).toMatch(/^startups-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows[0]?.[0]).toBe('Name');
    expect(rows.slice(1).map((row) => row.slice(0, 8))).toEqual([
      ["'+Plus Ventures", `'=HYPERLINK("http://evil.example","Click")`, '', '', '', '', '', ''],
      ['Agrisense', '', '', '', '', '', '', 'Sam Solo'],
      [
        'Solaris Energy',
        'Solar, "clean" power',
        'https://solaris.example',
        '2024',
        'Spring',
        'Energy',
        'Climate',
        'Carl Cofounder, Fay Founder',
      ],
    ]);
    expect(rows[3]?.[8]).toMatch(DAY);
    expectToday(rows[3]?.[8]);
  });

  it('honours the portfolio filter (search, programme, industry, tag)', async () => {
    const { org, admin, ids } = await seededOrganisation();
    const byProgramme = await exportRows(org, admin, 'STARTUPS', 'CSV', { programIds: [ids.program] });
    expect(byProgramme.rows.slice(1).map((row) => row[0])).toEqual(['Solaris Energy']);
    const bySearch = await exportRows(org, admin, 'STARTUPS', 'XLSX', { search: 'gris' });
    expect(bySearch.rows.slice(1).map((row) => row[0])).toEqual(['Agrisense']);
    const byTagAndIndustry = await exportRows(org, admin, 'STARTUPS', 'CSV', {
      tagIds: [ids.climateTag],
      industryIds: [ids.industry],
    });
    expect(byTagAndIndustry.rows.slice(1).map((row) => row[0])).toEqual(['Solaris Energy']);
  });

  it('adds a column per startup custom field, and filters on them', async () => {
    const { org, admin, ids } = await seededOrganisation();
    const stage = newId();
    const [seed, growth] = [newId(), newId()];
    const score = newId();
    await withTenant(server.database.db, org.id, async (tx) => {
      await tx.insert(customFields).values([
        {
          incubatorId: org.id,
          id: stage,
          entityKind: 'startup',
          label: 'Stage',
          fieldType: 'select_checkbox',
          options: [
            { id: seed, label: 'Seed' },
            { id: growth, label: 'Growth' },
          ],
        },
        { incubatorId: org.id, id: score, entityKind: 'startup', label: 'Score', fieldType: 'number' },
        { incubatorId: org.id, id: newId(), entityKind: 'user', label: 'Not for startups', fieldType: 'text' },
      ]);
      await tx.insert(customFieldValues).values([
        { incubatorId: org.id, fieldId: stage, entityId: ids.solaris, optionIds: [seed, growth] },
        { incubatorId: org.id, fieldId: score, entityId: ids.solaris, numberValue: 7.5 },
      ]);
    });
    const { rows } = await exportRows(org, admin, 'STARTUPS', 'XLSX', {
      customFields: [{ fieldId: score, min: 5 }],
    });
    expect(rows[0]?.slice(9)).toEqual(['Score', 'Stage']);
    expect(rows.slice(1).map((row) => [row[0], ...row.slice(9)])).toEqual([['Solaris Energy', 7.5, 'Seed, Growth']]);
  });

  it('refuses unknown or foreign filter ids, and filters that do not apply to the kind', async () => {
    const { admin, ids } = await seededOrganisation();
    const unknown = await admin.gql(CREATE, { kind: 'STARTUPS', format: 'CSV', filter: { programIds: [newId()] } });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: [{ field: 'filter.programIds', message: 'This item was not found' }],
    });
    const malformed = await admin.gql(CREATE, { kind: 'STARTUPS', format: 'CSV', filter: { tagIds: ['nope'] } });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: [{ field: 'filter.tagIds', message: 'This item was not found' }],
    });
    const userTagOnStartups = await admin.gql(CREATE, {
      kind: 'STARTUPS',
      format: 'CSV',
      filter: { tagIds: [ids.vipTag] },
    });
    expect(userTagOnStartups.errors?.[0]?.message).toBe('This item was not found');
    const other = await seededOrganisation();
    const foreign = await admin.gql(CREATE, {
      kind: 'STARTUPS',
      format: 'CSV',
      filter: { industryIds: [other.ids.industry] },
    });
    expect(foreign.errors?.[0]?.message).toBe('This item was not found');
    const notApplicable = await admin.gql(CREATE, {
      kind: 'MENTORS',
      format: 'CSV',
      filter: { programIds: [ids.program] },
    });
    expect(notApplicable.errors?.[0]?.message).toBe('This filter does not apply to this export');
    const list = await admin.gql<{ exportJobs: Job[] }>(LIST);
    expect(list.data?.exportJobs).toEqual([]);
  });
});

describe('exports of people', () => {
  it('writes users (not deleted) with role label, status, tags and startups, to XLSX and CSV', async () => {
    const { org, admin, ids } = await seededOrganisation();
    const expected = [
      ['First name', 'Last name', 'Email', 'Role', 'Status', 'Tags', 'Startups'],
      ['Ada', 'Admin', admin.user.email, 'Admin', 'Active', '', ''],
      ['Carl', 'Cofounder', expect.any(String), 'Co/Founder', 'Active', '', 'Solaris Energy'],
      ['Ed', 'Expert', expect.any(String), 'Expert', 'Pending', '', ''],
      ['Fay', 'Founder', expect.any(String), 'Co/Founder', 'Active', '', 'Solaris Energy'],
      ['Mia', 'Mentor', expect.any(String), 'Mentor', 'Active', 'VIP', ''],
      ['Sam', 'Solo', expect.any(String), 'Founder', 'Active', '', 'Agrisense'],
    ];
    const xlsx = await exportRows(org, admin, 'USERS', 'XLSX');
    expect(xlsx.job.fileName).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(xlsx.rows[0]?.[7]).toBe('Created');
    expect(xlsx.rows.map((row) => row.slice(0, 7).map((cell) => cell ?? ''))).toEqual(expected);
    const csv = await exportRows(org, admin, 'USERS', 'CSV');
    expect(csv.rows.map((row) => row.slice(0, 7))).toEqual(expected);
    expectToday(csv.rows[1]?.[7]);
    const tagged = await exportRows(org, admin, 'USERS', 'CSV', { tagIds: [ids.vipTag], search: 'mia' });
    expect(tagged.rows.slice(1).map((row) => row[0])).toEqual(['Mia']);
  });

  it('writes founders (members of a startup) and mentors (with headline and assigned startups)', async () => {
    const { org, admin } = await seededOrganisation();
    const founders = await exportRows(org, admin, 'FOUNDERS', 'XLSX');
    expect(founders.job.fileName).toMatch(/^founders-/);
    expect(founders.rows).toEqual([
      ['Name', 'Email', 'Role', 'Startups'],
      ['Carl Cofounder', expect.any(String), 'Co/Founder', 'Solaris Energy'],
      ['Fay Founder', expect.any(String), 'Co/Founder', 'Solaris Energy'],
      ['Sam Solo', expect.any(String), 'Founder', 'Agrisense'],
    ]);
    const foundersCsv = await exportRows(org, admin, 'FOUNDERS', 'CSV');
    expect(foundersCsv.rows.slice(1).map((row) => row[0])).toEqual(['Carl Cofounder', 'Fay Founder', 'Sam Solo']);

    const mentors = await exportRows(org, admin, 'MENTORS', 'CSV');
    expect(mentors.job.fileName).toMatch(/^mentors-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(mentors.rows).toEqual([
      ['Name', 'Email', 'Headline', 'Role', 'Assigned startups'],
      ['Ed Expert', expect.any(String), '', 'Expert', ''],
      ['Mia Mentor', expect.any(String), 'Energy investor', 'Mentor', 'Agrisense, Solaris Energy'],
    ]);
    const mentorsXlsx = await exportRows(org, admin, 'MENTORS', 'XLSX');
    expect(mentorsXlsx.rows[2]).toEqual([
      'Mia Mentor',
      expect.any(String),
      'Energy investor',
      'Mentor',
      'Agrisense, Solaris Energy',
    ]);
  });

  it("writes the headers in the requester's language", async () => {
    const { org } = await seededOrganisation();
    const french = await signedIn(org, { roleType: 'Staff', firstName: 'Fleur', lastName: 'Staff', language: 'fr' });
    const { rows } = await exportRows(org, french, 'MENTORS', 'XLSX');
    expect(rows[0]).toEqual(['Nom', 'E-mail', 'Titre', 'Rôle', 'Startups suivies']);
  });
});

describe('who may export and download', () => {
  it('refuses cofounders, who list no exports', async () => {
    const { org } = await seededOrganisation();
    const cofounder = await signedIn(org, { roleType: 'Cofounder' });
    const refused = await cofounder.gql(CREATE, { kind: 'STARTUPS', format: 'CSV' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const list = await cofounder.gql<{ exportJobs: Job[] }>(LIST);
    expect(list.data?.exportJobs).toEqual([]);
    const anonymous = await server.graphql(CREATE, {
      host: hostOf(org),
      variables: { kind: 'STARTUPS', format: 'CSV' },
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });

  it("gives the file to its creator only: 404 for a colleague and for another organisation's user, 401 without a token", async () => {
    const { org, admin } = await seededOrganisation();
    const queued = await createExport(admin, 'STARTUPS', 'CSV');
    const job = await finished(admin, queued._id);
    const url = job.downloadUrl ?? '';
    const colleague = await signedIn(org, { roleType: 'Admin' });
    const byColleague = await download(url, { host: hostOf(org), token: colleague.token });
    expect(byColleague.status).toBe(404);
    expect(JSON.parse(byColleague.body.toString())).toEqual({
      error: 'NotFoundError',
      message: 'This export was not found',
    });
    expect((await colleague.gql<{ exportJobs: Job[] }>(LIST)).data?.exportJobs).toEqual([]);

    const other = await server.createOrganisationWithRoles();
    const stranger = await signedIn(other, { roleType: 'Admin' });
    const byStranger = await download(url, { host: hostOf(other), token: stranger.token });
    expect(byStranger.status).toBe(404);
    const strangerAtOurHost = await download(url, { host: hostOf(org), token: stranger.token });
    expect(strangerAtOurHost.status).toBe(401);
    const anonymous = await download(url, { host: hostOf(org) });
    expect(anonymous.status).toBe(401);
    const malformed = await download('/api/exports/not-an-id/file', { host: hostOf(org), token: admin.token });
    expect(malformed.status).toBe(404);
  });

  it('forgets finished exports beyond the history, with their files', async () => {
    const { org, admin } = await seededOrganisation();
    const keys: string[] = [];
    for (let index = 0; index < 50; index += 1) {
      const key = `${org.id}/${newId()}`;
      const file = path.join(server.config.storageDir, key);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'old export');
      keys.push(key);
      await server.database.ownerQuery(
        `insert into export_jobs (incubator_id, id, kind, format, status, progress, storage_key, created_by, created_at)
         values ($1, $2, 'STARTUPS', 'CSV', 'COMPLETED', 100, $3, $4, now() - ($5 || ' hours')::interval)`,
        [org.id, newId(), key, admin.user.id, String(100 - index)],
      );
    }
    const queued = await createExport(admin, 'STARTUPS', 'CSV');
    await finished(admin, queued._id);
    const rows = await server.database.ownerQuery<{ storage_key: string }>(
      'select storage_key from export_jobs where incubator_id = $1 and created_by = $2',
      [org.id, admin.user.id],
    );
    expect(rows).toHaveLength(50);
    // The oldest one went, with its file; the others stay.
    expect(rows.map((row) => row.storage_key)).not.toContain(keys[0]);
    await expect.poll(() => existsSync(path.join(server.config.storageDir, keys[0] ?? ''))).toBe(false);
    expect(existsSync(path.join(server.config.storageDir, keys[1] ?? ''))).toBe(true);
  });

  it('answers 409 while the export is not completed', async () => {
    const { org, admin } = await seededOrganisation();
    const id = newId();
    await withTenant(server.database.db, org.id, (tx) =>
      tx.insert(exportJobs).values({
        incubatorId: org.id,
        id,
        kind: 'USERS',
        format: 'CSV',
        status: 'IN_PROGRESS',
        progress: 40,
        createdBy: admin.user.id,
      }),
    );
    const response = await download(`/api/exports/${id}/file`, { host: hostOf(org), token: admin.token });
    expect(response.status).toBe(409);
    expect(JSON.parse(response.body.toString())).toEqual({
      error: 'ExportNotReadyError',
      message: 'This export is not completed yet',
    });
    const list = await admin.gql<{ exportJobs: Job[] }>(LIST);
    expect(list.data?.exportJobs[0]).toMatchObject({ _id: id, status: 'IN_PROGRESS', progress: 40, downloadUrl: null });
  });
});

describe('the run of an export', () => {
  it('publishes each state to its creator: queued, in progress, completed', async () => {
    const { org, admin } = await seededOrganisation();
    const events: Job[] = [];
    const stream = server.app.pubsub.subscribe(org.id, `exportJobUpdated:${admin.user.id}`)[Symbol.asyncIterator]();
    const collected = (async () => {
      for (;;) {
        const next = await stream.next();
        if (next.done) return;
        const job = next.value as Job & { id: string };
        events.push(job);
        if (job.status === 'COMPLETED' || job.status === 'ERROR') return;
      }
    })();
    await createExport(admin, 'USERS', 'XLSX');
    await collected;
    await stream.return?.();
    const states = events.map((event) => event.status);
    expect(states[0]).toBe('QUEUED');
    expect(states).toContain('IN_PROGRESS');
    expect(states.at(-1)).toBe('COMPLETED');
    expect(events.at(-1)).toMatchObject({ progress: 100, rowCount: 6 });
    expect(events.at(-1)).not.toHaveProperty('storageKey');
  });

  it('ends as FAILED when the creator may no longer export, and as ERROR when the file cannot be stored', async () => {
    const { org, admin } = await seededOrganisation();
    const cofounder = await server.createUser(org, { roleType: 'Cofounder' });
    const deps = { database: server.database, pubsub: server.app.pubsub, storage: server.app.storage };
    const job = async (createdBy: string) => {
      const id = newId();
      await withTenant(server.database.db, org.id, (tx) =>
        tx.insert(exportJobs).values({ incubatorId: org.id, id, kind: 'STARTUPS', format: 'XLSX', createdBy }),
      );
      return id;
    };
    const read = (id: string) =>
      withTenant(server.database.db, org.id, async (tx) => {
        const [row] = await tx
          .select()
          .from(exportJobs)
          .where(and(eq(exportJobs.incubatorId, org.id), eq(exportJobs.id, id)));
        return row;
      });

    const demoted = await job(cofounder.id);
    await runExportJob(deps, { incubatorId: org.id, jobId: demoted, userId: cofounder.id, language: 'en', filter: {} });
    expect(await read(demoted)).toMatchObject({
      status: 'FAILED',
      error: 'You are no longer allowed to create exports',
      storageKey: null,
    });

    // The runner logs the cause of an ERROR for operators; it is expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const brokenStorage: FileStorage = {
      ...server.app.storage,
      put: async () => {
        throw new Error('disk full');
      },
    };
    const broken = await job(admin.user.id);
    await runExportJob(
      { ...deps, storage: brokenStorage },
      { incubatorId: org.id, jobId: broken, userId: admin.user.id, language: 'en', filter: {} },
    );
    expect(await read(broken)).toMatchObject({
      status: 'ERROR',
      error: 'The export could not be made. Please try again.',
      storageKey: null,
    });
    expect((await read(broken))?.completedAt).toBeInstanceOf(Date);
    expect(logged).toHaveBeenCalledWith('The export failed', broken, expect.any(Error));
    logged.mockRestore();
  });
});
