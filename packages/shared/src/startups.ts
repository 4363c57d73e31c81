import { z } from 'zod';
import { FOUNDING_YEAR_MIN } from './constants.ts';
import {
  calendarDay,
  formatMessage,
  isStorableText,
  UNSTORABLE_TEXT_MESSAGE,
  VALIDATION_MESSAGES,
} from './validation.ts';

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
      .max(STARTUP_NAME_MAX, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Name', max: STARTUP_NAME_MAX }))
      .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Name' })),
    description: z
      .string()
      .trim()
      .max(5000, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Description', max: 5000 }))
      .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Description' }))
      .nullish()
      .transform((value) => value || null),
    website: z
      .string()
      .trim()
      .max(500)
      .refine(
        (value) => value === '' || (isWebsite(value) && isStorableText(value)),
        formatMessage(VALIDATION_MESSAGES.url, { field: 'Website' }),
      )
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
    /** The role of each person inside the startup (CEO, CTO…), by user id; people not in memberIds are ignored. */
    memberLabels: z
      .array(
        z.object({
          userId: z.string(),
          label: z
            .string()
            .trim()
            .max(
              STARTUP_MEMBER_LABEL_MAX,
              formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Role', max: STARTUP_MEMBER_LABEL_MAX }),
            )
            .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Role' }))
            .nullish()
            .transform((value) => value || null),
        }),
      )
      .max(100)
      .default([]),
  });
}
export const STARTUP_MEMBER_LABEL_MAX = 60;
export type StartupInput = z.infer<ReturnType<typeof startupSchema>>;

/**
 * Who takes part in a programme: startups (a cohort) or people (a mentor track, a fellowship). The kind is chosen when
 * the programme is created and changes only while nobody takes part yet.
 */
export const PROGRAM_KINDS = ['startup', 'user'] as const;
export type ProgramKind = (typeof PROGRAM_KINDS)[number];
/** At most this many people are added to, removed from or set on a programme in one request. */
export const PROGRAM_MEMBERS_CHANGE_MAX = 100;
/** A programme's people are listed this many a page. */
export const PROGRAM_MEMBERS_PAGE_SIZE = 25;
/** The refusals of programme kinds and members (docs/decisions.md, issue 14 point 9). */
export const PROGRAM_MESSAGES = {
  kindLocked: 'The kind of a programme cannot change once startups or people take part in it',
  notForPeople: 'This programme is for startups: people join programmes of people only',
  notForStartups: 'This programme is for people: startups join programmes of startups only',
  personNotFound: 'Only active or invited people of this organisation can join a programme',
  tooMany: `At most ${PROGRAM_MEMBERS_CHANGE_MAX} people can be changed at once`,
} as const;

export const programSchema = z
  .object({
    kind: z.enum(PROGRAM_KINDS, { error: 'Unknown programme kind' }).optional(),
    name: z
      .string()
      .trim()
      .min(1, formatMessage(VALIDATION_MESSAGES.required, { field: 'Name' }))
      .max(120, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Name', max: 120 }))
      .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Name' })),
    description: z
      .string()
      .trim()
      .max(5000, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Description', max: 5000 }))
      .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Description' }))
      .nullish()
      .transform((value) => value || null),
    startsOn: calendarDay('Start date is not a valid date')
      .nullish()
      .transform((value) => value || null),
    endsOn: calendarDay('End date is not a valid date')
      .nullish()
      .transform((value) => value || null),
  })
  .refine((p) => !p.startsOn || !p.endsOn || p.startsOn <= p.endsOn, {
    message: 'The end date can not be before the start date',
    path: ['endsOn'],
  });
export type ProgramInput = z.infer<typeof programSchema>;

/** Milestones (issue 6): statuses, and the rules of templates and milestones shared by the server and the forms. */
export const MILESTONE_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'DONE', 'BLOCKED'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
export const MILESTONE_NAME_MAX = 120;
export const MILESTONE_TEMPLATE_ITEMS_MAX = 50;
/** The furthest a template step may be due after the plan starts (ten years). */
export const MILESTONE_OFFSET_MAX_DAYS = 3650;

const milestoneName = () =>
  z
    .string({ error: formatMessage(VALIDATION_MESSAGES.required, { field: 'Name' }) })
    .trim()
    .min(1, formatMessage(VALIDATION_MESSAGES.required, { field: 'Name' }))
    .max(MILESTONE_NAME_MAX, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Name', max: MILESTONE_NAME_MAX }))
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Name' }));
const milestoneDescription = () =>
  z
    .string()
    .trim()
    .max(2000, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Description', max: 2000 }))
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Description' }))
    .nullish()
    .transform((value) => value || null);

export const milestoneTemplateSchema = z.object({
  name: milestoneName(),
  description: milestoneDescription(),
  items: z
    .array(
      z.object({
        name: milestoneName(),
        description: milestoneDescription(),
        dueOffsetDays: z
          .number({ error: 'Due after (days) is a required field' })
          .int('Due after (days) must be a whole number')
          .min(0, 'Due after (days) must be greater than or equal to 0')
          .max(
            MILESTONE_OFFSET_MAX_DAYS,
            `Due after (days) must be less than or equal to ${MILESTONE_OFFSET_MAX_DAYS}`,
          ),
      }),
    )
    .min(1, 'A template needs at least one milestone')
    .max(MILESTONE_TEMPLATE_ITEMS_MAX, `A template holds at most ${MILESTONE_TEMPLATE_ITEMS_MAX} milestones`),
});
export type MilestoneTemplateInput = z.infer<typeof milestoneTemplateSchema>;

export const milestoneSchema = z.object({
  name: milestoneName(),
  description: milestoneDescription(),
  dueDate: calendarDay('Due date must be a date (yyyy-MM-dd)')
    .nullish()
    .transform((value) => value || null),
  status: z.enum(MILESTONE_STATUSES).default('NOT_STARTED'),
});
export type MilestoneInput = z.infer<typeof milestoneSchema>;
