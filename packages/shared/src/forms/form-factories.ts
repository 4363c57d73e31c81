import type { FormFieldType, FormOption, FormQuestion, FormText } from './model.ts';

/** Test factories for the forms engine's tests (not exported from the package). */
export function en(value: string): FormText[] {
  return [{ language: 'en', value }];
}

export function buildOption(value: string, extra: Partial<FormOption> = {}): FormOption {
  return { value, labels: en(value.toUpperCase()), ...extra };
}

/** A question labelled with its id in capitals, e.g. `buildQuestion('age', 'number')` is labelled "AGE". */
export function buildQuestion(
  id: string,
  questionType: FormFieldType,
  extra: Partial<FormQuestion> = {},
): FormQuestion {
  return { id, questionType, label: en(id.toUpperCase()), ...extra };
}
