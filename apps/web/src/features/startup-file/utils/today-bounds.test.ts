import { describe, expect, it } from 'vitest';
import { todayBounds } from './today-bounds.ts';

describe('today in the organisation time zone', () => {
  it('runs from midnight to the last millisecond of the local day', () => {
    expect(todayBounds('Europe/Paris', new Date('2026-03-10T12:00:00Z'))).toEqual({
      todayStart: '2026-03-09T23:00:00.000Z',
      todayEnd: '2026-03-10T22:59:59.999Z',
    });
  });

  it('is the local day, not the UTC one, late in the evening west of Greenwich', () => {
    expect(todayBounds('America/New_York', new Date('2026-07-02T02:30:00Z'))).toEqual({
      todayStart: '2026-07-01T04:00:00.000Z',
      todayEnd: '2026-07-02T03:59:59.999Z',
    });
  });

  it('stays the same all day long', () => {
    const morning = todayBounds('Asia/Seoul', new Date('2026-05-05T00:01:00+09:00'));
    const evening = todayBounds('Asia/Seoul', new Date('2026-05-05T23:59:00+09:00'));
    expect(evening).toEqual(morning);
  });
});
