import {
  checkFormDefinition,
  type FormKind,
  type FormQuestion,
  formInputSchema,
  formQuestionsSchema,
  PROFILE_KINDS,
} from '@cohort/shared';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { escapeLike, fromJsonRow, outer } from '../../platform/db/sql.ts';
import type { Viewer } from '../../platform/graphql/context.ts';
import { NotFoundError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import { canEditForm, canFillForm } from '../../policies/index.ts';
import { type AvatarData, avatarJson } from '../directory/index.ts';
import {
  checkAnswers,
  currentRow,
  draftAnswers,
  FORM_MESSAGES,
  FormAnswersError,
  type FormRow,
} from './form-answers-check.ts';
import { formResponses, forms } from './form.table.ts';

export { checkAnswers, currentRow as currentFormRow, draftAnswers, FORM_MESSAGES, FormAnswersError, type FormRow };

export type ResponseRow = typeof formResponses.$inferSelect;

export interface VersionSummary {
  id: string;
  version: number;
  isCurrent: boolean;
  createdAt: string;
  answerCount: number;
}

export interface FormView extends FormRow {
  answerCount: number;
  versions: VersionSummary[];
  creator: AvatarData | null;
  canEdit: boolean;
  canDelete: boolean;
}

const submitted = sql`r.status = 'submitted'`;

/** Every field of a form version with what the lists and the builder show: one statement, whatever the form. */
function selectFormViews(db: Db) {
  return db
    .select({
      form: forms,
      answerCount: sql<number>`(select count(*)::int from ${formResponses} r
        where r.incubator_id = ${outer(forms.incubatorId)} and r.base_id = ${outer(forms.baseId)} and ${submitted})`,
      versions: sql<VersionSummary[]>`(select json_agg(json_build_object('id', v.id, 'version', v.version,
          'isCurrent', v.is_current, 'createdAt', v.created_at,
          'answerCount', (select count(*)::int from ${formResponses} r
             where r.incubator_id = v.incubator_id and r.form_id = v.id and ${submitted})) order by v.version desc)
        from ${forms} v where v.incubator_id = ${outer(forms.incubatorId)} and v.base_id = ${outer(forms.baseId)})`,
      creator: avatarJson(outer(forms.createdBy), outer(forms.incubatorId)),
    })
    .from(forms);
}

type SelectedForm = Awaited<ReturnType<ReturnType<typeof selectFormViews>['where']>>[number];

function toView(viewer: Viewer | null, row: SelectedForm): FormView {
  const canEdit = viewer ? canEditForm(viewer, row.form) : false;
  return {
    ...row.form,
    answerCount: row.answerCount,
    versions: row.versions ?? [],
    creator: row.creator,
    canEdit,
    canDelete: canEdit && row.answerCount === 0 && !PROFILE_KINDS.includes(row.form.kind as FormKind),
  };
}

/** Profile forms are arranged in the profile builder: the general forms API refuses to change them. */
function refuseProfileForm(kind: string, message: string): void {
  if (PROFILE_KINDS.includes(kind as FormKind)) throw new ValidationError([{ field: 'id', message }]);
}

export interface FormFilter {
  search?: string | null;
  kind?: FormKind | null;
  tag?: string | null;
  archived?: boolean | null;
}

/** The current version of every form, newest change first, with the number of answers: one page and one count. */
export async function listForms(
  db: Db,
  incubatorId: string,
  viewer: Viewer,
  filter: FormFilter,
  page: { limit: number; offset: number },
): Promise<{ items: FormView[]; total: number }> {
  const conditions: SQL[] = [eq(forms.incubatorId, incubatorId), eq(forms.isCurrent, true)];
  conditions.push(filter.archived ? isNotNull(forms.archivedAt) : isNull(forms.archivedAt));
  if (filter.kind) conditions.push(eq(forms.kind, filter.kind));
  if (filter.tag) conditions.push(sql`${filter.tag} = any(${forms.tags})`);
  const search = filter.search?.trim();
  if (search) conditions.push(ilike(forms.title, `%${escapeLike(search)}%`));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectFormViews(db)
      .where(where)
      .orderBy(desc(forms.updatedAt), asc(forms.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(forms).where(where),
  ]);
  return { items: rows.map((row) => toView(viewer, row)), total: total?.value ?? 0 };
}

/** One version of a form by its id, or NotFound. */
export async function findFormView(db: Db, incubatorId: string, viewer: Viewer | null, id: string): Promise<FormView> {
  if (!isUuid(id)) throw new NotFoundError('The form');
  const [row] = await selectFormViews(db).where(and(eq(forms.incubatorId, incubatorId), eq(forms.id, id)));
  if (!row) throw new NotFoundError('The form');
  return toView(viewer, row);
}

export interface FormInput {
  title: string;
  kind: FormKind;
  description?: string | null;
  tags?: string[] | null;
  languages?: string[] | null;
  questions?: unknown;
}

/** Parses a form's settings and questions; every problem is a ValidationError naming the question. */
export function parseFormInput(input: FormInput) {
  const settings = parseInput(formInputSchema, input);
  const parsed = formQuestionsSchema.safeParse(input.questions ?? []);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((issue) => ({
        field: questionField(input.questions, issue.path),
        message: issue.message,
      })),
    );
  }
  const questions = parsed.data as FormQuestion[];
  const problems = checkFormDefinition(questions, settings.languages[0]);
  if (problems.length > 0) {
    throw new ValidationError(
      problems.map((p) => ({ field: p.questionId ? `questions.${p.questionId}` : 'questions', message: p.message })),
    );
  }
  return { ...settings, questions };
}

