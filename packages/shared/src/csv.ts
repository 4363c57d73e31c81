import Papa from 'papaparse';

/**
 * Parses CSV text with papaparse (RFC 4180: quoted fields with "" escapes and line breaks), comma or semicolon
 * separated — the separator of the header line wins — skipping blank lines. A UTF-8 byte order mark is ignored.
 */
export function parseCsv(text: string): string[][] {
  const input = text.replace(/^\uFEFF/, '');
  const firstLine = input.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  // Malformed quotes are reported in `errors` but the rows are still read, as a spreadsheet program would.
  const { data } = Papa.parse<string[]>(input, { delimiter, skipEmptyLines: 'greedy' });
  return data;
}

/** The columns a startup import understands (header names are matched without case, spaces or dashes). */
export const STARTUP_IMPORT_COLUMNS = [
  'name',
  'description',
  'website',
  'foundingYear',
  'programs',
  'industries',
  'tags',
] as const;
export type StartupImportColumn = (typeof STARTUP_IMPORT_COLUMNS)[number];
export const STARTUP_IMPORT_MAX_ROWS = 1000;
/** The largest CSV an import takes (the browser checks the file's bytes, the server the text's characters). */
export const STARTUP_IMPORT_MAX_BYTES = 1_000_000;
/** Several programmes, industries or tags in one cell are separated by this. */
export const IMPORT_LIST_SEPARATOR = '|';

const HEADER_ALIASES: Record<string, StartupImportColumn> = {
  name: 'name',
  startup: 'name',
  startupname: 'name',
  description: 'description',
  website: 'website',
  url: 'website',
  foundingyear: 'foundingYear',
  founded: 'foundingYear',
  year: 'foundingYear',
  programs: 'programs',
  programmes: 'programs',
  program: 'programs',
  programme: 'programs',
  industries: 'industries',
  industry: 'industries',
  tags: 'tags',
  tag: 'tags',
};

/** Which column each header cell is (null for a column we do not read). */
export function importColumns(header: readonly string[]): (StartupImportColumn | null)[] {
  return header.map((cell) => HEADER_ALIASES[cell.toLowerCase().replace(/[\s_-]+/g, '')] ?? null);
}
