import { z } from 'zod';
import { isTimeZone } from './account.ts';
import { formatMessage, INVALID_DATE_MESSAGE, isStorableDate, isStorableText, requiredText } from './validation.ts';
import { FEATURE_TURNED_OFF_MESSAGE } from './feature-flags.ts';

/**
 * Coaching and availability (issue 16; spec 02 §3 CoachingSession, §8 enumerations, §9 session durations): the
 * vocabulary, limits and refusals the server says and the web app reads back into its languages.
 */

/** Session durations offered, in minutes (spec 02 §9). */
export const SESSION_DURATIONS = [15, 20, 30, 40, 45, 60, 75, 80, 90, 100, 105, 120] as const;
export type SessionDuration = (typeof SESSION_DURATIONS)[number];

export const COACHING_SESSION_TYPES = [
  'ONE_ON_ONE',
  'SCHEDULED_COACHING_SESSION',
  'UNSCHEDULED_COACHING_SESSION',
] as const;
export type CoachingSessionType = (typeof COACHING_SESSION_TYPES)[number];

/** scheduled (booked or planned; holds the host's time), canceled, logged (an unscheduled session noted afterwards). */
export const COACHING_SESSION_STATES = ['scheduled', 'canceled', 'logged'] as const;
export type CoachingSessionState = (typeof COACHING_SESSION_STATES)[number];

export const SESSION_BLOCKERS = ['REQUIRES_CONNECTION', 'INSUFFICIENT_HOUR_ALLOCATION'] as const;
export type SessionBlocker = (typeof SESSION_BLOCKERS)[number];

export const HOURS_MODES = ['BUSINESS_HOURS', 'ALL_HOURS'] as const;
export type HoursMode = (typeof HOURS_MODES)[number];
/** BUSINESS_HOURS keeps weekly hours inside 07:00–18:00 of the person's own time zone. */
export const BUSINESS_HOURS = { start: '07:00', end: '18:00' } as const;

export const HOURS_REPORT_KEYS = ['MINUTES_ALLOCATED', 'MINUTES_PENDING', 'MINUTES_USED'] as const;
export const ALLOCATION_UNITS = ['HOUR', 'DAY'] as const;
export type AllocationUnit = (typeof ALLOCATION_UNITS)[number];
/** A DAY of allocation counts this many hours. */
export const HOURS_PER_ALLOCATION_DAY = 8;

/** Who offers coaching: their availability can be set and booked. */
export const COACHING_HOST_ROLES = ['Mentor', 'Expert', 'Coach', 'AdminCoach', 'Evaluator'] as const;

/** Free slots start on this grid (minutes from the start of an available period). */
export const SLOT_STEP_MINUTES = 15;

export const COACHING_LIMITS = {
  maxBufferMinutes: 120,
  maxMinimumNoticeMinutes: 14 * 24 * 60,
  maxHorizonDays: 730,
  /** The widest window one freeSlots request computes. */
  maxSlotWindowDays: 42,
  maxTopics: 10,
  maxTextLength: 20_000,
  maxAllocationAmount: 10_000,
} as const;

export const COACHING_DEFAULTS = {
  hoursMode: 'BUSINESS_HOURS' as HoursMode,
  bufferMinutes: 0,
  minimumNoticeMinutes: 12 * 60,
  horizonDays: 60,
} as const;

/** The refusals of linking a person's own calendar (two-way CalDAV sync), read back by the web into its words. */
export const CALENDAR_LINK_MESSAGES = {
  serverUrl: 'Enter the address of a CalDAV server (https://…)',
  username: 'User name is a required field',
  password: 'Password is a required field',
  refused: 'The calendar server refused this user name and password',
  notCalDav: 'No CalDAV calendar was found at this address',
  unreachable: 'The calendar server could not be reached. Check the address and try again',
  unlinked: 'The calendar server refused Cohort: link your calendar again',
  text: 'This text contains characters that cannot be stored',
  googleNotConfigured: 'Google calendars are not set up on this server',
  googleUnlinked: 'Google refused Cohort: connect your Google calendar again',
  microsoftNotConfigured: 'Microsoft calendars are not set up on this server',
  microsoftUnlinked: 'Microsoft refused Cohort: connect your Outlook calendar again',
} as const;

/**
 * Why linking a Google (or Microsoft: `?microsoft=`) calendar ended without a link, as the callback tells the integrations page
 * (`?google=<outcome>`): the page says it in the person's language.
 */
