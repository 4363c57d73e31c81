import { FORM_LIMITS, type FormAnswerValue, type FormQuestion, type TableColumn, type TableRow } from '@cohort/shared';

/** The rows of a table answer (anything else reads as no rows). */
export function tableRows(value: FormAnswerValue | undefined): TableRow[] {
  return Array.isArray(value) ? value : [];
}

/** The most rows a person may add: the question's maximum, never above the engine's limit. */
export function maxTableRows(question: Pick<FormQuestion, 'validations'>): number {
  return Math.min(question.validations?.maxRows ?? FORM_LIMITS.tableRows, FORM_LIMITS.tableRows);
}

/** A new empty row at the end, every column present and empty. */
export function addTableRow(rows: readonly TableRow[], columns: readonly TableColumn[]): TableRow[] {
  return [...rows, Object.fromEntries(columns.map((c) => [c.id, null]))];
}

export function removeTableRow(rows: readonly TableRow[], index: number): TableRow[] {
  return rows.filter((_, i) => i !== index);
}

/** The rows with one cell changed; an emptied text cell is stored as null like an untouched one. */
export function setTableCell(
  rows: readonly TableRow[],
  index: number,
  columnId: string,
  value: string | number | null,
): TableRow[] {
  const cell = typeof value === 'string' && value === '' ? null : value;
  return rows.map((row, i) => (i === index ? { ...row, [columnId]: cell } : row));
}

/** The fixed rows of a table people may not add rows to (flag qUserAddRow off): the answer's, padded with empty ones. */
export function fixedRows(rows: readonly TableRow[], count: number, columns: readonly TableColumn[]): TableRow[] {
  const out = rows.slice(0, count);
  while (out.length < count) out.push(Object.fromEntries(columns.map((c) => [c.id, null])));
  return out;
}
