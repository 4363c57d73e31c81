import {
  COACHING_EVALUATION_DUE_DAYS,
  COACHING_EVALUATION_FORM_KIND,
  COACHING_EVALUATION_SUBJECT,
  COACHING_MESSAGES,
  type CoachingEvaluationSide,
  type FormAnswers,
  type FormQuestion,
  resolveLanguage,
} from '@cohort/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, ValidationError } from '../../platform/graphql/errors.ts';
import { canReadCoachingEvaluations, coachingEvaluationSide } from '../../policies/index.ts';
import { type AvatarData, loadAvatars } from '../directory/index.ts';
import { checkAnswers, currentFormRow, draftAnswers, type FormRow, formResponses, forms } from '../forms/index.ts';
import { taskAssignees, tasks } from '../tasks/index.ts';
import { findSession, matchingSettingsOf } from './coaching-session.service.ts';
import {
  coachingEvaluationTasks,
  coachingSessionAttendees,
  coachingSessions,
  type CoachingSessionRow,
} from './coaching.table.ts';

/**
 * Coaching evaluations (issue 16): after a session, each person of the organisation's side answers the mentor's
 * form and each of the startup's attendees the founders' form (both set on the mentor matching settings, forms of
 * kind feedback). Answers are form responses about the session (subject kind coaching_session), a draft until
 * submitted, submitted once; submitting ticks the person's coachingEvaluation task. Each person reads their own
 * answers; the programme team reads both sides' (canReadCoachingEvaluations).
 */

export const sessionPath = (sessionId: string) => `/coaching/session/${sessionId}`;
/** The task's link: the session page, opened at its evaluation section. */
export const evaluationPath = (sessionId: string) => `${sessionPath(sessionId)}#evaluation`;

export interface CoachingEvaluationSheetView {
  id: string | null;
  side: CoachingEvaluationSide;
  respondent: AvatarData | null;
  formId: string;
  formTitle: string;
  questions: FormQuestion[];
  languages: string[];
  status: 'draft' | 'submitted' | null;
  answers: FormAnswers;
  submittedAt: Date | null;
}

export interface CoachingSessionEvaluationView {
  sessionId: string;
  ended: boolean;
  /** The side whose form the viewer answers; null when they are not a person of the session. */
  side: CoachingEvaluationSide | null;
  /** The viewer's form and answers (draft or submitted), when they have a side and it has a form. */
  mine: CoachingEvaluationSheetView | null;
  canFill: boolean;
  /** Why the viewer may not fill (not ended, canceled, no form, submitted), one of COACHING_MESSAGES. */
  blockedReason: string | null;
  /** Submitted evaluations of others the viewer may read (staff: both sides). */
  others: CoachingEvaluationSheetView[];
  readsAll: boolean;
}

function refuse(message: string): never {
  throw new ValidationError([{ field: 'sessionId', message }]);
}

/** The current version of a form, or null when it is gone. */
async function formOrNull(db: Db, incubatorId: string, baseId: string | null): Promise<FormRow | null> {
  if (!baseId) return null;
  return currentFormRow(db, incubatorId, baseId).catch(() => null);
}

/**
 * A form chosen on the mentor matching settings: one of the organisation's (another's is not found) and of kind
 * feedback. Answers its base id (what the settings keep).
 */
export async function evaluationFormBaseId(db: Db, incubatorId: string, id: string, field: string): Promise<string> {
  const form = await formOrNull(db, incubatorId, id);
  if (!form) throw new ValidationError([{ field, message: COACHING_MESSAGES.evaluationFormUnknown }]);
  if (form.kind !== COACHING_EVALUATION_FORM_KIND) {
    throw new ValidationError([{ field, message: COACHING_MESSAGES.evaluationFormKind }]);
  }
  return form.baseId;
}

const ended = (row: CoachingSessionRow, now: Date) =>
  row.state === 'logged' || (row.state === 'scheduled' && row.endsAt.getTime() <= now.getTime());

function blockedBy(row: CoachingSessionRow, form: FormRow | null, now: Date): string | null {
  if (row.state === 'canceled') return COACHING_MESSAGES.evaluationCanceled;
  if (!ended(row, now)) return COACHING_MESSAGES.evaluationNotEnded;
  if (!form) return COACHING_MESSAGES.evaluationNoForm;
  return null;
}

async function responsesOf(db: Db, incubatorId: string, sessionId: string, respondentId?: string) {
  return db
    .select()
    .from(formResponses)
    .where(
      and(
        eq(formResponses.incubatorId, incubatorId),
        eq(formResponses.subjectKind, COACHING_EVALUATION_SUBJECT),
        eq(formResponses.subjectId, sessionId),
        ...(respondentId ? [eq(formResponses.respondentId, respondentId)] : []),
      ),
    )
    .orderBy(asc(formResponses.createdAt));
}

