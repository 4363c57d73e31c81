import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Gql = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: T | null; errors?: { message: string; extensions?: { code?: string; fields?: unknown } }[] }>;

async function setUp() {
  const org = await server.createOrganisationWithRoles({ plan: { features: ['CUSTOM_FIELD_EDITING'] as never } });
  const user = await server.createUser(org, { roleType: 'Admin' });
  const { token } = await server.signIn(org, user.email);
  const gql: Gql = (query, variables = {}) => server.graphql(query, { host: hostOf(org), token, variables });
  return { org, user, gql };
}

const CREATE = 'mutation ($input: CustomFieldInput!) { createCustomField(input: $input) { _id } }';
const FORMS = '{ profileForms { _id kind items { required field { _id label } } } }';
const FORM =
  'query ($id: ID!) { profileForm(id: $id) { _id kind entityKind hidden updatedAt items { required field { _id label type options { _id label } answerCount formKind } } } }';
const SET_FORM =
  'mutation ($id: ID!, $items: [ProfileFormItemInput!]!) { updateProfileForm(id: $id, items: $items) { _id } }';

async function fieldsOnForms(gql: Gql) {
  const field = async (input: Record<string, unknown>) => {
    const result = await gql<{ createCustomField: { _id: string } }>(CREATE, { input });
    expect(result.errors).toBeUndefined();
    return result.data?.createCustomField._id as string;
  };
  const stage = await field({
    entityKind: 'startup',
    label: 'Stage',
    type: 'select_dropdown',
    options: [{ label: 'Idea' }, { label: 'Seed' }],
  });
  const team = await field({ entityKind: 'startup', label: 'Team size', type: 'number' });
  const notes = await field({ entityKind: 'startup', label: 'Notes', type: 'text_long' });
  const forms = await gql<{ profileForms: { _id: string; kind: string }[] }>(FORMS);
  const formId = (kind: string) => forms.data?.profileForms.find((f) => f.kind === kind)?._id as string;
  const visible = formId('startup_profile');
  const hidden = formId('startup_profile_private');
  expect(
    (
      await gql(SET_FORM, {
        id: visible,
        items: [
          { fieldId: team, required: false },
          { fieldId: stage, required: true },
        ],
      })
    ).errors,
  ).toBeUndefined();
  expect((await gql(SET_FORM, { id: hidden, items: [{ fieldId: notes }] })).errors).toBeUndefined();
  return { stage, team, notes, visible, hidden };
}

const ENGINE_FORM =
  'query ($id: ID!) { form(id: $id) { _id baseId version isCurrent kind title languages audience canDelete questions { _id questionType customFieldId behavesAs label { language value } validations } } }';

interface EngineForm {
  _id: string;
  baseId: string;
  kind: string;
  canDelete: boolean;
  questions: {
    _id: string;
    questionType: string;
    customFieldId: string | null;
    behavesAs: string | null;
    label: { language: string; value: string }[];
    validations: { required?: boolean } | null;
  }[];
}

async function engineForm(gql: Gql, id: string): Promise<EngineForm> {
  const result = await gql<{ form: EngineForm }>(ENGINE_FORM, { id });
  expect(result.errors).toBeUndefined();
  return result.data?.form as EngineForm;
}

function fieldErrors(result: { errors?: { extensions?: { fields?: unknown } }[] }) {
  return (result.errors?.[0]?.extensions?.fields ?? []) as { field: string; message: string }[];
}

