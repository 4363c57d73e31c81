import type { FeatureFlagName, FormQuestion, RoleType } from '@cohort/shared';
import { expect } from 'vitest';
import { hostOf, type TestServer } from '../../../test/harness.ts';

/** Test helpers of the applications area: an organisation with people of each role, and an open call. */
export interface GqlError {
  message: string;
  extensions?: { code?: string; fields?: { field: string; message: string }[]; answerErrors?: unknown[] };
}
export type Gql = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: T | null; errors?: GqlError[] }>;

export interface Person {
  user: { id: string; email: string; password: string };
  token: string;
  gql: Gql;
}

export async function applicationsOrganisation(
  server: TestServer,
  flags: Partial<Record<FeatureFlagName, boolean>> = {},
  planFeatures: string[] = [],
) {
  const org = await server.createOrganisationWithRoles({
    featureFlags: flags as never,
    plan: { features: planFeatures as never },
  });
  const sign = async (roleType: RoleType, input: { email?: string; firstName?: string } = {}): Promise<Person> => {
    const user = await server.createUser(org, { roleType, ...input });
    const { token } = await server.signIn(org, user.email);
    const gql: Gql = (query, variables = {}) => server.graphql(query, { host: hostOf(org), token, variables });
    return { user, token, gql };
  };
  const anonymous: Gql = (query, variables = {}) => server.graphql(query, { host: hostOf(org), variables });
  return { org, sign, anonymous };
}

const en = (value: string) => [{ language: 'en' as const, value }];

/** An intake form: a required text, a choice, a file question. */
export function intakeQuestions(): FormQuestion[] {
  return [
    { id: 'pitch', questionType: 'text', label: en('One-line pitch'), validations: { required: true } },
    {
      id: 'stage',
      questionType: 'select_radio',
      label: en('Stage'),
      options: [
        { value: 'idea', labels: en('Idea') },
        { value: 'seed', labels: en('Seed') },
      ],
      validations: { required: true },
    },
    { id: 'team', questionType: 'number', label: en('Team size') },
  ];
}

export const FUNNEL_FIELDS =
  '_id name slug isOpen publishedAt closesAt submittedCount applicationCount adminIds rounds { _id kind name position formId } intakeForm { _id baseId title } viewerCan { edit delete }';
export const APPLICATION_FIELDS =
  '_id status startupName nextStep submittedAt round { _id kind name } funnel { _id name } applicant { _id fullName } sheets { baseId status answers } preparedDecision duplicateCount viewerCan { viewAsStaff editDraft process decide delete }';

export interface Call {
  funnelId: string;
  slug: string;
  programId: string;
  intakeFormId: string;
  rounds: { _id: string; kind: string; name: string }[];
}

/**
 * A published call with an intake form and the rounds asked for (default: a form round, a meeting round and the
 * decision), made by an admin through the API.
 */
export async function createCall(
  admin: Gql,
  options: {
    name?: string;
    closesAt?: string | null;
    opensAt?: string | null;
    rounds?: { kind: string; name: string; formId?: string }[];
    publish?: boolean;
  } = {},
): Promise<Call> {
  const stamp = Math.random().toString(36).slice(2, 8);
  const program = await admin<{ createProgram: { _id: string } }>(
    'mutation ($input: ProgramInput!) { createProgram(input: $input) { _id } }',
    { input: { name: `Programme ${stamp}` } },
  );
  expect(program.errors).toBeUndefined();
  const form = await admin<{ createForm: { _id: string; baseId: string } }>(
    'mutation ($input: FormInput!) { createForm(input: $input) { _id baseId } }',
    { input: { title: `Intake ${stamp}`, kind: 'intake', questions: intakeQuestions() } },
  );
  expect(form.errors).toBeUndefined();
  const deeper = await admin<{ createForm: { _id: string } }>(
    'mutation ($input: FormInput!) { createForm(input: $input) { _id } }',
    {
      input: {
        title: `Deeper ${stamp}`,
        kind: 'submission',
        questions: [{ id: 'market', questionType: 'text_long', label: en('Market'), validations: { required: true } }],
      },
    },
  );
  const programId = program.data?.createProgram._id as string;
  const intakeFormId = form.data?.createForm._id as string;
  const created = await admin<{ createFunnel: { _id: string; slug: string } }>(
    `mutation ($input: FunnelInput!) { createFunnel(input: $input) { ${FUNNEL_FIELDS} } }`,
    {
      input: {
        name: options.name ?? `Call ${stamp}`,
        programId,
        intakeFormId,
        description: 'Apply to our spring cohort',
        opensAt: options.opensAt === undefined ? null : options.opensAt,
        closesAt:
          options.closesAt === undefined ? new Date(Date.now() + 30 * 86_400_000).toISOString() : options.closesAt,
      },
    },
  );
  expect(created.errors).toBeUndefined();
  const funnelId = created.data?.createFunnel._id as string;
  const rounds = options.rounds ?? [
    { kind: 'form', name: 'Deeper questionnaire', formId: deeper.data?.createForm._id as string },
    { kind: 'meeting', name: 'Interview' },
    { kind: 'decision', name: 'Decision' },
  ];
  const withRounds = await admin<{ setFunnelRounds: { rounds: Call['rounds'] } }>(
    `mutation ($id: ID!, $rounds: [FunnelRoundInput!]!) { setFunnelRounds(id: $id, rounds: $rounds) { ${FUNNEL_FIELDS} } }`,
    { id: funnelId, rounds },
  );
  expect(withRounds.errors).toBeUndefined();
  if (options.publish !== false) {
    const published = await admin(
      'mutation ($id: ID!) { publishFunnel(id: $id, published: true) { _id publishedAt } }',
      { id: funnelId },
    );
    expect(published.errors).toBeUndefined();
  }
  return {
    funnelId,
    slug: created.data?.createFunnel.slug as string,
    programId,
    intakeFormId,
    rounds: withRounds.data?.setFunnelRounds.rounds ?? [],
  };
}

/** A valid sheet of answers to `intakeQuestions`. */
export const INTAKE_ANSWERS = { pitch: 'Solar kits for schools', stage: { values: ['seed'] }, team: 3 };

/** An applicant who starts an application to the call and submits it. */
export async function submittedApplication(applicant: Gql, call: Call, startupName = 'SunSchool'): Promise<string> {
  const started = await applicant<{ startApplication: { _id: string } }>(
    `mutation ($f: ID!, $n: String) { startApplication(funnelId: $f, startupName: $n) { _id } }`,
    { f: call.funnelId, n: startupName },
  );
  expect(started.errors).toBeUndefined();
  const id = started.data?.startApplication._id as string;
  const submitted = await applicant(
    `mutation ($id: ID!, $a: JSON!) { submitApplication(applicationId: $id, answers: $a) { _id status } }`,
    { id, a: INTAKE_ANSWERS },
  );
  expect(submitted.errors).toBeUndefined();
  return id;
}
