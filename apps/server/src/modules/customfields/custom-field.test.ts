import { PLAN_FEATURE_UNAVAILABLE_MESSAGE } from '@cohort/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Role = 'Admin' | 'Cofounder' | 'Coach' | 'Mentor' | 'Staff' | 'CommunityMember';
type Gql = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: T | null; errors?: { message: string; extensions?: { code?: string; fields?: unknown } }[] }>;

async function setUp(options: { features?: string[]; flags?: Record<string, boolean> } = {}) {
  const org = await server.createOrganisationWithRoles({
    plan: { features: (options.features ?? ['CUSTOM_FIELD_EDITING']) as never },
    featureFlags: options.flags as never,
  });
  const sign = async (roleType: Role) => {
    const user = await server.createUser(org, { roleType });
    const { token } = await server.signIn(org, user.email);
    const gql: Gql = (query, variables = {}) => server.graphql(query, { host: hostOf(org), token, variables });
    return { user, gql };
  };
  const admin = await sign('Admin');
  const founder = await sign('Cofounder');
  const coach = await sign('Coach');
  const staff = await sign('Staff');
  const member = await sign('CommunityMember');
  const mentor = await sign('Mentor');
  const created = await admin.gql<{ createStartup: { _id: string } }>(
    'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
    { input: { name: 'Solaris', memberIds: [founder.user.id] } },
  );
  const startupId = created.data?.createStartup._id as string;
  return { org, admin, founder, coach, mentor, staff, member, startupId };
}

const FIELD = '_id label type entityKind options { _id label } currency answerCount formKind';
const CREATE = `mutation ($input: CustomFieldInput!) { createCustomField(input: $input) { ${FIELD} } }`;
const UPDATE = `mutation ($id: ID!, $input: CustomFieldInput!) { updateCustomField(id: $id, input: $input) { ${FIELD} } }`;
const FORMS = `{ profileForms { _id kind hidden entityKind items { required field { _id label } } } }`;
const SET_FORM = `mutation ($id: ID!, $items: [ProfileFormItemInput!]!) { updateProfileForm(id: $id, items: $items) { _id kind items { required field { _id } } } }`;
const VALUES = `query ($k: ProfileEntityKind!, $id: ID!, $h: Boolean) { profileFields(entityKind: $k, entityId: $id, hidden: $h) { canEdit kind items { required field { _id label type } value { text number date optionIds } } } }`;
const SET_VALUES = `mutation ($k: ProfileEntityKind!, $id: ID!, $h: Boolean, $v: [CustomFieldValueInput!]!) { setProfileFieldValues(entityKind: $k, entityId: $id, hidden: $h, values: $v) { canEdit items { field { _id } value { text number date optionIds } } } }`;

interface Field {
  _id: string;
  label: string;
  type: string;
  options: { _id: string; label: string }[];
  answerCount: number;
  formKind: string | null;
}
interface Form {
  _id: string;
  kind: string;
  items: { required: boolean; field: { _id: string } }[];
}
interface Values {
  canEdit: boolean;
  items: {
    field: { _id: string };
    value: { text: string | null; number: number | null; optionIds: string[] | null } | null;
  }[];
}

async function createField(gql: Gql, input: Record<string, unknown>): Promise<Field> {
  const result = await gql<{ createCustomField: Field }>(CREATE, { input });
  expect(result.errors).toBeUndefined();
  return result.data?.createCustomField as Field;
}

async function formOf(gql: Gql, kind: string): Promise<Form> {
  const result = await gql<{ profileForms: Form[] }>(FORMS);
  expect(result.errors).toBeUndefined();
  return result.data?.profileForms.find((f) => f.kind === kind) as Form;
}

