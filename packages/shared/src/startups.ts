import { z } from 'zod';
import { FOUNDING_YEAR_MIN } from './constants.ts';
import { formatMessage, VALIDATION_MESSAGES } from './validation.ts';

export const STARTUP_NAME_MAX = 120;

/** Spec 02 §5 Links: a website without an http(s) scheme or mailto is shown with https:// in front. */
export function websiteHref(website: string): string {
  return /^(https?:\/\/|mailto:)/i.test(website) ? website : `https://${website}`;
}

/** A website: a host name with an optional path, with or without a scheme. */
export function isWebsite(value: string): boolean {
  try {
    const url = new URL(websiteHref(value));
    return url.protocol === 'mailto:' || /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

export function startupSchema(now: Date = new Date()) {
  const thisYear = now.getUTCFullYear();
  return z.object({
    name: z
      .string({ error: formatMessage(VALIDATION_MESSAGES.required, { field: 'Name' }) })
      .trim()
      .min(1, formatMessage(VALIDATION_MESSAGES.required, { field: 'Name' }))
      .max(STARTUP_NAME_MAX, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Name', max: STARTUP_NAME_MAX })),
    description: z
      .string()
      .trim()
      .max(5000, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Description', max: 5000 }))
      .nullish()
      .transform((value) => value || null),
    website: z
      .string()
      .trim()
      .max(500)
      .refine((value) => value === '' || isWebsite(value), formatMessage(VALIDATION_MESSAGES.url, { field: 'Website' }))
      .nullish()
      .transform((value) => value || null),
    foundingYear: z
      .number()
      .int()
      .min(
        FOUNDING_YEAR_MIN,
        formatMessage(VALIDATION_MESSAGES.numberMin, { field: 'Founding year', min: FOUNDING_YEAR_MIN }),
      )
      .max(thisYear, formatMessage(VALIDATION_MESSAGES.numberMax, { field: 'Founding year', max: thisYear }))
      .nullish()
      .transform((value) => value ?? null),
    industryIds: z.array(z.string()).max(50).default([]),
    tagIds: z.array(z.string()).max(50).default([]),
    programIds: z.array(z.string()).max(50).default([]),
    memberIds: z.array(z.string()).max(100).default([]),
  });
}
export type StartupInput = z.infer<ReturnType<typeof startupSchema>>;

export const programSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, formatMessage(VALIDATION_MESSAGES.required, { field: 'Name' }))
      .max(120, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Name', max: 120 })),
    description: z
      .string()
      .trim()
      .max(5000, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Description', max: 5000 }))
      .nullish()
      .transform((value) => value || null),
    startsOn: z
      .string()
      .date('Start date is not a valid date')
      .nullish()
      .transform((value) => value || null),
    endsOn: z
      .string()
      .date('End date is not a valid date')
      .nullish()
      .transform((value) => value || null),
  })
  .refine((p) => !p.startsOn || !p.endsOn || p.startsOn <= p.endsOn, {
    message: 'The end date can not be before the start date',
    path: ['endsOn'],
  });
export type ProgramInput = z.infer<typeof programSchema>;
