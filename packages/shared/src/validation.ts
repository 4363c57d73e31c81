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

export function requiredText(field: string, max = 500) {
  return z
    .string({ error: formatMessage(VALIDATION_MESSAGES.required, { field }) })
    .trim()
    .min(1, formatMessage(VALIDATION_MESSAGES.required, { field }))
    .max(max, formatMessage(VALIDATION_MESSAGES.textMax, { field, max }));
}

export function optionalText(field: string, max = 500) {
  return z.string().trim().max(max, formatMessage(VALIDATION_MESSAGES.textMax, { field, max })).nullish();
}

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