export const GOOGLE_CALENDAR_OUTCOMES = [
  'linked',
  'denied',
  'expired',
  'refused',
  'unreachable',
  'unavailable',
] as const;
export type GoogleCalendarOutcome = (typeof GOOGLE_CALENDAR_OUTCOMES)[number];

/**
 * Who made a session's conference link (the user's `conferenceDataIntegration`): a generated Jitsi link by default, or
 * a meeting of the host's linked Zoom or Teams account (spec 02: video providers Teams, Zoom).
 */
export const CONFERENCE_PROVIDERS = ['JITSI', 'ZOOM', 'TEAMS'] as const;
export type ConferenceProvider = (typeof CONFERENCE_PROVIDERS)[number];
/** The providers' names as their makers write them (the same in every language). */
export const CONFERENCE_PROVIDER_NAMES: Record<ConferenceProvider, string> = {
  JITSI: 'Jitsi Meet',
  ZOOM: 'Zoom',
  TEAMS: 'Microsoft Teams',
};
/** The providers a person links an account of (Jitsi needs none). */
export const VIDEO_LINK_PROVIDERS = ['zoom', 'teams'] as const;
export type VideoLinkProviderName = (typeof VIDEO_LINK_PROVIDERS)[number];

export const VIDEO_LINK_MESSAGES = {
  zoomNotConfigured: 'Zoom is not set up on this server',
  teamsNotConfigured: 'Microsoft Teams is not set up on this server',
  turnedOff: FEATURE_TURNED_OFF_MESSAGE,
  zoomUnlinked: 'Zoom refused Cohort: connect your Zoom account again',
  teamsUnlinked: 'Microsoft refused Cohort: connect your Teams account again',
  notLinked: 'Connect this video provider before choosing it',
} as const;

/** A request for a host's coaching hours (task type availCoaching): its task's name, address and due date. */
export const AVAILABILITY_REQUEST = {
  taskName: 'Set your coaching hours',
  url: '/availability',
  dueDays: 7,
  maxPeople: 100,
} as const;

export const COACHING_MESSAGES = {
  duration: `Choose a duration of ${SESSION_DURATIONS.join(', ')} minutes`,
  unstorableText: 'This text contains a character that is not allowed',
  past: 'This time has passed: choose a time to come',
  tooSoon: 'This mentor needs more notice: choose a later time',
  tooFar: 'This mentor cannot be booked that far ahead',
  outsideAvailability: 'This mentor is not available at this time',
  slotTaken: 'This time was just taken by someone else: choose another one',
  requiresConnection: 'Only the mentors assigned to your startup can be booked',
  insufficientAllocation: (minutes: number) =>
    `Your hours with this mentor are used up: ${minutes} minutes are left in this programme`,
  notHost: 'This person does not offer coaching sessions',
  notFounder: 'You can only book sessions for your own startup',
  timeZone: 'Choose a valid time zone',
  timeOfDay: 'Enter a time as HH:mm',
  endAfterStart: 'The end must come after the start',
  businessHours: `Business hours are between ${BUSINESS_HOURS.start} and ${BUSINESS_HOURS.end}`,
  weekdays: 'Choose at least one day of the week',
  window: `Slots are computed for at most ${COACHING_LIMITS.maxSlotWindowDays} days at a time`,
  notScheduled: 'This session is not scheduled any more',
  loggedInPast: 'An unscheduled session is logged once it has taken place',
  attendee: 'An attendee is not a person of this organisation',
  startupRequired: 'Choose the startup of this session',
  allocationOff: 'Hour allocation is turned off for this organisation',
  evaluationNotAttendee: 'Only the people of this session evaluate it',
  evaluationNotEnded: 'This session can be evaluated once it has ended',
  evaluationCanceled: 'A canceled session is not evaluated',
  evaluationNoForm: 'No evaluation form is set for your side of this session',
  evaluationSubmitted: 'Your evaluation of this session was already submitted',
  evaluationFormUnknown: 'This form is not one of your organisation’s forms',
  evaluationFormKind: 'Choose a form of kind feedback',
  availabilityRequestCount: `Ask between 1 and ${AVAILABILITY_REQUEST.maxPeople} people at a time`,
} as const;

/**
 * Coaching evaluations (issue 16): the mentor's and the founders' forms are forms of this kind; their answers are
 * form responses about the session (subject kind below); sessions that ended within the window get the tasks.
 */