/** Startup fields: Stage (choice) and Team size (number) visible and required, Score (number) hidden. */
async function startupFields(admin: { gql: Gql }) {
  const stage = await createField(admin.gql, {
    entityKind: 'startup',
    label: 'Stage',
    type: 'select_dropdown',
    options: [{ label: 'Idea' }, { label: 'MVP' }, { label: 'Seed' }],
  });
  const team = await createField(admin.gql, { entityKind: 'startup', label: 'Team size', type: 'number' });
  const score = await createField(admin.gql, { entityKind: 'startup', label: 'Internal score', type: 'number' });
  const visible = await formOf(admin.gql, 'startup_profile');
  const hidden = await formOf(admin.gql, 'startup_profile_private');
  const setVisible = await admin.gql<{ updateProfileForm: Form }>(SET_FORM, {
    id: visible._id,
    items: [
      { fieldId: stage._id, required: true },
      { fieldId: team._id, required: false },
    ],
  });
  expect(setVisible.errors).toBeUndefined();
  const setHidden = await admin.gql(SET_FORM, { id: hidden._id, items: [{ fieldId: score._id }] });
  expect(setHidden.errors).toBeUndefined();
  return { stage, team, score, visible, hidden };
}

function fieldErrors(result: { errors?: { extensions?: { fields?: unknown } }[] }) {
  return (result.errors?.[0]?.extensions?.fields ?? []) as { field: string; message: string }[];
}

