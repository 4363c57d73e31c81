import type { FormQuestion } from '@cohort/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Role = 'Admin' | 'Staff' | 'Coach' | 'Cofounder' | 'Mentor';
interface GqlError {
  message: string;
  extensions?: { code?: string; fields?: { field: string; message: string }[]; answerErrors?: unknown[] };
}
type Gql = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: T | null; errors?: GqlError[] }>;

async function organisation(flags: Record<string, boolean> = {}) {
  const org = await server.createOrganisationWithRoles({
    featureFlags: flags as never,
    plan: { features: ['CUSTOM_FIELD_EDITING'] as never },
  });
  const sign = async (roleType: Role) => {
    const user = await server.createUser(org, { roleType });
    const { token } = await server.signIn(org, user.email);
    const gql: Gql = (query, variables = {}) => server.graphql(query, { host: hostOf(org), token, variables });
    return { user, gql };
  };
  const anonymous: Gql = (query, variables = {}) => server.graphql(query, { host: hostOf(org), variables });
  return { org, sign, anonymous };
}

const en = (value: string) => [{ language: 'en' as const, value }];
const option = (value: string, label: string, numericalValue?: number) => ({
  value,
  labels: en(label),
  ...(numericalValue === undefined ? {} : { numericalValue }),
});

function intakeQuestions(): FormQuestion[] {
  return [
    { id: 'name', questionType: 'text', label: en('Startup name'), validations: { required: true } },
    {
      id: 'stage',
      questionType: 'select_radio',
      label: en('Stage'),
      options: [option('idea', 'Idea', 1), option('seed', 'Seed', 3), option('a', 'Series A', 5)],
      validations: { required: true },
    },
    {
      id: 'raised',
      questionType: 'currency',
      label: en('Amount raised'),
      validations: { required: true, min: 0 },
      dependency: {
        operator: 'or',
        statements: [{ action: 'show', questionId: 'stage', operator: 'equals', values: ['seed', 'a'] }],
      },
    },
    { id: 'phone', questionType: 'phone', label: en('Phone') },
    { id: 'founders', questionType: 'number', label: en('Founders') },
    { id: 'employees', questionType: 'number', label: en('Employees') },
    { id: 'team', questionType: 'calculated', label: en('Team'), formula: '{founders} + {employees}' },
    {
      id: 'team_table',
      questionType: 'table',
      label: en('Team members'),
      columns: [
        { id: 'who', label: en('Name'), type: 'text' },
        { id: 'age', label: en('Age'), type: 'number' },
      ],
    },
  ];
}

const FORM =
  '_id baseId version isCurrent kind title tags languages questionCount answerCount canEdit canDelete shareId audience versions { _id version answerCount }';
const CREATE = `mutation ($input: FormInput!) { createForm(input: $input) { ${FORM} } }`;
const UPDATE = `mutation ($id: ID!, $input: FormInput!) { updateForm(id: $id, input: $input) { ${FORM} } }`;
const SHARE = `mutation ($id: ID!, $a: FormAudience!, $e: DateTime) { shareForm(id: $id, audience: $a, expiresAt: $e) { _id audience } }`;
const SHARED = `query ($s: ID!) { sharedForm(shareId: $s) { _id title currency questions { _id questionType label { language value } options dependency formula } } }`;
const SUBMIT_SHARED = `mutation ($s: ID!, $a: JSON!, $e: String) { submitSharedForm(shareId: $s, answers: $a, email: $e) { _id score maxScore } }`;

interface Form {
  _id: string;
  baseId: string;
  version: number;
  shareId: string;
  answerCount: number;
  canDelete: boolean;
  versions: { _id: string; version: number; answerCount: number }[];
}

async function createIntake(gql: Gql, title = 'Intake 2027') {
  const result = await gql<{ createForm: Form }>(CREATE, {
    input: { title, kind: 'intake', tags: ['2027'], languages: ['en', 'fr'], questions: intakeQuestions() },
  });
  expect(result.errors).toBeUndefined();
  return result.data?.createForm as Form;
}

