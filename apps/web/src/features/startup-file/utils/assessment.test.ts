import { describe, expect, it } from 'vitest';
import { assessmentAxisMax, assessmentChartRows, formatScore, shortLabel } from './assessment.ts';

const criterion = (id: string, max: number, average: number | null) => ({
  _id: id,
  label: `Criterion ${id}`,
  max,
  scores: { average },
});

describe('startup assessment', () => {
  it("turns criteria into chart rows, in order: the average and the rest up to the criterion's maximum", () => {
    expect(assessmentChartRows([criterion('a', 5, 3.5), criterion('b', 10, 10)])).toEqual([
      { key: 'a', label: 'Criterion a', average: 3.5, rest: 1.5, max: 5 },
      { key: 'b', label: 'Criterion b', average: 10, rest: 0, max: 10 },
    ]);
  });

  it('counts an unscored criterion as 0 and keeps averages within 0 and the maximum', () => {
    expect(assessmentChartRows([criterion('a', 4, null)])).toEqual([
      { key: 'a', label: 'Criterion a', average: 0, rest: 4, max: 4 },
    ]);
    expect(assessmentChartRows([criterion('a', 4, 6)])[0]).toMatchObject({ average: 4, rest: 0 });
    expect(assessmentChartRows([criterion('a', 4, -1)])[0]).toMatchObject({ average: 0, rest: 4 });
    expect(assessmentChartRows([criterion('a', -2, 1)])[0]).toMatchObject({ average: 0, rest: 0, max: 0 });
    expect(assessmentChartRows([])).toEqual([]);
  });

  it('runs the value axis up to the longest maximum, at least 1', () => {
    expect(assessmentAxisMax(assessmentChartRows([criterion('a', 5, 1), criterion('b', 20, 1)]))).toBe(20);
    expect(assessmentAxisMax([])).toBe(1);
    expect(assessmentAxisMax(assessmentChartRows([criterion('a', 0, null)]))).toBe(1);
  });

  it('shortens long labels for the axis', () => {
    expect(shortLabel('Team')).toBe('Team');
    expect(shortLabel('  Market size and go-to-market strategy  ', 12)).toBe('Market size…');
    expect(shortLabel('abcdef', 6)).toBe('abcdef');
  });

  it('formats a score, a dash when there is none', () => {
    const format = (value: number) => value.toFixed(1);
    expect(formatScore(3.25, format)).toBe('3.3');
    expect(formatScore(0, format)).toBe('0.0');
    expect(formatScore(null, format)).toBe('–');
    expect(formatScore(undefined, format)).toBe('–');
    expect(formatScore(Number.NaN, format)).toBe('–');
  });
});
