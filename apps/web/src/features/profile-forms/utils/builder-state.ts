import type { CustomFieldType, ProfileFormKind } from '@cohort/shared';
import { siblingFormKind } from './profile-form-paths.ts';

/** A custom field as the builder shows it. `formKind` is the form it sits on as saved on the server. */
export interface BuilderField {
  _id: string;
  label: string;
  description: string | null;
  type: CustomFieldType;
  formKind: ProfileFormKind | null;
}

/** One place on the form: which field, and whether the profile must answer it. */
export interface BuilderItem {
  fieldId: string;
  required: boolean;
}

/** What the server has (`saved`) and what the builder shows (`items`), both in order. */
export interface BuilderState {
  saved: readonly BuilderItem[];
  items: readonly BuilderItem[];
}

export type BuilderAction =
  | { type: 'reset'; items: readonly BuilderItem[] }
  | { type: 'follow'; items: readonly BuilderItem[] }
  | { type: 'discard' }
  | { type: 'add'; fieldId: string }
  | { type: 'remove'; fieldId: string }
  | { type: 'move'; fieldId: string; offset: -1 | 1 }
  | { type: 'setRequired'; fieldId: string; required: boolean };

export function initialBuilderState(items: readonly BuilderItem[]): BuilderState {
  return { saved: items, items };
}

function moveItem(items: readonly BuilderItem[], fieldId: string, offset: -1 | 1): readonly BuilderItem[] {
  const from = items.findIndex((item) => item.fieldId === fieldId);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** The builder's edits: a field is added at the end, not required; moves stop at either end; a field is there once. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'reset':
      return initialBuilderState(action.items);
    case 'follow':
      return followServer(state, action.items);
    case 'discard':
      return { ...state, items: state.saved };
    case 'add':
      if (state.items.some((item) => item.fieldId === action.fieldId)) return state;
      return { ...state, items: [...state.items, { fieldId: action.fieldId, required: false }] };
    case 'remove':
      return { ...state, items: state.items.filter((item) => item.fieldId !== action.fieldId) };
    case 'move': {
      const items = moveItem(state.items, action.fieldId, action.offset);
      return items === state.items ? state : { ...state, items };
    }
    case 'setRequired':
      return {
        ...state,
        items: state.items.map((item) =>
          item.fieldId === action.fieldId ? { ...item, required: action.required } : item,
        ),
      };
  }
}

/** Whether two lists hold the same fields in the same order with the same required flags. */
export function sameItems(a: readonly BuilderItem[], b: readonly BuilderItem[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((item, index) => b[index]?.fieldId === item.fieldId && b[index]?.required === item.required);
}

/** Whether the form differs from what is saved: another field, another order or another required flag. */
export function isBuilderDirty(state: BuilderState): boolean {
  return !sameItems(state.saved, state.items);
}

/**
 * The builder once the server's form is known again (a refetch, another tab's save): an untouched builder follows
 * it; edits in progress are kept, to be saved over it or discarded.
 */
export function followServer(state: BuilderState, server: readonly BuilderItem[]): BuilderState {
  if (isBuilderDirty(state) || sameItems(state.saved, server)) return state;
  return initialBuilderState(server);
}

/** The `items` argument of updateProfileForm: the fields in order, each required or not. */
export function profileFormInput(state: BuilderState): { fieldId: string; required: boolean }[] {
  return state.items.map(({ fieldId, required }) => ({ fieldId, required }));
}

export interface AvailableFields {
  /** Fields that may be added: on no form, or on this form as saved but removed here. */
  addable: BuilderField[];
  /** Fields on the other form of the same profile: shown apart, never added (a field sits on one form). */
  onOtherForm: BuilderField[];
}

function matches(field: BuilderField, search: string): boolean {
  const words = search.trim().toLocaleLowerCase();
  if (!words) return true;
  return field.label.toLocaleLowerCase().includes(words);
}

/**
 * The "Available fields" column: the profile's custom fields not on this form as edited, matching the search, split
 * into those that can be added and those that sit on the sibling form.
 */
export function availableFields(
  fields: readonly BuilderField[],
  state: BuilderState,
  formKind: ProfileFormKind,
  search = '',
): AvailableFields {
  const onForm = new Set(state.items.map((item) => item.fieldId));
  const sibling = siblingFormKind(formKind);
  const rest = fields.filter((field) => !onForm.has(field._id) && matches(field, search));
  return {
    addable: rest.filter((field) => field.formKind !== sibling),
    onOtherForm: rest.filter((field) => field.formKind === sibling),
  };
}

/** The fields of the form as edited, in order, with their data; a field the list no longer has is left out. */
export function formRows(
  fields: ReadonlyMap<string, BuilderField>,
  state: BuilderState,
): { field: BuilderField; required: boolean }[] {
  return state.items.flatMap((item) => {
    const field = fields.get(item.fieldId);
    return field ? [{ field, required: item.required }] : [];
  });
}

/** Every field the builder may show, by id: the profile's custom fields, and the form's own in case the list lags. */
export function fieldsById(
  listed: readonly BuilderField[],
  onForm: readonly BuilderField[],
): ReadonlyMap<string, BuilderField> {
  const byId = new Map<string, BuilderField>();
  for (const field of onForm) byId.set(field._id, field);
  for (const field of listed) byId.set(field._id, field);
  return byId;
}

export interface SaveProblems {
  /** Messages the server gave for one field of the form, by field id. */
  byField: Record<string, string>;
  /** Messages about the form as a whole, or about a field no longer on it. */
  general: string[];
}

/** Splits the field errors of a refused save: those naming a field of the form sit on its row, the rest on top. */
export function saveProblems(
  errors: readonly { field?: string | null; message: string }[],
  state: BuilderState,
): SaveProblems {
  const onForm = new Set(state.items.map((item) => item.fieldId));
  const problems: SaveProblems = { byField: {}, general: [] };
  for (const error of errors) {
    if (error.field && onForm.has(error.field)) problems.byField[error.field] = error.message;
    else problems.general.push(error.message);
  }
  return problems;
}
