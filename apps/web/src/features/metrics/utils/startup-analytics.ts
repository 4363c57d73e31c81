import type { MetricUnitType } from '@cohort/shared';

/** One reported value of a metric for one period (as `startupMetricSeries` sends it). */
export interface SeriesPoint {
  from: string;
  to: string;
  value: string | null;
  dateValue: string | null;
  currency: string | null;
}

/** One row of a chart: the period's start (the category) and the value as a number (null: not reported). */
export type ChartRow = {
  period: string;
  value: number | null;
};

/** A period's label: "Jan 2026" for a month, "Jan 2026 – Mar 2026" for a longer period, in the locale. */
export function periodRangeLabel(from: string, to: string, locale: string): string {
  const month = (date: string) => {
    const [year, m] = date.split('-').map(Number);
    if (!year || !m) return date;
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, m - 1, 1)),
    );
  };
  const start = month(from);
  const end = month(to);
  return start === end ? start : `${start} – ${end}`;
}

/** A decimal string as a number for the chart (exact decimals stay in the table and the file); null if not one. */
export function decimalToNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Whether a metric can be drawn: dates are listed, not charted. */
export function isChartable(unitType: MetricUnitType): boolean {
  return unitType !== 'DATE';
}

/** The points of a series as chart rows, oldest first (the server sends them so; sorted again to be sure). */
export function seriesChartData(points: readonly SeriesPoint[]): ChartRow[] {
  return [...points]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((point) => ({ period: point.from, value: decimalToNumber(point.value) }));
}

/**
 * A value as the person reads it: money in its currency (the currency it was reported in, else the organisation's),
 * per cent with its sign, other units as plain numbers; dates as the locale writes them. Empty text when nothing.
 */
export function formatMetricNumber(
  value: string | number | null,
  unitType: MetricUnitType,
  currency: string,
  locale: string,
): string {
  if (value === null || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  if (unitType === 'MONETARY') {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(number);
    } catch {
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(number)} ${currency}`;
    }
  }
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(number);
  return unitType === 'PERCENTAGE' ? `${plain} %` : plain;
}

/** A date value (yyyy-MM-dd) as the locale writes it. */
export function formatDateValue(value: string | null, locale: string): string {
  if (!value) return '';
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** The cells of the period table and of the XLSX file: from, to, the value as a number (or the date), currency. */
export function seriesFileRows(
  points: readonly SeriesPoint[],
  unitType: MetricUnitType,
  currency: string,
): (string | number | null)[][] {
  return [...points]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((point) => [
      point.from,
      point.to,
      unitType === 'DATE' ? point.dateValue : decimalToNumber(point.value),
      unitType === 'MONETARY' ? (point.currency ?? currency) : null,
    ]);
}