export async function coachingSessionEvaluation(
  ctx: Ctx,
  sessionId: string,
  now = new Date(),
): Promise<CoachingSessionEvaluationView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const { row, access } = await findSession(ctx, sessionId);
  const side = coachingEvaluationSide(viewer, access);
  const readsAll = canReadCoachingEvaluations(viewer, access);
  const settings = await matchingSettingsOf(ctx.db, incubatorId);
  const form = side
    ? await formOrNull(ctx.db, incubatorId, side === 'mentor' ? settings.mentorFormId : settings.founderFormId)
    : null;
  const responses = await responsesOf(ctx.db, incubatorId, row.id);
  const own = responses.filter((r) => r.respondentId === viewer.userId);
  const submitted = own.find((r) => r.status === 'submitted') ?? null;
  const draft = form ? (own.find((r) => r.status === 'draft' && r.baseId === form.baseId) ?? null) : null;
  const others = readsAll ? responses.filter((r) => r.status === 'submitted' && r.respondentId !== viewer.userId) : [];
  const versionIds = [...new Set([...others, ...(submitted ? [submitted] : [])].map((r) => r.formId))];
  const versions =
    versionIds.length === 0
      ? []
      : await ctx.db
          .select({ id: forms.id, title: forms.title, questions: forms.questions, languages: forms.languages })
          .from(forms)
          .where(and(eq(forms.incubatorId, incubatorId), inArray(forms.id, versionIds)));
  const avatars = await loadAvatars(
    ctx.db,
    incubatorId,
    others.flatMap((r) => (r.respondentId ? [r.respondentId] : [])),
  );
  const sheetOf = (
    response: typeof formResponses.$inferSelect,
    who: CoachingEvaluationSide,
  ): CoachingEvaluationSheetView | null => {
    const version = versions.find((v) => v.id === response.formId);
    if (!version) return null;
    return {
      id: response.id,
      side: who,
      respondent: response.respondentId ? (avatars.get(response.respondentId) ?? null) : null,
      formId: response.formId,
      formTitle: version.title,
      questions: version.questions,
      languages: version.languages,
      status: 'submitted',
      answers: response.answers,
      submittedAt: response.submittedAt,
    };
  };
  const incubatorSide = new Set([access.hostId, ...access.incubatorAttendeeIds]);
  let mine: CoachingEvaluationSheetView | null = null;
  if (side && submitted) mine = sheetOf(submitted, side);
  else if (side && form) {
    mine = {
      id: draft?.id ?? null,
      side,
      respondent: null,
      formId: form.id,
      formTitle: form.title,
      questions: form.questions,
      languages: form.languages,
      status: draft ? 'draft' : null,
      answers: draft?.answers ?? {},
      submittedAt: null,
    };
  }
  const blockedReason = !side ? null : submitted ? COACHING_MESSAGES.evaluationSubmitted : blockedBy(row, form, now);
  return {
    sessionId: row.id,
    ended: ended(row, now),
    side,
    mine,
    canFill: side !== null && blockedReason === null,
    blockedReason,
    others: others.flatMap((r) => {
      const sheet = sheetOf(r, r.respondentId && incubatorSide.has(r.respondentId) ? 'mentor' : 'founder');
      return sheet ? [sheet] : [];
    }),
    readsAll,
  };
}

/** Ticks the viewer's coachingEvaluation task of the session, if the sweep gave them one. */
async function tickTask(db: Db, incubatorId: string, sessionId: string, userId: string): Promise<void> {
  const [entry] = await db
    .select({ taskId: coachingEvaluationTasks.taskId })
    .from(coachingEvaluationTasks)
    .where(
      and(
        eq(coachingEvaluationTasks.incubatorId, incubatorId),
        eq(coachingEvaluationTasks.sessionId, sessionId),
        eq(coachingEvaluationTasks.userId, userId),
      ),
    );
  if (!entry) return;
  const now = new Date();
  await db
    .update(tasks)
    .set({ completionStatus: 'COMPLETED', updatedAt: now })
    .where(and(eq(tasks.incubatorId, incubatorId), eq(tasks.id, entry.taskId)));
  await db
    .update(taskAssignees)
    .set({ done: true, completedAt: now, completedBy: userId })
    .where(and(eq(taskAssignees.incubatorId, incubatorId), eq(taskAssignees.taskId, entry.taskId)));
}

