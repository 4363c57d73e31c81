import { CATEGORIZATION_QUESTIONS, type CategorizationKey, METRIC_MESSAGES } from './model.ts';
import { formatMessage } from '../validation.ts';

export interface CategorizationInput {
  /** Yes delays the beginning of data reporting: the questions are hidden and no answers are sent. */
  skip: boolean | null | undefined;
  data: readonly { key: string; value: boolean | null | undefined }[];
}

export interface CategorizationResult {
  errors: Record<string, string>;
  /** What is saved: nothing when skipped, every answer otherwise. */
  answers: { key: CategorizationKey; value: boolean }[];
  valid: boolean;
}

/**
 * The categorization rule (spec 02 §4, §5): skip must be yes or no; with no, every question needs an answer; with
 * yes, the answers are dropped. A key that is not a question is refused.
 */
export function validateCategorization(input: CategorizationInput): CategorizationResult {
  const errors: Record<string, string> = {};
  if (input.skip !== true && input.skip !== false) {
    errors.skip = METRIC_MESSAGES.skipRequired;
    return { errors, answers: [], valid: false };
  }
  if (input.skip) return { errors, answers: [], valid: true };
  const given = new Map(input.data.map((d) => [d.key, d.value]));
  for (const key of given.keys()) {
    if (!CATEGORIZATION_QUESTIONS.some((q) => q.key === key)) errors[key] = METRIC_MESSAGES.unknownQuestion;
  }
  const answers: { key: CategorizationKey; value: boolean }[] = [];
  for (const question of CATEGORIZATION_QUESTIONS) {
    const value = given.get(question.key);
    if (value === true || value === false) answers.push({ key: question.key, value });
    else errors[question.key] = formatMessage(METRIC_MESSAGES.answerRequired, { field: question.label });
  }
  const valid = Object.keys(errors).length === 0;
  return { errors, answers: valid ? answers : [], valid };
}
