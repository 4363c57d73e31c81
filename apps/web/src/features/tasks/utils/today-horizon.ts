// The today's-tasks horizon, computed with the browser's Intl instead of dayjs: the top bar's counter and the home page
// need it before their first query, and dayjs with its time-zone plugins (7 KB gzipped) is not part of the first
// screen (issue 11). due-date.ts re-exports these for the rest of the tasks area.

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** A time zone the browser knows; UTC otherwise (an organisation saved with an unknown zone must not break the form). */
export function knownTimezone(timezoneName: string | null | undefined): string {
  if (!timezoneName) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezoneName });
    return timezoneName;
  } catch {
    return 'UTC';
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timezoneName: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezoneName);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezoneName,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timezoneName, formatter);
  }
  return formatter;
}

/** The wall-clock time of an instant in a time zone, as the UTC instant that reads the same (milliseconds). */
function wallClock(instant: number, timezoneName: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(timezoneName).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  const milliseconds = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(year, month - 1, day, hour % 24, minute, second) + milliseconds;
}

/**
 * The first instant whose wall-clock time in the zone is at or after `wall` (a UTC instant read as a wall-clock
 * time): the instant itself on an ordinary day, the earlier one when that time happens twice (clocks going back),
 * and the moment the clocks jump when it does not happen at all (clocks going forward over it).
 */
function firstInstantAtWallClock(wall: number, timezoneName: string): number {
  // Offsets a day on either side: time-zone transitions are months apart, so these are the only two in play.
  const offsets = new Set(
    [-ONE_DAY_MS, ONE_DAY_MS].map((shift) => wallClock(wall + shift, timezoneName) - (wall + shift)),
  );
  const candidates = [...offsets].map((offset) => wall - offset);
  const exact = candidates.filter((instant) => wallClock(instant, timezoneName) === wall);
  if (exact.length > 0) return Math.min(...exact);
  // The wall-clock time is skipped: the answer is the jump, between the two candidates.
  let before = Math.min(...candidates);
  let after = Math.max(...candidates);
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (wallClock(middle, timezoneName) >= wall) after = middle;
    else before = middle;
  }
  return after;
}

/**
 * Spec 01 §9: the today's-tasks panel reaches to the end of the next day (in the organisation's time zone). The
 * horizon is the first instant after tomorrow, an exclusive bound like the `before` of the tasks query, so that a
 * task due at the very end of tomorrow is in.
 */
export function tomorrowHorizon(timezoneName: string, now: Date = new Date()): string {
  const zone = knownTimezone(timezoneName);
  const today = new Date(wallClock(now.getTime(), zone));
  const dayAfterTomorrow = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2);
  return new Date(firstInstantAtWallClock(dayAfterTomorrow, zone)).toISOString();
}

/** Whether a task is due after the end of tomorrow, given the horizon above. */
export function isDueAfter(dueDate: string, horizon: string): boolean {
  return new Date(dueDate).getTime() >= new Date(horizon).getTime();
}
