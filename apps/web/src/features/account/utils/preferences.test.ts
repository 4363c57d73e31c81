import { describe, expect, it } from 'vitest';
import { preferenceRows, timeZoneChoices } from './preferences.ts';

describe('preferenceRows', () => {
  it('offers only the channels a topic uses, on unless saved off', () => {
    const rows = preferenceRows([
      { topic: 'programChange', inApp: true, email: false },
      { topic: 'message', inApp: false, email: false },
    ]);
    expect(rows.map((row) => row.topic)).toEqual([
      'appointment',
      'message',
      'startupFileUpdate',
      'programChange',
      'evaluation',
    ]);
    expect(rows.find((row) => row.topic === 'programChange')?.channels).toEqual({ inApp: true, email: false });
    expect(rows.find((row) => row.topic === 'message')?.channels).toEqual({ inApp: false });
    expect(rows.find((row) => row.topic === 'evaluation')?.channels).toEqual({ email: true });
  });
});

describe('timeZoneChoices', () => {
  it('lists UTC and a saved zone, sorted', () => {
    const zones = timeZoneChoices('Asia/Tokyo');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Tokyo');
    expect([...zones].sort((a, b) => a.localeCompare(b))).toEqual(zones);
  });
});
