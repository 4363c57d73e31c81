import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { RoleType } from '../roles.ts';
import { isWebsite, websiteHref } from '../startups.ts';
import { formatMessage, isCalendarDay, isStorableText, VALIDATION_MESSAGES } from '../validation.ts';
import { resolveForm } from './logic.ts';
import {
  type ChoiceAnswer,
  effectiveType,
  type FileAnswer,
  fixedTableRows,
  flattenOptions,
  FORM_LIMITS,
  type FormAnswers,
  type FormAnswerValue,
  type FormQuestion,
  isChoice,
  isChoiceAnswer,
  isLayout,
  isMultiChoice,
  localized,
  type TableRow,
  type VideoAnswer,
} from './model.ts';

/** Messages of the forms engine beyond the generic ones of spec 01/02 §5. `{field}` is the question's label. */
export const FORM_ANSWER_MESSAGES = {
  ...VALIDATION_MESSAGES,
  phone: '{field} is not a valid phone number',
  date: '{field} must be a date (yyyy-MM-dd)',
  number: '{field} must be a number',
  option: '{field}: choose one of the options',
  oneOption: '{field}: choose only one option',
  writeIn: '{field}: write your other answer',
  rowsMin: '{field} needs at least {min} rows',
  rowsMax: '{field} has at most {max} rows',
  cell: '{field}, row {row}: {column} is not valid',
  files: '{field} takes at most {max} files',
  fileSize: '{field}: a file is larger than {max} MB',
  file: '{field}: this file was not found',
  storable: '{field} contains a character that is not allowed',
} as const;
export type FormAnswerErrorCode = keyof typeof FORM_ANSWER_MESSAGES;

export interface FormAnswerError {
  questionId: string;
  code: FormAnswerErrorCode;
  params: Record<string, string | number>;
  /** The message in English; the web app translates `code` with `params`. */
  message: string;
}

export interface ValidateOptions {
  language?: string;
  roleType?: RoleType | null;
  /** Largest file accepted, in bytes. */
  maxFileSize?: number;
  /** Drafts accept missing answers but still refuse wrong ones. */
  draft?: boolean;
  /**
   * The flag qUserAddRow: people add rows to tables (the default). Without it, a table has the fixed number of rows
   * of `fixedTableRows` and no more.
   */
  userAddRows?: boolean;
}

export interface ValidationResult {
  errors: FormAnswerError[];
  /** The answers to keep: visible questions only, normalised (phone in E.164, links with a scheme), computed. */
  answers: FormAnswers;
}

const isBlank = (cell: unknown) => cell === null || cell === undefined || String(cell).trim() === '';
const isBlankRow = (row: unknown) => typeof row !== 'object' || row === null || Object.values(row).every(isBlank);
/** A text with something in it (answers come from the network: a field may hold anything). */
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isEmpty(value: FormAnswerValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return false;
  // A table of blank rows is empty; a write-in counts only with its option chosen.
  if (Array.isArray(value)) return value.every(isBlankRow);
  if (isChoiceAnswer(value)) return value.values.length === 0;
  if ('files' in value) return !Array.isArray(value.files) || value.files.length === 0;
  if ('url' in value || 'file' in value) return !isText((value as VideoAnswer).url) && !(value as VideoAnswer).file;
  return true;
}

/**
 * Checks a sheet of answers against the form: the same function runs in the browser as the person types and on the
 * server before anything is stored. Hidden questions' answers are neither required nor kept.
 */
export function validateFormAnswers(
  questions: readonly FormQuestion[],
  given: FormAnswers,
  options: ValidateOptions = {},
): ValidationResult {
  const language = options.language ?? 'en';
  const { states, answers } = resolveForm(questions, given, options.roleType ?? null);
  const errors: FormAnswerError[] = [];
  const kept: FormAnswers = {};
  for (const question of questions) {
    const state = states.get(question.id);
    if (!state?.visible || isLayout(question)) continue;
    const field = localized(question.label, language) || 'This question';
    const fail = (code: FormAnswerErrorCode, params: Record<string, string | number> = {}) => {
      const all = { field, ...params };
      errors.push({
        questionId: question.id,
        code,
        params: all,
        message: formatMessage(FORM_ANSWER_MESSAGES[code], all),
      });
      return undefined;
    };
    const value = answers[question.id];
    if (effectiveType(question) === 'calculated') {
      kept[question.id] = value ?? null;
      continue;
    }
    if (isEmpty(value)) {
      if (state.required && !options.draft) fail('required');
      continue;
    }
    const normalised = checkValue(question, value as Exclude<FormAnswerValue, null>, fail, options);
    if (normalised !== undefined) kept[question.id] = normalised;
  }
  return { errors, answers: kept };
}

type Fail = (code: FormAnswerErrorCode, params?: Record<string, string | number>) => undefined;

