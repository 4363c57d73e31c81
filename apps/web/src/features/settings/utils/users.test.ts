import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './users-csv.ts';
import {
  DEFAULT_LIST_STATUSES,
  personStatusColour,
  showsAsFounder,
  statusesFilter,
  tagsCell,
  toggleAll,
  toggleOne,
  usersExportFileName,
  usersPageCount,
  userTagColour,
} from './users.ts';

describe('users list', () => {
  it('hides deleted users unless a status is chosen', () => {
    expect(DEFAULT_LIST_STATUSES).not.toContain('deleted');
    expect(statusesFilter([])).toEqual([...DEFAULT_LIST_STATUSES]);
    expect(statusesFilter(['deleted', 'bogus'])).toEqual(['deleted']);
  });

  it('counts pages of 25, at least one', () => {
    expect(usersPageCount(0)).toBe(1);
    expect(usersPageCount(25)).toBe(1);
    expect(usersPageCount(26)).toBe(2);
  });

  it('selects and clears the rows of a page', () => {
    const some = toggleOne(new Set(), 'a');
    expect([...some]).toEqual(['a']);
    expect([...toggleAll(some, ['a', 'b'])].sort()).toEqual(['a', 'b']);
    expect([...toggleAll(new Set(['a', 'b', 'z']), ['a', 'b'])]).toEqual(['z']);
    expect(toggleOne(some, 'a').size).toBe(0);
  });

  it('colours the status badges', () => {
    expect(personStatusColour('active')).toBe('green');
    expect(personStatusColour('whatever')).toBe('gray');
  });
});

describe('users export', () => {
  it('quotes cells that need it and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    // papaparse quotes a defused cell (as the server's export does since issue 12); spreadsheets read it the same.
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
  });

  it('writes a header and rows separated by CRLF', () => {
    expect(
      toCsv(
        ['First', 'Last'],
        [
          ['Ada', 'Lovelace'],
          ['Jean', 'de la, Tour'],
        ],
      ),
    ).toBe('First,Last\r\nAda,Lovelace\r\nJean,"de la, Tour"');
  });

  it('names the file after the day', () => {
    expect(usersExportFileName(new Date('2026-09-04T10:00:00Z'))).toBe('users-2026-09-04.csv');
  });

  it('tells when the server applied the Founder rule to a cofounder', () => {
    expect(showsAsFounder({ roleLabel: 'Founder', role: { label: 'Co/Founder' } })).toBe(true);
    expect(showsAsFounder({ roleLabel: 'Co/Founder', role: { label: 'Co/Founder' } })).toBe(false);
    // A role the organisation itself named Founder is shown as it is named.
    expect(showsAsFounder({ roleLabel: 'Founder', role: { label: 'Founder' } })).toBe(false);
    expect(showsAsFounder({ roleLabel: 'Coach', role: { label: 'Coach' } })).toBe(false);
  });

  it('shows user tags in their colour, grey without one, and lists them in one CSV cell', () => {
    expect(userTagColour({ color: '#1c7ed6' })).toBe('#1c7ed6');
    expect(userTagColour({ color: null })).toBe('gray');
    expect(userTagColour({ color: ' ' })).toBe('gray');
    expect(tagsCell([{ name: 'Batch 2026' }, { name: 'Fintech' }])).toBe('Batch 2026, Fintech');
    expect(tagsCell([])).toBe('');
    expect(toCsv(['Tags'], [[tagsCell([{ name: 'Batch 2026' }, { name: 'Fintech' }])]])).toBe(
      'Tags\r\n"Batch 2026, Fintech"',
    );
  });
});
