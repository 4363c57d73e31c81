import {
  CUSTOM_FIELD_MESSAGES,
  type CustomFieldEntityKind,
  type CustomFieldType,
  customFieldInputSchema,
  type FieldError,
  isChoiceField,
} from '@cohort/shared';
import { newOption, type OptionValues, optionInputs, optionValuesOf } from './field-options.ts';

export const DEFAULT_CURRENCY = 'EUR';

export interface FieldFormValues {
  label: string;
  description: string;
  type: CustomFieldType;
  /** Kept while another type is picked, sent only for the choice types. */
  options: OptionValues[];
  /** Three letters; sent only for the currency type. */
  currency: string;
}

/** The saved field the form edits. */
export interface EditedField {
  label: string;
  description?: string | null;
  type: CustomFieldType;
  options: readonly { _id: string; label: string }[];
  currency?: string | null;
}

export function fieldFormValues(field: EditedField | null): FieldFormValues {
  if (!field) return { label: '', description: '', type: 'text', options: [newOption()], currency: DEFAULT_CURRENCY };
  const options = optionValuesOf(field.options);
  return {
    label: field.label,
    description: field.description ?? '',
    type: field.type,
    options: options.length > 0 ? options : [newOption()],
    currency: field.currency ?? DEFAULT_CURRENCY,
  };
}

/** What the API receives (CustomFieldInput): trimmed texts; options only for a choice, a currency only for money. */
export function fieldInput(kind: CustomFieldEntityKind, values: FieldFormValues) {
  const choice = isChoiceField(values.type);
  return {
    entityKind: kind,
    label: values.label.trim(),
    description: values.description.trim() || null,
    type: values.type,
    options: choice ? optionInputs(values.options) : [],
    currency: values.type === 'currency' ? values.currency.trim().toUpperCase() : null,
  };
}

/** The shared messages (CUSTOM_FIELD_MESSAGES) about a field's definition: the form words them in the UI language. */
export const FIELD_FORM_PROBLEMS = [
  'labelRequired',
  'labelTooLong',
  'labelTaken',
  'descriptionTooLong',
  'optionsRequired',
  'tooManyOptions',
  'optionRequired',
  'optionTooLong',
  'optionDuplicate',
  'currency',
  'typeLocked',
  'wrongKind',
  'required',
] as const satisfies readonly (keyof typeof CUSTOM_FIELD_MESSAGES)[];
export type FieldFormProblem = (typeof FIELD_FORM_PROBLEMS)[number];

const PROBLEMS_BY_MESSAGE = new Map<string, FieldFormProblem>(
  FIELD_FORM_PROBLEMS.map((key) => [CUSTOM_FIELD_MESSAGES[key], key]),
);

/** The rule behind one of the shared messages (the server's are the same English texts), or null for another. */
export function problemOfMessage(message: string): FieldFormProblem | null {
  return PROBLEMS_BY_MESSAGE.get(message) ?? null;
}

/** Where a message of the form is shown: a field of the form, the option list, or one option (by its key). */
export type FieldErrorPath = 'label' | 'description' | 'type' | 'options' | 'currency' | `option:${string}`;

const FORM_FIELDS = ['label', 'description', 'type', 'options', 'currency'] as const;

/** The path of the form where a message about `field` (`label`, `options.2.label`…) goes; null when none fits. */
export function errorPathOf(field: string, options: readonly OptionValues[]): FieldErrorPath | null {
  const [first, index, rest] = field.replace(/^input\./, '').split('.');
  if (first === 'options' && index !== undefined && (rest === undefined || rest === 'label')) {
    const key = options[Number(index)]?.key;
    return key ? `option:${key}` : 'options';
  }
  if (index === undefined && (FORM_FIELDS as readonly string[]).includes(first ?? '')) {
    return first as FieldErrorPath;
  }
  return null;
}

/**
 * The shared rules of a custom field (customFieldInputSchema), run on what would be sent: a label, a short
 * description, one or more distinct options for a choice, a three-letter currency. One problem per place, the first.
 */
export function fieldFormProblems(
  kind: CustomFieldEntityKind,
  values: FieldFormValues,
): Partial<Record<FieldErrorPath, FieldFormProblem>> {
  const input = fieldInput(kind, values);
  const result = customFieldInputSchema.safeParse({
    ...input,
    options: input.options.map((option) => ({ id: option._id ?? null, label: option.label })),
  });
  const problems: Partial<Record<FieldErrorPath, FieldFormProblem>> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const path = errorPathOf(issue.path.join('.'), values.options);
    if (path) problems[path] ??= problemOfMessage(issue.message) ?? 'required';
  }
  return problems;
}

/**
 * The server's field messages (a ValidationError) placed on the form; `unplaced` are those no input fits (they go
 * in an alert above the form).
 */
export function placeServerErrors(
  fields: readonly FieldError[],
  options: readonly OptionValues[],
): { placed: Partial<Record<FieldErrorPath, string>>; unplaced: string[] } {
  const placed: Partial<Record<FieldErrorPath, string>> = {};
  const unplaced: string[] = [];
  for (const { field, message } of fields) {
    const path = errorPathOf(field, options);
    if (path) placed[path] ??= message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}
