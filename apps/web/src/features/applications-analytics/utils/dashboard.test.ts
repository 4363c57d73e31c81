import { describe, expect, it } from 'vitest';
import {
  acceptanceRate,
  dayLabels,
  dayOf,
  durationUnit,
  filterFromParams,
  formatDuration,
  inUnit,
  orderedStatuses,
  paramsFromFilter,
} from './dashboard.ts';

describe('the dashboard filter in the address', () => {
  it('reads the funnel and the days, and drops what is not a day', () => {
    expect(filterFromParams(new URLSearchParams('funnel=f1&from=2026-01-06&to=soon'))).toEqual({
      funnelId: 'f1',
      from: '2026-01-06',
      to: null,
    });
    expect(paramsFromFilter({ funnelId: null, from: '2026-01-06', to: '2026-01-08' }).toString()).toBe(
      'from=2026-01-06&to=2026-01-08',
    );
  });
});

describe('figures', () => {
  it('orders statuses as the vocabulary does and computes the acceptance rate of decided applications', () => {
    expect(orderedStatuses([{ status: 'accepted' }, { status: 'draft' }]).map((s) => s.status)).toEqual([
      'draft',
      'accepted',
    ]);
    expect(acceptanceRate(1, 4)).toBe(0.25);
    expect(acceptanceRate(0, 0)).toBeNull();
  });

  it('speaks in hours for short stays and in days otherwise, in the interface language', () => {
    expect(durationUnit([3_600, null])).toBe('hour');
    expect(durationUnit([3 * 86_400])).toBe('day');
    expect(inUnit(129_600, 'day')).toBe(1.5);
    expect(inUnit(null, 'hour')).toBe(0);
    expect(formatDuration(1.5, 'day', 'en')).toBe('1.5 days');
    expect(formatDuration(5, 'hour', 'en')).toBe('5 hr');
    expect(formatDuration(2, 'hour', 'fr')).toMatch(/^2\s?h/);
  });

  it('labels days in UTC and reads picked dates as the day they show', () => {
    expect(dayLabels('2026-01-06', 'en').short).toBe('Jan 6');
    expect(dayOf(new Date(2026, 0, 6, 23, 30))).toBe('2026-01-06');
    expect(dayOf('2026-01-06')).toBe('2026-01-06');
    expect(dayOf(null)).toBeNull();
  });
});