function questionField(questions: unknown, path: PropertyKey[]): string {
  if (path.length === 0) return 'questions';
  const index = Number(path[0]);
  const question = Array.isArray(questions) ? (questions[index] as { id?: unknown } | undefined) : undefined;
  const id =
    typeof question?.id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(question.id) ? question.id : String(index);
  return ['questions', id, ...path.slice(1).map(String)].join('.');
}

export async function createForm(
  db: Db,
  incubatorId: string,
  viewer: Viewer,
  input: ReturnType<typeof parseFormInput>,
): Promise<FormView> {
  // One form of each profile kind, made by the profile builder (customfields), whose rules its questions keep.
  if (PROFILE_KINDS.includes(input.kind)) {
    throw new ValidationError([{ field: 'kind', message: FORM_MESSAGES.profileBuilder }]);
  }
  const id = newId();
  await db.insert(forms).values({
    incubatorId,
    id,
    baseId: id,
    version: 1,
    isCurrent: true,
    kind: input.kind,
    title: input.title,
    description: input.description,
    tags: input.tags,
    languages: input.languages,
    questions: input.questions,
    shareId: newId(),
    createdBy: viewer.userId,
    updatedBy: viewer.userId,
  });
  return findFormView(db, incubatorId, viewer, id);
}

async function submittedCount(db: Db, incubatorId: string, where: SQL): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(formResponses)
    .where(and(eq(formResponses.incubatorId, incubatorId), eq(formResponses.status, 'submitted'), where));
  return row?.value ?? 0;
}

/**
 * Saves a form. Changing the questions of a version that has answers makes a new version (answers keep the version
 * they were given on; drafts move to the new one); otherwise the current version changes in place.
 */
export async function updateForm(
  db: Db,
  incubatorId: string,
  viewer: Viewer,
  id: string,
  input: ReturnType<typeof parseFormInput>,
  authorize: (row: FormRow) => void,
): Promise<FormView> {
  const current = await currentRow(db, incubatorId, id, true);
  authorize(current);
  if (current.id !== id) throw new ValidationError([{ field: 'id', message: FORM_MESSAGES.notCurrent }]);
  if (current.archivedAt) throw new ValidationError([{ field: 'id', message: FORM_MESSAGES.archived }]);
  refuseProfileForm(current.kind, FORM_MESSAGES.profileBuilder);
  if (PROFILE_KINDS.includes(input.kind)) {
    throw new ValidationError([{ field: 'kind', message: FORM_MESSAGES.profileForm }]);
  }
  const settings = {
    kind: input.kind,
    title: input.title,
    description: input.description,
    tags: input.tags,
    languages: input.languages,
    updatedBy: viewer.userId,
    updatedAt: new Date(),
  };
  const questionsChanged = canonical(current.questions) !== canonical(input.questions);
  const answered = questionsChanged ? await submittedCount(db, incubatorId, eq(formResponses.formId, current.id)) : 0;
  if (!questionsChanged || answered === 0) {
    await db
      .update(forms)
      .set({ ...settings, questions: input.questions })
      .where(and(eq(forms.incubatorId, incubatorId), eq(forms.id, current.id)));
    return findFormView(db, incubatorId, viewer, current.id);
  }
  const nextId = newId();
  await db
    .update(forms)
    .set({ isCurrent: false })
    .where(and(eq(forms.incubatorId, incubatorId), eq(forms.id, current.id)));
  await db.insert(forms).values({
    ...current,
    ...settings,
    id: nextId,
    version: current.version + 1,
    isCurrent: true,
    questions: input.questions,
    createdAt: new Date(),
  });
  await db
    .update(formResponses)
    .set({ formId: nextId })
    .where(
      and(
        eq(formResponses.incubatorId, incubatorId),
        eq(formResponses.formId, current.id),
        eq(formResponses.status, 'draft'),
      ),
    );
  return findFormView(db, incubatorId, viewer, nextId);
}

