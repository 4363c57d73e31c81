import { z } from 'zod';

/** The generic form messages of spec 01 §5 and spec 02 §5. `{field}`, `{min}`, `{max}` are placeholders. */
export const VALIDATION_MESSAGES = {
  invalid: 'Invalid field',
  required: '{field} is a required field',
  numberMin: '{field} must be greater than or equal to {min}',
  numberMax: '{field} must be less than or equal to {max}',
  textMin: '{field} must be greater than or equal to {min} characters',
  textMax: '{field} must be less than or equal to {max} characters',
  email: '{field} is not a valid email',
  url: '{field} is not a valid url',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Said of a text holding a character that cannot be stored (see `isStorableText`). */
export const UNSTORABLE_TEXT_MESSAGE = '{field} contains a character that is not allowed';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a text can be stored as typed: PostgreSQL refuses the NUL character in text and JSON, and a UTF-16
 * surrogate without its pair (never typed, only sent) is refused in JSON and garbled in text.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export function requiredText(field: string, max = 500) {
  return z
    .string({ error: formatMessage(VALIDATION_MESSAGES.required, { field }) })
    .trim()
    .min(1, formatMessage(VALIDATION_MESSAGES.required, { field }))
    .max(max, formatMessage(VALIDATION_MESSAGES.textMax, { field, max }))
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field }));
}

export function optionalText(field: string, max = 500) {
  return z
    .string()
    .trim()
    .max(max, formatMessage(VALIDATION_MESSAGES.textMax, { field, max }))
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field }))
    .nullish();
}

/** The instants a date accepts: years 1000 to 9999, what PostgreSQL and an ISO 8601 date without a sign hold. */
export const DATE_RANGE = { min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) } as const;
export const INVALID_DATE_MESSAGE = '{field} is not a valid date';

export function isStorableDate(value: Date): boolean {
  const time = value.getTime();
  return time >= DATE_RANGE.min && time <= DATE_RANGE.max;
}

/** An instant within DATE_RANGE, with the message of `field` (`INVALID_DATE_MESSAGE`) otherwise. */
export function storableDate(field: string) {
  return z.date().refine(isStorableDate, formatMessage(INVALID_DATE_MESSAGE, { field }));
}

/** Whether a text is a calendar day (yyyy-MM-dd) that exists and lies within DATE_RANGE (there is no year 0). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && isStorableDate(day);
}

/** A calendar day (`isCalendarDay`); anything else is an invalid format with `message`, as a date input shows it. */
export function calendarDay(message: string) {
  return z.string().superRefine((value, context) => {
    if (!isCalendarDay(value)) context.addIssue({ code: 'invalid_format', format: 'date', message, input: value });
  });
}

/** The longest search text: searches match names and titles, nothing longer is useful. */
export const SEARCH_MAX = 200;

/** A search text: trimmed, at most SEARCH_MAX characters, storable characters only (PostgreSQL refuses NUL). */
export const searchText = z
  .string()
  .trim()
  .max(SEARCH_MAX, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Search', max: SEARCH_MAX }))
  .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Search' }))
  .nullish();

/** The `search` argument of a list: `parseInput(searchFilterSchema, args).search`, undefined when blank. */
export const searchFilterSchema = z.object({ search: searchText.transform((search) => search || undefined) });

export function emailAddress(field: string) {
  return z.email(formatMessage(VALIDATION_MESSAGES.email, { field }));
}

export function webUrl(field: string) {
  return z
    .string()
    .trim()
    .refine((value) => /^(https?:\/\/|mailto:)/i.test(value) && URL.canParse(value), {
      message: formatMessage(VALIDATION_MESSAGES.url, { field }),
    });
}

/** Spec 02 §5 Links: a website value without an http(s) scheme or mailto is prefixed with https://. */
export function normaliseLink(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^(https?:\/\/|mailto:)/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** An organisation slug: the first label of its host name. */
export const ORGANISATION_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const RESERVED_SLUGS = ['api', 'www', 'app', 'admin', 'static', 'assets'] as const;

export const hexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'Invalid field');
