import { describe, expect, it } from 'vitest';
import {
  axisRoom,
  categoryAt,
  labelRoom,
  labelledIndexes,
  layoutBarChart,
  nextCategory,
  niceStep,
  niceTicks,
} from './bar-chart-layout.ts';

describe('count axis', () => {
  it('steps by 1, 2 or 5 times a power of ten, never by less than 1', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(3)).toBe(1);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(17)).toBe(5);
    expect(niceStep(38)).toBe(10);
    expect(niceStep(130)).toBe(50);
    expect(niceStep(1200)).toBe(500);
  });

  it('covers the data from 0 to a round maximum', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(10)).toEqual([0, 5, 10]);
    expect(niceTicks(38)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(-4)).toEqual([0, 1]);
  });

  it('makes room for the longest tick label', () => {
    expect(axisRoom(8)).toBe(21);
    expect(axisRoom(1500)).toBe(42);
  });
});

describe('category labels', () => {
  it('labels every category when they fit', () => {
    expect([...labelledIndexes(4, 400, 48)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3]);
  });

  it('thins labels out when they would overlap, always keeping the most recent', () => {
    const labelled = labelledIndexes(52, 480, 48);
    expect(labelled.has(51)).toBe(true);
    expect(labelled.size).toBeLessThanOrEqual(10);
    const sorted = [...labelled].sort((a, b) => a - b);
    const gaps = sorted.slice(1).map((index, i) => index - (sorted[i] as number));
    expect(new Set(gaps)).toEqual(new Set([6]));
  });
});

describe('label room', () => {
  it('grows with the longest label, 48 px at least', () => {
    expect(labelRoom(['1', '22'])).toBe(48);
    expect(labelRoom(['Mar 2', 'Mar 16'])).toBe(55);
    expect(labelRoom(['24 أغسطس'])).toBe(68);
    expect(labelRoom([])).toBe(48);
  });
});

