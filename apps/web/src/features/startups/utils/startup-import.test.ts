import { importColumns, parseCsv } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  importFileProblem,
  importPlan,
  STARTUP_IMPORT_MAX_BYTES,
  startupImportTemplate,
  visibleImportRows,
} from './startup-import.ts';

const EXAMPLE = {
  name: 'Solaris Energy',
  description: 'Solar panels for small farms, rented by the season',
  website: 'solaris.example',
  foundingYear: 2022,
  programs: ['Spring Accelerator', 'Climate Track'],
  industries: ['Energy'],
  tags: [],
};

describe('the import template', () => {
  it('has a header the import reads, and one example row with the first programme and industry', () => {
    const [header, row, ...rest] = parseCsv(startupImportTemplate(EXAMPLE));
    expect(rest).toEqual([]);
    expect(importColumns(header ?? [])).toEqual([
      'name',
      'description',
      'website',
      'foundingYear',
      'programs',
      'industries',
      'tags',
    ]);
    expect(row).toEqual([
      'Solaris Energy',
      'Solar panels for small farms, rented by the season',
      'solaris.example',
      '2022',
      'Spring Accelerator',
      'Energy',
      '',
    ]);
  });

  it('quotes the cells that hold a comma or a quote', () => {
    const text = startupImportTemplate({ ...EXAMPLE, name: 'The "Sun" Co', programs: [] });
    expect(text.split('\r\n')[1]).toBe(
      '"The ""Sun"" Co","Solar panels for small farms, rented by the season",solaris.example,2022,,Energy,',
    );
  });
});

describe('a chosen file', () => {
  it('must be a CSV', () => {
    expect(importFileProblem({ name: 'startups.xlsx', size: 10, type: 'application/vnd.ms-excel' })).toBe('notCsv');
    expect(importFileProblem({ name: 'startups.CSV', size: 10, type: '' })).toBeNull();
    expect(importFileProblem({ name: 'export', size: 10, type: 'text/csv' })).toBeNull();
  });

  it('is refused over 1 MB, before anything is sent', () => {
    expect(importFileProblem({ name: 'startups.csv', size: STARTUP_IMPORT_MAX_BYTES })).toBeNull();
    expect(importFileProblem({ name: 'startups.csv', size: STARTUP_IMPORT_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});

describe('the preview rows', () => {
  const rows = [
    { line: 2, errors: [] },
    { line: 3, errors: ['Founding year must be greater than or equal to 1950'] },
    { line: 4, errors: [] },
  ];

  it('shows every row, or only those with errors', () => {
    expect(visibleImportRows(rows, false).map((row) => row.line)).toEqual([2, 3, 4]);
    expect(visibleImportRows(rows, true).map((row) => row.line)).toEqual([3]);
  });
});

describe('the import button', () => {
  it('imports everything when every row is valid', () => {
    expect(importPlan({ validCount: 3, invalidCount: 0 })).toEqual({ kind: 'all', count: 3 });
  });

  it('offers the valid rows only, behind a confirmation, when some have errors', () => {
    expect(importPlan({ validCount: 2, invalidCount: 1 })).toEqual({ kind: 'validOnly', count: 2 });
  });

  it('offers nothing when no row is valid', () => {
    expect(importPlan({ validCount: 0, invalidCount: 4 })).toEqual({ kind: 'none' });
  });
});
