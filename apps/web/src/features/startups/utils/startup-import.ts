import { IMPORT_LIST_SEPARATOR, STARTUP_IMPORT_MAX_BYTES } from '@cohort/shared';

/** The largest CSV file the import takes, checked in the browser before anything is sent (the server's limit too). */
export { STARTUP_IMPORT_MAX_BYTES };
export const STARTUP_IMPORT_TEMPLATE_FILE_NAME = 'startups-import-template.csv';

/**
 * The header of the template: names the server reads (packages/shared importColumns), in English whatever the
 * interface language, since the header is matched against those names.
 */
export const STARTUP_IMPORT_TEMPLATE_HEADER = [
  'name',
  'description',
  'website',
  'founding year',
  'programmes',
  'industries',
  'tags',
] as const;

/** Why a chosen file is refused before it is read. */
export type ImportFileProblem = 'notCsv' | 'tooLarge';

/** A chosen file must be a CSV (by its name or type) of at most 1 MB. */
export function importFileProblem(file: { name: string; size: number; type?: string }): ImportFileProblem | null {
  const csv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!csv) return 'notCsv';
  if (file.size > STARTUP_IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A CSV cell, quoted when it holds a separator, a quote or a line break. */
function csvCell(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export interface ImportTemplateExample {
  name: string;
  description: string;
  website: string;
  foundingYear: number;
  /** The organisation's programmes, industries and startup tags: the example row uses the first of each. */
  programs: readonly string[];
  industries: readonly string[];
  tags: readonly string[];
}

/**
 * The template file: the header and one example row whose programme, industry and tag are the organisation's own
 * (names that do not exist are refused), so that the example imports as it is.
 */
export function startupImportTemplate(example: ImportTemplateExample): string {
  const firstOf = (names: readonly string[]) => names.slice(0, 1).join(IMPORT_LIST_SEPARATOR);
  const row = [
    example.name,
    example.description,
    example.website,
    String(example.foundingYear),
    firstOf(example.programs),
    firstOf(example.industries),
    firstOf(example.tags),
  ];
  return `${[[...STARTUP_IMPORT_TEMPLATE_HEADER], row].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The rows the preview table shows: all, or only those in error. */
export function visibleImportRows<Row extends { errors: readonly string[] }>(
  rows: readonly Row[],
  onlyErrors: boolean,
): Row[] {
  return onlyErrors ? rows.filter((row) => row.errors.length > 0) : [...rows];
}

/**
 * What the import button does for a preview: import everything at once when every row is valid, ask first and import
 * the valid rows only when some have errors (nothing is imported before that confirmation), nothing when none is valid.
 */
export type ImportPlan = { kind: 'all'; count: number } | { kind: 'validOnly'; count: number } | { kind: 'none' };

export function importPlan(preview: { validCount: number; invalidCount: number }): ImportPlan {
  if (preview.validCount === 0) return { kind: 'none' };
  if (preview.invalidCount === 0) return { kind: 'all', count: preview.validCount };
  return { kind: 'validOnly', count: preview.validCount };
}
