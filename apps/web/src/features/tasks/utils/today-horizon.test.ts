import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { isDueAfter, knownTimezone, tomorrowHorizon } from './today-horizon.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The horizon as it was computed with dayjs before issue 11: the start of the day after tomorrow in the zone. */
function dayjsHorizon(zone: string, now: Date): string {
  const tomorrow = dayjs(now).tz(zone).add(1, 'day').format('YYYY-MM-DD');
  return dayjs.tz(tomorrow, zone).add(1, 'day').startOf('day').toDate().toISOString();
}

/** The calendar day of an instant in a zone ('YYYY-MM-DD'), by the 'sv' locale's ISO-like format. */
function localDay(instant: number, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  return format.format(instant);
}
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whether the zone's offset changes within three days of an instant. */
function clockChangesAround(zone: string, instant: number): boolean {
  const offset = (at: number) => dayjs(at).tz(zone).utcOffset();
  return offset(instant - 86_400_000) !== offset(instant + 3 * 86_400_000);
}

// Zones whose clocks change at some other hour than midnight (or never), with whole, half and quarter hour offsets.
const ZONES = [
  'UTC',
  'Europe/Paris',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'America/St_Johns',
];

/** A year of instants in a dozen zones: seconds on a quiet machine, more when the tests share its cores. */
const SWEEP_TIMEOUT_MS = 60_000;

describe("the today's-tasks horizon without dayjs (issue 11)", () => {
  it(
    'is the first instant of the day after tomorrow in the zone, every 13 hours for a year',
    () => {
      const start = Date.UTC(2026, 0, 1);
      for (const zone of [...ZONES, 'America/Havana', 'America/Santiago', 'Africa/Cairo']) {
        for (let instant = start; instant < start + 365 * 86_400_000; instant += 13 * 3_600_000) {
          const now = new Date(instant);
          const horizon = new Date(tomorrowHorizon(zone, now)).getTime();
          const label = `${zone} at ${now.toISOString()}`;
          expect(localDay(horizon, zone), label).toBe(addDays(localDay(instant, zone), 2));
          expect(localDay(horizon - 1, zone), label).toBe(addDays(localDay(instant, zone), 1));
        }
      }
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'agrees with the dayjs computation it replaces, except where a clock change made dayjs an hour off',
    () => {
      const start = Date.UTC(2026, 0, 1);
      for (const zone of ZONES) {
        for (let instant = start; instant < start + 365 * 86_400_000; instant += 37 * 3_600_000) {
          const now = new Date(instant);
          if (clockChangesAround(zone, instant)) continue;
          expect(tomorrowHorizon(zone, now), `${zone} at ${now.toISOString()}`).toBe(dayjsHorizon(zone, now));
        }
      }
      // dayjs put the start of 4 October 2026 in Sydney (clocks go forward at 02:00) at 23:00 the day before, which
      // left a task due at the end of the 3rd out of the panel on the 2nd.
      expect(dayjsHorizon('Australia/Sydney', new Date('2026-10-01T14:00:00Z'))).toBe('2026-10-03T13:00:00.000Z');
      expect(tomorrowHorizon('Australia/Sydney', new Date('2026-10-01T14:00:00Z'))).toBe('2026-10-03T14:00:00.000Z');
    },
    SWEEP_TIMEOUT_MS,
  );

  it('keeps the examples of spec 01 §9', () => {
    expect(tomorrowHorizon('UTC', new Date('2026-03-10T08:00:00Z'))).toBe('2026-03-12T00:00:00.000Z');
    expect(tomorrowHorizon('UTC', new Date('2026-03-10T23:59:00Z'))).toBe('2026-03-12T00:00:00.000Z');
    expect(tomorrowHorizon('Europe/Paris', new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-12T23:00:00.000Z');
    expect(tomorrowHorizon('Europe/Paris', new Date('2026-03-28T12:00:00Z'))).toBe('2026-03-29T22:00:00.000Z');
    expect(tomorrowHorizon('Mars/Olympus', new Date('2026-03-10T08:00:00Z'))).toBe('2026-03-12T00:00:00.000Z');
  });

  it('starts the day when the clocks jump over its midnight, and at its first midnight when they go back', () => {
    // Havana moves from 00:00 to 01:00 on 2026-03-08: that day starts at 01:00 local, 05:00 UTC.
    expect(tomorrowHorizon('America/Havana', new Date('2026-03-06T15:00:00Z'))).toBe('2026-03-08T05:00:00.000Z');
    // And back from 01:00 to 00:00 on 2026-11-01: the day starts at the first of its two midnights (04:00 UTC).
    expect(tomorrowHorizon('America/Havana', new Date('2026-10-30T15:00:00Z'))).toBe('2026-11-01T04:00:00.000Z');
  });

  it('knows unknown zones and compares due dates with the horizon', () => {
    expect(knownTimezone('Mars/Olympus')).toBe('UTC');
    expect(knownTimezone(undefined)).toBe('UTC');
    expect(knownTimezone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(isDueAfter('2026-03-11T23:59:59.999Z', '2026-03-12T00:00:00.000Z')).toBe(false);
    expect(isDueAfter('2026-03-12T00:00:00.000Z', '2026-03-12T00:00:00.000Z')).toBe(true);
  });
});