export const COACHING_EVALUATION_FORM_KIND = 'feedback';
export const COACHING_EVALUATION_SUBJECT = 'coaching_session';
export const COACHING_EVALUATION_WINDOW_DAYS = 14;
/** The task's due date: this many days after the session ended. */
export const COACHING_EVALUATION_DUE_DAYS = 7;
export const COACHING_EVALUATION_SIDES = ['mentor', 'founder'] as const;
export type CoachingEvaluationSide = (typeof COACHING_EVALUATION_SIDES)[number];

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, COACHING_MESSAGES.timeOfDay);

const timeZone = z.string().min(1).max(64).refine(isTimeZone, COACHING_MESSAGES.timeZone);

export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** Minutes since midnight of an "HH:mm" time. */
export function minutesOfDay(value: string): number {
  const [hours, minutes] = value.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export const availabilitySettingsSchema = z.object({
  timeZone: timeZone.optional(),
  hoursMode: z.enum(HOURS_MODES).optional(),
  bufferMinutes: z.number().int().min(0).max(COACHING_LIMITS.maxBufferMinutes).optional(),
  minimumNoticeMinutes: z.number().int().min(0).max(COACHING_LIMITS.maxMinimumNoticeMinutes).optional(),
  horizonDays: z.number().int().min(1).max(COACHING_LIMITS.maxHorizonDays).optional(),
  defaultLocation: z.string().max(500).refine(isStorableText, COACHING_MESSAGES.unstorableText).nullable().optional(),
  enabled: z.boolean().optional(),
});
export type AvailabilitySettingsInput = z.infer<typeof availabilitySettingsSchema>;

/** A weekly recurring period: days of the week, a start and an end time in the person's time zone. */
export const weeklyAvailabilitySchema = z
  .object({
    weekdays: z.array(z.enum(WEEKDAY_CODES)).min(1, COACHING_MESSAGES.weekdays).max(7),
    startTime: timeOfDay,
    endTime: timeOfDay,
  })
  .refine((value) => minutesOfDay(value.endTime) > minutesOfDay(value.startTime), {
    message: COACHING_MESSAGES.endAfterStart,
    path: ['endTime'],
  });
export type WeeklyAvailabilityInput = z.infer<typeof weeklyAvailabilitySchema>;

export const AVAILABILITY_EXCEPTION_KINDS = ['extra', 'off'] as const;
export type AvailabilityExceptionKind = (typeof AVAILABILITY_EXCEPTION_KINDS)[number];

/** A one-off extra slot or a day (or hours) off, as instants. */
export const availabilityExceptionSchema = z
  .object({
    kind: z.enum(AVAILABILITY_EXCEPTION_KINDS),
    startsAt: z.coerce.date(),
    endsAt: z.coerce.date(),
  })
  .refine((value) => value.endsAt.getTime() > value.startsAt.getTime(), {
    message: COACHING_MESSAGES.endAfterStart,
    path: ['endsAt'],
  });
export type AvailabilityExceptionInput = z.infer<typeof availabilityExceptionSchema>;

const sessionText = z.string().max(COACHING_LIMITS.maxTextLength);

export const bookCoachingSessionSchema = z.object({
  hostId: z.string().uuid(),
  startupId: z.string().uuid(),
  programId: z.string().uuid().nullable().optional(),
  startsAt: z.coerce.date(),
  duration: z
    .number()
    .int()
    .refine((value) => (SESSION_DURATIONS as readonly number[]).includes(value), COACHING_MESSAGES.duration),
  topics: z.array(z.string().min(1).max(100)).max(COACHING_LIMITS.maxTopics).default([]),
  title: z.string().max(200).nullable().optional(),
  location: z.string().max(500).nullable().optional(),
});
export type BookCoachingSessionInput = z.input<typeof bookCoachingSessionSchema>;

/** A session planned by staff or by the coach (COACHING_MEETING:SCHEDULING), or logged afterwards. */
export const planCoachingSessionSchema = bookCoachingSessionSchema.extend({
  type: z.enum(COACHING_SESSION_TYPES).default('SCHEDULED_COACHING_SESSION'),
  incubatorAttendeeIds: z.array(z.string().uuid()).max(50).default([]),
  startupAttendeeIds: z.array(z.string().uuid()).max(50).nullable().optional(),
  conferenceUrl: z.string().url().max(500).nullable().optional(),
});
export type PlanCoachingSessionInput = z.input<typeof planCoachingSessionSchema>;

export const rescheduleCoachingSessionSchema = z.object({
  startsAt: z.coerce.date(),
  duration: z
    .number()
    .int()
    .refine((value) => (SESSION_DURATIONS as readonly number[]).includes(value), COACHING_MESSAGES.duration),
});

export const coachingNotesSchema = z.object({
  editor: sessionText.nullable().optional(),
  staffEditor: sessionText.nullable().optional(),
  staffEditorPublic: sessionText.nullable().optional(),
  topics: z.array(z.string().min(1).max(100)).max(COACHING_LIMITS.maxTopics).optional(),
  location: z.string().max(500).nullable().optional(),
  conferenceUrl: z.string().url().max(500).nullable().optional(),
});
export type CoachingNotesInput = z.infer<typeof coachingNotesSchema>;

export const mentorMatchingSettingsSchema = z.object({
  requireConnection: z.boolean().optional(),
  allocationUnit: z.enum(ALLOCATION_UNITS).optional(),
  defaultStartupAllocation: z.number().int().min(0).max(COACHING_LIMITS.maxAllocationAmount).nullable().optional(),
  defaultMentorAllocation: z.number().int().min(0).max(COACHING_LIMITS.maxAllocationAmount).nullable().optional(),
  mentorFormId: z.string().uuid().nullable().optional(),
  founderFormId: z.string().uuid().nullable().optional(),
});
export type MentorMatchingSettingsInput = z.infer<typeof mentorMatchingSettingsSchema>;

export const hourAllocationSchema = z
  .object({
    programId: z.string().uuid(),
    startupId: z.string().uuid().nullable().optional(),
    mentorId: z.string().uuid().nullable().optional(),
    unit: z.enum(ALLOCATION_UNITS),
    amount: z.number().int().min(0).max(COACHING_LIMITS.maxAllocationAmount),
  })
  .refine((value) => value.startupId || value.mentorId, {
    message: 'Choose a startup or a mentor',
    path: ['startupId'],
  });
export type HourAllocationInput = z.infer<typeof hourAllocationSchema>;

/** The minutes an allocation grants. */
export function allocationMinutes(unit: AllocationUnit, amount: number): number {
  return unit === 'DAY' ? amount * HOURS_PER_ALLOCATION_DAY * 60 : amount * 60;
}

/** Follow-ups of a session's notes turned into tasks for the startup (issue 16). */
export const FOLLOW_UP_LIMITS = {
  maxItems: 20,
  maxTitleLength: 200,
  /** A follow-up without a due date is due this many days after the session (or after now, if later). */
  defaultDueDays: 7,
} as const;

export const followUpTasksSchema = z.object({
  items: z
    .array(
      z.object({
        title: requiredText('title', FOLLOW_UP_LIMITS.maxTitleLength),
        dueDate: z
          .date()
          .refine(isStorableDate, formatMessage(INVALID_DATE_MESSAGE, { field: 'dueDate' }))
          .nullable()
          .optional(),
      }),
    )
    .min(1, 'Choose at least one follow-up')
    .max(FOLLOW_UP_LIMITS.maxItems, `At most ${FOLLOW_UP_LIMITS.maxItems} follow-ups at a time`),
});
export type FollowUpTasksInput = z.infer<typeof followUpTasksSchema>;

/** The default due date of a follow-up: a week after the session, or a week from now when that has passed. */
export function followUpDueDate(sessionEnd: Date, now: Date = new Date()): Date {
  const day = 24 * 60 * 60 * 1000;
  const base = Math.max(sessionEnd.getTime(), now.getTime());
  return new Date(base + FOLLOW_UP_LIMITS.defaultDueDays * day);
}

/** A line marked as a follow-up: "[ ] ...", "- [ ] ...", "TODO: ...", "Follow-up: ...", "-> ...", "→ ...". */
const FOLLOW_UP_LINE = /^\s*(?:[-*•]\s*)?(?:\[\s?\]\s*|todo\s*:\s*|follow[- ]?up\s*:\s*|->\s*|→\s*)(.+)$/i;

/**
 * The follow-ups written in a session's notes (plain text or the editor's HTML): each line marked as one, without
 * its mark, trimmed, at most the title length, without repeats.
 */
export function followUpLines(notes: string | null | undefined): string[] {
  if (!notes) return [];
  const text = notes
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|li|div|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  const found: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = FOLLOW_UP_LINE.exec(line);
    const title = match?.[1]?.trim().slice(0, FOLLOW_UP_LIMITS.maxTitleLength).trim();
    if (title && !found.includes(title)) found.push(title);
  }
  return found.slice(0, FOLLOW_UP_LIMITS.maxItems);
}
