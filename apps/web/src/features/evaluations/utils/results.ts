/**
 * The results table's rules (issue 15, spec 02 aggregations): which aggregate a column shows, the score rows are
 * ranked and filtered by (calibrated or raw average), the rank change, and the quick selections (top N, above a
 * threshold).
 */

export const AGGREGATIONS = ['average', 'median', 'min', 'max', 'sum', 'count'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

export function isAggregation(value: string | null | undefined): value is Aggregation {
  return value != null && (AGGREGATIONS as readonly string[]).includes(value);
}

export interface Aggregates {
  average?: number | null;
  median?: number | null;
  min?: number | null;
  max?: number | null;
  sum?: number | null;
  count: number;
}

/** The value of one aggregation; null when there is no score to aggregate (count is 0 then, not null). */
export function pickAggregate(aggregates: Aggregates, aggregation: Aggregation): number | null {
  if (aggregation === 'count') return aggregates.count;
  return aggregates[aggregation] ?? null;
}

export type ResultSort = 'calibrated' | 'raw';

export interface RankedRow {
  applicationId: string;
  label: string;
  status: string;
  total: Aggregates;
  calibrated?: number | null;
  rawRank?: number | null;
  calibratedRank?: number | null;
}

/** The score a row is ranked, filtered and selected by: its calibrated score, or the raw average of its reviews. */
export function rowScore(row: RankedRow, sort: ResultSort): number | null {
  return sort === 'calibrated' ? (row.calibrated ?? null) : (row.total.average ?? null);
}

/**
 * How many places calibration moved a row: positive when it went up (rank 5 raw, 2 calibrated: +3), negative when it
 * went down, 0 when it stayed, null when either rank is missing.
 */
export function rankChange(
  rawRank: number | null | undefined,
  calibratedRank: number | null | undefined,
): number | null {
  if (rawRank == null || calibratedRank == null) return null;
  return rawRank - calibratedRank;
}

/** Rows best first by the chosen rank (rows without one last, by score then label). */
export function sortResultRows<T extends RankedRow>(rows: readonly T[], sort: ResultSort): T[] {
  const rankOf = (row: T) => (sort === 'calibrated' ? row.calibratedRank : row.rawRank);
  return [...rows].sort((a, b) => {
    const ra = rankOf(a);
    const rb = rankOf(b);
    if (ra != null && rb != null && ra !== rb) return ra - rb;
    if (ra != null && rb == null) return -1;
    if (ra == null && rb != null) return 1;
    const sa = rowScore(a, sort);
    const sb = rowScore(b, sort);
    if (sa != null && sb != null && sa !== sb) return sb - sa;
    if (sa != null && sb == null) return -1;
    if (sa == null && sb != null) return 1;
    return a.label.localeCompare(b.label);
  });
}

export interface ResultFilter {
  /** Only rows whose score (in the sort chosen) reaches it; null for none. */
  minScore: number | null;
  /** Only rows of these application statuses; empty for all. */
  statuses: readonly string[];
}

export const NO_RESULT_FILTER: ResultFilter = { minScore: null, statuses: [] };

export function filterResultRows<T extends RankedRow>(rows: readonly T[], filter: ResultFilter, sort: ResultSort): T[] {
  return rows.filter((row) => {
    if (filter.statuses.length > 0 && !filter.statuses.includes(row.status)) return false;
    if (filter.minScore != null) {
      const score = rowScore(row, sort);
      if (score == null || score < filter.minScore) return false;
    }
    return true;
  });
}

/** The first n rows (of rows already sorted) that have a score: "Select top N". */
export function topRowIds(sortedRows: readonly RankedRow[], n: number, sort: ResultSort): string[] {
  if (!Number.isFinite(n) || n <= 0) return [];
  return sortedRows
    .filter((row) => rowScore(row, sort) != null)
    .slice(0, Math.floor(n))
    .map((row) => row.applicationId);
}

/** Rows whose score reaches the threshold: "Select above threshold". */
export function rowIdsAtLeast(rows: readonly RankedRow[], threshold: number, sort: ResultSort): string[] {
  return rows
    .filter((row) => {
      const score = rowScore(row, sort);
      return score != null && score >= threshold;
    })
    .map((row) => row.applicationId);
}

/** The statuses present among the rows, for the status filter. */
export function statusesOf(rows: readonly RankedRow[]): string[] {
  return [...new Set(rows.map((row) => row.status))].sort();
}

/** A score shown with at most two decimals, without trailing zeros, in the interface language. */
export function formatScore(value: number | null | undefined, language: string): string {
  if (value == null || !Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}