describe('bar chart layout', () => {
  const base = { width: 440, height: 200, margin: { top: 20, bottom: 30, axis: 40, end: 0 } };

  it('puts one group per category, left to right in time, in equal bands', () => {
    const layout = layoutBarChart({ ...base, values: [[1, 2, 3, 4]] });
    expect(layout.plot).toEqual({ left: 40, right: 440, top: 20, bottom: 170 });
    expect(layout.groups.map((g) => g.bandX)).toEqual([40, 140, 240, 340]);
    expect(layout.groups.map((g) => g.center)).toEqual([90, 190, 290, 390]);
    expect(layout.groups.every((g) => g.bandWidth === 100)).toBe(true);
    expect(layout.axisX).toBe(40);
    expect(layout.tickAnchor).toBe('end');
    expect(layout.tickLabelX).toBe(34);
  });

  it('scales bars to the axis maximum, from the bottom of the plot', () => {
    const layout = layoutBarChart({ ...base, values: [[0, 2, 4]] });
    expect(layout.max).toBe(4);
    const bars = layout.groups.map((g) => g.bars[0]);
    expect(bars.map((bar) => bar?.height)).toEqual([0, 75, 150]);
    expect(bars.map((bar) => bar?.y)).toEqual([170, 95, 20]);
    expect(layout.ticks.map((tick) => [tick.value, tick.y])).toEqual([
      [0, 170],
      [1, 132.5],
      [2, 95],
      [3, 57.5],
      [4, 20],
    ]);
  });

  it('groups series side by side within the group, in series order', () => {
    const layout = layoutBarChart({ ...base, values: [[2], [1]], mode: 'grouped' });
    const [first, second] = layout.groups[0]?.bars ?? [];
    // The band is 400 wide, the group 300 (a quarter is gap), two bars of 149.5 with a 1 px gap.
    expect(first).toMatchObject({ series: 0, x: 90, width: 149.5, height: 150 });
    expect(second).toMatchObject({ series: 1, x: 240.5, width: 149.5, height: 75 });
    expect(layout.groups[0]?.top).toBe(20);
  });

  it('piles series up when stacked, the axis covering the totals', () => {
    const layout = layoutBarChart({ ...base, values: [[3], [1]], mode: 'stacked' });
    expect(layout.max).toBe(4);
    const [first, second] = layout.groups[0]?.bars ?? [];
    expect(first).toMatchObject({ x: 90, width: 300, y: 57.5, height: 112.5 });
    expect(second).toMatchObject({ x: 90, width: 300, y: 20, height: 37.5 });
    expect(layout.groups[0]?.top).toBe(20);
  });

  it('runs right to left: first category on the right, bars mirrored, axis on the right', () => {
    const margin = { top: 20, bottom: 30, axis: 40, end: 0 };
    const ltr = layoutBarChart({
      width: 440,
      height: 200,
      margin,
      values: [
        [1, 2],
        [3, 4],
      ],
    });
    const rtl = layoutBarChart({
      width: 440,
      height: 200,
      margin,
      values: [
        [1, 2],
        [3, 4],
      ],
      rtl: true,
    });
    expect(rtl.plot).toMatchObject({ left: 0, right: 400 });
    expect(rtl.axisX).toBe(400);
    expect(rtl.tickAnchor).toBe('start');
    expect(rtl.tickLabelX).toBe(406);
    expect(rtl.groups.map((g) => g.bandX)).toEqual([200, 0]);
    // Every rectangle is the mirror image of its left-to-right twin.
    for (const [c, group] of rtl.groups.entries()) {
      for (const [s, bar] of group.bars.entries()) {
        const twin = ltr.groups[c]?.bars[s];
        expect(bar.width).toBe(twin?.width);
        expect(bar.height).toBe(twin?.height);
        expect(bar.x + bar.width).toBeCloseTo(440 - ((twin?.x ?? 0) - 40) - 40, 5);
      }
    }
  });

  it('draws empty bars for zero, negative or missing values, on a 0..1 axis', () => {
    const layout = layoutBarChart({ ...base, values: [[0, -3, Number.NaN], [0]] });
    expect(layout.max).toBe(1);
    expect(layout.groups).toHaveLength(3);
    expect(layout.groups.flatMap((g) => g.bars.map((bar) => bar.height))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('has no group without categories, and survives a zero size', () => {
    expect(layoutBarChart({ width: 300, height: 200, values: [] }).groups).toEqual([]);
    const tiny = layoutBarChart({ width: 0, height: 0, values: [[5]] });
    expect(tiny.groups[0]?.bars[0]?.height).toBe(0);
  });

  it('keeps the labels at either end inside the drawing', () => {
    const margin = { top: 20, bottom: 30, axis: 40, end: 0 };
    const values = [Array.from({ length: 40 }, () => 1)];
    const rtl = layoutBarChart({ width: 440, height: 200, margin, values, rtl: true, minLabelSpacing: 68 });
    const latest = rtl.groups[39];
    expect(latest?.center).toBe(5);
    expect(latest?.labelX).toBe(28);
    const ltr = layoutBarChart({ width: 440, height: 200, margin, values, minLabelSpacing: 68 });
    expect(ltr.groups[39]?.labelX).toBe(412);
    expect(ltr.groups[20]?.labelX).toBe(ltr.groups[20]?.center);
  });

  it('labels fewer weeks when 52 do not fit', () => {
    const layout = layoutBarChart({ ...base, values: [Array.from({ length: 52 }, () => 1)] });
    const labelled = layout.groups.filter((g) => g.labelled);
    expect(labelled.length).toBeLessThan(52);
    expect(layout.groups[51]?.labelled).toBe(true);
  });
});

describe('pointer', () => {
  it('finds the category under the pointer, mirrored right to left', () => {
    const margin = { top: 20, bottom: 30, axis: 40, end: 0 };
    const ltr = layoutBarChart({ width: 440, height: 200, margin, values: [[1, 2, 3, 4]] });
    expect(categoryAt(ltr, 45)).toBe(0);
    expect(categoryAt(ltr, 439)).toBe(3);
    expect(categoryAt(ltr, 10)).toBeNull();
    const rtl = layoutBarChart({ width: 440, height: 200, margin, values: [[1, 2, 3, 4]], rtl: true });
    expect(categoryAt(rtl, 5)).toBe(3);
    expect(categoryAt(rtl, 395)).toBe(0);
    expect(categoryAt(rtl, 420)).toBeNull();
  });
});

describe('keyboard', () => {
  it('moves along the drawing with the arrows, to the ends with Home and End', () => {
    expect(nextCategory(null, 'ArrowRight', 12)).toBe(11);
    expect(nextCategory(3, 'ArrowRight', 12)).toBe(4);
    expect(nextCategory(3, 'ArrowLeft', 12)).toBe(2);
    expect(nextCategory(0, 'ArrowLeft', 12)).toBe(0);
    expect(nextCategory(11, 'ArrowRight', 12)).toBe(11);
    expect(nextCategory(5, 'Home', 12)).toBe(0);
    expect(nextCategory(5, 'End', 12)).toBe(11);
    expect(nextCategory(5, 'Enter', 12)).toBe(5);
    expect(nextCategory(null, 'End', 0)).toBeNull();
  });

  it('reverses the arrows right to left, where later weeks are on the left', () => {
    expect(nextCategory(3, 'ArrowLeft', 12, true)).toBe(4);
    expect(nextCategory(3, 'ArrowRight', 12, true)).toBe(2);
    expect(nextCategory(5, 'Home', 12, true)).toBe(0);
  });
});