describe('forms', () => {
  it('lets FORM:CREATE build a form and refuses others, with the form listed with its counts', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const form = await createIntake(admin.gql);
    expect(form).toMatchObject({ version: 1, answerCount: 0, canDelete: true });
    const refused = await coach.gql(CREATE, { input: { title: 'X', kind: 'survey', questions: [] } });
    expect(refused.errors?.[0]).toBeDefined();
    const refusedKind = await coach.gql(CREATE, { input: { title: 'X', kind: 'feedback', questions: [] } });
    expect(refusedKind.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const list = await admin.gql<{ forms: { total: number; items: { title: string; questionCount: number }[] } }>(
      '{ forms(filter: { search: "intake" }) { total items { title questionCount } } }',
    );
    expect(list.data?.forms).toEqual({ total: 1, items: [{ title: 'Intake 2027', questionCount: 8 }] });
    const coachList = await coach.gql('{ forms { total } }');
    expect(coachList.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });

  it('refuses a form with a dependency cycle, a formula on itself or a label too long, naming the question', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const cycle: FormQuestion[] = [
      {
        id: 'a',
        questionType: 'text',
        label: en('A'),
        dependency: {
          operator: 'and',
          statements: [{ action: 'show', questionId: 'b', operator: 'equals', values: ['x'] }],
        },
      },
      {
        id: 'b',
        questionType: 'text',
        label: en('B'),
        dependency: {
          operator: 'and',
          statements: [{ action: 'show', questionId: 'a', operator: 'equals', values: ['x'] }],
        },
      },
    ];
    const one = await admin.gql(CREATE, { input: { title: 'Cycle', kind: 'intake', questions: cycle } });
    expect(one.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'questions.a', message: '"A": its conditions depend on each other in a circle' },
      { field: 'questions.b', message: '"B": its conditions depend on each other in a circle' },
    ]);
    const self = await admin.gql(CREATE, {
      input: {
        title: 'Self',
        kind: 'quiz',
        questions: [{ id: 't', questionType: 'calculated', label: en('Total'), formula: '{t} + 1' }],
      },
    });
    expect(self.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'questions.t', message: '"Total": the formula refers to itself' },
    ]);
    const long = await admin.gql(CREATE, {
      input: {
        title: 'Long',
        kind: 'quiz',
        questions: [{ id: 'q', questionType: 'text', label: en('x'.repeat(501)) }],
      },
    });
    expect(long.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'questions.q.label.0.value', message: 'A label must be at most 500 characters' },
    ]);
    const list = await admin.gql<{ forms: { total: number } }>('{ forms { total } }');
    expect(list.data?.forms.total).toBe(0);
  });

  it('lets an anonymous visitor fill a publicly shared form, with conditional questions and specific messages', async () => {
    const { sign, anonymous } = await organisation();
    const admin = await sign('Admin');
    const form = await createIntake(admin.gql);
    const unshared = await anonymous(SHARED, { s: form.shareId });
    expect(unshared.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    await admin.gql(SHARE, { id: form._id, a: 'PUBLIC' });
    const shared = await anonymous<{ sharedForm: { title: string; currency: string; questions: unknown[] } }>(SHARED, {
      s: form.shareId,
    });
    expect(shared.data?.sharedForm).toMatchObject({ title: 'Intake 2027', currency: 'USD' });
    expect(shared.data?.sharedForm.questions).toHaveLength(8);

    const bad = await anonymous(SUBMIT_SHARED, {
      s: form.shareId,
      a: { name: '', stage: { values: ['seed'] }, phone: '12', team_table: [{ who: 'Ada', age: 'old' }] },
    });
    expect(bad.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'answers.name', message: 'Startup name is a required field' },
      { field: 'answers.raised', message: 'Amount raised is a required field' },
      { field: 'answers.phone', message: 'Phone is not a valid phone number' },
      { field: 'answers.team_table', message: 'Team members, row 1: Age is not valid' },
    ]);
    // At the idea stage the amount raised is hidden: neither required nor kept.
    const ok = await anonymous<{ submitSharedForm: { score: number; maxScore: number } }>(SUBMIT_SHARED, {
      s: form.shareId,
      a: {
        name: 'Solaris',
        stage: { values: ['idea'] },
        raised: 5000,
        phone: '+33 6 12 34 56 78',
        founders: 2,
        employees: 3,
        team: 999,
        team_table: [
          { who: 'Ada', age: 36 },
          { who: '', age: null },
        ],
      },
      e: 'visitor@example.com',
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.submitSharedForm).toMatchObject({ score: 1, maxScore: 5 });
    const responses = await admin.gql<{
      formResponses: { total: number; items: { answers: Record<string, unknown>; respondentEmail: string }[] };
    }>('query ($id: ID!) { formResponses(formId: $id) { total items { answers respondentEmail version } } }', {
      id: form._id,
    });
    expect(responses.data?.formResponses.total).toBe(1);
    expect(responses.data?.formResponses.items[0]).toMatchObject({
      respondentEmail: 'visitor@example.com',
      answers: {
        name: 'Solaris',
        stage: { values: ['idea'] },
        phone: '+33612345678',
        founders: 2,
        employees: 3,
        team: 5,
        team_table: [{ who: 'Ada', age: 36 }],
      },
    });
    expect(responses.data?.formResponses.items[0]?.answers).not.toHaveProperty('raised');
  });

  it('answers "not found" for another organisation\'s link, an expired link and an archived form', async () => {
    const one = await organisation();
    const other = await organisation();
    const admin = await one.sign('Admin');
    const form = await createIntake(admin.gql);
    await admin.gql(SHARE, { id: form._id, a: 'PUBLIC' });
    const elsewhere = await other.anonymous(SHARED, { s: form.shareId });
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const otherAdmin = await other.sign('Admin');
    const readOther = await otherAdmin.gql('query ($id: ID!) { form(id: $id) { _id } }', { id: form._id });
    expect(readOther.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const past = await admin.gql(SHARE, { id: form._id, a: 'PUBLIC', e: new Date(Date.now() - 1000).toISOString() });
    expect(past.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'expiresAt', message: 'The link must expire in the future' },
    ]);
    await admin.gql('mutation ($id: ID!) { archiveForm(id: $id, archived: true) { _id } }', { id: form._id });
    const archived = await one.anonymous(SHARED, { s: form.shareId });
    expect(archived.errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });

  it('makes a new version when a form with answers changes, keeps answers on theirs, refuses deletion', async () => {
    const { sign, anonymous } = await organisation();
    const admin = await sign('Admin');
    const form = await createIntake(admin.gql);
    // Without answers, a change keeps the version.
    const renamed = await admin.gql<{ updateForm: Form }>(UPDATE, {
      id: form._id,
      input: { title: 'Intake', kind: 'intake', questions: intakeQuestions().slice(0, 7) },
    });
    expect(renamed.data?.updateForm).toMatchObject({ _id: form._id, version: 1 });
    await admin.gql(SHARE, { id: form._id, a: 'PUBLIC' });
    await anonymous(SUBMIT_SHARED, { s: form.shareId, a: { name: 'A', stage: { values: ['idea'] } } });
    const titleOnly = await admin.gql<{ updateForm: Form }>(UPDATE, {
      id: form._id,
      input: { title: 'Intake 2028', kind: 'intake', questions: intakeQuestions().slice(0, 7) },
    });
    expect(titleOnly.data?.updateForm).toMatchObject({ _id: form._id, version: 1 });
    const changed = await admin.gql<{ updateForm: Form }>(UPDATE, {
      id: form._id,
      input: { title: 'Intake 2028', kind: 'intake', questions: intakeQuestions() },
    });
    const next = changed.data?.updateForm as Form;
    expect(next).toMatchObject({
      baseId: form._id,
      version: 2,
      answerCount: 1,
      canDelete: false,
      shareId: form.shareId,
    });
    expect(next.versions.map((v) => [v.version, v.answerCount])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    const stale = await admin.gql(UPDATE, { id: form._id, input: { title: 'Old', kind: 'intake', questions: [] } });
    expect(stale.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'id', message: 'This is an earlier version of the form: open its current version to change it' },
    ]);
    const responses = await admin.gql<{ formResponses: { items: { version: number }[] } }>(
      'query ($id: ID!) { formResponses(formId: $id) { items { version } } }',
      { id: next._id },
    );
    expect(responses.data?.formResponses.items).toEqual([{ version: 1 }]);
    const deleted = await admin.gql('mutation ($id: ID!) { deleteForm(id: $id) }', { id: next._id });
    expect(deleted.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'id', message: 'This form has answers: archive it instead of deleting it' },
    ]);
    const old = await admin.gql<{ form: { questionCount: number; isCurrent: boolean } }>(
      'query ($id: ID!) { form(id: $id) { questionCount isCurrent } }',
      { id: form._id },
    );
    expect(old.data?.form).toEqual({ questionCount: 7, isCurrent: false });
  });

  it("keeps a signed-in person's draft and restores it, then submits it", async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const founder = await sign('Cofounder');
    const form = await createIntake(admin.gql, 'Survey');
    const hidden = await founder.gql('query ($id: ID!) { survey(id: $id) { form { _id } } }', { id: form._id });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    await admin.gql(SHARE, { id: form._id, a: 'MEMBERS' });
    const draft = { name: 'Half', phone: '+33 6' };
    const saved = await founder.gql(
      'mutation ($id: ID!, $a: JSON!) { saveFormDraft(formId: $id, answers: $a) { status answers } }',
      {
        id: form._id,
        a: draft,
      },
    );
    expect(saved.data).toEqual({ saveFormDraft: { status: 'draft', answers: draft } });
    const back = await founder.gql<{ survey: { draft: { answers: unknown } } }>(
      'query ($id: ID!) { survey(id: $id) { form { title } draft { answers } } }',
      { id: form._id },
    );
    expect(back.data?.survey.draft.answers).toEqual(draft);
    const before = server.statementCount();
    await founder.gql(
      'query ($id: ID!) { survey(id: $id) { form { questions { _id } currency } draft { answers } } }',
      {
        id: form._id,
      },
    );
    expect(server.statementCount() - before).toBeLessThanOrEqual(3);
    const submitted = await founder.gql<{ submitFormResponse: { status: string } }>(
      'mutation ($id: ID!, $a: JSON!) { submitFormResponse(formId: $id, answers: $a) { status } }',
      { id: form._id, a: { name: 'Whole', stage: { values: ['a'] }, raised: 10 } },
    );
    expect(submitted.data?.submitFormResponse.status).toBe('submitted');
    const after = await founder.gql<{ survey: { draft: unknown } }>(
      'query ($id: ID!) { survey(id: $id) { draft { _id } } }',
      {
        id: form._id,
      },
    );
    expect(after.data?.survey.draft).toBeNull();
  });

  it("reads a custom field question's type and options from the field, and leaves it out once the field is gone", async () => {
    const { sign, anonymous } = await organisation();
    const admin = await sign('Admin');
    const field = await admin.gql<{ createCustomField: { _id: string; options: { _id: string; label: string }[] } }>(
      'mutation ($input: CustomFieldInput!) { createCustomField(input: $input) { _id options { _id label } } }',
      {
        input: {
          entityKind: 'user',
          label: 'Languages',
          type: 'select_checkbox',
          options: [{ label: 'English' }, { label: 'French' }],
        },
      },
    );
    const { _id: fieldId, options } = field.data?.createCustomField ?? { _id: '', options: [] };
    const created = await admin.gql<{ createForm: Form }>(CREATE, {
      input: {
        title: 'With a field',
        kind: 'intake',
        questions: [
          {
            id: 'langs',
            questionType: 'custom_field',
            customFieldId: fieldId,
            behavesAs: 'text',
            label: en('Languages'),
          },
        ],
      },
    });
    expect(created.errors).toBeUndefined();
    const form = created.data?.createForm as Form;
    await admin.gql(SHARE, { id: form._id, a: 'PUBLIC' });
    const shared = await anonymous<{
      sharedForm: { questions: { behavesAs: string; options: { value: string }[] }[] };
    }>('query ($s: ID!) { sharedForm(shareId: $s) { questions { behavesAs options } } }', { s: form.shareId });
    expect(shared.data?.sharedForm.questions[0]).toMatchObject({
      behavesAs: 'select_checkbox',
      options: options.map((o) => ({ value: o._id, labels: [{ language: 'en', value: o.label }] })),
    });
    const sent = await anonymous(SUBMIT_SHARED, { s: form.shareId, a: { langs: { values: [options[1]?._id] } } });
    expect(sent.errors).toBeUndefined();
    const wrong = await anonymous(SUBMIT_SHARED, { s: form.shareId, a: { langs: { values: ['nope'] } } });
    expect(wrong.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'answers.langs', message: 'Languages: choose one of the options' },
    ]);
    // Signed in, the answer is the person's own profile value: the form opens with it and a submission writes it.
    const founder = await sign('Cofounder');
    await admin.gql(SHARE, { id: form._id, a: 'MEMBERS' });
    const SURVEY = 'query ($id: ID!) { survey(id: $id) { initialAnswers } }';
    const empty = await founder.gql<{ survey: { initialAnswers: unknown } }>(SURVEY, { id: form._id });
    expect(empty.data?.survey.initialAnswers).toEqual({});
    const submitted = await founder.gql(
      'mutation ($id: ID!, $a: JSON!) { submitFormResponse(formId: $id, answers: $a) { status } }',
      { id: form._id, a: { langs: { values: [options[0]?._id] } } },
    );
    expect(submitted.errors).toBeUndefined();
    const filled = await founder.gql<{ survey: { initialAnswers: unknown } }>(SURVEY, { id: form._id });
    expect(filled.data?.survey.initialAnswers).toEqual({ langs: { values: [options[0]?._id] } });
    await admin.gql(SHARE, { id: form._id, a: 'PUBLIC' });
    await admin.gql('mutation ($id: ID!) { deleteCustomField(id: $id) }', { id: fieldId });
    const after = await anonymous<{ sharedForm: { questions: unknown[] } }>(
      'query ($s: ID!) { sharedForm(shareId: $s) { questions { _id } } }',
      { s: form.shareId },
    );
    expect(after.data?.sharedForm.questions).toEqual([]);
  });

  it("reads and writes the founder's startup fields, never the hidden ones", async () => {
    const { sign, org } = await organisation();
    const admin = await sign('Admin');
    const founderUser = await server.createUser(org, { roleType: 'Cofounder' });
    await admin.gql('mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }', {
      input: { name: 'Solaris', memberIds: [founderUser.id] },
    });
    const { token } = await server.signIn(org, founderUser.email);
    const founder = {
      gql: ((query, variables = {}) => server.graphql(query, { host: hostOf(org), token, variables })) as Gql,
    };
    const field = async (label: string) => {
      const made = await admin.gql<{ createCustomField: { _id: string } }>(
        'mutation ($input: CustomFieldInput!) { createCustomField(input: $input) { _id } }',
        { input: { entityKind: 'startup', label, type: 'number' } },
      );
      return made.data?.createCustomField._id as string;
    };
    const teamSize = await field('Team size');
    const secret = await field('Internal rating');
    const forms = await admin.gql<{ profileForms: { _id: string; kind: string }[] }>('{ profileForms { _id kind } }');
    const hidden = forms.data?.profileForms.find((f) => f.kind === 'startup_profile_private')?._id;
    await admin.gql(
      'mutation ($id: ID!, $items: [ProfileFormItemInput!]!) { updateProfileForm(id: $id, items: $items) { _id } }',
      {
        id: hidden,
        items: [{ fieldId: secret, required: false }],
      },
    );
    const created = await admin.gql<{ createForm: Form }>(CREATE, {
      input: {
        title: 'Startup check-in',
        kind: 'feedback',
        questions: [
          { id: 'size', questionType: 'custom_field', customFieldId: teamSize, label: en('Team size') },
          { id: 'rating', questionType: 'custom_field', customFieldId: secret, label: en('Rating') },
        ],
      },
    });
    const form = created.data?.createForm as Form;
    await admin.gql(SHARE, { id: form._id, a: 'MEMBERS' });
    const sent = await founder.gql(
      'mutation ($id: ID!, $a: JSON!) { submitFormResponse(formId: $id, answers: $a) { status } }',
      {
        id: form._id,
        a: { size: 7, rating: 5 },
      },
    );
    expect(sent.errors).toBeUndefined();
    const again = await founder.gql<{ survey: { initialAnswers: unknown } }>(
      'query ($id: ID!) { survey(id: $id) { initialAnswers } }',
      { id: form._id },
    );
    expect(again.data?.survey.initialAnswers).toEqual({ size: 7 });
  });

  it('keeps tables to their fixed rows without the flag qUserAddRow', async () => {
    const { sign, anonymous } = await organisation({ qUserAddRow: false });
    const admin = await sign('Admin');
    const form = await createIntake(admin.gql);
    await admin.gql(SHARE, { id: form._id, a: 'PUBLIC' });
    const shared = await anonymous<{ sharedForm: { userAddRows: boolean } }>(
      'query ($s: ID!) { sharedForm(shareId: $s) { userAddRows } }',
      { s: form.shareId },
    );
    expect(shared.data?.sharedForm.userAddRows).toBe(false);
    const two = await anonymous(SUBMIT_SHARED, {
      s: form.shareId,
      a: { name: 'A', stage: { values: ['idea'] }, team_table: [{ who: 'Ada' }, { who: 'Bo' }] },
    });
    expect(two.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'answers.team_table', message: 'Team members has at most 1 rows' },
    ]);
  });

  it('keeps surveys behind the flag feedbackForms', async () => {
    const { sign } = await organisation({ feedbackForms: false });
    const admin = await sign('Admin');
    const form = await createIntake(admin.gql);
    await admin.gql(SHARE, { id: form._id, a: 'MEMBERS' });
    const refused = await admin.gql('query ($id: ID!) { survey(id: $id) { form { _id } } }', { id: form._id });
    expect(refused.errors?.[0]?.message).toBe('This feature is switched off for your organisation');
  });

  it('deletes a form without answers; loads a form of 300 questions in three statements', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const questions: FormQuestion[] = Array.from({ length: 300 }, (_, i) => ({
      id: `q${i}`,
      questionType: i % 3 === 0 ? 'select_radio' : 'text',
      label: en(`Question ${i}`),
      ...(i % 3 === 0 ? { options: [option('y', 'Yes', 1), option('n', 'No', 0)] } : {}),
    }));
    const created = await admin.gql<{ createForm: Form }>(CREATE, {
      input: { title: 'Big', kind: 'evaluation', questions },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data?.createForm._id as string;
    const before = server.statementCount();
    const loaded = await admin.gql<{ form: { questionCount: number } }>(
      'query ($id: ID!) { form(id: $id) { questionCount questions { _id label { value } options } versions { _id } } }',
      { id },
    );
    expect(server.statementCount() - before).toBeLessThanOrEqual(3);
    expect(loaded.data?.form.questionCount).toBe(300);
    const deleted = await admin.gql('mutation ($id: ID!) { deleteForm(id: $id) }', { id });
    expect(deleted.data).toEqual({ deleteForm: id });
  });
});
