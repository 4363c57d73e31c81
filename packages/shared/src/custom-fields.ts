import { z } from 'zod';
import { websiteHref } from './startups.ts';
import { formatMessage, isCalendarDay, isStorableText, UNSTORABLE_TEXT_MESSAGE } from './validation.ts';

/**
 * Custom fields (spec 02 §2 Forms, fields, tags): fields an organisation adds to its startups', applications' and
 * users' profiles. The types are those of the spec's form field types that hold one piece of profile data.
 */
export const CUSTOM_FIELD_TYPES = [
  'text',
  'text_long',
  'text_link',
  'number',
  'currency',
  'date',
  'phone',
  'select_dropdown',
  'select_radio',
  'select_checkbox',
  'select_multi_dropdown',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const CUSTOM_FIELD_ENTITY_KINDS = ['startup', 'application', 'user'] as const;
export type CustomFieldEntityKind = (typeof CUSTOM_FIELD_ENTITY_KINDS)[number];

/** The profile forms (spec 02 form kinds): visible and hidden (staff-only) fields of startups and users. */
export const PROFILE_FORM_KINDS = [
  'startup_profile',
  'startup_profile_private',
  'user_profile',
  'user_profile_private',
] as const;
export type ProfileFormKind = (typeof PROFILE_FORM_KINDS)[number];

export function profileFormEntityKind(kind: ProfileFormKind): 'startup' | 'user' {
  return kind.startsWith('startup') ? 'startup' : 'user';
}
export function isHiddenProfileForm(kind: ProfileFormKind): boolean {
  return kind.endsWith('_private');
}
export function profileFormKindOf(entityKind: 'startup' | 'user', hidden: boolean): ProfileFormKind {
  return `${entityKind}_profile${hidden ? '_private' : ''}` as ProfileFormKind;
}

const SINGLE_CHOICE: readonly CustomFieldType[] = ['select_dropdown', 'select_radio'];
const MULTIPLE_CHOICE: readonly CustomFieldType[] = ['select_checkbox', 'select_multi_dropdown'];
export function isChoiceField(type: CustomFieldType): boolean {
  return SINGLE_CHOICE.includes(type) || MULTIPLE_CHOICE.includes(type);
}
export function isMultipleChoiceField(type: CustomFieldType): boolean {
  return MULTIPLE_CHOICE.includes(type);
}
export function isNumberField(type: CustomFieldType): boolean {
  return type === 'number' || type === 'currency';
}

export const CUSTOM_FIELD_LIMITS = {
  label: 120,
  description: 500,
  options: 100,
  optionLabel: 120,
  text: 1_000,
  textLong: 10_000,
} as const;

export const CUSTOM_FIELD_MESSAGES = {
  labelRequired: 'Label is required',
  labelTooLong: `Label must be at most ${CUSTOM_FIELD_LIMITS.label} characters`,
  labelTaken: 'A field with this label already exists',
  descriptionTooLong: `Description must be at most ${CUSTOM_FIELD_LIMITS.description} characters`,
  optionsRequired: 'Add at least one option',
  tooManyOptions: `A field has at most ${CUSTOM_FIELD_LIMITS.options} options`,
  optionRequired: 'An option needs a label',
  optionTooLong: `An option must be at most ${CUSTOM_FIELD_LIMITS.optionLabel} characters`,
  optionDuplicate: 'Two options have the same label',
  currency: 'Currency must be a three-letter code, like EUR',
  typeLocked: 'This field already has answers: its type cannot change',
  required: 'This field is required',
  text: `Text must be at most ${CUSTOM_FIELD_LIMITS.text} characters`,
  textLong: `Text must be at most ${CUSTOM_FIELD_LIMITS.textLong} characters`,
  link: 'Enter a valid link',
  number: 'Enter a number',
  date: 'Enter a date (yyyy-MM-dd)',
  phone: 'Enter a valid phone number',
  option: 'Choose one of the options',
  oneOption: 'Choose only one option',
  otherForm: 'This field is already on the other form of this profile',
  wrongKind: 'This field belongs to another kind of profile',
} as const;

export interface CustomFieldOption {
  id: string;
  label: string;
}

export const customFieldInputSchema = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, CUSTOM_FIELD_MESSAGES.labelRequired)
      .max(CUSTOM_FIELD_LIMITS.label, CUSTOM_FIELD_MESSAGES.labelTooLong)
      .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Label' })),
    description: z
      .string()
      .trim()
      .max(CUSTOM_FIELD_LIMITS.description, CUSTOM_FIELD_MESSAGES.descriptionTooLong)
      .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Description' }))
      .nullish()
      .transform((value) => value || null),
    type: z.enum(CUSTOM_FIELD_TYPES),
    options: z
      .array(
        z.object({
          id: z.string().trim().max(64).nullish(),
          label: z
            .string()
            .trim()
            .min(1, CUSTOM_FIELD_MESSAGES.optionRequired)
            .max(CUSTOM_FIELD_LIMITS.optionLabel, CUSTOM_FIELD_MESSAGES.optionTooLong)
            .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Option' })),
        }),
      )
      .max(CUSTOM_FIELD_LIMITS.options, CUSTOM_FIELD_MESSAGES.tooManyOptions)
      .nullish()
      .transform((value) => value ?? []),
    currency: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value.toUpperCase() : null)),
  })
  .superRefine((value, ctx) => {
    if (isChoiceField(value.type)) {
      if (value.options.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: CUSTOM_FIELD_MESSAGES.optionsRequired });
      }
      const labels = value.options.map((option) => option.label.toLowerCase());
      if (new Set(labels).size !== labels.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: CUSTOM_FIELD_MESSAGES.optionDuplicate });
      }
    }
    if (value.type === 'currency' && !/^[A-Z]{3}$/.test(value.currency ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: CUSTOM_FIELD_MESSAGES.currency });
    }
  });
