import { describe, expect, it } from 'vitest';
import { bookSessionPath, coachingSessionPath, startupPath } from './paths.ts';

describe('coaching paths', () => {
  it('builds the session page, the booking screen and the startup file addresses', () => {
    expect(coachingSessionPath('a b')).toBe('/coaching/session/a%20b');
    expect(bookSessionPath()).toBe('/coaching/book');
    expect(bookSessionPath('s1', 'm1')).toBe('/coaching/book?startupId=s1&hostId=m1');
    expect(bookSessionPath(null, 'm1')).toBe('/coaching/book?hostId=m1');
    expect(startupPath('s1')).toBe('/startup/s1/file');
  });
});