/** The value to keep, or undefined after reporting what is wrong. */
function checkValue(
  question: FormQuestion,
  value: Exclude<FormAnswerValue, null>,
  fail: Fail,
  options: ValidateOptions,
): FormAnswerValue | undefined {
  const type = effectiveType(question);
  const v = question.validations ?? {};
  switch (type) {
    case 'number':
    case 'currency':
    case 'number_scale': {
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
      if (!Number.isFinite(n)) return fail('number');
      const min = type === 'number_scale' ? (v.min ?? 1) : v.min;
      const max = type === 'number_scale' ? (v.max ?? 5) : v.max;
      if (typeof min === 'number' && n < min) return fail('numberMin', { min });
      if (typeof max === 'number' && n > max) return fail('numberMax', { max });
      if (type === 'number_scale' && !isStep(n - (min ?? 0), v.step || 1)) return fail('invalid');
      return n;
    }
    case 'date': {
      if (typeof value !== 'string' || !isCalendarDay(value.trim())) return fail('date');
      return value.trim();
    }
    case 'text':
    case 'text_long':
    case 'text_link':
    case 'phone': {
      if (typeof value !== 'string') return fail('invalid');
      const text = value.trim();
      if (!isStorableText(text)) return fail('storable');
      const limit = type === 'text_long' ? FORM_LIMITS.textLong : FORM_LIMITS.text;
      const max = Math.min(v.maxLength ?? limit, limit);
      if (text.length > max) return fail('textMax', { max });
      if (v.minLength && text.length < v.minLength) return fail('textMin', { min: v.minLength });
      if (type === 'phone') {
        if (!isValidPhoneNumber(text)) return fail('phone');
        return parsePhoneNumberFromString(text)?.number ?? text;
      }
      if (type === 'text_link') {
        if (!isWebsite(text)) return fail('url');
        return websiteHref(text);
      }
      return text;
    }
    case 'table':
      return checkTable(question, value, fail, options.language ?? 'en', options.userAddRows !== false);
    case 'file': {
      if (typeof value !== 'object' || !('files' in value) || !Array.isArray(value.files)) return fail('invalid');
      const files = (value as FileAnswer).files;
      if (files.length > FORM_LIMITS.files) return fail('files', { max: FORM_LIMITS.files });
      if (files.some((f) => typeof f?.id !== 'string' || typeof f.name !== 'string')) return fail('invalid');
      if (options.maxFileSize && files.some((f) => f.size > options.maxFileSize!)) {
        return fail('fileSize', { max: Math.round(options.maxFileSize / 1024 / 1024) });
      }
      return { files: files.map((f) => ({ id: f.id, name: f.name, size: Number(f.size) || 0 })) };
    }
    case 'video': {
      if (typeof value !== 'object' || !('url' in value || 'file' in value)) return fail('invalid');
      const video = value as VideoAnswer;
      if (video.url !== undefined && video.url !== null && typeof video.url !== 'string') return fail('invalid');
      if (isText(video.url)) {
        if (!isWebsite(video.url.trim())) return fail('url');
        return { url: websiteHref(video.url.trim()) };
      }
      if (video.file && typeof video.file.id === 'string') {
        return { file: { id: video.file.id, name: String(video.file.name), size: Number(video.file.size) || 0 } };
      }
      return fail('invalid');
    }
    default: {
      if (isChoice(type)) return checkChoice(question, value, fail);
      return fail('invalid');
    }
  }
}

function checkChoice(
  question: FormQuestion,
  value: Exclude<FormAnswerValue, null>,
  fail: Fail,
): ChoiceAnswer | undefined {
  if (!isChoiceAnswer(value)) return fail('invalid');
  const all = flattenOptions(question.options);
  const values = [...new Set(value.values.map(String))];
  if (values.some((x) => !all.some((o) => o.value === x))) return fail('option');
  if (!isMultiChoice(effectiveType(question)) && values.length > 1) return fail('oneOption');
  const writeInChosen = all.some((o) => o.isWriteIn && values.includes(o.value));
  const writeIn = typeof value.writeIn === 'string' ? value.writeIn.trim() : '';
  if (writeInChosen && writeIn === '') return fail('writeIn');
  if (writeIn.length > FORM_LIMITS.text) return fail('textMax', { max: FORM_LIMITS.text });
  if (!isStorableText(writeIn)) return fail('storable');
  const ordered = all.filter((o) => values.includes(o.value)).map((o) => o.value);
  return writeInChosen ? { values: ordered, writeIn } : { values: ordered };
}

function checkTable(
  question: FormQuestion,
  value: Exclude<FormAnswerValue, null>,
  fail: Fail,
  language: string,
  userAddRows: boolean,
): TableRow[] | undefined {
  if (!Array.isArray(value)) return fail('invalid');
  const v = question.validations ?? {};
  const columns = question.columns ?? [];
  // Blank rows are ignored, but an error names the row as the person sees it (blank rows counted).
  const rows = (value as TableRow[])
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => columns.some((c) => !isBlank(row?.[c.id])));
  const maxRows = userAddRows
    ? Math.min(v.maxRows ?? FORM_LIMITS.tableRows, FORM_LIMITS.tableRows)
    : fixedTableRows(question);
  if (rows.length > maxRows) return fail('rowsMax', { max: maxRows });
  if (v.minRows && rows.length < v.minRows) return fail('rowsMin', { min: v.minRows });
  const out: TableRow[] = [];
  for (const { row, index } of rows) {
    const clean: TableRow = {};
    for (const column of columns) {
      const cell = row[column.id];
      if (cell === null || cell === undefined || String(cell).trim() === '') {
        clean[column.id] = null;
        continue;
      }
      const text = String(cell).trim();
      const bad = () => fail('cell', { row: index + 1, column: localized(column.label, language) || column.id });
      if (column.type === 'number') {
        const n = typeof cell === 'number' ? cell : Number(text);
        if (!Number.isFinite(n)) return bad();
        clean[column.id] = n;
      } else if (column.type === 'date') {
        if (!isCalendarDay(text)) return bad();
        clean[column.id] = text;
      } else if (column.type === 'select_dropdown') {
        if (!(column.options ?? []).some((o) => o.value === text)) return bad();
        clean[column.id] = text;
      } else {
        if (text.length > FORM_LIMITS.text || !isStorableText(text)) return bad();
        clean[column.id] = text;
      }
    }
    out.push(clean);
  }
  return out;
}

/** Whether `offset` is a whole number of `step`s, allowing for float error (0.3 is three steps of 0.1). */
function isStep(offset: number, step: number): boolean {
  const steps = offset / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}
