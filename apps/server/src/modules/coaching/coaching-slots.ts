import { BUSINESS_HOURS, type HoursMode, minutesOfDay, SLOT_STEP_MINUTES } from '@cohort/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import rrule from 'rrule';

// rrule ships CommonJS to Node: its named exports come through the default export.
const { RRule } = rrule;

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Free slots (issue 16), pure: weekly rules are expanded by `rrule` on the host's local calendar dates ("floating"
 * dates, the library's advice for time zones), each date's local start and end become instants through the host's time
 * zone (so 09:00 in Paris is 08:00 UTC before the March change and 07:00 after), extra periods are added, time off and
 * busy sessions (widened by the buffer) are taken away, and slots of the asked duration are laid on a 15-minute grid.
 */
export interface Interval {
  start: number;
  end: number;
}

export interface WeeklyRule {
  rrule: string;
  startTime: string;
  endTime: string;
}

export interface AvailabilityInput {
  timeZone: string;
  hoursMode: HoursMode;
  bufferMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  rules: readonly WeeklyRule[];
  extra: readonly Interval[];
  off: readonly Interval[];
  busy: readonly Interval[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Sorted, merged intervals. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** `from` minus every interval of `minus` (both merged). */
export function subtractIntervals(from: readonly Interval[], minus: readonly Interval[]): Interval[] {
  const cuts = mergeIntervals(minus);
  const result: Interval[] = [];
  for (const interval of mergeIntervals(from)) {
    let start = interval.start;
    for (const cut of cuts) {
      if (cut.end <= start || cut.start >= interval.end) continue;
      if (cut.start > start) result.push({ start, end: cut.start });
      start = Math.max(start, cut.end);
    }
    if (start < interval.end) result.push({ start, end: interval.end });
  }
  return result;
}

/** The instant of a local date ("YYYY-MM-DD") and minutes since its midnight, in a time zone. */
function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const base = dayjs.tz(`${date}T00:00:00`, timeZone);
  if (minutes === 0) return base.valueOf();
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const day = minutes >= 24 * 60 ? base.add(1, 'day').format('YYYY-MM-DD') : date;
  const time = minutes >= 24 * 60 ? '00:00' : `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  return dayjs.tz(`${day}T${time}:00`, timeZone).valueOf();
}

/** The local dates ("YYYY-MM-DD") a weekly rule falls on between two instants, in the host's time zone. */
function ruleDates(rule: WeeklyRule, from: number, to: number, timeZone: string): string[] {
  const first = dayjs(from).tz(timeZone).subtract(1, 'day');
  const last = dayjs(to).tz(timeZone).add(1, 'day');
  const floating = (d: dayjs.Dayjs) => new Date(Date.UTC(d.year(), d.month(), d.date()));
  const options = RRule.parseString(rule.rrule);
  const recurrence = new RRule({ ...options, dtstart: floating(first) });
  return recurrence.between(floating(first), floating(last), true).map((date) => date.toISOString().slice(0, 10));
}

/** The periods a host is available between two instants, before busy time is taken away. */
export function availablePeriods(input: AvailabilityInput, from: number, to: number): Interval[] {
  const periods: Interval[] = [];
  const business = { start: minutesOfDay(BUSINESS_HOURS.start), end: minutesOfDay(BUSINESS_HOURS.end) };
  for (const rule of input.rules) {
    let start = minutesOfDay(rule.startTime);
    let end = minutesOfDay(rule.endTime);
    if (input.hoursMode === 'BUSINESS_HOURS') {
      start = Math.max(start, business.start);
      end = Math.min(end, business.end);
    }
    if (end <= start) continue;
    for (const date of ruleDates(rule, from, to, input.timeZone)) {
      periods.push({ start: zonedInstant(date, start, input.timeZone), end: zonedInstant(date, end, input.timeZone) });
    }
  }
  periods.push(...input.extra);
  const window = { start: from, end: to };
  return subtractIntervals(mergeIntervals(periods), input.off)
    .map((p) => ({ start: Math.max(p.start, window.start), end: Math.min(p.end, window.end) }))
    .filter((p) => p.end > p.start);
}

/** Available periods minus busy time widened by the buffer, within the notice and the booking horizon. */
export function freePeriods(input: AvailabilityInput, from: number, to: number, now: number): Interval[] {
  const earliest = Math.max(from, now + input.minimumNoticeMinutes * MINUTE);
  const latest = Math.min(to, now + input.horizonDays * DAY);
  if (latest <= earliest) return [];
  const buffer = input.bufferMinutes * MINUTE;
  const busy = input.busy.map((b) => ({ start: b.start - buffer, end: b.end + buffer }));
  return subtractIntervals(availablePeriods(input, earliest, latest), busy);
}

/** Slots of `durationMinutes` starting on the 15-minute grid (of UTC, so of every whole- and half-hour zone). */
export function freeSlots(
  input: AvailabilityInput,
  from: number,
  to: number,
  durationMinutes: number,
  now: number,
): Interval[] {
  const step = SLOT_STEP_MINUTES * MINUTE;
  const duration = durationMinutes * MINUTE;
  const slots: Interval[] = [];
  for (const period of freePeriods(input, from, to, now)) {
    for (let start = Math.ceil(period.start / step) * step; start + duration <= period.end; start += step) {
      slots.push({ start, end: start + duration });
    }
  }
  return slots;
}

/** Why a period cannot be booked, or null when it fits in the host's free time. */
export function bookingRefusal(
  input: AvailabilityInput,
  start: number,
  end: number,
  now: number,
): 'past' | 'tooSoon' | 'tooFar' | 'outsideAvailability' | null {
  if (start <= now) return 'past';
  if (start < now + input.minimumNoticeMinutes * MINUTE) return 'tooSoon';
  if (end > now + input.horizonDays * DAY) return 'tooFar';
  const periods = freePeriods(input, start - DAY, end + DAY, now);
  return periods.some((p) => p.start <= start && p.end >= end) ? null : 'outsideAvailability';
}

/** A weekly RRULE of these weekday codes. */
export function weeklyRrule(weekdays: readonly string[]): string {
  return `FREQ=WEEKLY;BYDAY=${[...new Set(weekdays)].join(',')}`;
}

/** The weekday codes of a weekly RRULE. */
export function rruleWeekdays(rrule: string): string[] {
  const match = /BYDAY=([A-Z,]+)/.exec(rrule);
  return match?.[1] ? match[1].split(',') : [];
}

const localFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as a local "YYYY-MM-DDTHH:mm" in a time zone (the founder's, for the slot picker). One Intl formatter per
 * zone, kept: a request formats two instants per slot, and dayjs's zone conversion cost about 50 µs each (most of a
 * free-slots request, docs/benchmarks.md).
 */
export function localTime(at: number, timeZone: string): string {
  let format = localFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    localFormats.set(timeZone, format);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of format.formatToParts(at)) part[type] = value;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}
