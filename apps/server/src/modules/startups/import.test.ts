import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function setUp() {
  const org = await server.createOrganisationWithRoles();
  const sign = async (roleType: 'Admin' | 'Cofounder') => {
    const user = await server.createUser(org, { roleType });
    const { token } = await server.signIn(org, user.email);
    return <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host: hostOf(org), token, variables });
  };
  const admin = await sign('Admin');
  await admin('mutation { createProgram(input: { name: "Spring" }) { _id } }');
  await admin('mutation { createIndustry(name: "Energy") { _id } }');
  await admin('mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }', {
    input: { name: 'Existing' },
  });
  return { admin, founder: await sign('Cofounder') };
}

const PREVIEW =
  'query ($csv: String!) { previewStartupImport(csv: $csv) { validCount invalidCount ignoredColumns rows { line name programs errors } } }';
const IMPORT =
  'mutation ($csv: String!, $skip: Boolean) { importStartups(csv: $csv, skipInvalid: $skip) { imported skipped } }';
const CSV = [
  'Name,Website,Founding year,Programmes,Industry,Notes',
  'Solaris,solaris.example,2024,Spring,energy,first',
  '"Agri, Inc",,2023,,,',
  'existing,,,,,',
  'Bad year,,1900,,,',
  'Lost,,,Autumn,,',
  'Solaris,,,,,',
  'Broken site,not a site,,,,',
].join('\n');

describe('startup CSV import', () => {
  it('previews each row with its errors and imports nothing until the valid rows are confirmed', async () => {
    const { admin } = await setUp();
    const preview = await admin<{
      previewStartupImport: {
        validCount: number;
        invalidCount: number;
        ignoredColumns: string[];
        rows: { line: number; name: string; programs: string[]; errors: string[] }[];
      };
    }>(PREVIEW, { csv: CSV });
    expect(preview.errors).toBeUndefined();
    const result = preview.data?.previewStartupImport;
    expect(result?.ignoredColumns).toEqual(['Notes']);
    expect(result?.rows.map((row) => [row.line, row.name, row.errors])).toEqual([
      [2, 'Solaris', []],
      [3, 'Agri, Inc', []],
      [4, 'existing', ['A startup with this name already exists']],
      [5, 'Bad year', ['Founding year must be greater than or equal to 1950']],
      [6, 'Lost', ['Unknown programme: Autumn']],
      [7, 'Solaris', ['This name appears twice in the file']],
      [8, 'Broken site', ['Website is not a valid url']],
    ]);
    expect([result?.validCount, result?.invalidCount]).toEqual([2, 5]);

    const refused = await admin(IMPORT, { csv: CSV });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ValidationError');
    expect(JSON.stringify(refused.errors?.[0]?.extensions)).toContain(
      '5 of 7 rows have errors: fix them, or confirm to import the 2 valid rows only',
    );
    const before = await admin<{ startups: { totalCount: number } }>('{ startups { totalCount } }');
    expect(before.data?.startups.totalCount).toBe(1);

    const imported = await admin<{ importStartups: { imported: number; skipped: number } }>(IMPORT, {
      csv: CSV,
      skip: true,
    });
    expect(imported.data?.importStartups).toEqual({ imported: 2, skipped: 5 });
    const after = await admin<{
      startups: { results: { name: string; programs: { name: string }[]; industries: { name: string }[] }[] };
    }>('{ startups(sort: NAME) { results { name programs { name } industries { name } } } }');
    expect(after.data?.startups.results).toEqual([
      { name: 'Agri, Inc', programs: [], industries: [] },
      { name: 'Existing', programs: [], industries: [] },
      { name: 'Solaris', programs: [{ name: 'Spring' }], industries: [{ name: 'Energy' }] },
    ]);
  });

  it('fills startup custom fields from the columns named like them', async () => {
    const { admin } = await setUp();
    const field = async (input: Record<string, unknown>) =>
      (
        await server.database.ownerQuery<{ id: string }>(
          `insert into custom_fields (incubator_id, id, entity_kind, label, field_type, options)
           select incubator_id, gen_random_uuid(), 'startup', $2, $3, $4::jsonb from startups where id = $1
           returning id`,
          [input.startupId, input.label, input.type, JSON.stringify(input.options ?? [])],
        )
      )[0]?.id;
    const existing = await admin<{ startups: { results: { _id: string }[] } }>('{ startups { results { _id } } }');
    const startupId = existing.data?.startups.results[0]?._id;
    const stage = await field({
      startupId,
      label: 'Stage',
      type: 'select_dropdown',
      options: [{ id: 'o-seed', label: 'Seed' }],
    });
    const team = await field({ startupId, label: 'Team size', type: 'number' });
    const csv = ['Name,stage,Team size,Notes', 'Nova,seed,4,x', 'Orbit,Series Z,many,', 'Pulse,,,'].join('\n');
    const preview = await admin<{
      previewStartupImport: { customFieldColumns: string[]; ignoredColumns: string[]; rows: { errors: string[] }[] };
    }>(
      'query ($csv: String!) { previewStartupImport(csv: $csv) { customFieldColumns ignoredColumns rows { errors } } }',
      { csv },
    );
    expect(preview.data?.previewStartupImport).toEqual({
      customFieldColumns: ['Stage', 'Team size'],
      ignoredColumns: ['Notes'],
      rows: [
        { errors: [] },
        { errors: ['Unknown option of Stage: Series Z', 'Team size: Enter a number'] },
        { errors: [] },
      ],
    });
    const imported = await admin<{ importStartups: { imported: number } }>(IMPORT, { csv, skip: true });
    expect(imported.data?.importStartups.imported).toBe(2);
    const answers = await server.database.ownerQuery<{
      name: string;
      option_ids: string[] | null;
      number_value: number | null;
    }>(
      `select s.name, v.option_ids, v.number_value from custom_field_values v
         join startups s on s.incubator_id = v.incubator_id and s.id = v.entity_id
        where v.field_id in ($1, $2) order by s.name, v.number_value`,
      [stage, team],
    );
    expect(answers.filter((row) => row.name === 'Nova')).toEqual([
      { name: 'Nova', option_ids: null, number_value: 4 },
      { name: 'Nova', option_ids: ['o-seed'], number_value: null },
    ]);
    expect(answers.filter((row) => row.name === 'Pulse')).toEqual([]);
  });

  it('refuses a file without a name column, an empty file, and people who do not manage startups', async () => {
    const { admin, founder } = await setUp();
    const noName = await admin(PREVIEW, { csv: 'Website\nsolaris.example' });
    expect(JSON.stringify(noName.errors?.[0]?.extensions)).toContain(
      'The file needs a \\"name\\" column in its first line',
    );
    const empty = await admin(PREVIEW, { csv: '   ' });
    expect(JSON.stringify(empty.errors?.[0]?.extensions)).toContain('The file is empty');
    const byFounder = await founder(IMPORT, { csv: 'name\nMine' });
    expect(byFounder.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });
});
