import { describe, expect, it } from 'vitest';
import { COACHING_EXPORT_PATHS, filterHoursRows, hoursBar, hoursRowKind, splitMinutes } from './hours.ts';

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
});