describe('profile forms on the forms engine', () => {
  it('keeps a profile form as a form of its kind whose questions are its fields, in order', async () => {
    const { gql } = await setUp();
    const { stage, team, notes, visible, hidden } = await fieldsOnForms(gql);
    const form = await engineForm(gql, visible);
    expect(form).toMatchObject({ _id: visible, baseId: visible, version: 1, isCurrent: true, kind: 'startup_profile' });
    expect(form).toMatchObject({ title: 'Startup profile', languages: ['en'], audience: 'NONE', canDelete: false });
    expect(form.questions).toEqual([
      {
        _id: team,
        questionType: 'custom_field',
        customFieldId: team,
        behavesAs: 'number',
        label: [{ language: 'en', value: 'Team size' }],
        validations: { required: false },
      },
      {
        _id: stage,
        questionType: 'custom_field',
        customFieldId: stage,
        behavesAs: 'select_dropdown',
        label: [{ language: 'en', value: 'Stage' }],
        validations: { required: true },
      },
    ]);
    expect((await engineForm(gql, hidden)).questions.map((q) => q.customFieldId)).toEqual([notes]);
    const listed = await gql<{ forms: { items: { _id: string }[] } }>(
      '{ forms(filter: { kind: startup_profile }) { items { _id } } }',
    );
    expect(listed.data?.forms.items.map((f) => f._id)).toEqual([visible]);
  });

  it("follows a field's label and type, and takes a deleted field off its form", async () => {
    const { gql } = await setUp();
    const { stage, team, visible } = await fieldsOnForms(gql);
    const renamed = await gql(
      'mutation ($id: ID!, $input: CustomFieldInput!) { updateCustomField(id: $id, input: $input) { _id } }',
      { id: team, input: { entityKind: 'startup', label: 'People', type: 'text' } },
    );
    expect(renamed.errors).toBeUndefined();
    const [first] = (await engineForm(gql, visible)).questions;
    expect(first).toMatchObject({ _id: team, behavesAs: 'text', label: [{ language: 'en', value: 'People' }] });

    const deleted = await gql('mutation ($id: ID!) { deleteCustomField(id: $id) }', { id: team });
    expect(deleted.errors).toBeUndefined();
    expect((await engineForm(gql, visible)).questions.map((q) => q._id)).toEqual([stage]);
    const profile = await gql<{ profileForm: { items: { required: boolean; field: { _id: string } }[] } }>(FORM, {
      id: visible,
    });
    expect(profile.data?.profileForm.items).toEqual([
      { required: true, field: expect.objectContaining({ _id: stage }) },
    ]);
  });

  it('leaves profile forms to the profile builder: the engine neither makes, changes, shares nor opens them', async () => {
    const { gql } = await setUp();
    const { visible } = await fieldsOnForms(gql);
    const input = { title: 'Another profile', kind: 'startup_profile', questions: [] };
    const made = await gql('mutation ($input: FormInput!) { createForm(input: $input) { _id } }', { input });
    expect(fieldErrors(made)).toEqual([
      { field: 'kind', message: 'Profile forms are made and arranged in the profile builder' },
    ]);
    const changed = await gql(
      'mutation ($id: ID!, $input: FormInput!) { updateForm(id: $id, input: $input) { _id } }',
      {
        id: visible,
        input: { ...input, title: 'Startup profile' },
      },
    );
    expect(fieldErrors(changed)).toEqual([
      { field: 'id', message: 'Profile forms are made and arranged in the profile builder' },
    ]);
    const copied = await gql('mutation ($id: ID!) { duplicateForm(id: $id, title: "Copy") { _id } }', { id: visible });
    expect(fieldErrors(copied)).toEqual([
      { field: 'kind', message: 'Profile forms are made and arranged in the profile builder' },
    ]);
    const shared = await gql('mutation ($id: ID!) { shareForm(id: $id, audience: PUBLIC) { _id } }', { id: visible });
    expect(fieldErrors(shared)).toEqual([
      { field: 'id', message: 'Profile forms are made and arranged in the profile builder' },
    ]);
    for (const mutation of ['deleteForm(id: $id)', 'archiveForm(id: $id, archived: true) { _id }']) {
      const refused = await gql(`mutation ($id: ID!) { ${mutation} }`, { id: visible });
      expect(fieldErrors(refused)).toEqual([{ field: 'id', message: 'Profile forms cannot be deleted or archived' }]);
    }
    const survey = await gql('query ($id: ID!) { survey(id: $id) { form { _id } } }', { id: visible });
    expect(survey.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const forms = await gql<{ profileForms: { _id: string }[] }>(FORMS);
    expect(forms.data?.profileForms).toHaveLength(4);
  });

  it('loads a profile form, the four forms and the field list in fewer statements than before', async () => {
    const { gql } = await setUp();
    const { visible } = await fieldsOnForms(gql);
    const count = async (query: string, variables?: Record<string, unknown>) => {
      const before = server.statementCount();
      const result = await gql(query, variables);
      expect(result.errors).toBeUndefined();
      return server.statementCount() - before;
    };
    // The session check, the profile forms, their fields with answer counts and forms (5, 5 and 4 before).
    expect(await count(FORM, { id: visible })).toBeLessThanOrEqual(3);
    expect(await count(FORMS)).toBeLessThanOrEqual(3);
    expect(await count('{ customFields { _id formKind answerCount } }')).toBeLessThanOrEqual(2);
  });
});
