import {
  effectiveType,
  type FileRef,
  type FormAnswerValue,
  type FormQuestion,
  flattenOptions,
  isChoice,
  isChoiceAnswer,
  isNumeric,
  localized,
  type TableRow,
} from '@cohort/shared';

/** A cell of an answers export or copy: text, a number, a calendar day (as a UTC date) or nothing. */
export type AnswerCell = string | number | Date | null;

export const CHOICE_SEPARATOR = '; ';
const CELL_SEPARATOR = ', ';
const ROW_SEPARATOR = ' | ';

function optionLabel(question: Pick<FormQuestion, 'options'>, value: string, language: string): string {
  const option = flattenOptions(question.options).find((o) => o.value === value);
  return option ? localized(option.labels, language) || option.value : value;
}

function fileNames(files: readonly FileRef[]): string {
  return files.map((f) => f.name).join(CHOICE_SEPARATOR);
}

function tableText(question: FormQuestion, rows: readonly TableRow[], language: string): string {
  const columns = question.columns ?? [];
  return rows
    .map((row) =>
      columns
        .filter((c) => row[c.id] !== null && row[c.id] !== undefined && String(row[c.id]) !== '')
        .map((c) => {
          const cell = row[c.id];
          const text = c.type === 'select_dropdown' ? optionLabel(c, String(cell), language) : String(cell);
          return `${localized(c.label, language) || c.id}: ${text}`;
        })
        .join(CELL_SEPARATOR),
    )
    .filter((line) => line !== '')
    .join(ROW_SEPARATOR);
}

/**
 * One answer as a spreadsheet cell (issue 13, the answers export): choices as their option labels joined by "; "
 * (a write-in option followed by its text), tables as "column: value, column: value | next row", files by name,
 * numbers as numbers, dates as calendar days. Labels are in `language`, falling back to English.
 */
export function answerCell(question: FormQuestion, value: FormAnswerValue | undefined, language: string): AnswerCell {
  if (value === null || value === undefined) return null;
  const type = effectiveType(question);
  if (isChoice(type) && isChoiceAnswer(value)) {
    const writeInValue = flattenOptions(question.options).find((o) => o.isWriteIn)?.value;
    const labels = value.values.map((v) => {
      const label = optionLabel(question, v, language);
      return v === writeInValue && value.writeIn ? `${label}: ${value.writeIn}` : label;
    });
    return labels.join(CHOICE_SEPARATOR) || null;
  }
  if (type === 'table' && Array.isArray(value)) return tableText(question, value, language) || null;
  if (typeof value === 'object' && !Array.isArray(value)) {
    if ('files' in value && Array.isArray(value.files)) return fileNames(value.files) || null;
    if ('url' in value && value.url) return value.url;
    if ('file' in value && value.file) return value.file.name;
    return null;
  }
  if (type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    return Number.isNaN(day.getTime()) ? value : day;
  }
  if (isNumeric(type) && typeof value === 'number') return value;
  return typeof value === 'number' ? value : String(value);
}

/** The same answer as one line of text (the e-mailed copy): dates as yyyy-MM-dd. */
export function answerText(question: FormQuestion, value: FormAnswerValue | undefined, language: string): string {
  const cell = answerCell(question, value, language);
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
}
