import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/harness.ts';
import { customFieldQuestion } from '../modules/forms/index.ts';
import { type Database, openDatabase } from '../platform/db/client.ts';
import { ensureApplicationRole, MIGRATIONS_FOLDER, migrateDatabase } from '../platform/db/migrate.ts';
import { seedDemo } from './seed.ts';

/**
 * Migration 0019 (profile forms onto the forms engine), on the demo data: a fresh database migrated without it (the
 * ones before and after it), the demo seeded and its profile forms written back in the old tables (profile_forms,
 * profile_form_fields) with a few awkward cases added, then 0019 applied. Every form, field order, required flag,
 * field and answer must come through. On PostgreSQL the database belongs to an owner that is not a superuser, so
 * that forced row-level security applies to the migration as it does in production.
 */
const MIGRATION = '0019_profile_forms_on_engine';
const PROFILE_KINDS = `('startup_profile', 'startup_profile_private', 'user_profile', 'user_profile_private')`;

type Query = <Row extends Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;

let database: Database;
/** Reads and writes every organisation's rows (a superuser: row-level security does not apply). */
let superQuery: Query;
const cleanups: (() => Promise<void>)[] = [];

/**
 * The migrations folder without MIGRATION: the ones before it, and the ones after it, so that today's demo seed (which
 * writes today's columns) runs on it. The later migrations do not touch the tables MIGRATION moves.
 */
function migrationsWithout(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cohort-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.filter((entry) => entry.tag !== MIGRATION);
  writeFileSync(journalFile, JSON.stringify(journal));
  cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** MIGRATION's statements, run by the database's owner in one transaction (one multi-statement call, one connection). */
async function applyMigration(): Promise<void> {
  const statements = readFileSync(path.join(MIGRATIONS_FOLDER, `${MIGRATION}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim().replace(/;$/, ''))
    .filter(Boolean);
  await database.ownerExec(`begin;\n${statements.join(';\n')};\ncommit;`);
}

async function openFreshDatabase(): Promise<void> {
  if (testDatabaseKind === 'pglite') {
    database = await openDatabase({ dataDir: 'memory://' });
    superQuery = (text, params) => database.ownerQuery(text, params);
    cleanups.push(() => database.close());
    return;
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `cohort_migration_${process.pid}_${Date.now()}`;
  const owner = `${name}_owner`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const serverDatabase = await openDatabase({ url: serverUrl, poolSize: 1 });
  await ensureApplicationRole(serverDatabase);
  await serverDatabase.close();
  await admin.query(`CREATE ROLE ${owner} LOGIN NOSUPERUSER NOBYPASSRLS`);
  await admin.query(`GRANT cohort_app TO ${owner} WITH ADMIN OPTION`);
  await admin.query(`CREATE DATABASE ${name} OWNER ${owner}`);
  const url = (user: string | null) => {
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    if (user) u.username = user;
    return u.toString();
  };
  database = await openDatabase({ url: url(owner), poolSize: 2 });
  const root = new pg.Client({ connectionString: url(null) });
  await root.connect();
  superQuery = async (text, params) => (await root.query(text, params)).rows;
  cleanups.push(async () => {
    await database.close();
    await root.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS ${owner}`);
    await admin.end();
  });
}

