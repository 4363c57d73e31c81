import { PAGE_SIZE } from '@cohort/shared';
import { isCalendarDay, startOfDayIn, startOfNextDayIn } from './due-date.ts';

/** Spec 01 §9: the general page size. */
export const TASKS_PAGE_SIZE = PAGE_SIZE;
export const TASKS_SEARCH_DEBOUNCE_MS = 300;

export type TaskScopeName = 'MINE' | 'USERS' | 'STARTUPS';
export type TaskStatusFilter = 'PENDING' | 'COMPLETED' | 'ALL';
export type TaskSortFieldName = 'DUE_DATE' | 'CREATED_AT' | 'NAME';
export type SortDirectionName = 'ASC' | 'DESC';

export interface TaskFilters {
  status: TaskStatusFilter;
  /** Calendar days ('YYYY-MM-DD') or ''. */
  dueAfter: string;
  dueBefore: string;
  search: string;
}

export interface TaskSort {
  field: TaskSortFieldName;
  direction: SortDirectionName;
}

export const DEFAULT_TASK_FILTERS: TaskFilters = { status: 'PENDING', dueAfter: '', dueBefore: '', search: '' };
export const DEFAULT_TASK_SORT: TaskSort = { field: 'DUE_DATE', direction: 'ASC' };

/** The direction a column sorts in when first chosen: soonest due, newest created, names A to Z. */
const FIRST_DIRECTION: Record<TaskSortFieldName, SortDirectionName> = {
  DUE_DATE: 'ASC',
  CREATED_AT: 'DESC',
  NAME: 'ASC',
};

/** A click on a column header: the same column flips its direction, another one starts in its first direction. */
export function nextSort(current: TaskSort, field: TaskSortFieldName): TaskSort {
  if (current.field === field) return { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  return { field, direction: FIRST_DIRECTION[field] };
}

export interface TaskQueryOptionsInput {
  scope: TaskScopeName;
  completionStatus: 'PENDING' | 'COMPLETED' | null;
  after: string | null;
  before: string | null;
  search: string | null;
  sortField: TaskSortFieldName;
  sortDirection: SortDirectionName;
}

/**
 * The `queryOptions` of a tasks page: due after a day counts from its start, due before a day up to its end (the
 * server's `before` is exclusive: the start of the next day), both in the organisation's time zone (where due dates
 * are the end of a day).
 */
export function taskQueryOptions(
  scope: TaskScopeName,
  filters: TaskFilters,
  sort: TaskSort,
  timezone: string,
): TaskQueryOptionsInput {
  const search = filters.search.trim();
  return {
    scope,
    completionStatus: filters.status === 'ALL' ? null : filters.status,
    after: isCalendarDay(filters.dueAfter) ? startOfDayIn(filters.dueAfter, timezone).toISOString() : null,
    before: isCalendarDay(filters.dueBefore) ? startOfNextDayIn(filters.dueBefore, timezone) : null,
    search: search === '' ? null : search,
    sortField: sort.field,
    sortDirection: sort.direction,
  };
}

/** Where a page of the list starts: the first page, or after/before the cursors the server gave. */
export type TaskPageCursor = { next?: string; prev?: string };

export function taskCursor(position: TaskPageCursor) {
  return {
    limit: TASKS_PAGE_SIZE,
    next: position.next ?? null,
    prev: position.prev ?? null,
  };
}

/** Select or unselect every selectable row of the page at once. */
export function toggleAllRows(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const next = new Set(selected);
  for (const id of pageIds) {
    if (allChosen) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function toggleRow(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
