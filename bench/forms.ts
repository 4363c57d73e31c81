import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FormAnswers, FormQuestion } from '@cohort/shared';
import { freePort, startServerProcess } from '../apps/server/test/server-process.ts';
import { freshPostgres, loadTest, PASSWORD } from './support.ts';

/**
 * `npm run bench:forms` (and `npm run bench`, BENCH_FORMS=0 skips it): the forms engine of issue 13 on the demo
 * organisation, on PGlite and on PostgreSQL, at 32 connections:
 * - the form load: `survey(id)` of a form of 300 questions with the person's draft answering all of them;
 * - the answer save: `saveFormDraft` of that whole draft (one person's draft: every save updates the same row).
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; `none` to skip).
 */
export const FORM_QUESTION_COUNT = 300;
const HOST = 'demo.localhost';
const ADMIN = 'admin@demo.cohort.test';
const RESPONDENT = 'cofounder@demo.cohort.test';

const en = (value: string) => [{ language: 'en', value }];
const options = (prefix: string) =>
  ['a', 'b', 'c', 'd', 'e'].map((v, i) => ({ value: v, labels: en(`${prefix} option ${v}`), numericalValue: i }));

/** A long form of the usual mix: texts, numbers, choices, dates, tables, scales, with a new page every 30. */
export function longForm(count = FORM_QUESTION_COUNT): { questions: FormQuestion[]; answers: FormAnswers } {
  const questions: FormQuestion[] = [];
  const answers: FormAnswers = {};
  for (let i = 0; i < count; i += 1) {
    const id = `q${i}`;
    const label = en(`Question ${i + 1}: tell us about this part of your company`);
    if (i % 30 === 0) {
      questions.push({ id, questionType: 'section', label: en(`Part ${i / 30 + 1}`), newPage: i > 0 });
      continue;
    }
    switch (i % 8) {
      case 0:
        questions.push({ id, questionType: 'text_long', label, validations: { maxLength: 5000 } });
        answers[id] = 'We sell to mid-sized farms through cooperatives and a direct sales team. '.repeat(6).trim();
        break;
      case 1:
        questions.push({ id, questionType: 'number', label, validations: { min: 0 } });
        answers[id] = i * 12;
        break;
      case 2:
        questions.push({ id, questionType: 'select_radio', label, options: options(id) });
        answers[id] = { values: ['c'] };
        break;
      case 3:
        questions.push({ id, questionType: 'select_checkbox', label, options: options(id) });
        answers[id] = { values: ['a', 'd'] };
        break;
      case 4:
        questions.push({ id, questionType: 'date', label });
        answers[id] = '2027-03-01';
        break;
      case 5:
        questions.push({
          id,
          questionType: 'table',
          label,
          columns: [
            { id: 'who', label: en('Who'), type: 'text' },
            { id: 'share', label: en('Share'), type: 'number' },
          ],
        });
        answers[id] = [
          { who: 'Ana', share: 40 },
          { who: 'Bo', share: 35 },
        ];
        break;
      case 6:
        questions.push({ id, questionType: 'number_scale', label, validations: { min: 1, max: 5 } });
        answers[id] = 4;
        break;
      default:
        questions.push({ id, questionType: 'text', label, validations: { required: i % 3 === 0 } });
        answers[id] = `Answer ${i}`;
    }
  }
  return { questions, answers };
}

function post(port: number, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          host: HOST,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'apollo-require-preflight': 'true',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text || '{}') as Record<string, unknown>));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

async function graphql<T>(port: number, token: string, query: string, variables: Record<string, unknown>) {
  const body = await post(port, '/graphql', { query, variables }, token);
  if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors).slice(0, 400)}`);
  return body.data as T;
}

const SURVEY =
  'query ($id: ID!) { survey(id: $id) { form { _id title questions { _id questionType label { language value } options validations columns dependency } } draft { _id answers updatedAt } } }';
const SAVE = 'mutation ($f: ID!, $a: JSON!) { saveFormDraft(formId: $f, answers: $a) { _id updatedAt } }';

async function run(kind: 'pglite' | 'postgres', url: string | undefined): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cohort-bench-forms-${kind}-`));
  const port = await freePort();
  const server = await startServerProcess({
    port,
    dataDir,
    env: { NODE_ENV: 'production', ...(url ? { DATABASE_URL: url, COHORT_DEMO: '1' } : {}) },
  });
  const lines: string[] = [];
  try {
    const signIn = async (email: string) => {
      const body = await post(port, '/auth/local', { email, password: PASSWORD, incubator: 'demo' });
      if (typeof body.token !== 'string') throw new Error(`Sign-in of ${email} failed`);
      return body.token;
    };
    const admin = await signIn(ADMIN);
    const respondent = await signIn(RESPONDENT);
    const { questions, answers } = longForm();
    const { createForm } = await graphql<{ createForm: { _id: string } }>(
      port,
      admin,
      'mutation ($input: FormInput!) { createForm(input: $input) { _id } }',
      { input: { title: 'Bench: a long application', kind: 'submission', languages: ['en'], questions } },
    );
    const formId = createForm._id;
    await graphql(port, admin, 'mutation ($id: ID!) { shareForm(id: $id, audience: MEMBERS) { _id } }', { id: formId });
    await graphql(port, respondent, SAVE, { f: formId, a: answers });
    const loaded = await graphql<{ survey: { form: { questions: unknown[] }; draft: { answers: object } | null } }>(
      port,
      respondent,
      SURVEY,
      { id: formId },
    );
    if (loaded.survey.form.questions.length !== FORM_QUESTION_COUNT || !loaded.survey.draft) {
      throw new Error('The survey did not come back whole');
    }
    const headers = {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      host: HOST,
      authorization: `Bearer ${respondent}`,
    };
    const base = `http://127.0.0.1:${port}/graphql`;
    const measure = async (name: string, body: string) => {
      await loadTest({ url: base, method: 'POST', headers, body, connections: 1, seconds: 1 });
      const result = await loadTest({ url: base, method: 'POST', headers, body });
      lines.push(
        `[${kind}] ${name}: ${result.rps.toFixed(0)} requests/s, p99 ${result.p99.toFixed(0)} ms, errors ${result.errors} (${result.tool})`,
      );
      console.log(lines.at(-1));
    };
    const surveyBody = JSON.stringify({ query: SURVEY, variables: { id: formId } });
    const saveBody = JSON.stringify({ query: SAVE, variables: { f: formId, a: answers } });
    console.log(
      `[${kind}] form of ${FORM_QUESTION_COUNT} questions: survey answer ${(await post(port, '/graphql', JSON.parse(surveyBody), respondent).then((b) => JSON.stringify(b).length)).toLocaleString('en')} bytes, draft ${saveBody.length.toLocaleString('en')} bytes`,
    );
    await measure(`form load, survey(id) (${FORM_QUESTION_COUNT} questions with a draft)`, surveyBody);
    await measure(`answer save, saveFormDraft (${FORM_QUESTION_COUNT} answers)`, saveBody);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

export async function benchForms(): Promise<string[]> {
  const only = process.env.BENCH_DATABASES;
  const lines: string[] = [];
  if (!only || only === 'pglite') lines.push(...(await run('pglite', undefined)));
  if (!only || only === 'postgres') {
    const configured = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    if (configured !== 'none') {
      try {
        lines.push(...(await run('postgres', await freshPostgres(configured))));
      } catch (error) {
        console.log(`PostgreSQL forms figures skipped: ${(error as Error).message}`);
      }
    }
  }
  return lines;
}

if (process.argv[1]?.endsWith('forms.ts')) await benchForms();