/** JSON with keys sorted and empty values left out: jsonb keeps keys in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, x]) => x !== null && x !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** A copy of a form's current version, as a new form with no answers and no sharing. */
export async function duplicateForm(
  db: Db,
  incubatorId: string,
  viewer: Viewer,
  id: string,
  title: string,
  authorize: (row: FormRow) => void,
): Promise<FormView> {
  const current = await currentRow(db, incubatorId, id);
  authorize(current);
  const settings = parseInput(formInputSchema, { ...current, title });
  return createForm(db, incubatorId, viewer, { ...settings, questions: current.questions });
}

/** Deletes a form and its versions: refused while it has answers (archive it instead) and for profile forms. */
export async function deleteForm(
  db: Db,
  incubatorId: string,
  id: string,
  authorize: (row: FormRow) => void,
): Promise<string> {
  const current = await currentRow(db, incubatorId, id, true);
  authorize(current);
  refuseProfileForm(current.kind, FORM_MESSAGES.profileForm);
  if ((await submittedCount(db, incubatorId, eq(formResponses.baseId, current.baseId))) > 0) {
    throw new ValidationError([{ field: 'id', message: FORM_MESSAGES.hasAnswers }]);
  }
  await db.delete(forms).where(and(eq(forms.incubatorId, incubatorId), eq(forms.baseId, current.baseId)));
  return current.baseId;
}

export async function archiveForm(
  db: Db,
  incubatorId: string,
  viewer: Viewer,
  id: string,
  archived: boolean,
  authorize: (row: FormRow) => void,
): Promise<FormView> {
  const current = await currentRow(db, incubatorId, id, true);
  authorize(current);
  refuseProfileForm(current.kind, FORM_MESSAGES.profileForm);
  await db
    .update(forms)
    .set({ archivedAt: archived ? (current.archivedAt ?? new Date()) : null, updatedAt: new Date() })
    .where(and(eq(forms.incubatorId, incubatorId), eq(forms.id, current.id)));
  return findFormView(db, incubatorId, viewer, current.id);
}

export type FormAudience = 'NONE' | 'MEMBERS' | 'PUBLIC';

export async function shareForm(
  db: Db,
  incubatorId: string,
  viewer: Viewer,
  id: string,
  share: { audience: FormAudience; expiresAt: Date | null },
  authorize: (row: FormRow) => void,
): Promise<FormView> {
  const current = await currentRow(db, incubatorId, id, true);
  authorize(current);
  // A profile form's answers are profile fields (custom_field_values), not answer sheets: it is never shared.
  refuseProfileForm(current.kind, FORM_MESSAGES.profileBuilder);
  await db
    .update(forms)
    .set({ audience: share.audience, shareExpiresAt: share.expiresAt, updatedAt: new Date() })
    .where(and(eq(forms.incubatorId, incubatorId), eq(forms.id, current.id)));
  return findFormView(db, incubatorId, viewer, current.id);
}

/** The form behind a public link: its current version when shared with anyone, not archived nor expired. */
export async function sharedFormRow(db: Db, incubatorId: string, shareId: string): Promise<FormRow> {
  if (!isUuid(shareId)) throw new NotFoundError('The form');
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.incubatorId, incubatorId), eq(forms.shareId, shareId), eq(forms.isCurrent, true)));
  if (!row || !canFillForm(null, row)) throw new NotFoundError('The form');
  return row;
}

