/**
 * Parses CSV text (RFC 4180: quoted fields with "" escapes and line breaks, comma or semicolon separated — the
 * separator of the header line wins), skipping blank lines. A UTF-8 byte order mark is ignored.
 */
export function parseCsv(text: string): string[][] {
  const input = text.replace(/^\uFEFF/, '');
  const firstLine = input.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index];
    if (quoted) {
      if (char === '"' && input[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
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
