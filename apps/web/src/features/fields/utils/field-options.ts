import { CUSTOM_FIELD_LIMITS } from '@cohort/shared';

/**
 * An option in the field form. `key` keeps its input in place while options are added, removed and moved; `id` is the
 * option's id on the server (null for a new option), sent back so that answers keep pointing at it.
 */
export interface OptionValues {
  key: string;
  id: string | null;
  label: string;
}

let optionCount = 0;
function newOptionKey(): string {
  optionCount += 1;
  return `option-${optionCount}`;
}

/** A new, empty option. */
export function newOption(label = ''): OptionValues {
  return { key: newOptionKey(), id: null, label };
}

/** The options of a saved field, as the form edits them. */
export function optionValuesOf(options: readonly { _id: string; label: string }[]): OptionValues[] {
  return options.map((option) => ({ key: newOptionKey(), id: option._id, label: option.label }));
}

/** Whether another option may be added: a field has at most 100 of them. */
export function canAddOption(options: readonly OptionValues[]): boolean {
  return options.length < CUSTOM_FIELD_LIMITS.options;
}

export function addOption(options: readonly OptionValues[]): OptionValues[] {
  return canAddOption(options) ? [...options, newOption()] : [...options];
}

export function renameOption(options: readonly OptionValues[], key: string, label: string): OptionValues[] {
  return options.map((option) => (option.key === key ? { ...option, label } : option));
}

export function removeOption(options: readonly OptionValues[], key: string): OptionValues[] {
  return options.filter((option) => option.key !== key);
}

/** Moves an option one place up (-1) or down (1); nothing moves past either end. */
export function moveOption(options: readonly OptionValues[], key: string, direction: -1 | 1): OptionValues[] {
  const from = options.findIndex((option) => option.key === key);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= options.length) return [...options];
  const next = [...options];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as OptionValues);
  return next;
}

/** What the API receives for the options (CustomFieldOptionInput): trimmed labels, the ids of existing options. */
export function optionInputs(options: readonly OptionValues[]): { _id?: string; label: string }[] {
  return options.map((option) =>
    option.id ? { _id: option.id, label: option.label.trim() } : { label: option.label.trim() },
  );
}
