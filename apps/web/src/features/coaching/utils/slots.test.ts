import { COACHING_MESSAGES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  bookingWindow,
  coachingRefusal,
  durationWithin,
  fitsMinutesLeft,
  formatDay,
  formatInstant,
  formatSessionRange,
  groupSlotsByDay,
  refusalRefreshesSlots,
  viewerTimeZone,
} from './slots.ts';

describe('groupSlotsByDay', () => {
  it('groups slots by their local day, days and times in order', () => {
    const groups = groupSlotsByDay([
      { startsAt: '2026-12-02T08:00:00.000Z', localStart: '2026-12-02T09:00' },
      { startsAt: '2026-12-01T09:15:00.000Z', localStart: '2026-12-01T10:15' },
      { startsAt: '2026-12-01T08:00:00.000Z', localStart: '2026-12-01T09:00' },
    ]);
    expect(groups.map((g) => g.day)).toEqual(['2026-12-01', '2026-12-02']);
    expect(groups[0]?.slots.map((s) => s.time)).toEqual(['09:00', '10:15']);
    expect(groups[0]?.slots[0]?.startsAt).toBe('2026-12-01T08:00:00.000Z');
  });

  it('keeps a late evening slot on its local day, not the UTC one', () => {
    // 23:30 in Tokyo is 14:30 UTC the same day; 00:30 in Tokyo belongs to the next local day.
    const groups = groupSlotsByDay([
      { startsAt: '2026-12-01T15:30:00.000Z', localStart: '2026-12-02T00:30' },
      { startsAt: '2026-12-01T14:30:00.000Z', localStart: '2026-12-01T23:30' },
    ]);
    expect(groups.map((g) => [g.day, g.slots.map((s) => s.time)])).toEqual([
      ['2026-12-01', ['23:30']],
      ['2026-12-02', ['00:30']],
    ]);
  });

  it('gives no day for no slot', () => {
    expect(groupSlotsByDay([])).toEqual([]);
  });
});

describe('time zones and formats', () => {
  it("reads times in the profile's zone, else the browser's, else UTC", () => {
    expect(viewerTimeZone('Asia/Tokyo', 'Europe/Paris')).toBe('Asia/Tokyo');
    expect(viewerTimeZone(null, 'Europe/Paris')).toBe('Europe/Paris');
    expect(viewerTimeZone('Mars/Olympus', 'Nowhere/Else')).toBe('UTC');
  });

  it('formats a day without shifting it, in the language', () => {
    expect(formatDay('2026-12-01', 'en')).toBe('Tuesday, December 1');
    expect(formatDay('2026-12-01', 'fr')).toBe('mardi 1 décembre');
  });

  it("formats a session's range in the viewer's zone", () => {
    const paris = formatSessionRange('2026-12-01T09:00:00.000Z', '2026-12-01T09:45:00.000Z', 'Europe/Paris', 'en');
    expect(paris).toContain('10:00');
    expect(paris).toContain('10:45');
    expect(paris).toContain('December 1, 2026');
    const tokyo = formatInstant('2026-12-01T15:30:00.000Z', 'Asia/Tokyo', 'en-GB');
    expect(tokyo).toBe('2 Dec 2026, 00:30');
  });

  it('covers the window from now', () => {
    const now = new Date('2026-12-01T00:00:00.000Z');
    expect(bookingWindow(now, 28)).toEqual({ from: '2026-12-01T00:00:00.000Z', to: '2026-12-29T00:00:00.000Z' });
  });
});

describe('coachingRefusal', () => {
  it("reads the server's refusals back into keys", () => {
    expect(coachingRefusal(COACHING_MESSAGES.slotTaken)).toEqual({ key: 'slotTaken' });
    expect(coachingRefusal(COACHING_MESSAGES.requiresConnection)).toEqual({ key: 'requiresConnection' });
    expect(coachingRefusal(COACHING_MESSAGES.insufficientAllocation(30))).toEqual({
      key: 'insufficientAllocation',
      minutes: 30,
    });
    expect(coachingRefusal('Something else')).toEqual({ key: null, message: 'Something else' });
  });

  it('asks the slots again after a taken or passed time only', () => {
    expect(refusalRefreshesSlots([{ key: 'slotTaken' }])).toBe(true);
    expect(refusalRefreshesSlots([{ key: 'requiresConnection' }])).toBe(false);
  });
});

describe('the minutes left', () => {
  it('keeps the chosen length when it fits, else offers the longest that does', () => {
    expect(fitsMinutesLeft(45, null)).toBe(true);
    expect(fitsMinutesLeft(45, 30)).toBe(false);
    expect(fitsMinutesLeft(30, 30)).toBe(true);
    expect(durationWithin(45, null)).toBe(45);
    expect(durationWithin(45, 90)).toBe(45);
    expect(durationWithin(45, 30)).toBe(30);
    expect(durationWithin(120, 59)).toBe(45);
    // Nothing fits: the chosen one stays (the page says the hours are used up).
    expect(durationWithin(45, 10)).toBe(45);
    expect(durationWithin(45, 0)).toBe(45);
  });
});
