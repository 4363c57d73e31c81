import { USER_STATUSES, type UserStatus } from '@cohort/shared';

/** The longest range the server accepts (two years of weeks). */
export const PEOPLE_ANALYTICS_WEEKS_MAX = 104;
/** The default range: the last twelve weeks, from a Monday. */
export const PEOPLE_ANALYTICS_DEFAULT_WEEKS = 12;

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Today (UTC) and the Monday eleven weeks before this week's Monday: twelve weekly bars. */
export function defaultRange(now = Date.now()): { from: string; to: string } {
  const to = isoDay(now);
  const today = dayTime(to);
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return { from: isoDay(monday - (PEOPLE_ANALYTICS_DEFAULT_WEEKS - 1) * 7 * DAY_MS), to };
}

export type RangeProblem = 'missing' | 'order' | 'tooLong';

/** What is wrong with a range of days (yyyy-MM-dd) before asking the server, or null. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(from) ? dayTime(from) : Number.NaN;
  const end = /^\d{4}-\d{2}-\d{2}$/.test(to) ? dayTime(to) : Number.NaN;
  if (Number.isNaN(start) || Number.isNaN(end)) return 'missing';
  if (end < start) return 'order';
  return (end - start) / DAY_MS >= PEOPLE_ANALYTICS_WEEKS_MAX * 7 ? 'tooLong' : null;
}

/** The statuses people are counted in, in the product's order (deleted people are not counted). */
export const COUNTED_STATUSES = USER_STATUSES.filter((status) => status !== 'deleted') as readonly UserStatus[];

/** The share of active people with a complete profile, as a whole percentage (null without active people). */
export function completionPercent(complete: number, active: number): number | null {
  return active > 0 ? Math.round((complete / active) * 100) : null;
}

export interface CountRow {
  key: string;
  label: string;
  count: number;
}

/** Groups with someone in them, most people first then by name (ties keep a stable order). */
export function nonEmptyByCount<T extends CountRow>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.count > 0).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** The counts by status in the product's order, every counted status present (zero when nobody has it). */
export function statusCounts(rows: readonly { key: string; count: number }[]): { key: UserStatus; count: number }[] {
  return COUNTED_STATUSES.map((status) => ({
    key: status,
    count: rows.find((row) => row.key === status)?.count ?? 0,
  }));
}
