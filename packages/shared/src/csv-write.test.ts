import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { writeCsv } from './csv-write.ts';

describe('writeCsv', () => {
  it('writes rows with CRLF between them, quoting what needs it', () => {
    expect(
      writeCsv([
        ['a', 'b,c', 'say "hi"'],
        [1, 'two\nlines', ''],
      ]),
    ).toBe('a,"b,c","say ""hi"""\r\n1,"two\nlines",');
  });

  it('defuses formulas, also when a line break follows', () => {
    expect(writeCsv([['=SUM(A1)', '+1', '-1', '@x', '=A1\n=B1', 'plain']])).toBe(
      `"'=SUM(A1)","'+1","'-1","'@x","'=A1\n=B1",plain`,
    );
  });

  it('reads back as written', () => {
    const rows = [
      ['Name', 'Notes'],
      ['Ada', 'line one\r\nline two, with "quotes"'],
    ];
    expect(parseCsv(writeCsv(rows))).toEqual(rows);
  });

  it('writes nothing for no rows', () => {
    expect(writeCsv([])).toBe('');
  });
});
