import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { knownTimezone } from './today-horizon.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

// The today's-tasks horizon is computed without dayjs (the first screen does not load it).
export { isDueAfter, knownTimezone, tomorrowHorizon } from './today-horizon.ts';

/** A calendar day as the date input holds it: 'YYYY-MM-DD'. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

export function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The start of a calendar day in a time zone, as an instant. */
export function startOfDayIn(day: string, timezoneName: string): Date {
  return dayjs.tz(day, knownTimezone(timezoneName)).startOf('day').toDate();
}

/**
 * Spec 01 §5: the due date is saved as the end of the chosen day in the organisation's time zone, sent in UTC
 * (e.g. 2026-03-10 in Europe/Paris is 2026-03-10T22:59:59.999Z).
 */
export function dueDateEndOfDay(day: string, timezoneName: string): string {
  return dayjs.tz(day, knownTimezone(timezoneName)).endOf('day').toDate().toISOString();
}

/** The calendar day of an instant in a time zone ('YYYY-MM-DD'), to put a saved due date back in the date input. */
export function calendarDayOf(instant: string | Date, timezoneName: string): string {
  return dayjs(instant).tz(knownTimezone(timezoneName)).format('YYYY-MM-DD');
}

/** Today in a time zone: the minimum of the date picker (spec 01 §5). */
export function todayIn(timezoneName: string, now: Date = new Date()): string {
  return calendarDayOf(now, timezoneName);
}

/**
 * Spec 01 §5: a due date may not be earlier than one day before now. The chosen day counts from its start, so
 * yesterday is refused and today is accepted whatever the hour.
 */
export function isDueDayInPast(day: string, timezoneName: string, now: Date = new Date()): boolean {
  return startOfDayIn(day, timezoneName).getTime() < now.getTime() - ONE_DAY_MS;
}

/** The start of the day after a calendar day in a time zone: the exclusive bound of 'due by the end of that day'. */
export function startOfNextDayIn(day: string, timezoneName: string): string {
  return dayjs.tz(day, knownTimezone(timezoneName)).add(1, 'day').startOf('day').toDate().toISOString();
}

/** A due date that has passed (and the task is still pending) shows as overdue. */
export function isOverdue(dueDate: string, now: Date = new Date()): boolean {
  return new Date(dueDate).getTime() < now.getTime();
}
