import { type FormAnswers, type FormQuestion, isLayout } from '@cohort/shared';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { users } from '../users/index.ts';
import { type AnswerCell, answerCell } from './answer-text.ts';
import { formResponses, type forms } from './form.table.ts';

// The table's row type rather than form.service.ts's: the forms index offers this file (the applications export), and
// the service's imports (directory, startups, custom fields) would close a circle back to forms.
type FormRow = typeof forms.$inferSelect;

/** Submitted sheets read per statement while an export is written. */
export const ANSWERS_EXPORT_CHUNK = 500;

export interface AnswerColumn {
  questionId: string;
  label: string;
  /** The question as each version asked it (by version id), to read that version's options and columns. */
  byVersion: Map<string, FormQuestion>;
  /** The latest definition, for sheets of a version that did not have it (not expected, but harmless). */
  latest: FormQuestion;
}

export interface AnswersLayout {
  language: string;
  header: string[];
  columns: AnswerColumn[];
}

/**
 * The columns of a form's answers export (issue 13): submitted at, respondent, version, score, then one per question
 * that takes an answer across every version: the current version's order, then questions removed since, newest
 * version first. Labels are in the form's first language; `versions` come oldest first (formVersions).
 */
export function answersLayout(versions: readonly FormRow[]): AnswersLayout {
  const current = versions.find((v) => v.isCurrent) ?? versions[versions.length - 1];
  const language = current?.languages[0] ?? 'en';
  const columns = new Map<string, AnswerColumn>();
  const ordered = current ? [current, ...[...versions].reverse().filter((v) => v.id !== current.id)] : [];
  for (const version of ordered) {
    for (const question of version.questions) {
      if (isLayout(question)) continue;
      const column = columns.get(question.id);
      if (column) {
        column.byVersion.set(version.id, question);
        continue;
      }
      columns.set(question.id, {
        questionId: question.id,
        label: localizedLabel(question, language),
        byVersion: new Map([[version.id, question]]),
        latest: question,
      });
    }
  }
  const t = (key: string) => translate(language, `formAnswers.columns.${key}`);
  return {
    language,
    header: [t('submittedAt'), t('respondent'), t('version'), t('score'), ...[...columns.values()].map((c) => c.label)],
    columns: [...columns.values()],
  };
}

function localizedLabel(question: FormQuestion, language: string): string {
  const pick = (lang: string) => question.label.find((l) => l.language === lang && l.value.trim() !== '')?.value;
  return pick(language) ?? pick('en') ?? question.label.find((l) => l.value.trim() !== '')?.value ?? question.id;
}

export interface ExportedSheet {
  id: string;
  formId: string;
  submittedAt: Date | null;
  answers: FormAnswers;
  score: number | null;
  maxScore: number | null;
  respondentEmail: string | null;
  respondentName: string | null;
  respondentUserEmail: string | null;
}

/** "2027-03-01 14:05" in UTC: sortable text, the same in CSV and XLSX. */
export function submittedText(at: Date | null): string {
  return at ? at.toISOString().slice(0, 16).replace('T', ' ') : '';
}

/** One sheet as a row of the export. */
export function answerRow(
  layout: AnswersLayout,
  versionOf: ReadonlyMap<string, number>,
  sheet: ExportedSheet,
): AnswerCell[] {
  const respondent = sheet.respondentName?.trim() || sheet.respondentEmail || sheet.respondentUserEmail || '';
  return [
    submittedText(sheet.submittedAt),
    respondent,
    versionOf.get(sheet.formId) ?? null,
    sheet.score,
    ...layout.columns.map((column) => {
      const question = column.byVersion.get(sheet.formId) ?? column.latest;
      return answerCell(question, sheet.answers[column.questionId], layout.language);
    }),
  ];
}

/**
 * A page of a form's submitted sheets, oldest first, after `after` (keyset on submitted_at, id), with the
 * respondent's name and address: one statement per page.
 */
export async function submittedSheets(
  db: Db,
  incubatorId: string,
  baseId: string,
  after: { submittedAt: Date; id: string } | null,
  limit = ANSWERS_EXPORT_CHUNK,
): Promise<ExportedSheet[]> {
  const conditions = [
    eq(formResponses.incubatorId, incubatorId),
    eq(formResponses.baseId, baseId),
    eq(formResponses.status, 'submitted'),
  ];
  if (after) {
    conditions.push(
      or(
        gt(formResponses.submittedAt, after.submittedAt),
        and(eq(formResponses.submittedAt, after.submittedAt), gt(formResponses.id, after.id)),
      ) as ReturnType<typeof eq>,
    );
  }
  const rows = await db
    .select({
      id: formResponses.id,
      formId: formResponses.formId,
      submittedAt: formResponses.submittedAt,
      answers: formResponses.answers,
      score: formResponses.score,
      maxScore: formResponses.maxScore,
      respondentEmail: formResponses.respondentEmail,
      respondentName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      respondentUserEmail: users.email,
    })
    .from(formResponses)
    .leftJoin(users, and(eq(users.incubatorId, formResponses.incubatorId), eq(users.id, formResponses.respondentId)))
    .where(and(...conditions))
    .orderBy(asc(formResponses.submittedAt), asc(formResponses.id))
    .limit(limit);
  return rows as ExportedSheet[];
}
