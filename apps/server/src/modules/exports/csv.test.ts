import { describe, expect, it } from 'vitest';
import { csvLines } from './csv.ts';

describe('csvLines', () => {
  it('quotes as RFC 4180 says, writes days and numbers, and defuses formulas, even followed by a line break', () => {
    expect(
      csvLines([
        ['Solaris, Inc', 'Solar "clean" power', -3, new Date('2026-03-02T10:00:00Z'), null, Number.NaN],
        ['=HYPERLINK("http://evil.example")', '=cmd\nrest', '+1', '@SUM(A1)', '-2', 'plain'],
      ]),
    ).toBe(
      '"Solaris, Inc","Solar ""clean"" power",-3,2026-03-02,,\r\n' +
        `"'=HYPERLINK(""http://evil.example"")","'=cmd\nrest","'+1","'@SUM(A1)","'-2",plain\r\n`,
    );
    expect(csvLines([])).toBe('');
  });
});
