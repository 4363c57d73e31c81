import { describe, expect, it } from 'vitest';
import { importColumns, parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields, escaped quotes, line breaks in quotes, CRLF and a BOM', () => {
    expect(
      parseCsv('\uFEFFname,description\r\n"Solaris, Inc","Solar ""micro"" grids\nfor schools"\r\nAgri,\r\n\r\n'),
    ).toEqual([
      ['name', 'description'],
      ['Solaris, Inc', 'Solar "micro" grids\nfor schools'],
      ['Agri', ''],
    ]);
  });
  it('takes the separator of the header line', () => {
    expect(parseCsv('name;website\nSolaris;solaris.example')).toEqual([
      ['name', 'website'],
      ['Solaris', 'solaris.example'],
    ]);
  });
});

describe('importColumns', () => {
  it('matches header names loosely and ignores unknown columns', () => {
    expect(importColumns(['Name', 'Founding year', 'Programmes', 'Notes'])).toEqual([
      'name',
      'foundingYear',
      'programs',
      null,
    ]);
  });
});
