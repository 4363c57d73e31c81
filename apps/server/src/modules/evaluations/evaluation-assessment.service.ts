import { type FormQuestion, isScored, localized, scoreAnswers } from '@cohort/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '../../platform/db/ids.ts';
import { outer } from '../../platform/db/sql.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError } from '../../platform/graphql/errors.ts';
import { canViewEvaluationRound, canViewStartupFile, isStartupPerson } from '../../policies/index.ts';
import { applications } from '../applications/index.ts';
import { forms } from '../forms/index.ts';
import { funnelAdmins, funnelRounds, funnels } from '../funnels/index.ts';
import { requireFeatureFlag } from '../organisations/index.ts';
import { startupAccess } from '../startups/index.ts';
import { type Aggregates, aggregate } from './evaluation-results.service.ts';
import { evaluationAssignments } from './evaluation.table.ts';

/** One evaluation round an application of the startup went through: its criteria and the scores it received. */
export interface StartupAssessmentView {
  applicationId: string;
  funnelName: string;
  roundId: string;
  roundName: string;
  reviewCount: number;
  total: Aggregates;
  maxScore: number;
  criteria: { id: string; label: string; max: number; scores: Aggregates }[];
}

/**
 * The startup file's assessment tab (flag assessment; issue 15 point 6): the evaluations the startup received across
 * its applications, per round and criterion. Programme staff who may open the startup's file and read the round
 * (EVALUATION_PARAMETER_EDITOR:VIEW within reach) see them; the startup's own people never do (reviews are the
 * committee's). Three statements.
 */
export async function startupAssessment(ctx: Ctx, startupId: string): Promise<StartupAssessmentView[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  await requireFeatureFlag(ctx.db, incubatorId, 'assessment');
  if (!isUuid(startupId)) throw new NotFoundError('The startup');
  const access = await startupAccess(ctx.db, incubatorId, startupId);
  if (!access || !canViewStartupFile(viewer, access)) throw new NotFoundError('The startup');
  if (isStartupPerson(viewer, access)) return [];
  const rows = await ctx.db
    .select({
      assignment: {
        applicationId: evaluationAssignments.applicationId,
        roundId: evaluationAssignments.roundId,
        formId: evaluationAssignments.formId,
        answers: evaluationAssignments.answers,
        score: evaluationAssignments.score,
        maxScore: evaluationAssignments.maxScore,
      },
      roundName: funnelRounds.name,
      funnelName: funnels.name,
      adminIds: sql<string[] | null>`(select array_agg(fa.user_id::text) from ${funnelAdmins} fa
        where fa.incubator_id = ${outer(funnels.incubatorId)} and fa.funnel_id = ${outer(funnels.id)})`,
    })
    .from(evaluationAssignments)
    .innerJoin(
      applications,
      and(
        eq(applications.incubatorId, evaluationAssignments.incubatorId),
        eq(applications.id, evaluationAssignments.applicationId),
      ),
    )
    .innerJoin(
      funnelRounds,
      and(
        eq(funnelRounds.incubatorId, evaluationAssignments.incubatorId),
        eq(funnelRounds.id, evaluationAssignments.roundId),
      ),
    )
    .innerJoin(funnels, and(eq(funnels.incubatorId, funnelRounds.incubatorId), eq(funnels.id, funnelRounds.funnelId)))
    .where(
      and(
        eq(evaluationAssignments.incubatorId, incubatorId),
        eq(applications.startupId, startupId),
        eq(evaluationAssignments.status, 'submitted'),
      ),
    )
    .orderBy(desc(applications.createdAt), asc(funnelRounds.position))
    .limit(2000);
  const visible = rows.filter((row) => canViewEvaluationRound(viewer, { adminIds: row.adminIds ?? [] }));
  const formIds = [...new Set(visible.flatMap((row) => (row.assignment.formId ? [row.assignment.formId] : [])))];
  const versions =
    formIds.length === 0
      ? []
      : await ctx.db
          .select({ id: forms.id, baseId: forms.baseId, version: forms.version, questions: forms.questions })
          .from(forms)
          .where(and(eq(forms.incubatorId, incubatorId), inArray(forms.id, formIds)));
  const language = ctx.request.language;
  const groups = new Map<string, typeof visible>();
  for (const row of visible) {
    const key = `${row.assignment.applicationId}:${row.assignment.roundId}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as (typeof group)[number];
    // The criteria of the newest version answered; each review scored against the version it answered.
    const answered = group.flatMap((row) => versions.filter((v) => v.id === row.assignment.formId));
    const newest = answered.sort((a, b) => b.version - a.version)[0];
    const questions: FormQuestion[] = (newest?.questions ?? []).filter(isScored);
    const questionOf = (formId: string | null, id: string) =>
      versions.find((v) => v.id === formId)?.questions.find((q) => q.id === id);
    return {
      applicationId: first.assignment.applicationId,
      funnelName: first.funnelName,
      roundId: first.assignment.roundId,
      roundName: first.roundName,
      reviewCount: group.length,
      total: aggregate(group.map((row) => row.assignment.score ?? 0)),
      maxScore: Math.max(0, ...group.map((row) => row.assignment.maxScore ?? 0)),
      criteria: questions.map((question) => ({
        id: question.id,
        label: localized(question.label, language) || question.id,
        max: scoreAnswers([question], {}).max,
        scores: aggregate(
          group.flatMap((row) => {
            const asked = questionOf(row.assignment.formId, question.id);
            return asked ? [scoreAnswers([asked], row.assignment.answers).score] : [];
          }),
        ),
      })),
    };
  });
}
