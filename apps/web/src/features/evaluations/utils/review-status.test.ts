import { describe, expect, it } from 'vitest';
import { chosenRoundId } from './evaluation-paths.ts';
import { queueOrder } from './review-status.ts';
import { fromWallClock, toWallClock } from './zoned-time.ts';

describe("the evaluator's queue", () => {
  it('puts what is still to do first, nearest deadline first, submitted last', () => {
    const items = [
      { applicationLabel: 'C', status: 'submitted', deadline: '2027-01-01T00:00:00Z' },
      { applicationLabel: 'B', status: 'assigned', deadline: '2027-02-01T00:00:00Z' },
      { applicationLabel: 'A', status: 'draft', deadline: null },
      { applicationLabel: 'D', status: 'assigned', deadline: '2027-01-15T00:00:00Z' },
    ];
    expect(queueOrder(items).map((item) => item.applicationLabel)).toEqual(['D', 'B', 'A', 'C']);
  });
});

describe('the round picked', () => {
  it('is the one in the address when listed, else the first', () => {
    expect(chosenRoundId(['a', 'b'], 'b')).toBe('b');
    expect(chosenRoundId(['a', 'b'], 'z')).toBe('a');
    expect(chosenRoundId(['a', 'b'], null)).toBe('a');
    expect(chosenRoundId([], 'a')).toBeNull();
  });
});

describe("deadlines in the organisation's time zone", () => {
  it('shows an instant as the wall clock of the zone and back', () => {
    expect(toWallClock('2027-03-01T08:00:00Z', 'Europe/Paris')).toBe('2027-03-01 09:00:00');
    expect(fromWallClock('2027-03-01 09:00:00', 'Europe/Paris')).toBe('2027-03-01T08:00:00.000Z');
    expect(fromWallClock('2027-03-01 09:00:00', 'Not/AZone')).toBe('2027-03-01T09:00:00.000Z');
    expect(toWallClock(null, 'UTC')).toBeNull();
  });
});
