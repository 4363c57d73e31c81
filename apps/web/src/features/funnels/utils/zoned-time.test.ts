import { describe, expect, it } from 'vitest';
import { fromWallClock, knownZone, toWallClock } from './zoned-time.ts';

describe('dates in the organisation’s time zone', () => {
  it('shows an instant as the wall-clock time of the zone, and back', () => {
    expect(toWallClock('2027-03-01T08:00:00.000Z', 'Europe/Paris')).toBe('2027-03-01 09:00:00');
    expect(fromWallClock('2027-03-01 09:00:00', 'Europe/Paris')).toBe('2027-03-01T08:00:00.000Z');
    expect(toWallClock('2027-07-01T08:00:00.000Z', 'Europe/Paris')).toBe('2027-07-01 10:00:00');
    expect(fromWallClock('2027-07-01 10:00:00', 'Europe/Paris')).toBe('2027-07-01T08:00:00.000Z');
    expect(fromWallClock('2027-03-01 09:00:00', 'Asia/Seoul')).toBe('2027-03-01T00:00:00.000Z');
    expect(fromWallClock('2027-03-01 09:00', 'America/New_York')).toBe('2027-03-01T14:00:00.000Z');
  });

  it('keeps nothing as nothing and falls back to UTC for an unknown zone', () => {
    expect(toWallClock(null, 'Europe/Paris')).toBeNull();
    expect(fromWallClock('', 'Europe/Paris')).toBeNull();
    expect(fromWallClock('not a date', 'Europe/Paris')).toBeNull();
    expect(knownZone('Mars/Olympus')).toBe('UTC');
    expect(fromWallClock('2027-03-01 09:00:00', 'Mars/Olympus')).toBe('2027-03-01T09:00:00.000Z');
  });
});
