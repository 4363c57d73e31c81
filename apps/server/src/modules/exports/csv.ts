import { PassThrough } from 'node:stream';
import { writeCsv } from '@cohort/shared';
import type { Cell, TableWriter } from './xlsx.ts';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** The byte order mark that makes spreadsheet programs read the file as UTF-8. */
const BOM = '\uFEFF';

/** A cell as CSV text: numbers as they are, dates as ISO days, nothing for an empty or invalid value. */
function csvValue(value: Cell): string | number {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return value;
}

/** Rows as RFC 4180 lines (the shared `writeCsv`: comma, quotes doubled, CRLF after each row), formulas defused. */
export function csvLines(rows: readonly (readonly Cell[])[]): string {
  if (rows.length === 0) return '';
  return `${writeCsv(rows.map((row) => row.map(csvValue)))}\r\n`;
}

/** RFC 4180 CSV (comma, CRLF, quoted fields) in UTF-8 with a byte order mark; text that looks like a formula is defused. */
export function createCsvWriter(options: { header: readonly string[] }): TableWriter {
  const content = new PassThrough();
  content.write(BOM + csvLines([options.header]), 'utf8');
  return {
    content,
    addRows(rows) {
      if (rows.length > 0) content.write(csvLines(rows), 'utf8');
    },
    async finish() {
      content.end();
    },
    abort(error) {
      content.destroy(error);
    },
  };
}
