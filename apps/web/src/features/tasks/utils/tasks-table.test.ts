import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TASK_FILTERS,
  DEFAULT_TASK_SORT,
  nextSort,
  TASKS_PAGE_SIZE,
  taskCursor,
  taskQueryOptions,
  toggleAllRows,
  toggleRow,
} from './tasks-table.ts';

describe('tasks pages (spec 01 §4, §9)', () => {
  it('lists 25 tasks a page from the cursors the server gave', () => {
    expect(TASKS_PAGE_SIZE).toBe(25);
    expect(taskCursor({})).toEqual({ limit: 25, next: null, prev: null });
    expect(taskCursor({ next: 'abc' })).toEqual({ limit: 25, next: 'abc', prev: null });
  });

  it('turns the filters into query options in the organisation time zone', () => {
    expect(taskQueryOptions('MINE', DEFAULT_TASK_FILTERS, DEFAULT_TASK_SORT, 'UTC')).toEqual({
      scope: 'MINE',
      completionStatus: 'PENDING',
      after: null,
      before: null,
      search: null,
      sortField: 'DUE_DATE',
      sortDirection: 'ASC',
    });
    expect(
      taskQueryOptions(
        'USERS',
        { status: 'ALL', dueAfter: '2026-03-01', dueBefore: '2026-03-31', search: '  demo ' },
        { field: 'NAME', direction: 'DESC' },
        'Europe/Paris',
      ),
    ).toEqual({
      scope: 'USERS',
      completionStatus: null,
      after: '2026-02-28T23:00:00.000Z',
      before: '2026-03-31T22:00:00.000Z',
      search: 'demo',
      sortField: 'NAME',
      sortDirection: 'DESC',
    });
  });

  it('flips the direction of the sorted column and starts another in its natural order', () => {
    expect(nextSort(DEFAULT_TASK_SORT, 'DUE_DATE')).toEqual({ field: 'DUE_DATE', direction: 'DESC' });
    expect(nextSort(DEFAULT_TASK_SORT, 'CREATED_AT')).toEqual({ field: 'CREATED_AT', direction: 'DESC' });
    expect(nextSort({ field: 'CREATED_AT', direction: 'DESC' }, 'NAME')).toEqual({ field: 'NAME', direction: 'ASC' });
  });

  it('selects rows one by one or the whole page', () => {
    expect([...toggleRow(new Set(), 'a')]).toEqual(['a']);
    expect([...toggleRow(new Set(['a']), 'a')]).toEqual([]);
    expect([...toggleAllRows(new Set(['a']), ['a', 'b'])].sort()).toEqual(['a', 'b']);
    expect([...toggleAllRows(new Set(['a', 'b', 'z']), ['a', 'b'])]).toEqual(['z']);
    expect([...toggleAllRows(new Set(), [])]).toEqual([]);
  });
});
