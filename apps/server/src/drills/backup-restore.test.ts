import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../platform/db/client.ts';
import { testDatabaseKind } from '../../test/harness.ts';
import { freePort, type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import {
  createScratchDatabase,
  DEMO_ADMIN,
  ProcessClient,
  runScript,
  type ScratchDatabase,
} from '../../test/drills.ts';

/**
 * Drill of issue 11: `npm run backup` then `npm run restore` give back the same organisation, rows and files. An
 * organisation gets startups, a timeline post with a file uploaded through the REST attachment route, and a task;
 * the backup is restored into a new data folder (PGlite) or a new database (PostgreSQL) with a new storage folder;
 * every table's rows compare equal (an md5 per organisation and table, rows ordered by primary key), the stored
 * files are byte for byte the same, and a server on the restored data answers the same through the API (with the
 * token signed before the backup: sessions and the signing key come back too).
 */

const work = mkdtempSync(path.join(os.tmpdir(), 'cohort-drill-backup-'));
const source = path.join(work, 'source');
const restored = path.join(work, 'restored');
const archive = path.join(work, 'backup.tar.gz');
const databases: ScratchDatabase[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (testDatabaseKind === 'postgres') {
    databases.push(await createScratchDatabase('cohort_drill_backup_src'));
    databases.push(await createScratchDatabase('cohort_drill_backup_dst'));
  }
});

afterAll(async () => {
  for (const server of servers) await server.stop(5_000);
  for (const database of databases) await database.drop();
  rmSync(work, { recursive: true, force: true });
});

/** The environment of the server and of the scripts on one side: its data folder, and its database on PostgreSQL. */
function environment(side: 'source' | 'restored'): NodeJS.ProcessEnv {
  const database = databases[side === 'source' ? 0 : 1];
  return {
    COHORT_DATA_DIR: side === 'source' ? source : restored,
    ...(database ? { DATABASE_URL: database.url, COHORT_DEMO: '1' } : {}),
  };
}

async function startOn(side: 'source' | 'restored', port: number): Promise<ServerProcess> {
  const { COHORT_DATA_DIR: dataDir, ...env } = environment(side);
  const server = await startServerProcess({ port, dataDir: dataDir as string, env });
  servers.push(server);
  return server;
}

async function openSide(side: 'source' | 'restored'): Promise<Database> {
  const env = environment(side);
  return env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL, poolSize: 1 })
    : openDatabase({ dataDir: env.COHORT_DATA_DIR as string });
}

/** An md5 of each table's rows (per organisation for tenant tables), rows ordered by primary key. */
async function digests(database: Database): Promise<Record<string, string>> {
  await database.ownerExec("set timezone to 'UTC'");
  const tables = await database.ownerQuery<{ name: string; tenant: boolean }>(
    `select t.table_name as name,
            exists (select 1 from information_schema.columns c where c.table_schema = 'public'
                     and c.table_name = t.table_name and c.column_name = 'incubator_id') as tenant
       from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by t.table_name`,
  );
  const organisations = (await database.ownerQuery<{ id: string }>('select id::text from incubators order by id')).map(
    (row) => row.id,
  );
  const result: Record<string, string> = {};
  for (const { name, tenant } of tables) {
    const keys = await database.ownerQuery<{ column: string }>(
      `select a.attname as column from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = $1::regclass and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)`,
      [`public."${name}"`],
    );
    const order = keys.length > 0 ? keys.map((key) => `t."${key.column}"`).join(', ') : 't::text';
    const digest = (where: string, params: unknown[]) =>
      database.ownerQuery<{ rows: number; md5: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by ${order}), '')) as md5
           from public."${name}" t ${where}`,
        params,
      );
    if (tenant || name === 'incubators') {
      for (const organisation of organisations) {
        const [row] = await digest(`where t.${tenant ? 'incubator_id' : 'id'} = $1`, [organisation]);
        result[`${name}/${organisation}`] = `${row?.rows} ${row?.md5}`;
      }
    } else {
      const [row] = await digest('', []);
      result[name] = `${row?.rows} ${row?.md5}`;
    }
  }
  return result;
}

/** Every file under a folder with the sha256 of its bytes. */
function files(folder: string): Record<string, string> {
  const result: Record<string, string> = {};
  if (!existsSync(folder)) return result;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(folder, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return result;
}

const PDF = Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% drill ${Date.now()}\ntrailer <<>>\n%%EOF\n`);
const TIMELINE = `query ($s: ID!) { startupEventTimeline(startupId: $s) { posts { results { ... on Event {
  _id message isPublic attachments { _id name fileType } } } } } }`;
