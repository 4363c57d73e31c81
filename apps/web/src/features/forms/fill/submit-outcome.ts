import type { FormAnswerError, FormAnswerErrorCode } from '@cohort/shared';
import type { CombinedError } from 'urql';
import type { SubmitOutcome } from './form-fill-card.tsx';

interface AnswerErrorExtension {
  questionId: string;
  code: FormAnswerErrorCode;
  params: Record<string, string | number>;
}

/** The outcome of a refused submission: the server's per-question errors (codes to translate), or its message. */
export function refusedOutcome(error: CombinedError | undefined, fallback: string): SubmitOutcome {
  const first = error?.graphQLErrors[0];
  const listed = (first?.extensions?.answerErrors as AnswerErrorExtension[] | undefined) ?? [];
  const answerErrors: FormAnswerError[] = listed.map((e) => ({ ...e, message: '' }));
  return { ok: false, answerErrors, message: first?.message ?? (error ? fallback : null) };
}
