import { type FormAnswers, isLayout, localized } from '@cohort/shared';
import type { EmailLine, MailContext } from '../mail/index.ts';
import { sendActionEmail } from '../mail/index.ts';
import { answerText } from './answer-text.ts';
import type { FormRow } from './form.service.ts';

/** The "question: answer" lines of a sheet, in the order of the form, in the language it was answered in. */
export function answerLines(questions: FormRow['questions'], answers: FormAnswers, language: string): EmailLine[] {
  return questions
    .filter((question) => !isLayout(question) && answers[question.id] !== undefined)
    .map((question) => ({
      label: localized(question.label, language) || question.id,
      value: answerText(question, answers[question.id], language),
    }))
    .filter((line) => line.value !== '');
}

/**
 * Spec 02 §share page, "an optional e-mail to receive a copy": the answers as sent, recorded in the outbox within the
 * submission's transaction and delivered after it commits, with a link back to the share page.
 */
export async function sendFormCopy(
  mail: MailContext,
  form: Pick<FormRow, 'title' | 'questions' | 'shareId'>,
  copy: { to: string; answers: FormAnswers; language: string; origin: string },
): Promise<string | null> {
  return sendActionEmail(mail, {
    template: 'formCopy',
    to: copy.to,
    userId: null,
    language: copy.language,
    name: copy.to,
    link: `${copy.origin}/share/forms/${form.shareId}`,
    values: { form: form.title },
    lines: answerLines(form.questions, copy.answers, copy.language),
  });
}