export type CustomFieldInput = z.infer<typeof customFieldInputSchema>;

/** A value as sent: one of text, number, date or option ids, by the field's type. */
export interface CustomFieldValueInput {
  text?: string | null;
  number?: number | null;
  date?: string | null;
  optionIds?: readonly string[] | null;
}

/** A value as stored: null when the field is left empty. */
export interface CustomFieldStoredValue {
  text: string | null;
  number: number | null;
  date: string | null;
  optionIds: string[] | null;
}

const PHONE = /^\+?[0-9][0-9 ().-]{4,29}$/;

/**
 * Checks one value against its field: the stored value, or the message saying what is wrong. An empty value is
 * `{ value: null }` (the caller decides whether the field is required).
 */
export function parseCustomFieldValue(
  field: { type: CustomFieldType; options: readonly CustomFieldOption[] },
  input: CustomFieldValueInput,
): { value: CustomFieldStoredValue | null } | { error: string } {
  const empty = { text: null, number: null, date: null, optionIds: null };
  const type = field.type;
  if (isChoiceField(type)) {
    const ids = [...new Set(input.optionIds ?? [])];
    if (ids.length === 0) return { value: null };
    if (ids.some((id) => !field.options.some((option) => option.id === id))) {
      return { error: CUSTOM_FIELD_MESSAGES.option };
    }
    if (!isMultipleChoiceField(type) && ids.length > 1) return { error: CUSTOM_FIELD_MESSAGES.oneOption };
    // Kept in the field's order of options, so that values compare and display alike.
    const ordered = field.options.filter((option) => ids.includes(option.id)).map((option) => option.id);
    return { value: { ...empty, optionIds: ordered } };
  }
  if (isNumberField(type)) {
    if (input.number === null || input.number === undefined) return { value: null };
    if (!Number.isFinite(input.number)) return { error: CUSTOM_FIELD_MESSAGES.number };
    return { value: { ...empty, number: input.number } };
  }
  if (type === 'date') {
    const day = input.date?.trim() ?? '';
    if (day === '') return { value: null };
    if (!isCalendarDay(day)) return { error: CUSTOM_FIELD_MESSAGES.date };
    return { value: { ...empty, date: day } };
  }
  const text = input.text?.trim() ?? '';
  if (text === '') return { value: null };
  if (!isStorableText(text)) return { error: formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Text' }) };
  if (type === 'text_long') {
    if (text.length > CUSTOM_FIELD_LIMITS.textLong) return { error: CUSTOM_FIELD_MESSAGES.textLong };
    return { value: { ...empty, text } };
  }
  if (text.length > CUSTOM_FIELD_LIMITS.text) return { error: CUSTOM_FIELD_MESSAGES.text };
  if (type === 'phone' && !PHONE.test(text)) return { error: CUSTOM_FIELD_MESSAGES.phone };
  if (type === 'text_link') {
    const href = websiteHref(text);
    if (!URL.canParse(href) || !new URL(href).hostname.includes('.')) return { error: CUSTOM_FIELD_MESSAGES.link };
    return { value: { ...empty, text: href } };
  }
  return { value: { ...empty, text } };
}
