import { describe, expect, it } from 'vitest';
import {
  filterResultRows,
  formatScore,
  pickAggregate,
  type RankedRow,
  rankChange,
  rowIdsAtLeast,
  rowScore,
  sortResultRows,
  statusesOf,
  topRowIds,
} from './results.ts';

const row = (
  applicationId: string,
  average: number | null,
  calibrated: number | null,
  rawRank: number | null,
  calibratedRank: number | null,
  status = 'under_review',
): RankedRow => ({
  applicationId,
  label: `Startup ${applicationId}`,
  status,
  total: { average, median: average, min: average, max: average, sum: average, count: average == null ? 0 : 2 },
  calibrated,
  rawRank,
  calibratedRank,
});

const rows = [
  row('a', 7, 6.5, 2, 3),
  row('b', 8, 7.9, 1, 1),
  row('c', 6, 7.2, 3, 2, 'accepted'),
  row('d', null, null, null, null),
];

describe('the aggregation shown (spec 02)', () => {
  it('reads the chosen aggregate, count as a number even without scores', () => {
    const aggregates = { average: 6.5, median: 7, min: 4, max: 9, sum: 13, count: 2 };
    expect(pickAggregate(aggregates, 'average')).toBe(6.5);
    expect(pickAggregate(aggregates, 'median')).toBe(7);
    expect(pickAggregate(aggregates, 'min')).toBe(4);
    expect(pickAggregate(aggregates, 'max')).toBe(9);
    expect(pickAggregate(aggregates, 'sum')).toBe(13);
    expect(pickAggregate({ count: 0, average: null }, 'count')).toBe(0);
    expect(pickAggregate({ count: 0, average: null }, 'average')).toBeNull();
  });
});

describe('rank change', () => {
  it('counts the places calibration moved a row up (positive) or down (negative)', () => {
    expect(rankChange(5, 2)).toBe(3);
    expect(rankChange(2, 3)).toBe(-1);
    expect(rankChange(4, 4)).toBe(0);
    expect(rankChange(null, 4)).toBeNull();
    expect(rankChange(4, undefined)).toBeNull();
  });
});

describe('sorting and filtering', () => {
  it('sorts by the calibrated or the raw rank, unranked rows last', () => {
    expect(sortResultRows(rows, 'calibrated').map((r) => r.applicationId)).toEqual(['b', 'c', 'a', 'd']);
    expect(sortResultRows(rows, 'raw').map((r) => r.applicationId)).toEqual(['b', 'a', 'c', 'd']);
  });
  it('falls back on the score, then the label, when ranks are missing', () => {
    const unranked = [row('x', 5, 5, null, null), row('y', 9, 9, null, null), row('w', 5, 5, null, null)];
    expect(sortResultRows(unranked, 'raw').map((r) => r.applicationId)).toEqual(['y', 'w', 'x']);
  });
  it('filters by a minimum score in the sort chosen and by status', () => {
    expect(filterResultRows(rows, { minScore: 7, statuses: [] }, 'raw').map((r) => r.applicationId)).toEqual([
      'a',
      'b',
    ]);
    expect(filterResultRows(rows, { minScore: 7, statuses: [] }, 'calibrated').map((r) => r.applicationId)).toEqual([
      'b',
      'c',
    ]);
    expect(
      filterResultRows(rows, { minScore: null, statuses: ['accepted'] }, 'raw').map((r) => r.applicationId),
    ).toEqual(['c']);
    expect(filterResultRows(rows, { minScore: null, statuses: [] }, 'raw')).toHaveLength(4);
  });
  it('reads the score of a row in the sort chosen', () => {
    expect(rowScore(rows[0] as RankedRow, 'raw')).toBe(7);
    expect(rowScore(rows[0] as RankedRow, 'calibrated')).toBe(6.5);
  });
  it('lists the statuses present once', () => {
    expect(statusesOf(rows)).toEqual(['accepted', 'under_review']);
  });
});

describe('quick selections', () => {
  it('selects the top N of the sorted rows, skipping rows without a score', () => {
    const sorted = sortResultRows(rows, 'calibrated');
    expect(topRowIds(sorted, 2, 'calibrated')).toEqual(['b', 'c']);
    expect(topRowIds(sorted, 10, 'calibrated')).toEqual(['b', 'c', 'a']);
    expect(topRowIds(sorted, 0, 'calibrated')).toEqual([]);
    expect(topRowIds(sorted, Number.NaN, 'calibrated')).toEqual([]);
  });
  it('selects the rows at or above a threshold', () => {
    expect(rowIdsAtLeast(rows, 7.2, 'calibrated')).toEqual(['b', 'c']);
    expect(rowIdsAtLeast(rows, 7, 'raw')).toEqual(['a', 'b']);
  });
});

describe('scores in words', () => {
  it('shows at most two decimals in the interface language, a dash for none', () => {
    expect(formatScore(7.456, 'en')).toBe('7.46');
    expect(formatScore(7.5, 'fr')).toBe('7,5');
    expect(formatScore(null, 'en')).toBe('–');
  });
});
