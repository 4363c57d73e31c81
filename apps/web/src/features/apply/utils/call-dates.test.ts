import { describe, expect, it } from 'vitest';
import { callPhase, countdownTo, formatInTimeZone, isImageSource } from './call-dates.ts';

describe('call dates', () => {
  const now = new Date('2027-03-01T12:00:00Z');

  it('counts down to the deadline in days, hours, minutes and seconds, and stops at it', () => {
    expect(countdownTo('2027-03-03T15:04:05Z', now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownTo('2027-03-01T12:00:00Z', now)).toBeNull();
    expect(countdownTo('2027-02-01T00:00:00Z', now)).toBeNull();
    expect(countdownTo('not a date', now)).toBeNull();
  });

  it('tells an opening, open and closed call apart', () => {
    expect(callPhase({ opensAt: '2027-04-01T00:00:00Z', closesAt: null, isOpen: false }, now)).toBe('opening');
    expect(callPhase({ opensAt: null, closesAt: '2027-04-01T00:00:00Z', isOpen: true }, now)).toBe('open');
    // The page stays open past the deadline: the clock, not the answer it loaded with, closes it.
    expect(callPhase({ opensAt: null, closesAt: '2027-03-01T11:59:59Z', isOpen: true }, now)).toBe('closed');
  });

  it("writes a date in the organisation's time zone with the zone's name", () => {
    const text = formatInTimeZone('2027-03-31T22:30:00Z', 'Europe/Paris', 'en-GB');
    expect(text).toContain('1 April 2027');
    expect(text).toContain('00:30');
    expect(text).toMatch(/\(CEST|GMT\+2\)/);
    expect(formatInTimeZone('2027-03-31T22:30:00Z', 'Not/AZone', 'en-GB')).toContain('31 March 2027');
  });

  it('shows as an image only a web address, a path or an embedded image', () => {
    expect(isImageSource('https://example.org/cover.png')).toBe(true);
    expect(isImageSource('/api/files/cover.png')).toBe(true);
    expect(isImageSource('data:image/png;base64,AAAA')).toBe(true);
    expect(isImageSource('javascript:alert(1)')).toBe(false);
    expect(isImageSource('//evil.example/cover.png')).toBe(false);
    expect(isImageSource(null)).toBe(false);
  });
});
