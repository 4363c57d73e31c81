import {
  FORM_ANSWER_MESSAGES,
  type FormAnswerError,
  type FormAnswerErrorCode,
  type FormQuestion,
  formatMessage,
  LANGUAGES,
  validateFormAnswers,
} from '@cohort/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import english from '../../../locales/en/formFill.json';
import {
  errorsByQuestion,
  firstErrorByQuestion,
  formErrorParams,
  showsError,
  translateFormError,
} from './form-errors.ts';

const CODES = Object.keys(FORM_ANSWER_MESSAGES) as FormAnswerErrorCode[];

async function translatorIn(language: string) {
  const resources = (await import(`../../../locales/${language}/formFill.json`)).default;
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { formFill: resources } },
    defaultNS: 'formFill',
    interpolation: { escapeValue: false },
  });
  const t = instance.getFixedT(language, 'formFill');
  return (key: `errors.${FormAnswerErrorCode}`, params: Record<string, string | number>) => t(key, params);
}

function errorOf(code: FormAnswerErrorCode, params: Record<string, string | number>): FormAnswerError {
  return { questionId: 'q1', code, params, message: formatMessage(FORM_ANSWER_MESSAGES[code], params) };
}

describe('form error texts', () => {
  it('says every engine error in English exactly as the spec and the server word it', async () => {
    const translate = await translatorIn('en');
    const params = { field: 'Team size', min: 2, max: 10, row: 3, column: 'Role' };
    for (const code of CODES) {
      expect(translateFormError(errorOf(code, params), undefined, 'en', translate)).toBe(
        formatMessage(FORM_ANSWER_MESSAGES[code], params),
      );
    }
    expect(translateFormError(errorOf('required', { field: 'Name' }), undefined, 'en', translate)).toBe(
      'Name is a required field',
    );
    expect(translateFormError(errorOf('textMin', { field: 'Pitch', min: 20 }), undefined, 'en', translate)).toBe(
      'Pitch must be greater than or equal to 20 characters',
    );
    expect(translateFormError(errorOf('invalid', { field: 'X' }), undefined, 'en', translate)).toBe('Invalid field');
  });

  it('has a text for every code in every language, using the same parameters as English', async () => {
    for (const language of LANGUAGES) {
      const texts = (await import(`../../../locales/${language}/formFill.json`)).default as typeof english;
      for (const code of CODES) {
        const text = texts.errors[code];
        expect(text, `${language} errors.${code}`).toBeTruthy();
        const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(placeholders(text), `${language} errors.${code}`).toEqual(placeholders(english.errors[code]));
      }
    }
  });

  it('names a table column in the form language, though the engine reports its English label', async () => {
    const question: FormQuestion = {
      id: 'team',
      questionType: 'table',
      label: [
        { language: 'en', value: 'Team' },
        { language: 'fr', value: 'Équipe' },
      ],
      columns: [
        {
          id: 'age',
          type: 'number',
          label: [
            { language: 'en', value: 'Age' },
            { language: 'fr', value: 'Âge' },
          ],
        },
      ],
    };
    const { errors } = validateFormAnswers([question], { team: [{ age: 'old' }] }, { language: 'fr' });
    expect(errors).toHaveLength(1);
    const [error] = errors as [FormAnswerError];
    expect(formErrorParams(error, question, 'fr')).toMatchObject({ field: 'Équipe', row: 1, column: 'Âge' });
    const translate = await translatorIn('fr');
    expect(translateFormError(error, question, 'fr', translate)).toBe('Équipe, ligne 1 : Âge n’est pas valide');
  });

  it('keeps the first error of each question for display, and all of them for errorsFor', () => {
    const errors = [
      { ...errorOf('required', { field: 'A' }), questionId: 'a' },
      { ...errorOf('cell', { field: 'B', row: 1, column: 'C' }), questionId: 'b' },
      { ...errorOf('rowsMin', { field: 'B', min: 2 }), questionId: 'b' },
    ];
    expect([...firstErrorByQuestion(errors).values()].map((e) => e.code)).toEqual(['required', 'cell']);
    expect(
      errorsByQuestion(errors)
        .get('b')
        ?.map((e) => e.code),
    ).toEqual(['cell', 'rowsMin']);
    expect(firstErrorByQuestion(undefined).size).toBe(0);
  });

  it('shows an error once the question is touched, or all of them when asked', () => {
    expect(showsError('a', new Set(), false)).toBe(false);
    expect(showsError('a', new Set(['a']), false)).toBe(true);
    expect(showsError('a', new Set(['b']), true)).toBe(true);
  });
});
