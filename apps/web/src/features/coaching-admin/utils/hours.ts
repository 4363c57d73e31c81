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

/** A stable key of a row (a programme, a startup, a mentor, or both). */
export function hoursRowKey(row: HoursRowLike): string {
  return `${row.programId}:${row.startupId ?? '-'}:${row.mentorId ?? '-'}`;
}

export const COACHING_EXPORT_PATHS = {
  hours: (format: 'csv' | 'xlsx', programId?: string | null) =>
    `/api/coaching/hours.${format}${programId ? `?programId=${encodeURIComponent(programId)}` : ''}`,
  sessions: (format: 'csv' | 'xlsx') => `/api/coaching/sessions.${format}`,
};
