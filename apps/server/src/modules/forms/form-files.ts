import {
  effectiveType,
  FORM_ANSWER_MESSAGES,
  type FileRef,
  type FormAnswerError,
  type FormAnswers,
  type FormQuestion,
  formatMessage,
  localized,
} from '@cohort/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { attachments } from '../attachments/index.ts';
import { FormAnswersError, type FormRow } from './form.service.ts';

/** Files of a form's answers are attachments of this reference type, with the form's base id as reference. */
export const FORM_FILE_REFERENCE = 'form';

/** The files an answer names: a file question's list, or a video question's uploaded file. */
export function filesOf(question: FormQuestion, value: FormAnswers[string] | undefined): FileRef[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const type = effectiveType(question);
  if (type === 'file' && 'files' in value && Array.isArray(value.files)) return value.files;
  if (type === 'video' && 'file' in value && value.file) return [value.file];
  return [];
}

/**
 * The post-check of a sheet's files (issue 13): every FileRef must be an upload of this form (any version: the
 * reference is the base id) within the size limit. Refused files are reported per question with code `file`, as the
 * engine reports the rest; the kept answers take each file's stored name and size, not the ones the client sent.
 */
export async function checkAnswerFiles(
  db: Db,
  incubatorId: string,
  form: Pick<FormRow, 'baseId' | 'questions' | 'languages'>,
  answers: FormAnswers,
  options: { maxFileSize: number; language: string },
): Promise<FormAnswers> {
  const named = form.questions.flatMap((question) =>
    filesOf(question, answers[question.id]).map((file) => ({ question, file })),
  );
  if (named.length === 0) return answers;
  const ids = [...new Set(named.map((n) => n.file.id).filter(isUuid))];
  const stored =
    ids.length === 0
      ? []
      : await db
          .select({ id: attachments.id, name: attachments.name, size: attachments.size })
          .from(attachments)
          .where(
            and(
              eq(attachments.incubatorId, incubatorId),
              eq(attachments.referenceType, FORM_FILE_REFERENCE),
              eq(attachments.referenceId, form.baseId),
              inArray(attachments.id, ids),
            ),
          );
  const byId = new Map(stored.map((s) => [s.id, s]));
  const errors: FormAnswerError[] = [];
  for (const { question, file } of named) {
    const found = byId.get(file.id);
    if (found && found.size <= options.maxFileSize) continue;
    if (errors.some((e) => e.questionId === question.id)) continue;
    const field = localized(question.label, options.language) || 'This question';
    const params = { field };
    errors.push({
      questionId: question.id,
      code: 'file',
      params,
      message: formatMessage(FORM_ANSWER_MESSAGES.file, params),
    });
  }
  if (errors.length > 0) throw new FormAnswersError(errors);
  const exact = (file: FileRef): FileRef => {
    const found = byId.get(file.id);
    return found ? { id: found.id, name: found.name, size: found.size } : file;
  };
  const kept: FormAnswers = { ...answers };
  for (const question of form.questions) {
    const value = kept[question.id];
    if (filesOf(question, value).length === 0 || !value || typeof value !== 'object' || Array.isArray(value)) continue;
    if ('files' in value) kept[question.id] = { files: value.files.map(exact) };
    else if ('file' in value && value.file) kept[question.id] = { ...value, file: exact(value.file) };
  }
  return kept;
}
