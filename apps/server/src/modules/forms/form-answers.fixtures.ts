import type { FormQuestion } from '@cohort/shared';
import { expect } from 'vitest';
import { hostOf, type TestServer } from '../../../test/harness.ts';

/** Fixtures of the answers tests (export, uploads, copies, print): an organisation, its people and a form. */
export type Role = 'Admin' | 'Staff' | 'Coach' | 'Cofounder';

export interface GqlResult<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart body with one `file` part, as a browser sends it. */
export function multipart(name: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----cohort${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function answersOrganisation(server: TestServer, flags: Record<string, boolean> = {}) {
  const org = await server.createOrganisationWithRoles({ featureFlags: flags as never });
  const host = hostOf(org);
  const request = (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; ip?: string; body?: Buffer; contentType?: string } = {},
  ) =>
    server.app.fastify.inject({
      method,
      url,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        host,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.contentType ? { 'content-type': options.contentType } : {}),
      },
      ...(options.body ? { payload: options.body } : {}),
    });
  const sign = async (roleType: Role, names: { firstName?: string; lastName?: string } = {}) => {
    const user = await server.createUser(org, { roleType, ...names });
    const { token } = await server.signIn(org, user.email);
    const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host, token, variables }) as Promise<GqlResult<T>>;
    return { user, token, gql };
  };
  const anonymous = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
    server.graphql<T>(query, { host, variables }) as Promise<GqlResult<T>>;
  /** POST /api/share/forms/:shareId/upload without an account. */
  const uploadShared = (shareId: string, name: string, content: Buffer, ip?: string) => {
    const body = multipart(name, content);
    return request('POST', `/api/share/forms/${shareId}/upload`, {
      body: body.payload,
      contentType: body.contentType,
      ...(ip ? { ip } : {}),
    });
  };
  return { org, host, request, sign, anonymous, uploadShared };
}

const fr = (fr: string, en: string) => [
  { language: 'fr', value: fr },
  { language: 'en', value: en },
];

/** A form in French first (then English) with every kind of answer the export flattens. */
export function answersQuestions(): FormQuestion[] {
  return [
    { id: 'intro', questionType: 'heading', label: fr('Votre startup', 'Your startup') },
    { id: 'name', questionType: 'text', label: fr('Nom', 'Name'), validations: { required: true } },
    {
      id: 'stage',
      questionType: 'select_radio',
      label: fr('Stade', 'Stage'),
      options: [
        { value: 'idea', labels: fr('Idée', 'Idea'), numericalValue: 1 },
        { value: 'seed', labels: fr('Amorçage', 'Seed'), numericalValue: 3 },
      ],
    },
    {
      id: 'channels',
      questionType: 'select_checkbox',
      label: fr('Canaux', 'Channels'),
      options: [
        { value: 'web', labels: fr('Web', 'Web') },
        { value: 'events', labels: fr('Salons', 'Events') },
        { value: 'other', labels: fr('Autre', 'Other'), isWriteIn: true },
      ],
    },
    { id: 'started', questionType: 'date', label: fr('Démarrage', 'Started') },
    {
      id: 'team',
      questionType: 'table',
      label: fr('Équipe', 'Team'),
      columns: [
        { id: 'who', label: fr('Qui', 'Who'), type: 'text' },
        {
          id: 'role',
          label: fr('Rôle', 'Role'),
          type: 'select_dropdown',
          options: [
            { value: 'cto', labels: fr('CTO', 'CTO') },
            { value: 'ceo', labels: fr('PDG', 'CEO') },
          ],
        },
      ],
    },
    { id: 'revenue', questionType: 'currency', label: fr("Chiffre d'affaires", 'Revenue') },
    { id: 'deck', questionType: 'file', label: fr('Présentation', 'Deck') },
  ];
}

export const FORM_CREATE = `mutation ($input: FormInput!) { createForm(input: $input) { _id baseId shareId version } }`;
export const FORM_UPDATE = `mutation ($id: ID!, $input: FormInput!) { updateForm(id: $id, input: $input) { _id version } }`;
export const FORM_SHARE = `mutation ($id: ID!, $a: FormAudience!) { shareForm(id: $id, audience: $a) { _id audience } }`;
export const SUBMIT_SHARED = `mutation ($s: ID!, $a: JSON!, $e: String, $l: String) { submitSharedForm(shareId: $s, answers: $a, email: $e, language: $l) { _id score maxScore } }`;
export const SUBMIT = `mutation ($f: ID!, $a: JSON!) { submitFormResponse(formId: $f, answers: $a) { _id answers } }`;

export interface CreatedForm {
  _id: string;
  baseId: string;
  shareId: string;
  version: number;
}

/** Creates the answers form (FORM:CREATE) and shares it with anyone who has the link. */
export async function createSharedForm(
  gql: <T>(query: string, variables?: Record<string, unknown>) => Promise<GqlResult<T>>,
  questions: FormQuestion[] = answersQuestions(),
  title = 'Candidatures 2027',
): Promise<CreatedForm> {
  const created = await gql<{ createForm: CreatedForm }>(FORM_CREATE, {
    input: { title, kind: 'intake', languages: ['fr', 'en'], questions },
  });
  expect(created.errors).toBeUndefined();
  const form = created.data?.createForm as CreatedForm;
  const shared = await gql(FORM_SHARE, { id: form._id, a: 'PUBLIC' });
  expect(shared.errors).toBeUndefined();
  return form;
}
