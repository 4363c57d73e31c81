import { COACHING_MESSAGES, isTimeZone, SESSION_DURATIONS } from '@cohort/shared';

/** How far ahead the booking screen looks for free slots (within the API's widest window). */
export const BOOKING_WINDOW_DAYS = 28;
export const DEFAULT_DURATION = 45;
export const BOOKABLE_DURATIONS: readonly number[] = SESSION_DURATIONS;

/** Whether a session of this length fits the minutes left with a mentor (always, when hours are not counted). */
export function fitsMinutesLeft(duration: number, minutesLeft: number | null | undefined): boolean {
  return minutesLeft == null || duration <= minutesLeft;
}

/**
 * The length to book with a mentor: the one chosen when it fits the minutes left, else the longest that does (the one
 * chosen when none does: the blocker says why).
 */
export function durationWithin(chosen: number, minutesLeft: number | null | undefined): number {
  if (fitsMinutesLeft(chosen, minutesLeft)) return chosen;
  const fitting = BOOKABLE_DURATIONS.filter((minutes) => fitsMinutesLeft(minutes, minutesLeft));
  return fitting[fitting.length - 1] ?? chosen;
}

/** The zone the viewer reads times in: their profile's when valid, else the browser's, else UTC. */
export function viewerTimeZone(profileZone: string | null | undefined, browserZone?: string): string {
  if (profileZone && isTimeZone(profileZone)) return profileZone;
  const browser = browserZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browser && isTimeZone(browser) ? browser : 'UTC';
}

/** The instants the slot request covers: from now to the window's end. */
export function bookingWindow(now: Date, days = BOOKING_WINDOW_DAYS): { from: string; to: string } {
  return { from: now.toISOString(), to: new Date(now.getTime() + days * 86_400_000).toISOString() };
}

export interface SlotLike {
  startsAt: string;
  localStart: string;
}

/** Free slots grouped by their local day ("YYYY-MM-DD" in the zone asked for), days and times in order. */
export function groupSlotsByDay<T extends SlotLike>(
  slots: readonly T[],
): { day: string; slots: (T & { time: string })[] }[] {
  const days = new Map<string, (T & { time: string })[]>();
  for (const slot of slots) {
    const [day = '', time = ''] = slot.localStart.split('T');
    const list = days.get(day) ?? [];
    list.push({ ...slot, time: time.slice(0, 5) });
    days.set(day, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({ day, slots: list.sort((a, b) => a.time.localeCompare(b.time)) }));
}

/** A local day ("YYYY-MM-DD") as "Tuesday 3 Dec" in a language (the day itself, no zone shift). */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A session's time in a zone: "Tuesday, 3 December 2026, 10:00 – 10:45" (the end's time only on the same day). */
export function formatSessionRange(startsAt: string, endsAt: string, zone: string, locale: string): string {
  const timeZone = isTimeZone(zone) ? zone : 'UTC';
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}

/** An instant in a zone with date and time, "3 Dec 2026, 10:00". */
export function formatInstant(instant: string, zone: string, locale: string): string {
  const timeZone = isTimeZone(zone) ? zone : 'UTC';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
}

const EXACT_KEYS = [
  'duration',
  'unstorableText',
  'past',
  'tooSoon',
  'tooFar',
  'outsideAvailability',
  'slotTaken',
  'requiresConnection',
  'notHost',
  'notFounder',
  'window',
  'notScheduled',
  'evaluationNotAttendee',
  'evaluationNotEnded',
  'evaluationCanceled',
  'evaluationNoForm',
  'evaluationSubmitted',
] as const satisfies readonly (keyof typeof COACHING_MESSAGES)[];

export type CoachingRefusal =
  | { key: (typeof EXACT_KEYS)[number] }
  | { key: 'insufficientAllocation'; minutes: number }
  | { key: null; message: string };

const EXACT: Readonly<Record<string, (typeof EXACT_KEYS)[number]>> = Object.fromEntries(
  EXACT_KEYS.map((key) => [COACHING_MESSAGES[key], key]),
);

// "…: 30 minutes are left in this programme", with any number.
const ALLOCATION = new RegExp(
  `^${COACHING_MESSAGES.insufficientAllocation(0)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('0', '(\\d+)')}$`,
);

/** A refusal of the coaching API read back into a key of `coaching:refusals` (null: shown as it came). */
export function coachingRefusal(message: string): CoachingRefusal {
  if (Object.hasOwn(EXACT, message)) return { key: EXACT[message] as (typeof EXACT_KEYS)[number] };
  const allocation = ALLOCATION.exec(message);
  if (allocation) return { key: 'insufficientAllocation', minutes: Number(allocation[1]) };
  return { key: null, message };
}

/** The slot list must be asked again after these refusals: the time is gone or no longer bookable. */
export function refusalRefreshesSlots(refusals: readonly CoachingRefusal[]): boolean {
  return refusals.some(
    (r) => r.key === 'slotTaken' || r.key === 'past' || r.key === 'tooSoon' || r.key === 'outsideAvailability',
  );
}
