import { describe, expect, it } from 'vitest';
import { engagementPeriodOf, engagementSeries, isEngagementEmpty } from './engagement.ts';

describe('engagement analytics', () => {
  it('reads the period from the address: 4, 12, 26 or 52 weeks, 12 otherwise', () => {
    expect(engagementPeriodOf('4')).toBe(4);
    expect(engagementPeriodOf('52')).toBe(52);
    expect(engagementPeriodOf(null)).toBe(12);
    expect(engagementPeriodOf('')).toBe(12);
    expect(engagementPeriodOf('13')).toBe(12);
    expect(engagementPeriodOf('4.0x')).toBe(12);
  });

  it('is empty only when every total is zero', () => {
    expect(isEngagementEmpty({ posts: 0, replies: 0, tasksDone: 0, logins: 0 })).toBe(true);
    expect(isEngagementEmpty({ posts: 0, replies: 0, tasksDone: 0, logins: 1 })).toBe(false);
  });

  it('takes one metric across the weeks, in order', () => {
    const weeks = [
      { posts: 1, replies: 2, tasksDone: 0, logins: 5 },
      { posts: 3, replies: 0, tasksDone: 1, logins: 0 },
    ];
    expect(engagementSeries(weeks, 'posts')).toEqual([1, 3]);
    expect(engagementSeries(weeks, 'logins')).toEqual([5, 0]);
  });
});
