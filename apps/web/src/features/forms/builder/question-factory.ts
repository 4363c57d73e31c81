import {
  type FormFieldType,
  type FormOption,
  type FormQuestion,
  type FormText,
  isChoice,
  type TableColumn,
  TREE_TYPES,
} from '@cohort/shared';

/** A fresh id for a question, an option or a column: letters and digits, as the forms engine accepts them. */
export function newBuilderId(prefix: 'q' | 'o' | 'c'): string {
  const random =
    globalThis.crypto?.randomUUID?.().replaceAll('-', '').slice(0, 12) ?? Math.random().toString(36).slice(2, 14);
  return `${prefix}_${random}`;
}

/** One empty text per language of the form, in the form's order. */
export function emptyTexts(languages: readonly string[]): FormText[] {
  return languages.map((language) => ({ language, value: '' }));
}

/** A text list in `language` set to `value`, the other languages kept (an emptied language is dropped). */
export function setText(texts: readonly FormText[] | null | undefined, language: string, value: string): FormText[] {
  const others = (texts ?? []).filter((text) => text.language !== language);
  if (value === '') return others;
  const index = (texts ?? []).findIndex((text) => text.language === language);
  const next = [...others];
  next.splice(index < 0 ? next.length : index, 0, { language, value });
  return next;
}

/** The text of `texts` written in exactly `language` (no fallback): what the builder's inputs show. */
export function textIn(texts: readonly FormText[] | null | undefined, language: string): string {
  return texts?.find((text) => text.language === language)?.value ?? '';
}

/** An option with a value unique among `taken` and its label in `language`. */
export function newOption(taken: readonly string[], language: string, label: string): FormOption {
  let n = taken.length + 1;
  while (taken.includes(`option-${n}`)) n += 1;
  return { value: `option-${n}`, labels: label ? [{ language, value: label }] : [] };
}

export function newColumn(language: string, label: string): TableColumn {
  return { id: newBuilderId('c'), label: label ? [{ language, value: label }] : [], type: 'text' };
}

/**
 * A new question of a type, with what it needs to be saved once labelled: two options for a choice, one column for a
 * table, a 1–5 scale, a first tree level. `label` is written in the form's default language.
 */
export function newQuestion(type: FormFieldType, id: string, language: string, label = ''): FormQuestion {
  const question: FormQuestion = {
    id,
    questionType: type,
    label: label ? [{ language, value: label }] : [],
  };
  if (isChoice(type)) {
    const first = newOption([], language, '');
    question.options = [first, newOption([first.value], language, '')];
  }
  if (TREE_TYPES.includes(type)) question.optionsDepth = 2;
  if (type === 'table') question.columns = [newColumn(language, '')];
  if (type === 'number_scale') question.validations = { min: 1, max: 5, step: 1 };
  if (type === 'section') question.newPage = false;
  if (type === 'calculated') question.formula = '';
  return question;
}

/** A copy of a question under a new id, everything else equal (conditions and formula included). */
export function copyQuestion(question: FormQuestion, id: string): FormQuestion {
  return { ...structuredClone(question), id };
}
