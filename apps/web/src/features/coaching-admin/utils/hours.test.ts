import { describe, expect, it } from 'vitest';
import {
  COACHING_EXPORT_PATHS,
  DEFAULT_HOURS_SORT,
  type HoursRowLike,
  filterHoursRows,
  hoursBar,
  hoursRowKind,
  nextHoursSort,
  sortHoursRows,
  splitMinutes,
} from './hours.ts';

const base = { programId: 'p1', programName: 'Spring cohort', MINUTES_PENDING: 0, MINUTES_USED: 0 };

describe('the hours report', () => {
  it('tells a startup row, a mentor row and a pair', () => {
    expect(hoursRowKind({ ...base, startupId: 's' })).toBe('startup');
    expect(hoursRowKind({ ...base, mentorId: 'm' })).toBe('mentor');
    expect(hoursRowKind({ ...base, startupId: 's', mentorId: 'm' })).toBe('pair');
  });

  it('draws used and pending against the allocation, and says when it is over', () => {
    expect(hoursBar({ ...base, MINUTES_ALLOCATED: 600, MINUTES_USED: 90, MINUTES_PENDING: 60 })).toEqual({
      used: 15,
      pending: 10,
      over: false,
    });
    expect(hoursBar({ ...base, MINUTES_ALLOCATED: 60, MINUTES_USED: 90, MINUTES_PENDING: 30 })).toEqual({
      used: 75,
      pending: 25,
      over: true,
    });
    expect(hoursBar({ ...base, MINUTES_ALLOCATED: null, MINUTES_USED: 30, MINUTES_PENDING: 30 })).toEqual({
      used: 50,
      pending: 50,
      over: false,
    });
    expect(hoursBar({ ...base, MINUTES_ALLOCATED: 0 })).toEqual({ used: 0, pending: 0, over: false });
  });

  it('splits minutes into hours and minutes', () => {
    expect(splitMinutes(90)).toEqual({ hours: 1, minutes: 30 });
    expect(splitMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });

  it('filters by kind and by a name, accents and case ignored', () => {
    const rows = [
      { ...base, startupId: 's1', startupName: 'Café Labs' },
      { ...base, mentorId: 'm1', mentorName: 'Ana Ruiz' },
      { ...base, startupId: 's1', startupName: 'Café Labs', mentorId: 'm1', mentorName: 'Ana Ruiz' },
    ];
    expect(filterHoursRows(rows, { kind: 'all', search: 'cafe' })).toHaveLength(2);
    expect(filterHoursRows(rows, { kind: 'mentor', search: '' })).toEqual([rows[1]]);
    expect(filterHoursRows(rows, { kind: 'pair', search: 'ANA' })).toEqual([rows[2]]);
  });

  it('names the export paths', () => {
    expect(COACHING_EXPORT_PATHS.hours('xlsx')).toBe('/api/coaching/hours.xlsx');
    expect(COACHING_EXPORT_PATHS.hours('csv', 'a b')).toBe('/api/coaching/hours.csv?programId=a%20b');
    expect(COACHING_EXPORT_PATHS.sessions('csv')).toBe('/api/coaching/sessions.csv');
  });

  it('sorts by a column, names A to Z and minutes most first when first chosen, ties by the names', () => {
    const rows: HoursRowLike[] = [
      { ...base, startupId: 'b', startupName: 'beta', MINUTES_USED: 30, MINUTES_ALLOCATED: 300 },
      { ...base, programName: 'Autumn', startupId: 'a', startupName: 'Alpha', MINUTES_USED: 240 },
      { ...base, startupId: 'c', startupName: 'Gamma', MINUTES_USED: 30, MINUTES_PENDING: 45 },
      { ...base, mentorId: 'm', mentorName: 'Mina', MINUTES_USED: 0, MINUTES_ALLOCATED: 600 },
    ];
    const names = (sorted: typeof rows) => sorted.map((row) => row.startupName ?? row.mentorName);
    expect(names(sortHoursRows(rows, DEFAULT_HOURS_SORT))).toEqual(['Alpha', 'beta', 'Gamma', 'Mina']);
    const used = nextHoursSort(DEFAULT_HOURS_SORT, 'used');
    expect(used).toEqual({ field: 'used', direction: 'DESC' });
    expect(names(sortHoursRows(rows, used))).toEqual(['Alpha', 'beta', 'Gamma', 'Mina']);
    expect(names(sortHoursRows(rows, nextHoursSort(used, 'used')))).toEqual(['Mina', 'beta', 'Gamma', 'Alpha']);
    // No limit counts below any allocation.
    expect(names(sortHoursRows(rows, { field: 'allocated', direction: 'DESC' }))).toEqual([
      'Mina',
      'beta',
      'Alpha',
      'Gamma',
    ]);
    // A mentor row has no startup: last, whichever the direction.
    const startup = nextHoursSort(DEFAULT_HOURS_SORT, 'startup');
    expect(startup).toEqual({ field: 'startup', direction: 'ASC' });
    expect(names(sortHoursRows(rows, { field: 'startup', direction: 'DESC' }))).toEqual([
      'Gamma',
      'beta',
      'Alpha',
      'Mina',
    ]);
    expect(names(sortHoursRows(rows, { field: 'pending', direction: 'DESC' }))[0]).toBe('Gamma');
  });
});
