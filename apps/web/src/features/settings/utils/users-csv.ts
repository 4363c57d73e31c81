import { writeCsv } from '@cohort/shared';

// The users export's CSV, apart from users.ts (which other settings pages import) so that papaparse, under the
// shared `writeCsv`, rides only in the users page's chunk.

/** One CSV cell (RFC 4180, through papaparse): quoted when it holds a comma, quote or line break; formulas are defused. */
export function csvCell(value: string): string {
  return writeCsv([[value]]);
}

/** A CSV document of a header row and data rows, lines separated by CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return writeCsv([header, ...rows]);
}
