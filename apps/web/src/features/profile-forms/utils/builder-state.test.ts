import { describe, expect, it } from 'vitest';
import {
  availableFields,
  type BuilderField,
  type BuilderState,
  builderReducer,
  fieldsById,
  followServer,
  formRows,
  initialBuilderState,
  isBuilderDirty,
  profileFormInput,
  saveProblems,
} from './builder-state.ts';

function field(id: string, label: string, formKind: BuilderField['formKind'] = null): BuilderField {
  return { _id: id, label, description: null, type: 'text', formKind };
}

const STAGE = field('stage', 'Stage', 'startup_profile');
const TEAM = field('team', 'Team size', 'startup_profile');
const DECK = field('deck', 'Pitch deck', 'startup_profile');
const NOTES = field('notes', 'Internal notes', 'startup_profile_private');
const REVENUE = field('revenue', 'Revenue');
const FIELDS = [STAGE, TEAM, DECK, NOTES, REVENUE];

function savedForm(): BuilderState {
  return initialBuilderState([
    { fieldId: 'stage', required: true },
    { fieldId: 'team', required: false },
    { fieldId: 'deck', required: false },
  ]);
}

const order = (state: BuilderState) => state.items.map((item) => item.fieldId);

describe('builderReducer', () => {
  it('adds a field at the end, not required, and only once', () => {
    const added = builderReducer(savedForm(), { type: 'add', fieldId: 'revenue' });
    expect(added.items.at(-1)).toEqual({ fieldId: 'revenue', required: false });
    expect(order(builderReducer(added, { type: 'add', fieldId: 'revenue' }))).toEqual([
      'stage',
      'team',
      'deck',
      'revenue',
    ]);
  });

  it('removes a field', () => {
    expect(order(builderReducer(savedForm(), { type: 'remove', fieldId: 'team' }))).toEqual(['stage', 'deck']);
  });

  it('moves a field up or down, and not past either end', () => {
    const state = savedForm();
    expect(order(builderReducer(state, { type: 'move', fieldId: 'deck', offset: -1 }))).toEqual([
      'stage',
      'deck',
      'team',
    ]);
    expect(order(builderReducer(state, { type: 'move', fieldId: 'stage', offset: 1 }))).toEqual([
      'team',
      'stage',
      'deck',
    ]);
    expect(builderReducer(state, { type: 'move', fieldId: 'stage', offset: -1 })).toBe(state);
    expect(builderReducer(state, { type: 'move', fieldId: 'deck', offset: 1 })).toBe(state);
    expect(builderReducer(state, { type: 'move', fieldId: 'unknown', offset: 1 })).toBe(state);
  });

  it('switches a field required or not', () => {
    const state = builderReducer(savedForm(), { type: 'setRequired', fieldId: 'team', required: true });
    expect(state.items[1]).toEqual({ fieldId: 'team', required: true });
    expect(state.items[0]).toEqual({ fieldId: 'stage', required: true });
  });

  it('discards the edits, and a reset makes the new items the saved ones', () => {
    const edited = builderReducer(savedForm(), { type: 'remove', fieldId: 'stage' });
    expect(builderReducer(edited, { type: 'discard' })).toEqual(savedForm());
    const reset = builderReducer(edited, { type: 'reset', items: edited.items });
    expect(reset.saved).toEqual(edited.items);
    expect(isBuilderDirty(reset)).toBe(false);
  });
});

describe('isBuilderDirty', () => {
  it('is clean as loaded and after an edit is undone', () => {
    const state = savedForm();
    expect(isBuilderDirty(state)).toBe(false);
    const down = builderReducer(state, { type: 'move', fieldId: 'stage', offset: 1 });
    expect(isBuilderDirty(builderReducer(down, { type: 'move', fieldId: 'stage', offset: -1 }))).toBe(false);
    const toggled = builderReducer(state, { type: 'setRequired', fieldId: 'deck', required: true });
    expect(isBuilderDirty(builderReducer(toggled, { type: 'setRequired', fieldId: 'deck', required: false }))).toBe(
      false,
    );
  });

  it('notices another field, another order or another required flag', () => {
    const state = savedForm();
    expect(isBuilderDirty(builderReducer(state, { type: 'add', fieldId: 'revenue' }))).toBe(true);
    expect(isBuilderDirty(builderReducer(state, { type: 'remove', fieldId: 'deck' }))).toBe(true);
    expect(isBuilderDirty(builderReducer(state, { type: 'move', fieldId: 'team', offset: -1 }))).toBe(true);
    expect(isBuilderDirty(builderReducer(state, { type: 'setRequired', fieldId: 'stage', required: false }))).toBe(
      true,
    );
  });
});

