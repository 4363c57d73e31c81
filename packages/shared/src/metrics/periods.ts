import { isCalendarDay } from '../validation.ts';
import type { TrackingRecurrence } from './model.ts';

/**
 * Reporting periods (issue 17). Dates are calendar dates, yyyy-MM-dd, in UTC. A period covers whole months; its data
 * date (the due date) is the first day after it, and the form for a data date shows the period before it (spec 02 §2:
 * "the period is the month before the data date").
 */
export interface MetricPeriod {
  from: string;
  to: string;
  dueDate: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-dd (2026-02-30 is not), in the years the database holds (1000 to 9999). */
export function isMetricDate(value: unknown): value is string {
  return typeof value === 'string' && isCalendarDay(value);
}

function monthIndex(date: string): number {
  const [, year, month] = ISO_DATE.exec(date) ?? [];
  return Number(year) * 12 + Number(month) - 1;
}

function firstOfMonth(index: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The length of one period in months. */
export function recurrenceMonths(recurrence: TrackingRecurrence): number {
  const unit = recurrence.type === 'monthly' ? 1 : recurrence.type === 'quarterly' ? 3 : 12;
  return Math.max(1, Math.trunc(recurrence.amount)) * unit;
}

/** The k-th period (from 0) of a recurrence started at `startsOn` (its month, from the first day). */
export function periodAt(recurrence: TrackingRecurrence, startsOn: string, k: number): MetricPeriod {
  const length = recurrenceMonths(recurrence);
  const first = monthIndex(startsOn) + k * length;
  const dueDate = firstOfMonth(first + length);
  return { from: firstOfMonth(first), to: dayBefore(dueDate), dueDate };
}

/** Every period whose due date has come by `today` (inclusive), oldest first, at most `limit` of the latest. */
export function duePeriods(
  recurrence: TrackingRecurrence,
  startsOn: string,
  today: string,
  limit = 120,
): MetricPeriod[] {
  const length = recurrenceMonths(recurrence);
  const elapsed = monthIndex(today) - monthIndex(startsOn);
  const count = Math.max(0, Math.floor(elapsed / length));
  const periods: MetricPeriod[] = [];
  for (let k = Math.max(0, count - limit); k < count; k++) periods.push(periodAt(recurrence, startsOn, k));
  return periods;
}

/** The month before a data date: the period its form shows (spec 02 §2); null when the date is not a date. */
export function periodOfDataDate(date: string): MetricPeriod | null {
  if (!isMetricDate(date)) return null;
  const dueDate = firstOfMonth(monthIndex(date));
  return { from: firstOfMonth(monthIndex(date) - 1), to: dayBefore(dueDate), dueDate };
}

/** Today's date in UTC, yyyy-MM-dd. */
export function metricToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
