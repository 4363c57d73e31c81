import type { TableColumn } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { addTableRow, maxTableRows, removeTableRow, setTableCell, tableRows } from './table-rows.ts';

const COLUMNS: TableColumn[] = [
  { id: 'name', type: 'text', label: [{ language: 'en', value: 'Name' }] },
  { id: 'share', type: 'number', label: [{ language: 'en', value: 'Share' }] },
];

describe('table rows', () => {
  it('adds an empty row with every column, and edits one cell of one row only', () => {
    const one = addTableRow([], COLUMNS);
    expect(one).toEqual([{ name: null, share: null }]);
    const two = addTableRow(setTableCell(one, 0, 'name', 'Ada'), COLUMNS);
    expect(two).toEqual([
      { name: 'Ada', share: null },
      { name: null, share: null },
    ]);
    expect(setTableCell(two, 1, 'share', 40)[1]).toEqual({ name: null, share: 40 });
    expect(two[1]).toEqual({ name: null, share: null });
  });

  it('stores an emptied cell as null and removes the row asked for', () => {
    const rows = [
      { name: 'Ada', share: 60 },
      { name: 'Grace', share: 40 },
    ];
    expect(setTableCell(rows, 0, 'name', '')[0]).toEqual({ name: null, share: 60 });
    expect(removeTableRow(rows, 0)).toEqual([{ name: 'Grace', share: 40 }]);
    expect(removeTableRow(rows, 5)).toEqual(rows);
  });

  it('reads anything but a list of rows as no rows, and caps the maximum at the engine limit', () => {
    expect(tableRows(null)).toEqual([]);
    expect(tableRows('text')).toEqual([]);
    expect(maxTableRows({ validations: { maxRows: 3 } })).toBe(3);
    expect(maxTableRows({ validations: { maxRows: 10_000 } })).toBe(200);
    expect(maxTableRows({})).toBe(200);
  });
});

describe('fixed rows (qUserAddRow off)', () => {
  it('pads the answer to the fixed count and never keeps more', async () => {
    const { fixedRows } = await import('./table-rows.ts');
    const columns = [{ id: 'who', label: [], type: 'text' as const }];
    expect(fixedRows([{ who: 'Ada' }], 2, columns)).toEqual([{ who: 'Ada' }, { who: null }]);
    expect(fixedRows([{ who: 'A' }, { who: 'B' }, { who: 'C' }], 2, columns)).toEqual([{ who: 'A' }, { who: 'B' }]);
  });
});