describe('custom fields', () => {
  it('creates, validates, updates and deletes fields; options keep their ids and removed ones leave the answers', async () => {
    const { admin, founder, startupId } = await setUp();
    const bad = await admin.gql(CREATE, { input: { entityKind: 'startup', label: ' ', type: 'select_radio' } });
    expect(fieldErrors(bad)).toEqual(
      expect.arrayContaining([
        { field: 'label', message: 'Label is required' },
        { field: 'options', message: 'Add at least one option' },
      ]),
    );
    const currency = await admin.gql(CREATE, {
      input: { entityKind: 'startup', label: 'Funding', type: 'currency', currency: 'euro' },
    });
    expect(fieldErrors(currency)).toEqual([
      { field: 'currency', message: 'Currency must be a three-letter code, like EUR' },
    ]);
    const { stage, team } = await startupFields(admin);
    expect(stage.options.map((o) => o.label)).toEqual(['Idea', 'MVP', 'Seed']);
    const taken = await admin.gql(CREATE, { input: { entityKind: 'startup', label: 'stage', type: 'text' } });
    expect(fieldErrors(taken)).toEqual([{ field: 'label', message: 'A field with this label already exists' }]);
    // The same label is free for another entity kind.
    await createField(admin.gql, { entityKind: 'user', label: 'Stage', type: 'text' });

    const [idea, mvp] = stage.options;
    const saved = await founder.gql(SET_VALUES, {
      k: 'startup',
      id: startupId,
      v: [
        { fieldId: stage._id, optionIds: [mvp?._id] },
        { fieldId: team._id, number: 4 },
      ],
    });
    expect(saved.errors).toBeUndefined();

    // Renaming an option keeps answers; removing it removes them; the type is locked once answered.
    const renamed = await admin.gql<{ updateCustomField: Field }>(UPDATE, {
      id: stage._id,
      input: {
        entityKind: 'startup',
        label: 'Stage of the company',
        type: 'select_dropdown',
        options: [{ _id: idea?._id, label: 'Idea' }, { _id: mvp?._id, label: 'Prototype' }, { label: 'Series A' }],
      },
    });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.updateCustomField.options.map((o) => o.label)).toEqual(['Idea', 'Prototype', 'Series A']);
    expect(renamed.data?.updateCustomField.options[1]?._id).toBe(mvp?._id);
    expect(renamed.data?.updateCustomField.answerCount).toBe(1);
    const locked = await admin.gql(UPDATE, {
      id: team._id,
      input: { entityKind: 'startup', label: 'Team size', type: 'text' },
    });
    expect(fieldErrors(locked)).toEqual([
      { field: 'type', message: 'This field already has answers: its type cannot change' },
    ]);
    const removed = await admin.gql<{ updateCustomField: Field }>(UPDATE, {
      id: stage._id,
      input: {
        entityKind: 'startup',
        label: 'Stage',
        type: 'select_dropdown',
        options: [{ _id: idea?._id, label: 'Idea' }],
      },
    });
    expect(removed.data?.updateCustomField.answerCount).toBe(0);

    const deleted = await admin.gql<{ deleteCustomField: string }>(
      'mutation ($id: ID!) { deleteCustomField(id: $id) }',
      {
        id: team._id,
      },
    );
    expect(deleted.data?.deleteCustomField).toBe(team._id);
    const list = await admin.gql<{ customFields: Field[] }>(`{ customFields(entityKind: startup) { ${FIELD} } }`);
    expect(list.data?.customFields.map((f) => [f.label, f.formKind])).toEqual([
      ['Internal score', 'startup_profile_private'],
      ['Stage', 'startup_profile'],
    ]);
  });

  it('keeps editing to PROFILE_FIELDS:EDIT, the customFieldsEdit flag and the plan, and the list to staff', async () => {
    const { admin, staff, founder, coach } = await setUp();
    const input = { entityKind: 'startup', label: 'Stage', type: 'text' };
    for (const who of [staff, founder, coach]) {
      const refused = await who.gql(CREATE, { input });
      expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    }
    expect((await founder.gql('{ customFields { _id } }')).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    expect((await coach.gql('{ customFields { _id } }')).errors).toBeUndefined();
    // The forms, and changing a field or a form, are for PROFILE_FIELDS:EDIT only.
    const field = await createField(admin.gql, input);
    const form = await formOf(admin.gql, 'startup_profile');
    for (const who of [staff, founder, coach]) {
      const refusals = [
        await who.gql(FORMS),
        await who.gql('query ($id: ID!) { profileForm(id: $id) { _id } }', { id: form._id }),
        await who.gql(SET_FORM, { id: form._id, items: [] }),
        await who.gql(UPDATE, { id: field._id, input }),
        await who.gql('mutation ($id: ID!) { deleteCustomField(id: $id) }', { id: field._id }),
      ];
      for (const refusal of refusals) expect(refusal.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    }

    const noPlan = await setUp({ features: [] });
    const planRefusal = await noPlan.admin.gql(CREATE, { input });
    expect(planRefusal.errors?.[0]?.message).toBe(PLAN_FEATURE_UNAVAILABLE_MESSAGE);
    const noFlag = await setUp({ flags: { customFieldsEdit: false } });
    const flagRefusal = await noFlag.admin.gql(CREATE, { input });
    expect(flagRefusal.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });

  it('puts a field on one form of its profile, of its own entity kind', async () => {
    const { admin } = await setUp();
    const { stage, hidden } = await startupFields(admin);
    const twice = await admin.gql(SET_FORM, { id: hidden._id, items: [{ fieldId: stage._id }] });
    expect(fieldErrors(twice)).toEqual([
      { field: stage._id, message: 'This field is already on the other form of this profile' },
    ]);
    const userField = await createField(admin.gql, { entityKind: 'user', label: 'Languages', type: 'text' });
    const wrongKind = await admin.gql(SET_FORM, { id: hidden._id, items: [{ fieldId: userField._id }] });
    expect(fieldErrors(wrongKind)).toEqual([{ field: userField._id, message: 'This field was not found' }]);
    const unknown = await admin.gql(SET_FORM, { id: '00000000-0000-4000-8000-000000000000', items: [] });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });

  it("lets a startup's people fill its visible fields, and keeps the hidden ones to the programme side", async () => {
    const { admin, founder, coach, mentor, startupId } = await setUp();
    const { stage, team, score } = await startupFields(admin);
    const seed = stage.options[2]?._id;

    const required = await founder.gql(SET_VALUES, {
      k: 'startup',
      id: startupId,
      v: [{ fieldId: team._id, number: 3 }],
    });
    expect(fieldErrors(required)).toEqual([{ field: stage._id, message: 'This field is required' }]);
    const invalid = await founder.gql(SET_VALUES, {
      k: 'startup',
      id: startupId,
      v: [
        { fieldId: stage._id, optionIds: ['not-an-option'] },
        { fieldId: score._id, number: 9 },
      ],
    });
    expect(fieldErrors(invalid)).toEqual([
      { field: stage._id, message: 'Choose one of the options' },
      { field: score._id, message: 'This field is not on this profile' },
    ]);
    const saved = await founder.gql<{ setProfileFieldValues: Values }>(SET_VALUES, {
      k: 'startup',
      id: startupId,
      v: [
        { fieldId: stage._id, optionIds: [seed] },
        { fieldId: team._id, number: 3 },
      ],
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.setProfileFieldValues.items.map((i) => i.value?.optionIds ?? i.value?.number)).toEqual([
      [seed],
      3,
    ]);

    // The founder never sees the hidden fields, nor an assigned mentor; coaches (staff) read and write them.
    expect((await founder.gql(VALUES, { k: 'startup', id: startupId, h: true })).errors?.[0]?.extensions?.code).toBe(
      'ForbiddenError',
    );
    await admin.gql(
      'mutation ($s: ID!, $u: [ID!]!) { setStartupAssignations(startupId: $s, userIds: $u) { users { _id } } }',
      { s: startupId, u: [coach.user.id, mentor.user.id] },
    );
    expect((await mentor.gql(VALUES, { k: 'startup', id: startupId })).errors).toBeUndefined();
    expect((await mentor.gql(VALUES, { k: 'startup', id: startupId, h: true })).errors?.[0]?.extensions?.code).toBe(
      'ForbiddenError',
    );
    const mentorList = await mentor.gql<{ customFields: Field[] }>(
      `{ customFields(entityKind: startup) { ${FIELD} } }`,
    );
    expect(mentorList.data?.customFields.map((f) => f.label)).toEqual(['Stage', 'Team size']);
    const coachHidden = await coach.gql<{ profileFields: Values }>(VALUES, { k: 'startup', id: startupId, h: true });
    expect(coachHidden.data?.profileFields.canEdit).toBe(true);
    const adminWrite = await admin.gql<{ setProfileFieldValues: Values }>(SET_VALUES, {
      k: 'startup',
      id: startupId,
      h: true,
      v: [{ fieldId: score._id, number: 8.5 }],
    });
    expect(adminWrite.data?.setProfileFieldValues.items[0]?.value?.number).toBe(8.5);

    // An empty value clears an optional field; the answers of a deleted startup go with it.
    const cleared = await founder.gql<{ setProfileFieldValues: Values }>(SET_VALUES, {
      k: 'startup',
      id: startupId,
      v: [{ fieldId: team._id, number: null }],
    });
    expect(cleared.data?.setProfileFieldValues.items[1]?.value).toBeNull();
    await admin.gql('mutation ($id: ID!) { deleteStartup(id: $id) }', { id: startupId });
    const list = await admin.gql<{ customFields: Field[] }>(`{ customFields(entityKind: startup) { ${FIELD} } }`);
    expect(list.data?.customFields.every((f) => f.answerCount === 0)).toBe(true);
  });

  it('checks each value against its type', async () => {
    const { admin, member } = await setUp();
    const types = [
      ['Website', 'text_link', { text: 'not a link' }, 'Enter a valid link'],
      ['Birthday', 'date', { date: '2024-02-30' }, 'Enter a date (yyyy-MM-dd)'],
      ['Phone', 'phone', { text: 'call me' }, 'Enter a valid phone number'],
    ] as const;
    const fields: Field[] = [];
    for (const [label, type] of types) fields.push(await createField(admin.gql, { entityKind: 'user', label, type }));
    const langs = await createField(admin.gql, {
      entityKind: 'user',
      label: 'Languages',
      type: 'select_checkbox',
      options: [{ label: 'English' }, { label: 'French' }],
    });
    const form = await formOf(admin.gql, 'user_profile');
    await admin.gql(SET_FORM, { id: form._id, items: [...fields, langs].map((f) => ({ fieldId: f._id })) });
    const wrong = await member.gql(SET_VALUES, {
      k: 'user',
      id: member.user.id,
      v: types.map(([, , value], index) => ({ fieldId: fields[index]?._id, ...value })),
    });
    expect(fieldErrors(wrong)).toEqual(types.map(([, , , message], index) => ({ field: fields[index]?._id, message })));
    const right = await member.gql<{ setProfileFieldValues: Values }>(SET_VALUES, {
      k: 'user',
      id: member.user.id,
      v: [
        { fieldId: fields[0]?._id, text: 'example.org/me' },
        { fieldId: fields[1]?._id, date: '2024-02-29' },
        { fieldId: fields[2]?._id, text: '+33 1 23 45 67 89' },
        { fieldId: langs._id, optionIds: langs.options.map((o) => o._id).reverse() },
      ],
    });
    expect(right.errors).toBeUndefined();
    expect(right.data?.setProfileFieldValues.items[0]?.value?.text).toBe('https://example.org/me');
    expect(right.data?.setProfileFieldValues.items[3]?.value?.optionIds).toEqual(langs.options.map((o) => o._id));
  });

  it('lets people fill their own visible fields, others read them, and keeps hidden ones from the person', async () => {
    const { admin, member, founder } = await setUp();
    const bio = await createField(admin.gql, { entityKind: 'user', label: 'Motto', type: 'text' });
    const note = await createField(admin.gql, { entityKind: 'user', label: 'Staff note', type: 'text_long' });
    await admin.gql(SET_FORM, { id: (await formOf(admin.gql, 'user_profile'))._id, items: [{ fieldId: bio._id }] });
    await admin.gql(SET_FORM, {
      id: (await formOf(admin.gql, 'user_profile_private'))._id,
      items: [{ fieldId: note._id }],
    });

    const own = await member.gql(SET_VALUES, {
      k: 'user',
      id: member.user.id,
      v: [{ fieldId: bio._id, text: 'Ship it' }],
    });
    expect(own.errors).toBeUndefined();
    const other = await founder.gql(SET_VALUES, {
      k: 'user',
      id: member.user.id,
      v: [{ fieldId: bio._id, text: 'Nope' }],
    });
    expect(other.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const read = await admin.gql<{ profileFields: Values }>(VALUES, { k: 'user', id: member.user.id });
    expect(read.data?.profileFields.items[0]?.value?.text).toBe('Ship it');
    expect((await member.gql(VALUES, { k: 'user', id: member.user.id, h: true })).errors?.[0]?.extensions?.code).toBe(
      'ForbiddenError',
    );
    const staffNote = await admin.gql(SET_VALUES, {
      k: 'user',
      id: member.user.id,
      h: true,
      v: [{ fieldId: note._id, text: 'Great speaker' }],
    });
    expect(staffNote.errors).toBeUndefined();
  });

  it('filters the portfolio by custom fields, hidden ones for the programme side only', async () => {
    const { admin, founder, startupId } = await setUp();
    const { stage, team, score } = await startupFields(admin);
    const other = await admin.gql<{ createStartup: { _id: string } }>(
      'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
      { input: { name: 'Nebula' } },
    );
    const otherId = other.data?.createStartup._id;
    const [idea, mvp] = stage.options;
    await admin.gql(SET_VALUES, {
      k: 'startup',
      id: startupId,
      v: [
        { fieldId: stage._id, optionIds: [mvp?._id] },
        { fieldId: team._id, number: 12 },
      ],
    });
    await admin.gql(SET_VALUES, { k: 'startup', id: otherId, v: [{ fieldId: stage._id, optionIds: [idea?._id] }] });
    await admin.gql(SET_VALUES, { k: 'startup', id: otherId, h: true, v: [{ fieldId: score._id, number: 2 }] });
    const LIST = 'query ($c: [CustomFieldFilterInput!]) { startups(customFields: $c) { totalCount results { name } } }';
    const names = async (gql: Gql, c: unknown) =>
      (await gql<{ startups: { results: { name: string }[] } }>(LIST, { c })).data?.startups.results.map((r) => r.name);
    expect(await names(admin.gql, [{ fieldId: stage._id, optionIds: [mvp?._id] }])).toEqual(['Solaris']);
    expect(await names(admin.gql, [{ fieldId: stage._id, optionIds: [idea?._id, mvp?._id] }])).toEqual([
      'Nebula',
      'Solaris',
    ]);
    expect(await names(admin.gql, [{ fieldId: team._id, min: 10 }])).toEqual(['Solaris']);
    expect(await names(admin.gql, [{ fieldId: score._id, max: 5 }])).toEqual(['Nebula']);
    const founderHidden = await founder.gql(LIST, { c: [{ fieldId: score._id, max: 5 }] });
    expect(fieldErrors(founderHidden)).toEqual([{ field: 'customFields', message: 'This field was not found' }]);
    const badOption = await admin.gql(LIST, { c: [{ fieldId: stage._id, optionIds: ['x'] }] });
    expect(fieldErrors(badOption)).toEqual([{ field: 'customFields', message: 'Choose one of the options' }]);
  });

  it('counts answers for the analytics page, behind its flag and permission', async () => {
    const { admin, founder, startupId } = await setUp();
    const { stage, team } = await startupFields(admin);
    await admin.gql(SET_VALUES, {
      k: 'startup',
      id: startupId,
      v: [
        { fieldId: stage._id, optionIds: [stage.options[1]?._id] },
        { fieldId: team._id, number: 6 },
      ],
    });
    const QUERY = `{ customFieldAnalytics(entityKind: startup) { entityCount fields { answered field { label } options { label count } number { min max average median sum } } } }`;
    const result = await admin.gql<{
      customFieldAnalytics: {
        entityCount: number;
        fields: {
          answered: number;
          field: { label: string };
          options: { label: string; count: number }[];
          number: { median: number } | null;
        }[];
      };
    }>(QUERY);
    expect(result.errors).toBeUndefined();
    const analytics = result.data?.customFieldAnalytics;
    expect(analytics?.entityCount).toBe(1);
    const stageStats = analytics?.fields.find((f) => f.field.label === 'Stage');
    expect(stageStats?.options).toEqual([
      { label: 'Idea', count: 0 },
      { label: 'MVP', count: 1 },
      { label: 'Seed', count: 0 },
    ]);
    expect(analytics?.fields.find((f) => f.field.label === 'Team size')?.number?.median).toBe(6);
    expect((await founder.gql(QUERY)).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const off = await setUp({ flags: { customFieldsAnalytics: false } });
    expect((await off.admin.gql(QUERY)).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });

  it('never reaches the fields, forms or profiles of another organisation', async () => {
    const a = await setUp();
    const b = await setUp();
    const { stage, visible } = await startupFields(b.admin);
    const update = await a.admin.gql(UPDATE, {
      id: stage._id,
      input: { entityKind: 'startup', label: 'X', type: 'text' },
    });
    expect(update.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    expect(
      (await a.admin.gql('query ($id: ID!) { profileForm(id: $id) { _id } }', { id: visible._id })).errors?.[0]
        ?.extensions?.code,
    ).toBe('NotFoundError');
    expect((await a.admin.gql(VALUES, { k: 'startup', id: b.startupId })).errors?.[0]?.extensions?.code).toBe(
      'NotFoundError',
    );
    expect((await a.admin.gql(VALUES, { k: 'user', id: b.founder.user.id })).errors?.[0]?.extensions?.code).toBe(
      'NotFoundError',
    );
    const filter = await a.admin.gql(
      'query ($c: [CustomFieldFilterInput!]) { startups(customFields: $c) { totalCount } }',
      {
        c: [{ fieldId: stage._id }],
      },
    );
    expect(fieldErrors(filter)).toEqual([{ field: 'customFields', message: 'This field was not found' }]);
  });
});
