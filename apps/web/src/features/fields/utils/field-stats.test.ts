import { describe, expect, it } from 'vitest';
import { bucketLabel, dateBuckets, fillRate, formatAmount, formatNumber, formatPercent } from './field-stats.ts';

// Intl puts narrow no-break spaces in some languages: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('fill rate', () => {
  it('is the share of profiles with an answer, 0 without profiles', () => {
    expect(fillRate(3, 4)).toBe(0.75);
    expect(fillRate(0, 4)).toBe(0);
    expect(fillRate(2, 0)).toBe(0);
    expect(fillRate(5, 4)).toBe(1);
  });

  it('is written as a percentage of the interface language', () => {
    expect(formatPercent(0.75, 'en')).toBe('75%');
    expect(plain(formatPercent(0.75, 'fr'))).toBe('75 %');
    expect(formatPercent(0.75, 'tr')).toBe('%75');
    expect(formatPercent(0.333, 'en')).toBe('33%');
    expect(formatPercent(0.004, 'en')).toBe('0.4%');
    expect(formatPercent(0, 'en')).toBe('0%');
    expect(formatPercent(0.5, 'ar')).toMatch(/50/);
  });
});

describe('numbers and amounts', () => {
  it('writes numbers with at most two decimals', () => {
    expect(formatNumber(1234.567, 'en')).toBe('1,234.57');
    expect(plain(formatNumber(1234.5, 'fr'))).toBe('1 234,5');
  });

  it("writes amounts in the field's currency and the interface language", () => {
    expect(formatAmount(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(plain(formatAmount(1234.5, 'EUR', 'fr'))).toBe('1 234,50 €');
    expect(formatAmount(20, 'usd', 'en')).toBe('$20.00');
    expect(formatAmount(20, null, 'en')).toBe('20');
    expect(formatAmount(20, 'EURO', 'en')).toBe('20 EURO');
  });
});

describe('dates by month', () => {
  it('fills the empty months between the first answer and the last', () => {
    expect(
      dateBuckets([
        { month: '2024-11', count: 2 },
        { month: '2025-02', count: 1 },
      ]),
    ).toEqual({
      unit: 'month',
      buckets: [
        { key: '2024-11', count: 2 },
        { key: '2024-12', count: 0 },
        { key: '2025-01', count: 0 },
        { key: '2025-02', count: 1 },
      ],
    });
    expect(dateBuckets([])).toEqual({ unit: 'month', buckets: [] });
    expect(dateBuckets([{ month: 'soon', count: 3 }])).toEqual({ unit: 'month', buckets: [] });
  });

  it('counts by year when the answers span more than three years', () => {
    expect(
      dateBuckets([
        { month: '2019-05', count: 1 },
        { month: '2019-09', count: 2 },
        { month: '2023-01', count: 4 },
      ]),
    ).toEqual({
      unit: 'year',
      buckets: [
        { key: '2019', count: 3 },
        { key: '2020', count: 0 },
        { key: '2021', count: 0 },
        { key: '2022', count: 0 },
        { key: '2023', count: 4 },
      ],
    });
  });

  it('names months and years in the interface language', () => {
    expect(bucketLabel('2024-03', 'en', 'short')).toBe('Mar 2024');
    expect(bucketLabel('2024-03', 'en', 'long')).toBe('March 2024');
    expect(bucketLabel('2024-03', 'fr', 'long')).toBe('mars 2024');
    expect(bucketLabel('2021', 'en', 'short')).toBe('2021');
  });
});
