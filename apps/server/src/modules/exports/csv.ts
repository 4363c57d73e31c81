import { PassThrough } from 'node:stream';
import type { Cell, TableWriter } from './xlsx.ts';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** The byte order mark that makes spreadsheet programs read the file as UTF-8. */
const BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet program read a cell as a formula (OWASP "CSV injection"): such text gets a
 * leading apostrophe, which spreadsheets show as text and do not evaluate.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function dateText(value: Date): string {
  return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
}

/** One field of RFC 4180: quoted when it holds a quote, a comma or a line break, quotes doubled. */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = value instanceof Date ? dateText(value) : neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** RFC 4180 CSV (comma, CRLF, quoted fields) in UTF-8 with a byte order mark; text that looks like a formula is defused. */
export function createCsvWriter(options: { header: readonly string[] }): TableWriter {
  const content = new PassThrough();
  content.write(BOM + csvLine(options.header), 'utf8');
  return {
    content,
    addRows(rows) {
      if (rows.length > 0) content.write(rows.map(csvLine).join(''), 'utf8');
    },
    async finish() {
      content.end();
    },
    abort(error) {
      content.destroy(error);
    },
  };
}