describe('followServer', () => {
  const server = [
    { fieldId: 'team', required: true },
    { fieldId: 'stage', required: true },
  ];

  it('takes the server form when nothing was edited', () => {
    const state = followServer(savedForm(), server);
    expect(state.items).toEqual(server);
    expect(isBuilderDirty(state)).toBe(false);
  });

  it('keeps edits in progress, and keeps the same state when nothing changed', () => {
    const edited = builderReducer(savedForm(), { type: 'remove', fieldId: 'deck' });
    expect(followServer(edited, server)).toBe(edited);
    const state = savedForm();
    expect(followServer(state, [...state.saved])).toBe(state);
  });
});

describe('profileFormInput', () => {
  it('sends the fields in their new order with their required flags', () => {
    let state = builderReducer(savedForm(), { type: 'add', fieldId: 'revenue' });
    state = builderReducer(state, { type: 'setRequired', fieldId: 'revenue', required: true });
    state = builderReducer(state, { type: 'move', fieldId: 'revenue', offset: -1 });
    state = builderReducer(state, { type: 'remove', fieldId: 'team' });
    expect(profileFormInput(state)).toEqual([
      { fieldId: 'stage', required: true },
      { fieldId: 'revenue', required: true },
      { fieldId: 'deck', required: false },
    ]);
  });
});

describe('availableFields', () => {
  it('offers fields on no form and those removed here, and sets apart those on the other form', () => {
    const state = builderReducer(savedForm(), { type: 'remove', fieldId: 'deck' });
    const available = availableFields(FIELDS, state, 'startup_profile');
    expect(available.addable.map((f) => f._id)).toEqual(['deck', 'revenue']);
    expect(available.onOtherForm.map((f) => f._id)).toEqual(['notes']);
  });

  it('sees it from the hidden form too', () => {
    const state = initialBuilderState([{ fieldId: 'notes', required: false }]);
    const available = availableFields(FIELDS, state, 'startup_profile_private');
    expect(available.addable.map((f) => f._id)).toEqual(['revenue']);
    expect(available.onOtherForm.map((f) => f._id)).toEqual(['stage', 'team', 'deck']);
  });

  it('filters both lists by label, ignoring case and spaces', () => {
    const available = availableFields(FIELDS, savedForm(), 'startup_profile', '  NOTES ');
    expect(available.addable).toEqual([]);
    expect(available.onOtherForm.map((f) => f._id)).toEqual(['notes']);
    expect(availableFields(FIELDS, savedForm(), 'startup_profile', 'rev').addable.map((f) => f._id)).toEqual([
      'revenue',
    ]);
  });
});

describe('formRows and fieldsById', () => {
  it('lists the form in order with its fields, the list taking precedence over the form', () => {
    const renamed = { ...TEAM, label: 'Headcount' };
    const byId = fieldsById([renamed, STAGE], [STAGE, TEAM, DECK]);
    expect(formRows(byId, savedForm()).map((row) => [row.field.label, row.required])).toEqual([
      ['Stage', true],
      ['Headcount', false],
      ['Pitch deck', false],
    ]);
  });

  it('leaves out a field it does not know', () => {
    const state = builderReducer(savedForm(), { type: 'add', fieldId: 'gone' });
    expect(formRows(fieldsById(FIELDS, []), state)).toHaveLength(3);
  });
});

describe('saveProblems', () => {
  it('puts a message naming a field of the form on its row, the others on top', () => {
    const problems = saveProblems(
      [
        { field: 'team', message: 'This field is already on the other form of this profile' },
        { field: 'items', message: 'A field is on the form twice' },
        { field: 'elsewhere', message: 'This field was not found' },
      ],
      savedForm(),
    );
    expect(problems.byField).toEqual({ team: 'This field is already on the other form of this profile' });
    expect(problems.general).toEqual(['A field is on the form twice', 'This field was not found']);
  });
});
