import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_MESSAGES,
  type CustomFieldType,
  isChoiceField,
  isNumberField,
  parseCustomFieldValue,
} from '@cohort/shared';
import type { FieldOption, FieldValue } from './field-format.ts';

export interface ProfileFieldLike {
  _id: string;
  type: CustomFieldType;
  options: readonly FieldOption[];
}

export interface ProfileFieldItemLike {
  field: ProfileFieldLike;
  required: boolean;
  value: FieldValue | null;
}

/**
 * What one input of the form holds: text for text, link, phone and date fields (yyyy-MM-dd), a number (or the text
 * typed so far) for number and currency fields, option ids for choices.
 */
export interface FieldDraft {
  text: string;
  number: number | string;
  optionIds: string[];
}

export type ProfileFieldsDraft = Record<string, FieldDraft>;

/** One answer as setProfileFieldValues takes it. */
export interface ProfileFieldValueInput {
  fieldId: string;
  text?: string | null;
  number?: number | null;
  date?: string | null;
  optionIds?: string[];
}

const EMPTY_DRAFT: FieldDraft = { text: '', number: '', optionIds: [] };

/** The form's starting point: each field's current answer. */
export function draftOf(items: readonly ProfileFieldItemLike[]): ProfileFieldsDraft {
  return Object.fromEntries(
    items.map(({ field, value }) => {
      const draft: FieldDraft = {
        text: (field.type === 'date' ? value?.date : value?.text) ?? '',
        number: typeof value?.number === 'number' ? value.number : '',
        optionIds: [...(value?.optionIds ?? [])],
      };
      return [field._id, draft];
    }),
  );
}

function draftNumber(number: number | string): number | null {
  if (typeof number === 'number') return number;
  const trimmed = number.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The value one input sends, by its field's type; an empty input sends an empty value (which clears the answer). */
export function valueInputOf(field: ProfileFieldLike, draft: FieldDraft = EMPTY_DRAFT): ProfileFieldValueInput {
  if (isChoiceField(field.type)) return { fieldId: field._id, optionIds: [...draft.optionIds] };
  if (isNumberField(field.type)) return { fieldId: field._id, number: draftNumber(draft.number) };
  const text = draft.text.trim();
  if (field.type === 'date') return { fieldId: field._id, date: text === '' ? null : text };
  return { fieldId: field._id, text: text === '' ? null : text };
}

/** Every field of the form, in order: Save sends them all, so an emptied input clears its answer. */
export function valuesInputOf(items: readonly ProfileFieldItemLike[], draft: ProfileFieldsDraft) {
  return items.map(({ field }) => valueInputOf(field, draft[field._id]));
}

/**
 * The client-side checks of the form (the server's own, from @cohort/shared): by field id, the message of what is
 * wrong, required fields left empty included. Empty when the form can be sent.
 */
export function draftProblems(items: readonly ProfileFieldItemLike[], draft: ProfileFieldsDraft) {
  const problems: Record<string, string> = {};
  for (const { field, required } of items) {
    const input = valueInputOf(field, draft[field._id]);
    const parsed = parseCustomFieldValue(
      { type: field.type, options: field.options.map((option) => ({ id: option._id, label: option.label })) },
      input,
    );
    if ('error' in parsed) problems[field._id] = parsed.error;
    else if (required && parsed.value === null) problems[field._id] = CUSTOM_FIELD_MESSAGES.required;
  }
  return problems;
}

/** The messages about an answer that the interface translates; any other message is shown as it comes. */
export const VALUE_MESSAGE_KEYS = [
  'required',
  'text',
  'textLong',
  'link',
  'number',
  'date',
  'phone',
  'option',
  'oneOption',
] as const satisfies readonly (keyof typeof CUSTOM_FIELD_MESSAGES)[];
export type ValueMessageKey = (typeof VALUE_MESSAGE_KEYS)[number];

/** The translation key of a known answer message (client check or server ValidationError), null otherwise. */
export function valueMessageKey(message: string): ValueMessageKey | null {
  return VALUE_MESSAGE_KEYS.find((key) => CUSTOM_FIELD_MESSAGES[key] === message) ?? null;
}

/** The limits the translated messages mention. */
export const VALUE_MESSAGE_LIMITS = { text: CUSTOM_FIELD_LIMITS.text, textLong: CUSTOM_FIELD_LIMITS.textLong } as const;
