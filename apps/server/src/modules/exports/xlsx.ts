import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A cell of an export: text, a number, a date (written as a date cell), or empty. */
export type Cell = string | number | Date | null;

/**
 * Writes a table row by row as a stream of the file's bytes: hand `content` to the storage first, then add the rows
 * and finish. Nothing holds the whole file in memory.
 */
export interface TableWriter {
  /** The file's bytes as they are written; it ends after `finish()`, or fails after `abort()`. */
  readonly content: Readable;
  addRows(rows: readonly (readonly Cell[])[]): void;
  finish(): Promise<void>;
  /** Stops the file: `content` fails with the error, so the storage keeps nothing. */
  abort(error: Error): void;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel keeps at most this many characters in a cell; longer text is cut rather than making a file Excel repairs. */
const CELL_TEXT_LIMIT = 32_767;
const DATE_FORMAT = 'yyyy-mm-dd';

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(value: string): string {
  const cleaned = value
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned === '' ? 'Sheet1' : cleaned;
}

function cellValue(value: Cell): string | number | Date | null {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return value.length > CELL_TEXT_LIMIT ? value.slice(0, CELL_TEXT_LIMIT) : value;
}

/**
 * A one-sheet XLSX workbook written by exceljs's streaming writer: the header row in bold and frozen, with an
 * auto-filter, text as plain string cells (never formulas: a value starting with = stays text), numbers as numbers,
 * dates as date cells. Each row goes into the zip stream as it is added.
 */
export function createXlsxWriter(options: { sheet: string; header: readonly string[] }): TableWriter {
  const content = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: content,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheetName(options.sheet), {
    views: [{ state: 'frozen', ySplit: 1, topLeftCell: 'A2' }],
  });
  const width = options.header.length;
  const header = worksheet.addRow(options.header.map((text) => cellValue(text)));
  header.font = { bold: true };
  header.commit();
  let rowCount = 1;
  return {
    content,
    addRows(rows) {
      for (const cells of rows) {
        const row = worksheet.addRow(cells.map(cellValue));
        cells.forEach((value, column) => {
          if (value instanceof Date) row.getCell(column + 1).numFmt = DATE_FORMAT;
        });
        row.commit();
        rowCount += 1;
      }
    },
    async finish() {
      if (width > 0) worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rowCount, column: width } };
      worksheet.commit();
      await workbook.commit();
    },
    abort(error) {
      content.destroy(error);
    },
  };
}
