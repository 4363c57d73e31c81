import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, STARTUP_LABEL_MAX_LENGTH } from '@cohort/shared';

export type StartupSingularField = `startupSingular.${Language}`;
export type StartupPluralField = `startupPlural.${Language}`;
export type StartupWordField = StartupSingularField | StartupPluralField;

/** The startup naming part of the general settings form: the switch and a singular and plural per language. */
export type StartupNamingValues = { startupWordActive: boolean } & Record<StartupWordField, string>;

export const singularField = (language: Language): StartupSingularField => `startupSingular.${language}`;
export const pluralField = (language: Language): StartupPluralField => `startupPlural.${language}`;

interface LocalizedTextView {
  language: string;
  value: string;
}
export interface StartupNameAlternativeView {
  active: boolean;
  label: readonly LocalizedTextView[];
  pluralLabel: readonly LocalizedTextView[];
}

const wordIn = (words: readonly LocalizedTextView[], language: Language) =>
  words.find((word) => word.language === language)?.value ?? '';

export function startupNamingValues(alternative: StartupNameAlternativeView): StartupNamingValues {
  const values = { startupWordActive: alternative.active } as StartupNamingValues;
  for (const language of LANGUAGES) {
    values[singularField(language)] = wordIn(alternative.label, language);
    values[pluralField(language)] = wordIn(alternative.pluralLabel, language);
  }
  return values;
}

/** The startupNameAlternative input: every language in LANGUAGES order (the server drops the empty words). */
export function startupNamingInput(values: StartupNamingValues) {
  return {
    active: values.startupWordActive,
    label: LANGUAGES.map((language) => ({ language, value: values[singularField(language)].trim() })),
    pluralLabel: LANGUAGES.map((language) => ({ language, value: values[pluralField(language)].trim() })),
  };
}

/**
 * The server names a field by its place in the list (`startupNameAlternative.label.2.value`); the form sends the
 * languages in LANGUAGES order, so each place is one language's field. The English-or-default-language rule points
 * at the English singular.
 */
export const STARTUP_NAMING_FIELDS: Record<string, StartupWordField> = Object.fromEntries([
  ...LANGUAGES.flatMap((language, index) => [
    [`startupNameAlternative.label.${index}.value`, singularField(language)],
    [`startupNameAlternative.label.${index}.language`, singularField(language)],
    [`startupNameAlternative.pluralLabel.${index}.value`, pluralField(language)],
    [`startupNameAlternative.pluralLabel.${index}.language`, pluralField(language)],
  ]),
  ['startupNameAlternative.label', singularField(DEFAULT_LANGUAGE)],
  ['startupNameAlternative.pluralLabel', pluralField(DEFAULT_LANGUAGE)],
]);

/** English and the organisation's default language first; the other seven after them. */
export function startupNamingLanguages(defaultLanguage: string): { main: Language[]; others: Language[] } {
  const main: Language[] = [DEFAULT_LANGUAGE];
  if (isLanguage(defaultLanguage) && defaultLanguage !== DEFAULT_LANGUAGE) main.push(defaultLanguage);
  return { main, others: LANGUAGES.filter((language) => !main.includes(language)) };
}

export type StartupNamingProblem = 'tooLong' | 'required' | 'mainLanguage';

/**
 * What is wrong with the words, as the server checks them (packages/shared startupNameAlternativeSchema): each at most
 * 40 characters; while active, singular and plural in pairs, and a pair in English or the default language.
 */
export function startupNamingProblems(
  values: StartupNamingValues,
  defaultLanguage: string,
): Partial<Record<StartupWordField, StartupNamingProblem>> {
  const problems: Partial<Record<StartupWordField, StartupNamingProblem>> = {};
  for (const language of LANGUAGES) {
    const singular = values[singularField(language)].trim();
    const plural = values[pluralField(language)].trim();
    if (singular.length > STARTUP_LABEL_MAX_LENGTH) problems[singularField(language)] = 'tooLong';
    if (plural.length > STARTUP_LABEL_MAX_LENGTH) problems[pluralField(language)] = 'tooLong';
    if (!values.startupWordActive) continue;
    if (singular && !plural) problems[pluralField(language)] ??= 'required';
    if (plural && !singular) problems[singularField(language)] ??= 'required';
  }
  const { main } = startupNamingLanguages(defaultLanguage);
  const mainEmpty = main.every(
    (language) => !values[singularField(language)].trim() && !values[pluralField(language)].trim(),
  );
  if (values.startupWordActive && mainEmpty) problems[singularField(DEFAULT_LANGUAGE)] = 'mainLanguage';
  return problems;
}

/** Whether the words of a language are being used (so the collapsed part opens on them). */
export function hasStartupWords(values: StartupNamingValues, language: Language): boolean {
  return values[singularField(language)].trim() !== '' || values[pluralField(language)].trim() !== '';
}
