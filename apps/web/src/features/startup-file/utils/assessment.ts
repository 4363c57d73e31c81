/** The scores of one criterion as the server sends them (EvaluationAggregates: null when no review scored it). */
export interface AssessmentCriterionInput {
  _id: string;
  label: string;
  max: number;
  scores: { average: number | null };
}

/** One bar of a round's chart: the criterion's average, and what separates it from the criterion's maximum. */
export interface AssessmentChartRow {
  key: string;
  label: string;
  average: number;
  /** max − average: the rest of the bar, so that every bar is as long as its criterion's maximum. */
  rest: number;
  max: number;
}

/** Keeps a number finite and within [0, max]. */
function clamp(value: number, max: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, max);
}

/**
 * The chart rows of a round, in the criteria's order: each criterion's average (0 when nobody scored it) against
 * its maximum. An average above the maximum (a form changed since) fills the bar; a negative maximum counts as 0.
 */
export function assessmentChartRows(criteria: readonly AssessmentCriterionInput[]): AssessmentChartRow[] {
  return criteria.map((criterion) => {
    const max = Number.isFinite(criterion.max) ? Math.max(0, criterion.max) : 0;
    const average = clamp(criterion.scores.average ?? 0, max);
    return { key: criterion._id, label: criterion.label, average, rest: max - average, max };
  });
}

/** The longest maximum of the rows (the chart's value axis runs from 0 to it), at least 1. */
export function assessmentAxisMax(rows: readonly AssessmentChartRow[]): number {
  return Math.max(1, ...rows.map((row) => row.max));
}

/** A label cut to `length` characters with an ellipsis, for an axis with little room. */
export function shortLabel(label: string, length = 28): string {
  const characters = [...label.trim()];
  return characters.length <= length
    ? characters.join('')
    : `${characters
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`;
}

/** A score in the interface's number format, a dash when there is none (no review scored it). */
export function formatScore(value: number | null | undefined, format: (value: number) => string): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '–' : format(value);
}
