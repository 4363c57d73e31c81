/** Where the evaluation pages live (issue 15). */
export const EVALUATION_ASSIGNATION_PATH = '/startups/programs/evaluation-assignation';
export const MY_EVALUATIONS_PATH = '/evaluations';

export function evaluationReviewPath(assignmentId: string): string {
  return `${MY_EVALUATIONS_PATH}/${encodeURIComponent(assignmentId)}`;
}

export const EVALUATION_TABS = ['settings', 'assignment', 'results'] as const;
export type EvaluationTab = (typeof EVALUATION_TABS)[number];

export function isEvaluationTab(value: string | null | undefined): value is EvaluationTab {
  return value != null && (EVALUATION_TABS as readonly string[]).includes(value);
}

/** The round shown: the one in `?round=` when it is listed, else the first. */
export function chosenRoundId(roundIds: readonly string[], requested: string | null): string | null {
  if (requested && roundIds.includes(requested)) return requested;
  return roundIds[0] ?? null;
}
