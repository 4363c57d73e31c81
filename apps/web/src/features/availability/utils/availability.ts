import {
  BUSINESS_HOURS,
  type HoursMode,
  isTimeZone,
  minutesOfDay,
  WEEKDAY_CODES,
  type WeekdayCode,
} from '@cohort/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The days of a weekly period in the week's order (Monday first), without repeats. */
export function sortWeekdays(days: readonly string[]): WeekdayCode[] {
  return WEEKDAY_CODES.filter((code) => days.includes(code));
}

/** Whether a value is a time of day as the API takes it ("HH:mm", or 24:00 for the end of the day). */
export function isTimeOfDay(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(value);
}

/** The problem with a weekly period before it is sent, as a key of `availability:weekly.errors`; null when fine. */
export function weeklyProblem(
  period: { weekdays: readonly string[]; startTime: string; endTime: string },
  hoursMode: HoursMode,
): 'weekdays' | 'time' | 'endAfterStart' | 'businessHours' | null {
  if (period.weekdays.length === 0) return 'weekdays';
  if (!isTimeOfDay(period.startTime) || !isTimeOfDay(period.endTime)) return 'time';
  if (minutesOfDay(period.endTime) <= minutesOfDay(period.startTime)) return 'endAfterStart';
  if (
    hoursMode === 'BUSINESS_HOURS' &&
    (minutesOfDay(period.startTime) < minutesOfDay(BUSINESS_HOURS.start) ||
      minutesOfDay(period.endTime) > minutesOfDay(BUSINESS_HOURS.end))
  )
    return 'businessHours';
  return null;
}

/** The time zones offered, the current one first when the runtime does not list it. */
export function timeZoneChoices(current: string | null | undefined): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  const list = zones.filter((zone) => isTimeZone(zone));
  if (!list.includes('UTC')) list.push('UTC');
  if (current && !list.includes(current) && isTimeZone(current)) list.unshift(current);
  return list;
}

export interface ExceptionForm {
  kind: 'extra' | 'off';
  /** YYYY-MM-DD */
  startDate: string;
  /** HH:mm, empty for the start of the day */
  startTime: string;
  /** YYYY-MM-DD, empty for the start date */
  endDate: string;
  /** HH:mm, empty for the end of the day */
  endTime: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function nextDate(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The two instants of a one-off change, read in the person's time zone: a date without times is the whole local day
 * (a day off is the local day's two instants, as the server expects them); an empty end date is the start date.
 * An error key of `availability:exceptions.errors` when the form does not make a period.
 */
export function exceptionInstants(
  form: ExceptionForm,
  zone: string,
): { startsAt: string; endsAt: string } | { error: 'date' | 'time' | 'endAfterStart' } {
  const endDate = form.endDate || form.startDate;
  if (!DATE.test(form.startDate) || !DATE.test(endDate)) return { error: 'date' };
  if ((form.startTime && !isTimeOfDay(form.startTime)) || (form.endTime && !isTimeOfDay(form.endTime)))
    return { error: 'time' };
  const tz = isTimeZone(zone) ? zone : 'UTC';
  const start = dayjs.tz(`${form.startDate} ${form.startTime || '00:00'}`, 'YYYY-MM-DD HH:mm', tz);
  // The end of a day is the next day's midnight, read in the zone itself (adding a day to a zoned dayjs keeps the
  // first day's offset, wrong across a change of time).
  const end =
    !form.endTime || form.endTime === '24:00'
      ? dayjs.tz(`${nextDate(endDate)} 00:00`, 'YYYY-MM-DD HH:mm', tz)
      : dayjs.tz(`${endDate} ${form.endTime}`, 'YYYY-MM-DD HH:mm', tz);
  if (!start.isValid() || !end.isValid()) return { error: 'date' };
  if (!end.isAfter(start)) return { error: 'endAfterStart' };
  return { startsAt: start.toISOString(), endsAt: end.toISOString() };
}

/** An instant as a date and time in a time zone, in the interface's language. */
export function formatInZone(instant: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: isTimeZone(zone) ? zone : 'UTC',
  }).format(new Date(instant));
}

/** Free slots grouped by their local day ("YYYY-MM-DD"), days in order, with their local start times ("HH:mm"). */
export function slotsByDay(slots: readonly { localStart: string }[]): { day: string; times: string[] }[] {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const [day = '', time = ''] = slot.localStart.split('T');
    const times = days.get(day) ?? [];
    times.push(time.slice(0, 5));
    days.set(day, times);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, times]) => ({ day, times }));
}
