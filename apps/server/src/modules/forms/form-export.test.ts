import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  answersOrganisation,
  answersQuestions,
  createSharedForm,
  FORM_UPDATE,
  PDF,
  SUBMIT,
  SUBMIT_SHARED,
} from './form-answers.fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const FORMULA = '=HYPERLINK("http://evil.test","click")';

/** A form with three sheets over two versions: anonymous, a signed-in founder, and a visitor who left an address. */
async function answeredForm() {
  const kit = await answersOrganisation(server);
  const admin = await kit.sign('Admin');
  const form = await createSharedForm(admin.gql);
  const upload = await kit.uploadShared(form.shareId, 'deck.pdf', PDF);
  expect(upload.statusCode).toBe(201);
  const deck = JSON.parse(upload.body) as { id: string; name: string; size: number };
  const first = await kit.anonymous(SUBMIT_SHARED, {
    s: form.shareId,
    a: {
      name: FORMULA,
      stage: { values: ['seed'] },
      channels: { values: ['web', 'other'], writeIn: 'Podcasts' },
      started: '2027-03-01',
      team: [
        { who: 'Ana', role: 'cto' },
        { who: 'Bo', role: 'ceo' },
      ],
      revenue: -1200,
      deck: { files: [deck] },
    },
  });
  expect(first.errors).toBeUndefined();
  const founder = await kit.sign('Cofounder', { firstName: 'Lina', lastName: 'Haddad' });
  const second = await founder.gql(SUBMIT, { f: form._id, a: { name: 'Solaris', stage: { values: ['idea'] } } });
  expect(second.errors).toBeUndefined();
  // Version 2: revenue goes, a website question comes.
  const questions = answersQuestions().filter((q) => q.id !== 'revenue');
  questions.push({ id: 'site', questionType: 'text_link', label: [{ language: 'fr', value: 'Site web' }] });
  const updated = await admin.gql<{ updateForm: { version: number } }>(FORM_UPDATE, {
    id: form._id,
    input: { title: 'Candidatures 2027', kind: 'intake', languages: ['fr', 'en'], questions },
  });
  expect(updated.data?.updateForm.version).toBe(2);
  const third = await kit.anonymous(SUBMIT_SHARED, {
    s: form.shareId,
    a: { name: 'Agrisense', site: 'agrisense.test' },
    e: 'visitor@example.test',
  });
  expect(third.errors).toBeUndefined();
  return { ...kit, admin, form, founder };
}

const HEADER = [
  'Envoyé le',
  'Répondant',
  'Version',
  'Score',
  'Nom',
  'Stade',
  'Canaux',
  'Démarrage',
  'Équipe',
  'Présentation',
  'Site web',
  "Chiffre d'affaires",
];

describe("a form's answers export", () => {
  it('answers a CSV with one column per question of every version, flattened readably and formulas defused', async () => {
    const { request, admin, form } = await answeredForm();
    const response = await request('GET', `/api/forms/${form._id}/answers.csv`, { token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('Candidatures 2027 - reponses.csv');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body).toContain(`"'${FORMULA.replaceAll('"', '""')}"`);
    const rows = Papa.parse<string[]>(response.body.slice(1).trim()).data;
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(4);
    const [, anonymous, founder, visitor] = rows as string[][];
    expect(anonymous?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(anonymous?.slice(1)).toEqual([
      '',
      '1',
      '3',
      `'${FORMULA}`,
      'Amorçage',
      'Web; Autre: Podcasts',
      '2027-03-01',
      'Qui: Ana, Rôle: CTO | Qui: Bo, Rôle: PDG',
      'deck.pdf',
      '',
      '-1200',
    ]);
    expect(founder?.slice(1, 6)).toEqual(['Lina Haddad', '1', '1', 'Solaris', 'Idée']);
    expect(visitor?.slice(1, 5)).toEqual(['visitor@example.test', '2', '0', 'Agrisense']);
    expect(visitor?.[10]).toBe('https://agrisense.test');
    expect(visitor?.[11]).toBe('');
  });

  it('answers an XLSX with text kept as text, numbers and dates as such', async () => {
    const { request, admin, form } = await answeredForm();
    const response = await request('GET', `/api/forms/${form._id}/answers.xlsx`, { token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = (await readSheet(response.rawPayload)) as unknown[][];
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(4);
    const anonymous = rows[1] as unknown[];
    // A formula typed as an answer stays the text typed: an inline string cell, never evaluated.
    expect(anonymous[4]).toBe(FORMULA);
    expect(anonymous[3]).toBe(3);
    expect(anonymous[7]).toBeInstanceOf(Date);
    expect((anonymous[7] as Date).toISOString().slice(0, 10)).toBe('2027-03-01');
    expect(anonymous[11]).toBe(-1200);
    expect(anonymous[6]).toBe('Web; Autre: Podcasts');
    expect((rows[3] as unknown[])[1]).toBe('visitor@example.test');
  });

  it('is for whoever may edit the form: 401 without a session, 404 for others and other organisations', async () => {
    const { request, sign, form } = await answeredForm();
    expect((await request('GET', `/api/forms/${form._id}/answers.csv`)).statusCode).toBe(401);
    for (const role of ['Coach', 'Cofounder'] as const) {
      const other = await sign(role);
      const refused = await request('GET', `/api/forms/${form._id}/answers.xlsx`, { token: other.token });
      expect(refused.statusCode).toBe(404);
      expect(JSON.parse(refused.body)).toEqual({ error: 'NotFoundError', message: 'This form was not found' });
    }
    const stranger = await answersOrganisation(server);
    const strangerAdmin = await stranger.sign('Admin');
    const foreign = await server.app.fastify.inject({
      method: 'GET',
      url: `/api/forms/${form._id}/answers.csv`,
      headers: { host: stranger.host, authorization: `Bearer ${strangerAdmin.token}` },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers the header alone for a form without answers', async () => {
    const kit = await answersOrganisation(server);
    const admin = await kit.sign('Admin');
    const form = await createSharedForm(admin.gql);
    const response = await kit.request('GET', `/api/forms/${form.baseId}/answers.csv`, { token: admin.token });
    expect(response.statusCode).toBe(200);
    const rows = Papa.parse<string[]>(response.body.slice(1).trim()).data;
    expect(rows).toEqual([[...HEADER.slice(0, 9), "Chiffre d'affaires", 'Présentation']]);
  });
});
