import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** The value Mantine's date pickers hold: a wall-clock time without a zone. */
const WALL_CLOCK = 'YYYY-MM-DD HH:mm:ss';

function knownZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** A deadline as the picker shows it in the organisation's time zone; null for none. */
export function toWallClock(instant: string | null | undefined, zone: string | null | undefined): string | null {
  if (!instant) return null;
  const moment = dayjs(instant);
  return moment.isValid() ? moment.tz(knownZone(zone)).format(WALL_CLOCK) : null;
}

/** The picker's wall-clock time in the organisation's time zone, as the instant the API takes (ISO 8601, UTC). */
export function fromWallClock(wallClock: string | null | undefined, zone: string | null | undefined): string | null {
  if (!wallClock) return null;
  const parsed = dayjs(wallClock, [WALL_CLOCK, 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD'], true);
  if (!parsed.isValid()) return null;
  return dayjs.tz(parsed.format(WALL_CLOCK), WALL_CLOCK, knownZone(zone)).toISOString();
}
