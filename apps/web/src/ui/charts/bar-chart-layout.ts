/** How bars of several series share a category: side by side, or piled up. */
export type BarChartMode = 'grouped' | 'stacked';

export interface BarChartLayoutInput {
  /** The drawing's size in pixels. */
  width: number;
  height: number;
  /** One row per series, one value per category (counts: negative or missing values count as 0). */
  values: readonly (readonly number[])[];
  mode?: BarChartMode;
  /** Right to left: the first category on the right, the value axis on the right. */
  rtl?: boolean;
  /** Room above the bars (value labels), below them (category labels) and at the value axis (tick labels). */
  margin?: Partial<{ top: number; bottom: number; axis: number; end: number }>;
  /** The least room, in pixels, that a category label needs; fewer labels are shown when they would not fit. */
  minLabelSpacing?: number;
  /** How many ticks the value axis aims at. */
  tickCount?: number;
}

export interface BarRect {
  series: number;
  category: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarGroup {
  category: number;
  /** The band of the category (the whole slot, for hover highlights and hit areas). */
  bandX: number;
  bandWidth: number;
  /** The middle of the band. */
  center: number;
  /** Where its label is centred: the middle of the band, moved in so that a label at either end is not cut. */
  labelX: number;
  /** The top of its tallest bar (or pile), where value labels can sit. */
  top: number;
  /** Whether its category label is drawn (labels are thinned out when they would overlap). */
  labelled: boolean;
  bars: BarRect[];
}

export interface AxisTick {
  value: number;
  y: number;
}

export interface BarChartLayout {
  plot: { left: number; right: number; top: number; bottom: number };
  /** The highest value of the axis (a round number at least as large as the data). */
  max: number;
  ticks: AxisTick[];
  /** Where the value axis line is, and where its labels are anchored (physically, left-to-right coordinates). */
  axisX: number;
  tickLabelX: number;
  tickAnchor: 'start' | 'end';
  /** In time order: the first category first, whichever side it is drawn on. */
  groups: BarGroup[];
}

const DEFAULT_MARGIN = { top: 20, bottom: 28, axis: 40, end: 8 };
/** The share of a band left empty between two groups. */
const GROUP_GAP_RATIO = 0.25;
/** The gap, in pixels, between the bars of one group. */
const BAR_GAP = 1;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A round step for a count axis from 0 to `max` with about `count` ticks: 1, 2 or 5 times a power of ten, never
 * below 1 (counts have no fractions).
 */
export function niceStep(max: number, count = 4): number {
  if (!(max > 0) || count < 1) return 1;
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const factor = residual > 5 ? 10 : residual > 2 ? 5 : residual > 1 ? 2 : 1;
  return Math.max(1, factor * magnitude);
}

/** The ticks of a count axis that covers 0..max: 0, step, 2·step… up to the first multiple of step ≥ max (≥ 1). */
export function niceTicks(max: number, count = 4): number[] {
  const step = niceStep(max, count);
  const top = Math.max(step, Math.ceil(Math.max(0, max) / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

/** Which of `total` labels to draw when only every `step`-th fits: always the last (the most recent week). */
export function labelledIndexes(total: number, available: number, minSpacing: number): Set<number> {
  const fit = Math.max(1, Math.floor(available / Math.max(1, minSpacing)));
  const step = Math.max(1, Math.ceil(total / fit));
  const indexes = new Set<number>();
  for (let index = total - 1; index >= 0; index -= step) indexes.add(index);
  return indexes;
}

/** The room the longest category label needs at 11 px (about 6.5 px a character, and a gap), 48 px at least. */
export function labelRoom(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((label) => [...label].length));
  return Math.max(48, Math.ceil(longest * 6.5 + 16));
}

/** The bars of a group get their own value labels only when they are wide enough to hold one. */
export const MIN_VALUE_LABEL_WIDTH = 14;

/** The room a value axis needs for its longest tick label (about 7 px per digit, and a gap). */
export function axisRoom(max: number): number {
  return String(Math.round(max)).length * 7 + 14;
}

const clean = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** Where every bar, tick and label of a bar chart goes (pure layout maths; the component only draws it). */
export function layoutBarChart(input: BarChartLayoutInput): BarChartLayout {
  const mode = input.mode ?? 'grouped';
  const rtl = input.rtl ?? false;
  const series = input.values.length;
  const categories = Math.max(0, ...input.values.map((row) => row.length));
  const value = (s: number, c: number) => clean(input.values[s]?.[c]);
  const totals = Array.from({ length: categories }, (_, c) => {
    let sum = 0;
    let highest = 0;
    for (let s = 0; s < series; s += 1) {
      sum += value(s, c);
      highest = Math.max(highest, value(s, c));
    }
    return mode === 'stacked' ? sum : highest;
  });
  const dataMax = Math.max(0, ...totals);
  const ticks = niceTicks(dataMax, input.tickCount ?? 4);
  const max = ticks[ticks.length - 1] ?? 1;

  const margin = { ...DEFAULT_MARGIN, axis: axisRoom(max), ...input.margin };
  const width = Math.max(0, input.width);
  const height = Math.max(0, input.height);
  const left = rtl ? margin.end : margin.axis;
  const right = Math.max(left, width - (rtl ? margin.axis : margin.end));
  const top = margin.top;
  const bottom = Math.max(top, height - margin.bottom);
  const plotWidth = right - left;
  const plotHeight = bottom - top;
  const yOf = (v: number) => round(bottom - (v / max) * plotHeight);

  const band = categories > 0 ? plotWidth / categories : 0;
  const groupWidth = band * (1 - GROUP_GAP_RATIO);
  const labelSpacing = input.minLabelSpacing ?? 48;
  const labelled = labelledIndexes(categories, plotWidth, labelSpacing);
  // labelRoom() adds 16 px of gap to the text's width; half the text must stay within the drawing.
  const labelHalf = Math.max(0, (labelSpacing - 16) / 2 + 2);
  const labelXOf = (center: number) => Math.min(Math.max(center, labelHalf), Math.max(labelHalf, width - labelHalf));
  // In time order; right to left mirrors the slots and the order of the bars within one.
  const slotX = (c: number) => (rtl ? right - (c + 1) * band : left + c * band);

  const groups: BarGroup[] = [];
  for (let c = 0; c < categories; c += 1) {
    const bandX = slotX(c);
    const groupX = bandX + (band - groupWidth) / 2;
    const bars: BarRect[] = [];
    if (mode === 'stacked') {
      let base = 0;
      for (let s = 0; s < series; s += 1) {
        const v = value(s, c);
        const y = yOf(base + v);
        bars.push({
          series: s,
          category: c,
          value: v,
          x: round(groupX),
          y,
          width: round(groupWidth),
          height: round(yOf(base) - y),
        });
        base += v;
      }
    } else {
      const barWidth = series > 0 ? Math.max(1, (groupWidth - BAR_GAP * (series - 1)) / series) : 0;
      for (let s = 0; s < series; s += 1) {
        const v = value(s, c);
        const offset = s * (barWidth + BAR_GAP);
        const x = rtl ? groupX + groupWidth - offset - barWidth : groupX + offset;
        const y = yOf(v);
        bars.push({
          series: s,
          category: c,
          value: v,
          x: round(x),
          y,
          width: round(barWidth),
          height: round(bottom - y),
        });
      }
    }
    groups.push({
      category: c,
      bandX: round(bandX),
      bandWidth: round(band),
      center: round(bandX + band / 2),
      labelX: round(labelXOf(bandX + band / 2)),
      top: yOf(totals[c] ?? 0),
      labelled: labelled.has(c),
      bars,
    });
  }

  return {
    plot: { left: round(left), right: round(right), top, bottom: round(bottom) },
    max,
    ticks: ticks.map((tick) => ({ value: tick, y: yOf(tick) })),
    axisX: round(rtl ? right : left),
    tickLabelX: round(rtl ? right + 6 : left - 6),
    tickAnchor: rtl ? 'start' : 'end',
    groups,
  };
}

/** The category whose band holds a horizontal position (the pointer's), or null outside the plot. */
export function categoryAt(layout: BarChartLayout, x: number): number | null {
  const group = layout.groups.find((g) => x >= g.bandX && x < g.bandX + g.bandWidth);
  return group ? group.category : null;
}

/** The category one key press moves to: arrows follow the drawing (reversed right to left), Home and End the first and the last. */
export function nextCategory(current: number | null, key: string, total: number, rtl = false): number | null {
  if (total === 0) return null;
  const last = total - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key !== forward && key !== backward) return current;
  if (current === null) return last;
  return Math.min(last, Math.max(0, current + (key === forward ? 1 : -1)));
}
