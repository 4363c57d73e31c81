/**
 * The calendar (`/calendar`, issue 16 point 5): what one request may ask for, and the API's refusals, in one place for
 * the server that says them and the web app that reads them back into its languages.
 */
export const CALENDAR_LIMITS = {
  /** A month view with the days of the weeks around it is at most 42 days; a little room beyond. */
  maxRangeDays: 62,
  /** Entries of one kind in one answer: a busy month, not a year of history. */
  maxEntriesPerKind: 500,
} as const;

export const CALENDAR_MESSAGES = {
  rangeOrder: 'The end of the range must come after its start',
  rangeTooLong: `Ask for at most ${CALENDAR_LIMITS.maxRangeDays} days at a time`,
} as const;

/** Where a session can be added from its page (spec 02's add-to-calendar targets), in the order the menu lists them. */
export const ADD_TO_CALENDAR_TARGETS = ['google', 'office365', 'outlook', 'yahoo', 'ics'] as const;
export type AddToCalendarTarget = (typeof ADD_TO_CALENDAR_TARGETS)[number];

/**
 * What an entry of the calendar is: a task's due date, a coaching session (booked or planned) of the viewer's, or a
 * period of the viewer's hours open to booking (their availability, drawn behind the rest).
 */
export const CALENDAR_ENTRY_KINDS = ['TASK', 'SESSION', 'AVAILABILITY'] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];
