import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Spec 02 §3 Startup tasks: overdue before the start of today, today up to its end, future after it; today in the
 * organisation's time zone. Both bounds stay the same all day long, so the query is not asked again each minute.
 */
export function todayBounds(timezoneName: string, now: Date = new Date()): { todayStart: string; todayEnd: string } {
  const day = dayjs(now).tz(timezoneName);
  return {
    todayStart: day.startOf('day').toDate().toISOString(),
    todayEnd: day.endOf('day').toDate().toISOString(),
  };
}