async function writeEvaluation(
  ctx: Ctx,
  sessionId: string,
  given: unknown,
  submit: boolean,
): Promise<CoachingSessionEvaluationView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const { row, access } = await findSession(ctx, sessionId);
  const side = coachingEvaluationSide(viewer, access);
  if (!side) throw new ForbiddenError(COACHING_MESSAGES.evaluationNotAttendee);
  const now = new Date();
  const settings = await matchingSettingsOf(ctx.db, incubatorId);
  const form = await formOrNull(
    ctx.db,
    incubatorId,
    side === 'mentor' ? settings.mentorFormId : settings.founderFormId,
  );
  const blocked = blockedBy(row, form, now);
  if (blocked || !form) refuse(blocked ?? COACHING_MESSAGES.evaluationNoForm);
  // One writer per session at a time: two submissions of one person never both land.
  await ctx.db
    .select({ id: coachingSessions.id })
    .from(coachingSessions)
    .where(and(eq(coachingSessions.incubatorId, incubatorId), eq(coachingSessions.id, row.id)))
    .for('update');
  const own = await responsesOf(ctx.db, incubatorId, row.id, viewer.userId);
  if (own.some((r) => r.status === 'submitted')) refuse(COACHING_MESSAGES.evaluationSubmitted);
  const draft = own.find((r) => r.status === 'draft' && r.baseId === form.baseId);
  const language = resolveLanguage(ctx.request.language, form.languages[0] ?? 'en');
  let values: Partial<typeof formResponses.$inferInsert>;
  if (submit) {
    const checked = checkAnswers(form, given, {
      roleType: viewer.roleType,
      language,
      maxFileSize: ctx.config.uploadLimitBytes,
    });
    values = {
      formId: form.id,
      answers: checked.answers,
      language: checked.language,
      status: 'submitted',
      submittedAt: now,
      score: checked.score.max > 0 ? checked.score.score : null,
      maxScore: checked.score.max > 0 ? checked.score.max : null,
      sectionScores: checked.score.max > 0 ? (checked.score.sections as never) : null,
      updatedAt: now,
    };
  } else {
    values = { formId: form.id, answers: draftAnswers(form.questions, given), language, updatedAt: now };
  }
  if (draft) {
    await ctx.db
      .update(formResponses)
      .set(values)
      .where(and(eq(formResponses.incubatorId, incubatorId), eq(formResponses.id, draft.id)));
  } else {
    await ctx.db.insert(formResponses).values({
      incubatorId,
      id: newId(),
      baseId: form.baseId,
      formId: form.id,
      respondentId: viewer.userId,
      subjectKind: COACHING_EVALUATION_SUBJECT,
      subjectId: row.id,
      subjectKey: row.id,
      ...values,
    });
  }
  if (submit) {
    // Drafts of an earlier form of this side (the settings changed) go with the submission.
    await ctx.db
      .delete(formResponses)
      .where(
        and(
          eq(formResponses.incubatorId, incubatorId),
          eq(formResponses.subjectKind, COACHING_EVALUATION_SUBJECT),
          eq(formResponses.subjectId, row.id),
          eq(formResponses.respondentId, viewer.userId),
          eq(formResponses.status, 'draft'),
          ne(formResponses.baseId, form.baseId),
        ),
      );
    await tickTask(ctx.db, incubatorId, row.id, viewer.userId);
  }
  return coachingSessionEvaluation(ctx, row.id, now);
}

export function saveCoachingEvaluationDraft(ctx: Ctx, sessionId: string, answers: unknown) {
  return writeEvaluation(ctx, sessionId, answers, false);
}

export function submitCoachingEvaluation(ctx: Ctx, sessionId: string, answers: unknown) {
  return writeEvaluation(ctx, sessionId, answers, true);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The evaluation tasks of sessions the sweep just claimed: one coachingEvaluation task per person of each session
 * whose side has a form (the organisation's side the mentor's form, the startup's attendees the founders'), linking
 * to the session's evaluation section. Answers the number of tasks.
 */
export async function createEvaluationTasks(
  db: Db,
  incubatorId: string,
  sessions: readonly CoachingSessionRow[],
  now: Date,
): Promise<number> {
  if (sessions.length === 0) return 0;
  const settings = await matchingSettingsOf(db, incubatorId);
  const formBySide: Record<CoachingEvaluationSide, FormRow | null> = {
    mentor: await formOrNull(db, incubatorId, settings.mentorFormId),
    founder: await formOrNull(db, incubatorId, settings.founderFormId),
  };
  const attendees = await db
    .select()
    .from(coachingSessionAttendees)
    .where(
      and(
        eq(coachingSessionAttendees.incubatorId, incubatorId),
        inArray(
          coachingSessionAttendees.sessionId,
          sessions.map((s) => s.id),
        ),
      ),
    );
  let created = 0;
  for (const session of sessions) {
    const day = session.startsAt.toISOString().slice(0, 10);
    const name = session.title
      ? `Evaluate the coaching session "${session.title}" of ${day}`
      : `Evaluate the coaching session of ${day}`;
    const dueDate = new Date(
      Math.max(session.endsAt.getTime() + COACHING_EVALUATION_DUE_DAYS * DAY_MS, now.getTime() + DAY_MS),
    );
    for (const attendee of attendees.filter((a) => a.sessionId === session.id)) {
      const side: CoachingEvaluationSide = attendee.side === 'incubator' ? 'mentor' : 'founder';
      if (!formBySide[side]) continue;
      const taskId = newId();
      await db.insert(tasks).values({
        incubatorId,
        id: taskId,
        name,
        dueDate,
        url: evaluationPath(session.id),
        taskType: 'coachingEvaluation',
        createdBy: null,
        startupId: null,
      });
      await db.insert(taskAssignees).values({ incubatorId, id: newId(), taskId, type: 'User', value: attendee.userId });
      await db
        .insert(coachingEvaluationTasks)
        .values({ incubatorId, sessionId: session.id, userId: attendee.userId, side, taskId });
      created += 1;
    }
  }
  return created;
}
