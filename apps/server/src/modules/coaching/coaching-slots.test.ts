import { describe, expect, it } from 'vitest';
import { localTime } from './coaching-slots.ts';

describe('localTime', () => {
  it('reads an instant in the zone, across daylight-saving changes (Paris, New York, Seoul)', () => {
    // Paris springs forward on 2027-03-28 at 02:00 (01:00 UTC) and falls back on 2027-10-31 at 03:00 (01:00 UTC).
    expect(localTime(Date.UTC(2027, 2, 28, 0, 59), 'Europe/Paris')).toBe('2027-03-28T01:59');
    expect(localTime(Date.UTC(2027, 2, 28, 1, 0), 'Europe/Paris')).toBe('2027-03-28T03:00');
    expect(localTime(Date.UTC(2027, 9, 31, 0, 30), 'Europe/Paris')).toBe('2027-10-31T02:30');
    expect(localTime(Date.UTC(2027, 9, 31, 1, 30), 'Europe/Paris')).toBe('2027-10-31T02:30');
    // New York: 2027-03-14 at 02:00 EST (07:00 UTC) becomes 03:00 EDT.
    expect(localTime(Date.UTC(2027, 2, 14, 6, 45), 'America/New_York')).toBe('2027-03-14T01:45');
    expect(localTime(Date.UTC(2027, 2, 14, 7, 0), 'America/New_York')).toBe('2027-03-14T03:00');
    // Seoul has no daylight saving; midnight is 00, never 24.
    expect(localTime(Date.UTC(2027, 5, 30, 15, 0), 'Asia/Seoul')).toBe('2027-07-01T00:00');
    expect(localTime(Date.UTC(2027, 11, 31, 14, 59), 'Asia/Seoul')).toBe('2027-12-31T23:59');
  });
});