beforeAll(async () => {
  await openFreshDatabase();
}, 120_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The demo's profile forms written back as the tables before MIGRATION had them, with awkward cases added. */
async function toOldProfileForms(): Promise<void> {
  await superQuery(`
    insert into profile_forms (incubator_id, id, kind, updated_by, updated_at)
    select incubator_id, id, kind, updated_by, updated_at from forms where kind in ${PROFILE_KINDS}`);
  await superQuery(`
    insert into profile_form_fields (incubator_id, form_id, field_id, position, required)
    select f.incubator_id, f.id, (q->>'customFieldId')::uuid, (n - 1)::int,
           coalesce((q->'validations'->>'required')::boolean, false)
      from forms f, jsonb_array_elements(f.questions) with ordinality as e(q, n)
     where f.kind in ${PROFILE_KINDS}`);
  await superQuery(`delete from forms where kind in ${PROFILE_KINDS}`);
  const [acme] = await superQuery<{ id: string }>(`select id from incubators where slug = 'acme'`);
  // Positions with gaps and in reverse, a required flag, a label with quotes and accents, a form with no field,
  // and an organisation that never opened one of its forms (no row: it is made on first use).
  await superQuery(`update profile_form_fields set position = 100 - 10 * position where incubator_id = $1`, [acme?.id]);
  await superQuery(
    `update profile_form_fields set required = true where incubator_id = $1 and field_id =
       (select id from custom_fields where incubator_id = $1 and label = 'Team size')`,
    [acme?.id],
  );
  await superQuery(
    `update custom_fields set label = 'Team "size" — équipe' where incubator_id = $1 and label = 'Team size'`,
    [acme?.id],
  );
  await superQuery(
    `delete from profile_form_fields where incubator_id = $1 and form_id =
       (select id from profile_forms where incubator_id = $1 and kind = 'user_profile_private')`,
    [acme?.id],
  );
  await superQuery(`delete from profile_forms where incubator_id = $1 and kind = 'user_profile'`, [acme?.id]);
}

interface OldForm {
  incubator_id: string;
  id: string;
  kind: string;
  updated_at: string;
  fields: { id: string; label: string; field_type: string; required: boolean }[];
}

const oldFormsQuery = `
  select pf.incubator_id, pf.id, pf.kind, pf.updated_at::text,
         coalesce((select json_agg(json_build_object('id', cf.id, 'label', cf.label, 'field_type', cf.field_type,
                    'required', pff.required) order by pff.position)
            from profile_form_fields pff
            join custom_fields cf on cf.incubator_id = pff.incubator_id and cf.id = pff.field_id
           where pff.incubator_id = pf.incubator_id and pff.form_id = pf.id), '[]') as fields
    from profile_forms pf order by pf.incubator_id, pf.kind`;
const valuesQuery = `select to_jsonb(v)::text as row from custom_field_values v
  order by incubator_id, field_id, entity_id`;
const fieldsQuery = `select to_jsonb(c)::text as row from custom_fields c order by incubator_id, id`;

describe(`migration ${MIGRATION}`, () => {
  it('moves every profile form onto the forms table with its fields in order, keeping every answer', async () => {
    await migrateDatabase(database, { migrationsFolder: migrationsWithout() });
    await seedDemo(database, 'a-demo-password');
    await toOldProfileForms();

    const before = await superQuery<OldForm & Record<string, unknown>>(oldFormsQuery);
    const valuesBefore = await superQuery<{ row: string }>(valuesQuery);
    const fieldsBefore = await superQuery<{ row: string }>(fieldsQuery);
    // Both demo organisations, four forms each but one in acme; eight fields each, three off a form in acme.
    expect(before).toHaveLength(7);
    expect(before.reduce((sum, form) => sum + form.fields.length, 0)).toBe(13);
    expect(before.some((form) => form.fields.some((field) => field.label.includes('"')))).toBe(true);
    expect(valuesBefore.length).toBeGreaterThan(100);

    await applyMigration();
    await migrateDatabase(database);

    const [gone] = await superQuery<{ forms: string | null; fields: string | null }>(
      `select to_regclass('public.profile_forms')::text as forms, to_regclass('public.profile_form_fields')::text as fields`,
    );
    expect(gone).toEqual({ forms: null, fields: null });
    const after = await superQuery<{
      incubator_id: string;
      id: string;
      base_id: string;
      version: number;
      is_current: boolean;
      kind: string;
      title: string;
      languages: string[];
      audience: string;
      share_id: string;
      updated_at: string;
      questions: unknown;
    }>(`select incubator_id, id, base_id, version, is_current, kind, title, languages, audience, share_id,
               updated_at::text, questions
          from forms where kind in ${PROFILE_KINDS} order by incubator_id, kind`);
    expect(after).toHaveLength(before.length);
    for (const [index, old] of before.entries()) {
      const form = after[index];
      expect(form).toMatchObject({
        incubator_id: old.incubator_id,
        id: old.id,
        base_id: old.id,
        version: 1,
        is_current: true,
        kind: old.kind,
        languages: ['en'],
        audience: 'NONE',
        updated_at: old.updated_at,
      });
      expect(form?.title).toMatch(/profile/);
      // The very questions the profile builder writes, in the old positions' order.
      expect(form?.questions).toEqual(
        old.fields.map((field) =>
          customFieldQuestion({ id: field.id, label: field.label, fieldType: field.field_type }, field.required),
        ),
      );
    }
    expect(new Set(after.map((form) => form.share_id)).size).toBe(after.length);
    expect(await superQuery(valuesQuery)).toEqual(valuesBefore);
    expect(await superQuery(fieldsQuery)).toEqual(fieldsBefore);

    // Row-level security is forced again on the tables the migration read and wrote.
    const security = await superQuery<{ relname: string; rls: boolean; forced: boolean }>(
      `select relname, relrowsecurity as rls, relforcerowsecurity as forced from pg_class
        where relname in ('forms', 'custom_fields') and relkind = 'r' order by relname`,
    );
    expect(security).toEqual([
      { relname: 'custom_fields', rls: true, forced: true },
      { relname: 'forms', rls: true, forced: true },
    ]);
  }, 120_000);
});
