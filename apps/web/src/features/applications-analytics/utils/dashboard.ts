import { APPLICATION_STATUSES, type ApplicationStatus } from '@cohort/shared';

/** The dashboard's filter as the address keeps it: `?funnel=&from=&to=` (days yyyy-MM-dd). */
export interface DashboardFilterState {
  funnelId: string | null;
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filterFromParams(params: URLSearchParams): DashboardFilterState {
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : null;
  };
  return { funnelId: params.get('funnel') || null, from: day('from'), to: day('to') };
}

export function paramsFromFilter(filter: DashboardFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.funnelId) params.set('funnel', filter.funnelId);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return params;
}

/** A statuses list in the vocabulary's order, whatever order the server answered in. */
export function orderedStatuses<T extends { status: string }>(rows: readonly T[]): T[] {
  const order = new Map<string, number>(APPLICATION_STATUSES.map((status, index) => [status, index]));
  return [...rows].sort((a, b) => (order.get(a.status) ?? 99) - (order.get(b.status) ?? 99));
}

export function isApplicationStatus(value: string): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** Accepted out of decided, or null before any decision. */
export function acceptanceRate(accepted: number, decided: number): number | null {
  return decided > 0 ? accepted / decided : null;
}

/** Hours for short stays, days otherwise: the unit the time-in-round chart speaks in. */
export type DurationUnit = 'hour' | 'day';

export function durationUnit(seconds: readonly (number | null)[]): DurationUnit {
  const longest = Math.max(0, ...seconds.map((value) => value ?? 0));
  return longest < 2 * 86_400 ? 'hour' : 'day';
}

export function inUnit(seconds: number | null, unit: DurationUnit): number {
  if (seconds === null) return 0;
  const value = seconds / (unit === 'hour' ? 3_600 : 86_400);
  return Math.round(value * 10) / 10;
}

/** "2.5 days", "5 hr" in the interface language (short units, which fit the chart's axis). */
export function formatDuration(value: number, unit: DurationUnit, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** A day (yyyy-MM-dd) as a short label ("6 Jan") and a long one ("Tuesday, 6 January 2026"), read in UTC. */
export function dayLabels(day: string, language: string): { short: string; long: string } {
  const date = new Date(`${day}T00:00:00Z`);
  return {
    short: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date),
    long: new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(date),
  };
}

/** A Date picked in the date range input, as the day it shows (yyyy-MM-dd), or null. */
export function dayOf(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  if (typeof value === 'string') return DAY.test(value.slice(0, 10)) ? value.slice(0, 10) : null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
