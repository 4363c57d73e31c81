/** The hours report (issue 16): what a row is about, its bar, the filters. Pure, tested in hours.test.ts. */

export type HoursRowKind = 'startup' | 'mentor' | 'pair';
export const HOURS_ROW_KINDS: readonly HoursRowKind[] = ['startup', 'mentor', 'pair'];

export interface HoursRowLike {
  programId: string;
  programName: string;
  startupId?: string | null;
  startupName?: string | null;
  mentorId?: string | null;
  mentorName?: string | null;
  MINUTES_ALLOCATED?: number | null;
  MINUTES_PENDING: number;
  MINUTES_USED: number;
}

export function hoursRowKind(row: HoursRowLike): HoursRowKind {
  if (row.startupId && row.mentorId) return 'pair';
  return row.startupId ? 'startup' : 'mentor';
}

/**
 * The parts of the bar, in percent of the allocation (of the minutes taken when nothing is allocated, or more was
 * taken than allocated): used, then pending; `over` when more than the allocation is taken.
 */
export function hoursBar(row: HoursRowLike): { used: number; pending: number; over: boolean } {
  const taken = row.MINUTES_USED + row.MINUTES_PENDING;
  const allocated = row.MINUTES_ALLOCATED ?? null;
  const whole = Math.max(allocated ?? 0, taken);
  if (whole === 0) return { used: 0, pending: 0, over: false };
  const percent = (minutes: number) => Math.round((minutes / whole) * 1000) / 10;
  return {
    used: percent(row.MINUTES_USED),
    pending: percent(row.MINUTES_PENDING),
    over: allocated !== null && taken > allocated,
  };
}

/** Minutes as hours and minutes, e.g. 90 → { hours: 1, minutes: 30 }. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(total));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

export interface HoursFilter {
  kind: HoursRowKind | 'all';
  search: string;
}

/** The rows of one kind whose startup, mentor or programme names contain the search (case and accents ignored). */
export function filterHoursRows<T extends HoursRowLike>(rows: readonly T[], filter: HoursFilter): T[] {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const search = fold(filter.search.trim());
  return rows.filter((row) => {
    if (filter.kind !== 'all' && hoursRowKind(row) !== filter.kind) return false;
    if (!search) return true;
    return [row.startupName, row.mentorName, row.programName].some((name) => name && fold(name).includes(search));
  });
}

export type HoursSortField = 'program' | 'startup' | 'mentor' | 'allocated' | 'pending' | 'used';
export interface HoursSort {
  field: HoursSortField;
  direction: 'ASC' | 'DESC';
}
export const DEFAULT_HOURS_SORT: HoursSort = { field: 'program', direction: 'ASC' };

/** The direction a column sorts in when first chosen: names A to Z, minutes most first. */
export function nextHoursSort(current: HoursSort, field: HoursSortField): HoursSort {
  if (current.field === field) return { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  return { field, direction: field === 'program' || field === 'startup' || field === 'mentor' ? 'ASC' : 'DESC' };
}

/**
 * The rows in a column's order, ties by programme, startup then mentor name. Rows without a limit count below any
 * allocation; names missing (a mentor row has no startup) come last either way.
 */
export function sortHoursRows<T extends HoursRowLike>(rows: readonly T[], sort: HoursSort, locale?: string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const names = (a: string | null | undefined, b: string | null | undefined) =>
    a && b ? collator.compare(a, b) : a ? -1 : b ? 1 : 0;
  const byNames = (a: T, b: T) =>
    collator.compare(a.programName, b.programName) ||
    names(a.startupName, b.startupName) ||
    names(a.mentorName, b.mentorName);
  const sign = sort.direction === 'ASC' ? 1 : -1;
  const value: Record<'allocated' | 'pending' | 'used', (row: T) => number> = {
    allocated: (row) => row.MINUTES_ALLOCATED ?? -1,
    pending: (row) => row.MINUTES_PENDING,
    used: (row) => row.MINUTES_USED,
  };
  const compare = (a: T, b: T): number => {
    switch (sort.field) {
      case 'program':
        return sign * byNames(a, b);
      case 'startup':
      case 'mentor': {
        const key = sort.field === 'startup' ? 'startupName' : 'mentorName';
        const missing = Number(!a[key]) - Number(!b[key]);
        return missing || sign * names(a[key], b[key]) || byNames(a, b);
      }
      default:
        return sign * (value[sort.field](a) - value[sort.field](b)) || byNames(a, b);
    }
  };
  return [...rows].sort(compare);
}

/** A stable key of a row (a programme, a startup, a mentor, or both). */
export function hoursRowKey(row: HoursRowLike): string {
  return `${row.programId}:${row.startupId ?? '-'}:${row.mentorId ?? '-'}`;
}

export const COACHING_EXPORT_PATHS = {
  hours: (format: 'csv' | 'xlsx', programId?: string | null) =>
    `/api/coaching/hours.${format}${programId ? `?programId=${encodeURIComponent(programId)}` : ''}`,
  sessions: (format: 'csv' | 'xlsx') => `/api/coaching/sessions.${format}`,
};
