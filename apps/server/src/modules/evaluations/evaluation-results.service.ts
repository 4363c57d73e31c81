import { type FormAnswers, type FormQuestion, isScored, localized, scoreAnswers } from '@cohort/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { median } from 'simple-statistics';
import type { Ctx } from '../../platform/graphql/context.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { type AvatarData, loadAvatars } from '../directory/index.ts';
import { currentFormRow, forms } from '../forms/index.ts';
import { funnelRounds } from '../funnels/index.ts';
import { type Agreement, calibrate, type EvaluatorProfile } from './calibration.ts';
import { applicationFacts, applicationLabel, assignmentsOfRound, viewableRound } from './evaluation.service.ts';

/** Spec 02 aggregations (average, count, max, median, min, sum) of a list of scores. */
export interface Aggregates {
  average: number | null;
  count: number;
  max: number | null;
  median: number | null;
  min: number | null;
  sum: number | null;
}

export function aggregate(values: readonly number[]): Aggregates {
  if (values.length === 0) return { average: null, count: 0, max: null, median: null, min: null, sum: null };
  const sum = values.reduce((s, v) => s + v, 0);
  return {
    average: round(sum / values.length),
    count: values.length,
    max: Math.max(...values),
    median: round(median([...values])),
    min: Math.min(...values),
    sum: round(sum),
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export interface EvaluationResults {
  roundId: string;
  roundName: string;
  funnelId: string;
  scale: Aggregates;
  criteria: { id: string; label: string; max: number }[];
  rows: {
    applicationId: string;
    label: string;
    status: string;
    roundName: string | null;
    total: Aggregates;
    calibrated: number | null;
    rawRank: number | null;
    calibratedRank: number | null;
    spread: number | null;
    missing: number;
    criteria: { criterionId: string; scores: Aggregates }[];
  }[];
  evaluators: (EvaluatorProfile & { user: AvatarData | null })[];
  agreement: Agreement;
  rawAgreement: Agreement;
  disagreements: string[];
  missing: {
    assignmentId: string;
    evaluator: AvatarData | null;
    applicationLabel: string;
    status: string;
    remindedAt: Date | null;
  }[];
  model: string;
}

/** The criteria of an evaluation form: its scored questions, each with the most it gives. */
function criteriaOf(questions: readonly FormQuestion[], language: string) {
  return questions.filter(isScored).map((question) => ({
    question,
    id: question.id,
    label: localized(question.label, language) || question.id,
    max: scoreAnswers([question], {}).max,
  }));
}

/**
 * A round's results: every application reviewed in it or waiting in it, with the spec's aggregations of its review
 * scores per criterion and in total, its calibrated score and both ranks; the evaluators' profiles, the agreement
 * between them, the applications whose reviews disagree most, and the reviews still missing.
 */
export async function evaluationResults(ctx: Ctx, roundId: string): Promise<EvaluationResults> {
  const { incubatorId } = viewerOf(ctx);
  const evaluation = await viewableRound(ctx, roundId);
  const language = ctx.request.language;
  const [form, assignments] = await Promise.all([
    evaluation.formId ? currentFormRow(ctx.db, incubatorId, evaluation.formId).catch(() => null) : null,
    assignmentsOfRound(ctx.db, incubatorId, evaluation.id),
  ]);
  const criteria = form ? criteriaOf(form.questions, language) : [];
  const submitted = assignments.filter((a) => a.status === 'submitted' && a.score !== null);
  // Answers given on an earlier version are scored against that version's questions.
  const versionIds = [...new Set(submitted.flatMap((a) => (a.formId && a.formId !== form?.id ? [a.formId] : [])))];
  const versions =
    versionIds.length === 0
      ? []
      : await ctx.db
          .select({ id: forms.id, questions: forms.questions })
          .from(forms)
          .where(and(eq(forms.incubatorId, incubatorId), inArray(forms.id, versionIds)));
  const questionsOf = (formId: string | null) =>
    versions.find((v) => v.id === formId)?.questions ?? form?.questions ?? [];
  const criterionScore = (formId: string | null, criterionId: string, answers: FormAnswers) => {
    const question = questionsOf(formId).find((q) => q.id === criterionId);
    return question ? scoreAnswers([question], answers).score : null;
  };
  const applicationIds = [...new Set(assignments.map((a) => a.applicationId))];
  const [facts, avatars, roundNames] = await Promise.all([
    applicationFacts(ctx.db, incubatorId, applicationIds, true),
    loadAvatars(
      ctx.db,
      incubatorId,
      assignments.map((a) => a.evaluatorId),
    ),
    ctx.db
      .select({ id: funnelRounds.id, name: funnelRounds.name })
      .from(funnelRounds)
      .where(and(eq(funnelRounds.incubatorId, incubatorId), eq(funnelRounds.funnelId, evaluation.funnelId))),
  ]);
  const maxScore = form ? scoreAnswers(form.questions, {}).max : Math.max(0, ...submitted.map((a) => a.maxScore ?? 0));
  const calibration = calibrate(
    submitted.map((a) => ({ evaluatorId: a.evaluatorId, applicationId: a.applicationId, score: a.score ?? 0 })),
    { min: 0, max: maxScore || 1 },
  );
  const resultOf = new Map(calibration.applications.map((r) => [r.applicationId, r]));
  const labels = new Map(facts.map((f) => [f.id, applicationLabel(f, false)]));
  const byApplication = new Map<string, typeof assignments>();
  for (const a of assignments) byApplication.set(a.applicationId, [...(byApplication.get(a.applicationId) ?? []), a]);
  const rows = facts.map((app) => {
    const all = byApplication.get(app.id) ?? [];
    const reviews = all.filter((a) => a.status === 'submitted' && a.score !== null);
    const result = resultOf.get(app.id);
    return {
      applicationId: app.id,
      label: labels.get(app.id) ?? '',
      status: app.status,
      roundName: roundNames.find((r) => r.id === app.roundId)?.name ?? null,
      total: aggregate(reviews.map((a) => a.score ?? 0)),
      calibrated: result ? round(result.calibrated) : null,
      rawRank: result?.rawRank ?? null,
      calibratedRank: result?.calibratedRank ?? null,
      spread: result ? round(result.spread) : null,
      missing: all.filter((a) => a.status !== 'submitted').length,
      criteria: criteria.map((criterion) => ({
        criterionId: criterion.id,
        scores: aggregate(
          reviews.flatMap((a) => {
            const value = criterionScore(a.formId, criterion.id, a.answers);
            return value === null ? [] : [value];
          }),
        ),
      })),
    };
  });
  rows.sort(
    (a, b) =>
      (a.calibratedRank ?? Number.MAX_SAFE_INTEGER) - (b.calibratedRank ?? Number.MAX_SAFE_INTEGER) ||
      a.label.localeCompare(b.label),
  );
  return {
    roundId: evaluation.id,
    roundName: evaluation.name,
    funnelId: evaluation.funnelId,
    scale: aggregate([0, maxScore]),
    criteria: criteria.map(({ id, label, max }) => ({ id, label, max })),
    rows,
    evaluators: calibration.evaluators.map((profile) => ({
      ...profile,
      user: avatars.get(profile.evaluatorId) ?? null,
    })),
    agreement: calibration.agreement,
    rawAgreement: calibration.rawAgreement,
    disagreements: calibration.disagreements.map((d) => d.applicationId),
    missing: assignments
      .filter((a) => a.status !== 'submitted')
      .map((a) => ({
        assignmentId: a.id,
        evaluator: avatars.get(a.evaluatorId) ?? null,
        applicationLabel: labels.get(a.applicationId) ?? '',
        status: a.status,
        remindedAt: a.remindedAt,
      })),
    model: calibration.model,
  };
}