/** The current version of a form a signed-in person may fill (/survey/:id), with their draft: one statement. */
export async function surveyOf(
  db: Db,
  incubatorId: string,
  viewer: Viewer,
  id: string,
): Promise<{ form: FormRow; draft: ResponseRow | null }> {
  if (!isUuid(id)) throw new NotFoundError('The form');
  const [row] = await db
    .select({
      form: forms,
      draft: sql<ResponseRow | null>`(select row_to_json(r) from ${formResponses} r
        where r.incubator_id = ${outer(forms.incubatorId)} and r.base_id = ${outer(forms.baseId)} and r.status = 'draft'
          and r.respondent_id = ${viewer.userId} and r.subject_id is null limit 1)`,
    })
    .from(forms)
    .where(
      and(
        eq(forms.incubatorId, incubatorId),
        eq(forms.isCurrent, true),
        sql`${forms.baseId} = (select f.base_id from ${forms} f where f.incubator_id = ${incubatorId} and f.id = ${id})`,
      ),
    );
  if (!row || !canFillForm(viewer, row.form) || PROFILE_KINDS.includes(row.form.kind as FormKind)) {
    throw new NotFoundError('The form');
  }
  return {
    form: row.form,
    draft: row.draft ? fromJsonRow(formResponses, row.draft as unknown as Record<string, unknown>) : null,
  };
}

/** Saves the signed-in person's draft of a form (one per person, form and subject). */
export async function saveDraft(
  db: Db,
  incubatorId: string,
  viewer: Viewer,
  form: FormRow,
  given: unknown,
  language: string,
): Promise<ResponseRow> {
  const answers = draftAnswers(form.questions, given);
  const [row] = await db
    .insert(formResponses)
    .values({
      incubatorId,
      id: newId(),
      formId: form.id,
      baseId: form.baseId,
      respondentId: viewer.userId,
      status: 'draft',
      answers,
      language,
    })
    .onConflictDoUpdate({
      target: [formResponses.incubatorId, formResponses.baseId, formResponses.respondentId, formResponses.subjectKey],
      targetWhere: sql`status = 'draft' and respondent_id is not null`,
      set: { answers, language, formId: form.id, updatedAt: new Date() },
    })
    .returning();
  return row as ResponseRow;
}

/** Stores a submitted sheet (the signed-in person's draft becomes it). */
export async function storeSubmission(
  db: Db,
  incubatorId: string,
  form: FormRow,
  respondent: { userId: string | null; email: string | null },
  checked: ReturnType<typeof checkAnswers>,
): Promise<ResponseRow> {
  const now = new Date();
  const values = {
    formId: form.id,
    status: 'submitted',
    answers: checked.answers,
    language: checked.language,
    score: checked.score.max > 0 ? checked.score.score : null,
    maxScore: checked.score.max > 0 ? checked.score.max : null,
    sectionScores: checked.score.sections,
    respondentEmail: respondent.email,
    submittedAt: now,
    updatedAt: now,
  };
  if (respondent.userId) {
    const [draft] = await db
      .update(formResponses)
      .set(values)
      .where(
        and(
          eq(formResponses.incubatorId, incubatorId),
          eq(formResponses.baseId, form.baseId),
          eq(formResponses.respondentId, respondent.userId),
          eq(formResponses.status, 'draft'),
          isNull(formResponses.subjectId),
        ),
      )
      .returning();
    if (draft) return draft;
  }
  const [row] = await db
    .insert(formResponses)
    .values({ incubatorId, id: newId(), baseId: form.baseId, respondentId: respondent.userId, ...values })
    .returning();
  return row as ResponseRow;
}

export interface ResponseView extends ResponseRow {
  version: number;
  respondent: AvatarData | null;
}

/** The submitted answers of a form (every version), newest first: one page and one count. */
export async function listResponses(
  db: Db,
  incubatorId: string,
  baseId: string,
  page: { limit: number; offset: number },
): Promise<{ items: ResponseView[]; total: number }> {
  const where = and(
    eq(formResponses.incubatorId, incubatorId),
    eq(formResponses.baseId, baseId),
    eq(formResponses.status, 'submitted'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        response: formResponses,
        version: sql<number>`(select v.version from ${forms} v
          where v.incubator_id = ${outer(formResponses.incubatorId)} and v.id = ${outer(formResponses.formId)})`,
        respondent: avatarJson(outer(formResponses.respondentId), outer(formResponses.incubatorId)),
      })
      .from(formResponses)
      .where(where)
      .orderBy(desc(formResponses.submittedAt), asc(formResponses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(formResponses).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r.response, version: r.version, respondent: r.respondent })),
    total: total?.value ?? 0,
  };
}

/** Every version of a form, oldest first, for exports (columns of removed questions stay). */
export async function formVersions(db: Db, incubatorId: string, baseId: string): Promise<FormRow[]> {
  return db
    .select()
    .from(forms)
    .where(and(eq(forms.incubatorId, incubatorId), eq(forms.baseId, baseId)))
    .orderBy(asc(forms.version));
}
