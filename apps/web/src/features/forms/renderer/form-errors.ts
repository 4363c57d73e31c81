import { type FormAnswerError, type FormAnswerErrorCode, type FormQuestion, localized } from '@cohort/shared';

/** The formFill key of an error code (every code of FORM_ANSWER_MESSAGES has one; the type checks it). */
export function formErrorKey<C extends FormAnswerErrorCode>(code: C): `errors.${C}` {
  return `errors.${code}`;
}

/**
 * The parameters of an error in the person's language. The engine names a table column by its English label (it
 * validates without a language for cells), so the column is named again in `language`.
 */
export function formErrorParams(
  error: FormAnswerError,
  question: Pick<FormQuestion, 'columns'> | undefined,
  language: string,
): Record<string, string | number> {
  const params = { ...error.params };
  if (error.code === 'cell' && typeof params.column === 'string') {
    const column = question?.columns?.find((c) => c.id === params.column || localized(c.label, 'en') === params.column);
    if (column) params.column = localized(column.label, language) || column.id;
  }
  return params;
}

/** The error shown under each question: the first the engine reports for it. */
export function firstErrorByQuestion(
  errors: readonly FormAnswerError[] | null | undefined,
): Map<string, FormAnswerError> {
  const byQuestion = new Map<string, FormAnswerError>();
  for (const error of errors ?? []) if (!byQuestion.has(error.questionId)) byQuestion.set(error.questionId, error);
  return byQuestion;
}

/** An error in the person's language: the code's text with its parameters ("Field is a required field"). */
export function translateFormError(
  error: FormAnswerError,
  question: Pick<FormQuestion, 'columns'> | undefined,
  language: string,
  translate: (key: `errors.${FormAnswerErrorCode}`, params: Record<string, string | number>) => string,
): string {
  return translate(formErrorKey(error.code), formErrorParams(error, question, language));
}

/**
 * Whether a question's error is shown: only once the question was touched (left after focusing it) or when every
 * error is asked for, e.g. after a submit (spec: "A field error shows only when the field is touched").
 */
export function showsError(questionId: string, touched: ReadonlySet<string>, showAllErrors: boolean): boolean {
  return showAllErrors || touched.has(questionId);
}

/** Every error of each question, in the engine's order. */
export function errorsByQuestion(errors: readonly FormAnswerError[]): Map<string, FormAnswerError[]> {
  const byQuestion = new Map<string, FormAnswerError[]>();
  for (const error of errors) {
    const list = byQuestion.get(error.questionId);
    if (list) list.push(error);
    else byQuestion.set(error.questionId, [error]);
  }
  return byQuestion;
}
