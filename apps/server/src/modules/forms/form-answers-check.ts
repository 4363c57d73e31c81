import {
  ERROR_CODES,
  type FieldError,
  type FormAnswerError,
  type FormAnswers,
  type FormQuestion,
  isStorableText,
  type RoleType,
  scoreAnswers,
  validateFormAnswers,
} from '@cohort/shared';
import { and, eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Db } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { forms } from './form.table.ts';

/**
 * Checking a sheet of answers against a version of a form, apart from the forms service so that the areas that keep
 * answers of their own (evaluation reviews, issue 15) use it without the service's imports.
 */
export type FormRow = typeof forms.$inferSelect;

export const FORM_MESSAGES = {
  hasAnswers: 'This form has answers: archive it instead of deleting it',
  profileForm: 'Profile forms cannot be deleted or archived',
  profileBuilder: 'Profile forms are made and arranged in the profile builder',
  notCurrent: 'This is an earlier version of the form: open its current version to change it',
  archived: 'This form is archived: restore it before changing it',
  alreadySubmitted: 'These answers were already submitted',
  tooLarge: 'These answers are too large to be saved',
  tooMany: 'Too many answers were sent from here: try again in a few minutes',
  email: 'Email is not a valid email',
} as const;

/** Largest draft or sheet of answers kept, as JSON text. */
export const MAX_ANSWERS_BYTES = 2_000_000;

/** The current version of a form, by the id of any of its versions; NotFound otherwise. */
export async function currentRow(db: Db, incubatorId: string, id: string, lock = false): Promise<FormRow> {
  if (!isUuid(id)) throw new NotFoundError('The form');
  const query = db
    .select({ form: forms })
    .from(forms)
    .where(
      and(
        eq(forms.incubatorId, incubatorId),
        eq(forms.isCurrent, true),
        sql`${forms.baseId} = (select f.base_id from ${forms} f where f.incubator_id = ${incubatorId} and f.id = ${id})`,
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('The form');
  return row.form;
}

/** Answers as sent, kept for a draft: only the form's questions, within the size limit, storable text only. */
export function draftAnswers(questions: readonly FormQuestion[], given: unknown): FormAnswers {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new ValidationError([{ field: 'answers', message: 'Invalid field' }]);
  }
  const ids = new Set(questions.map((q) => q.id));
  const kept = Object.fromEntries(Object.entries(given).filter(([id]) => ids.has(id))) as FormAnswers;
  const text = JSON.stringify(kept);
  if (text.length > MAX_ANSWERS_BYTES)
    throw new ValidationError([{ field: 'answers', message: FORM_MESSAGES.tooLarge }]);
  if (!isStorableText(text)) {
    throw new ValidationError([{ field: 'answers', message: 'The answers contain a character that is not allowed' }]);
  }
  return kept;
}

/** The error of a refused sheet: one field per failing question, with codes the web app translates. */
export class FormAnswersError extends GraphQLError {
  constructor(errors: FormAnswerError[]) {
    const fields: FieldError[] = errors.map((e) => ({ field: `answers.${e.questionId}`, message: e.message }));
    super(fields.map((f) => f.message).join('. '), {
      extensions: {
        code: ERROR_CODES.validation,
        fields,
        answerErrors: errors.map(({ questionId, code, params }) => ({ questionId, code, params })),
      },
    });
  }
}

/** Checks a sheet against a version of a form for a role: the kept answers and the score, or FormAnswersError. */
export function checkAnswers(
  form: Pick<FormRow, 'questions' | 'languages'>,
  given: unknown,
  options: { roleType: RoleType | null; language: string; maxFileSize: number; userAddRows?: boolean },
) {
  const answers = draftAnswers(form.questions, given);
  const language = form.languages.includes(options.language) ? options.language : (form.languages[0] ?? 'en');
  const result = validateFormAnswers(form.questions, answers, {
    language,
    roleType: options.roleType,
    maxFileSize: options.maxFileSize,
    userAddRows: options.userAddRows ?? true,
  });
  if (result.errors.length > 0) throw new FormAnswersError(result.errors);
  const score = scoreAnswers(form.questions, result.answers, language);
  return { answers: result.answers, language, score };
}
