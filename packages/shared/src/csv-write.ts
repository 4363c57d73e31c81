import Papa from 'papaparse';

/**
 * Characters that make a spreadsheet program read a cell as a formula (OWASP "CSV injection"): such text gets a
 * leading apostrophe, which spreadsheets show as text and do not evaluate. Our own pattern rather than papaparse's
 * default, whose `.*$` misses a formula followed by a line break.
 */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Rows as RFC 4180 CSV with papaparse (comma, quotes doubled, CRLF between rows, no line break after the last),
 * formulas defused (and the defused cell quoted). Its own module, apart from the CSV reader and the import's
 * constants, so that papaparse rides only in the chunks that write CSV.
 */
export function writeCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  if (rows.length === 0) return '';
  return Papa.unparse(
    rows.map((row) => [...row]),
    { newline: '\r\n', escapeFormulae: CSV_FORMULA_START },
  );
}
