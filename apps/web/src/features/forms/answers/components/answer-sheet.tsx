import type { FormAnswers, FormQuestion } from '@cohort/shared';
import { FormRenderer } from '../../renderer/index.ts';

const ignoreChange = () => undefined;

/** One sheet read-only, through the one form renderer: every page at once, the questions of the sheet's version. */
export function AnswerSheet({
  questions,
  answers,
  language,
  currency,
}: {
  questions: readonly FormQuestion[];
  answers: FormAnswers;
  language: string;
  currency: string;
}) {
  return (
    <FormRenderer
      questions={questions}
      answers={answers}
      onChange={ignoreChange}
      language={language}
      currency={currency}
      readOnly
    />
  );
}
