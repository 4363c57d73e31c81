import { describe, expect, it } from 'vitest';
import {
  aggregateChartData,
  aggregateFileRows,
  aggregateGroups,
  aggregateValue,
  growthFlagColor,
  isPeriodStart,
  latestPeriod,
  periodFigures,
} from './portfolio-analytics.ts';
import {
  decimalToNumber,
  formatDateValue,
  formatMetricNumber,
  periodRangeLabel,
  seriesChartData,
  seriesFileRows,
} from './startup-analytics.ts';
import { analyticsFileName, analyticsSheetName } from '../../../lib/analytics-xlsx.ts';

const point = (from: string, value: string | null, to = from.replace(/-01$/, '-28')) => ({
  from,
  to,
  value,
  dateValue: null,
  currency: value === null ? null : 'EUR',
});

describe('a startup series as a chart', () => {
  it('gives a row per period, oldest first, the exact decimals as numbers and gaps as null', () => {
    expect(
      seriesChartData([point('2026-03-01', '12.5'), point('2026-01-01', '1000'), point('2026-02-01', null)]),
    ).toEqual([
      { period: '2026-01-01', value: 1000 },
      { period: '2026-02-01', value: null },
      { period: '2026-03-01', value: 12.5 },
    ]);
  });

  it('reads decimals, nothing for empty or unreadable text', () => {
    expect(decimalToNumber('-3.25')).toBe(-3.25);
    expect(decimalToNumber('')).toBeNull();
    expect(decimalToNumber(null)).toBeNull();
    expect(decimalToNumber('abc')).toBeNull();
  });

  it('gives the file a row per period with the money currency, dates as their text', () => {
    expect(seriesFileRows([point('2026-02-01', '10'), point('2026-01-01', '7.5')], 'MONETARY', 'USD')).toEqual([
      ['2026-01-01', '2026-01-28', 7.5, 'EUR'],
      ['2026-02-01', '2026-02-28', 10, 'EUR'],
    ]);
    expect(seriesFileRows([point('2026-01-01', null)], 'MONETARY', 'USD')[0]?.[3]).toBe('USD');
    expect(seriesFileRows([point('2026-01-01', '3')], 'EMPLOYEE', 'USD')[0]?.[3]).toBeNull();
    expect(
      seriesFileRows(
        [{ from: '2026-01-01', to: '2026-01-31', value: null, dateValue: '2026-01-15', currency: null }],
        'DATE',
        'USD',
      ),
    ).toEqual([['2026-01-01', '2026-01-31', '2026-01-15', null]]);
  });
});

describe('numbers and periods as people read them', () => {
  it('writes money in its currency as the language does', () => {
    expect(formatMetricNumber('1234.5', 'MONETARY', 'USD', 'en')).toBe('$1,234.50');
    expect(formatMetricNumber(1234.5, 'MONETARY', 'EUR', 'fr').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMetricNumber('10', 'MONETARY', 'NOPE', 'en')).toBe('10 NOPE');
  });

  it('writes per cent with its sign, counts plainly, and nothing for nothing', () => {
    expect(formatMetricNumber('12.345', 'PERCENTAGE', 'USD', 'en')).toBe('12.35 %');
    expect(formatMetricNumber('1500', 'CUSTOMER', 'USD', 'de')).toBe('1.500');
    expect(formatMetricNumber(null, 'USER', 'USD', 'en')).toBe('');
  });

  it('names a month, or the first and last months of a longer period', () => {
    expect(periodRangeLabel('2026-01-01', '2026-01-31', 'en')).toBe('Jan 2026');
    expect(periodRangeLabel('2026-01-01', '2026-03-31', 'en')).toBe('Jan 2026 – Mar 2026');
    expect(formatDateValue('2026-05-04', 'en')).toBe('May 4, 2026');
  });
});

const row = (periodFrom: string, groupName: string, sum: string, count = 2) => ({
  groupId: groupName === 'Portfolio' ? null : `id-${groupName}`,
  groupName,
  periodFrom,
  count,
  sum,
  average: String(Number(sum) / count),
  min: '1',
  max: sum,
  median: '1.5',
});

describe('portfolio aggregates as charts', () => {
  const rows = [
    row('2026-02-01', 'Beta', '30'),
    row('2026-01-01', 'Alpha', '10'),
    row('2026-02-01', 'Alpha', '20', 4),
    row('2026-01-01', 'Beta', '5', 1),
  ];

  it('picks the figure of the aggregation', () => {
    expect(aggregateValue(rows[2] as (typeof rows)[number], 'sum')).toBe(20);
    expect(aggregateValue(rows[2] as (typeof rows)[number], 'count')).toBe(4);
    expect(aggregateValue(rows[2] as (typeof rows)[number], 'average')).toBe(5);
  });

  it('gives a row per period with a figure per group, and the groups by name', () => {
    expect(aggregateGroups(rows)).toEqual([
      { key: 'g:id-Alpha', name: 'Alpha' },
      { key: 'g:id-Beta', name: 'Beta' },
    ]);
    expect(aggregateChartData(rows, 'sum')).toEqual([
      { period: '2026-01-01', 'g:id-Alpha': 10, 'g:id-Beta': 5 },
      { period: '2026-02-01', 'g:id-Alpha': 20, 'g:id-Beta': 30 },
    ]);
  });

  it('gives the pie and the numbers the latest period', () => {
    expect(latestPeriod(rows)).toBe('2026-02-01');
    expect(latestPeriod([])).toBeNull();
    expect(periodFigures(rows, 'count', '2026-02-01')).toEqual([
      { key: 'g:id-Alpha', name: 'Alpha', value: 4 },
      { key: 'g:id-Beta', name: 'Beta', value: 2 },
    ]);
  });

  it('gives the file every aggregation, by period then group', () => {
    expect(aggregateFileRows(rows)[0]).toEqual(['2026-01-01', 'Alpha', 2, 10, 5, 1.5, 1, 10]);
    expect(aggregateFileRows(rows).map((r) => r[1])).toEqual(['Alpha', 'Beta', 'Alpha', 'Beta']);
  });

  it('colours growth green, a fall red and silence grey', () => {
    expect([growthFlagColor('jump'), growthFlagColor('fall'), growthFlagColor('stopped')]).toEqual([
      'teal',
      'red',
      'gray',
    ]);
  });

  it('takes months from the month fields only', () => {
    expect(isPeriodStart('2026-03')).toBe(true);
    expect(isPeriodStart('2026-13')).toBe(false);
    expect(isPeriodStart('')).toBe(false);
  });
});

describe('the analytics file', () => {
  it('names sheets as Excel accepts them and files after their title and date', () => {
    expect(analyticsSheetName('Revenue: a/b [2026]?')).toBe('Revenue  a b  2026');
    expect(analyticsSheetName('')).toBe('Sheet1');
    expect(analyticsFileName('Chiffre d’affaires — Programme', '2026-11-27')).toBe(
      'chiffre-d-affaires-programme-2026-11-27.xlsx',
    );
  });
});
