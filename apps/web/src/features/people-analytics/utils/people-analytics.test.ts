import { describe, expect, it } from 'vitest';
import { completionPercent, defaultRange, nonEmptyByCount, rangeProblem, statusCounts } from './people-analytics.ts';

describe('people analytics helpers', () => {
  it('starts the default range on a Monday twelve weeks back and ends it today', () => {
    // Friday 27 November 2026.
    expect(defaultRange(Date.parse('2026-11-27T15:00:00Z'))).toEqual({ from: '2026-09-07', to: '2026-11-27' });
    // A Monday is its own week's start.
    expect(defaultRange(Date.parse('2026-11-23T00:00:00Z'))).toEqual({ from: '2026-09-07', to: '2026-11-23' });
  });

  it('refuses an incomplete, reversed or too long range', () => {
    expect(rangeProblem('', '2026-01-01')).toBe('missing');
    expect(rangeProblem('2026-02-01', '2026-01-01')).toBe('order');
    expect(rangeProblem('2020-01-01', '2026-01-01')).toBe('tooLong');
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeNull();
  });

  it('orders groups by size, lists every counted status and rounds the completion share', () => {
    expect(
      nonEmptyByCount([
        { key: 'a', label: 'B', count: 1 },
        { key: 'b', label: 'A', count: 1 },
        { key: 'c', label: 'C', count: 0 },
        { key: 'd', label: 'D', count: 3 },
      ]).map((row) => row.key),
    ).toEqual(['d', 'b', 'a']);
    expect(statusCounts([{ key: 'pending', count: 2 }])).toEqual([
      { key: 'active', count: 0 },
      { key: 'pending', count: 2 },
      { key: 'unactive', count: 0 },
      { key: 'archived', count: 0 },
      { key: 'deny', count: 0 },
    ]);
    expect(completionPercent(2, 3)).toBe(67);
    expect(completionPercent(0, 0)).toBeNull();
  });
});
