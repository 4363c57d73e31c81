import type { MetricAggregation } from '@cohort/shared';
import { decimalToNumber } from './startup-analytics.ts';

export const PORTFOLIO_GROUPINGS = ['portfolio', 'program', 'industry', 'tag', 'cohort'] as const;
export type PortfolioGrouping = (typeof PORTFOLIO_GROUPINGS)[number];
/** Chart types of the portfolio analytics (spec 02 §Enumerations). */
export const PORTFOLIO_CHART_TYPES = ['bar', 'number', 'pie'] as const;
export type PortfolioChartType = (typeof PORTFOLIO_CHART_TYPES)[number];

/** One group in one period, as `metricAggregates` sends it (exact decimals in strings). */
export interface AggregateRow {
  groupId: string | null;
  groupName: string;
  periodFrom: string;
  count: number;
  sum: string | null;
  average: string | null;
  min: string | null;
  max: string | null;
  median: string | null;
}

/** The figure of an aggregation in a row, as a number. */
export function aggregateValue(row: AggregateRow, aggregation: MetricAggregation): number | null {
  return aggregation === 'count' ? row.count : decimalToNumber(row[aggregation]);
}

/** A group's key in the chart data: its id, the name when it has none (the portfolio, a cohort). */
export function groupKey(row: Pick<AggregateRow, 'groupId' | 'groupName'>): string {
  return `g:${row.groupId ?? row.groupName}`;
}

export interface GroupSeries {
  key: string;
  name: string;
}

/** The groups of the rows, ordered by name (each once). */
export function aggregateGroups(rows: readonly AggregateRow[]): GroupSeries[] {
  const groups = new Map<string, string>();
  for (const row of rows) groups.set(groupKey(row), row.groupName);
  return [...groups.entries()]
    .map(([key, name]) => ({ key, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
}

/** Bars over time: a row per period (oldest first) with a number per group (absent groups left out). */
export function aggregateChartData(
  rows: readonly AggregateRow[],
  aggregation: MetricAggregation,
): Record<string, string | number>[] {
  const periods = new Map<string, Record<string, string | number>>();
  for (const row of rows) {
    let entry = periods.get(row.periodFrom);
    if (!entry) {
      entry = { period: row.periodFrom };
      periods.set(row.periodFrom, entry);
    }
    const value = aggregateValue(row, aggregation);
    if (value !== null) entry[groupKey(row)] = value;
  }
  return [...periods.values()].sort((a, b) => String(a.period).localeCompare(String(b.period)));
}

/** The last period of the rows (the figures a pie or a number shows), null without rows. */
export function latestPeriod(rows: readonly AggregateRow[]): string | null {
  let latest: string | null = null;
  for (const row of rows) if (latest === null || row.periodFrom > latest) latest = row.periodFrom;
  return latest;
}

/** Each group's figure in one period (the pie's slices and the number cards), ordered as the groups. */
export function periodFigures(
  rows: readonly AggregateRow[],
  aggregation: MetricAggregation,
  period: string | null,
): { key: string; name: string; value: number }[] {
  if (period === null) return [];
  return aggregateGroups(rows.filter((row) => row.periodFrom === period)).flatMap((group) => {
    const row = rows.find((r) => r.periodFrom === period && groupKey(r) === group.key);
    const value = row ? aggregateValue(row, aggregation) : null;
    return value === null ? [] : [{ ...group, value }];
  });
}

/** The period table and the XLSX file: a row per period and group with every aggregation. */
export function aggregateFileRows(rows: readonly AggregateRow[]): (string | number | null)[][] {
  return [...rows]
    .sort((a, b) => a.periodFrom.localeCompare(b.periodFrom) || a.groupName.localeCompare(b.groupName))
    .map((row) => [
      row.periodFrom,
      row.groupName,
      row.count,
      decimalToNumber(row.sum),
      decimalToNumber(row.average),
      decimalToNumber(row.median),
      decimalToNumber(row.min),
      decimalToNumber(row.max),
    ]);
}

/** The aggregations whose figure is in the metric's unit (money stays money); a count is a number of startups. */
export const AGGREGATIONS_KEEPING_UNIT: readonly MetricAggregation[] = ['average', 'max', 'median', 'min', 'sum'];

/** Whether a month input's value is a month (yyyy-MM). */
export function isPeriodStart(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The colour of a growth flag's badge: growth green, a fall red, silence grey. */
export function growthFlagColor(kind: 'jump' | 'fall' | 'stopped'): string {
  return kind === 'jump' ? 'teal' : kind === 'fall' ? 'red' : 'gray';
}