const STARTUPS = '{ startups(pageSize: 100, search: "Drill") { totalCount results { _id name description } } }';

describe(`backup and restore (${testDatabaseKind})`, () => {
  it('gives back the same rows and files, through npm run backup and npm run restore', {
    timeout: 150_000,
  }, async () => {
    const port = await freePort();
    const server = await startOn('source', port);
    const client = new ProcessClient(port, 'demo');
    const { token } = await client.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);

    const startupIds: string[] = [];
    for (const name of ['Drill Solaris', 'Drill Nimbus', 'Drill Ferrous']) {
      const created = await client.graphql<{ createStartup: { _id: string } }>(
        'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
        { input: { name, description: `${name}, kept across a backup`, foundingYear: 2024 } },
      );
      expect(created.errors).toBeUndefined();
      startupIds.push(created.data?.createStartup._id as string);
    }
    const startupId = startupIds[0] as string;
    const uploaded = await client.upload(
      `/api/attachment/upload?referenceType=draft&referenceId=${startupId}`,
      'drill-plan.pdf',
      PDF,
    );
    expect(uploaded.status).toBe(201);
    const attachmentId = String(uploaded.body._id);
    const post = await client.graphql<{ createTimelinePost: { _id: string } }>(
      'mutation ($input: TimelinePostInput!) { createTimelinePost(input: $input) { _id } }',
      { input: { startupId, message: '<p>The plan, before the backup</p>', attachmentIds: [attachmentId] } },
    );
    expect(post.errors).toBeUndefined();
    const me = await client.graphql<{ currentUser: { _id: string } }>('{ currentUser { _id } }');
    const task = await client.graphql(
      'mutation ($due: DateTime!, $a: [AssigneeInput!]!) { createTask(name: "Drill: read the plan", dueDate: $due, assignees: $a) { _id } }',
      {
        due: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        a: [{ type: 'User', value: me.data?.currentUser._id }],
      },
    );
    expect(task.errors).toBeUndefined();
    const before = {
      startups: (await client.graphql(STARTUPS)).data,
      timeline: (await client.graphql(TIMELINE, { s: startupId })).data,
    };
    const download = await client.get(`/api/attachments/${attachmentId}`);
    expect(download.status).toBe(200);
    expect(download.raw.equals(PDF)).toBe(true);

    if (testDatabaseKind === 'pglite') {
      // The embedded database is open in the server: the backup refuses, and says why.
      const refused = await runScript('backup', ['--output', archive], environment('source'));
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/is in use by process \d+/);
      expect(existsSync(archive)).toBe(false);
    }
    // (Without connections left open: see the SIGTERM drill in kill-during-writes.test.ts.)
    client.close();
    expect(await server.stop(15_000)).toBe(0);

    const backup = await runScript('backup', ['--output', archive], environment('source'));
    expect(backup.output).toContain('Backed up');
    expect(backup.code).toBe(0);
    const restore = await runScript('restore', [archive], environment('restored'));
    expect(restore.output).toContain('Restored');
    expect(restore.code).toBe(0);
    // A second restore onto what is there now is refused.
    const again = await runScript('restore', [archive], environment('restored'));
    expect(again.code).toBe(1);

    // Table by table, organisation by organisation, the same rows; file by file, the same bytes.
    const original = await openSide('source');
    const copy = await openSide('restored');
    try {
      const [expected, actual] = [await digests(original), await digests(copy)];
      expect(Object.keys(expected).length).toBeGreaterThan(50);
      expect(actual).toEqual(expected);
    } finally {
      await original.close();
      await copy.close();
    }
    const sourceFiles = files(path.join(source, 'storage'));
    expect(Object.keys(sourceFiles).length).toBeGreaterThan(0);
    expect(files(path.join(restored, 'storage'))).toEqual(sourceFiles);

    // A server on the restored data answers the same, to the token signed before the backup.
    const after = await startOn('restored', port);
    const restoredClient = new ProcessClient(port, 'demo');
    restoredClient.token = token;
    expect((await restoredClient.graphql(STARTUPS)).data).toEqual(before.startups);
    expect((await restoredClient.graphql(TIMELINE, { s: startupId })).data).toEqual(before.timeline);
    const file = await restoredClient.get(`/api/attachments/${attachmentId}`);
    expect(file.status).toBe(200);
    expect(file.raw.equals(PDF)).toBe(true);
    restoredClient.close();
    expect(await after.stop(15_000)).toBe(0);
  });
});
