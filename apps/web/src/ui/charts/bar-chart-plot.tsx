import '@mantine/charts/styles.css';
import { BarChart as MantineBarChart } from '@mantine/charts';
import { useEffect } from 'react';
import { type BarShapeProps, useActiveTooltipLabel, usePlotArea } from 'recharts';
import type { BarChartProps } from './bar-chart-types.ts';

/** The category key of each data row (the series are keyed by their own keys). */
const CATEGORY = '__category';

export interface BarChartPlotProps
  extends Required<Pick<BarChartProps, 'categories' | 'series' | 'mode' | 'height' | 'formatValue'>> {
  title: string;
  /** The id of the visible title, which names the chart. */
  titleId: string;
  rtl: boolean;
  /** The category under the pointer or the keyboard focus (its index), or null. */
  active: number | null;
  onActiveChange: (index: number | null) => void;
  describe: (index: number) => string;
  groupTitle: (index: number) => string;
}

/** The rows @mantine/charts reads: one per category, a number per series. */
export function chartRows(
  categories: BarChartProps['categories'],
  series: BarChartProps['series'],
): Record<string, string | number>[] {
  return categories.map((category, index) => {
    const row: Record<string, string | number> = { [CATEGORY]: category.key };
    for (const s of series) row[s.key] = s.values[index] ?? 0;
    return row;
  });
}

/**
 * The axes' props for a reading direction: in a right-to-left interface time runs right to left (the category axis
 * reversed) and the value axis stands on the right.
 */
export function directionalAxes(rtl: boolean) {
  return {
    xAxisProps: { reversed: rtl },
    yAxisProps: rtl
      ? { orientation: 'right' as const, tick: { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor' } }
      : { orientation: 'left' as const },
  };
}

/**
 * The bars, drawn by @mantine/charts (Recharts): colours, grid and tooltip follow the theme and its light or dark
 * scheme. Each bar keeps its test id, series and value; each category is a band (a group) over the plot, whose
 * title reads its values.
 */
export function BarChartPlot({
  title,
  titleId,
  categories,
  series,
  mode,
  height,
  formatValue,
  rtl,
  active,
  onActiveChange,
  describe,
  groupTitle,
}: BarChartPlotProps) {
  const indexOf = new Map(categories.map((category, index) => [category.key, index]));
  const labelOf = (key: unknown) => categories[indexOf.get(String(key)) ?? -1]?.label ?? String(key);
  const { xAxisProps, yAxisProps } = directionalAxes(rtl);
  return (
    <MantineBarChart
      h={height}
      dir="ltr"
      data={chartRows(categories, series)}
      dataKey={CATEGORY}
      type={mode === 'stacked' ? 'stacked' : 'default'}
      series={series.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
      valueFormatter={formatValue}
      // An image named by the figure's title; it stays focusable for the arrow keys (Recharts' accessibility layer).
      barChartProps={{ role: 'img', title, ...{ 'aria-labelledby': titleId } }}
      gridAxis="x"
      tickLine="none"
      xAxisProps={{ ...xAxisProps, tickFormatter: labelOf }}
      yAxisProps={{ ...yAxisProps, allowDecimals: false }}
      tooltipProps={{ labelFormatter: (key) => describe(indexOf.get(String(key)) ?? -1) }}
      barProps={(s) => ({
        shape: (bar: BarShapeProps) => {
          const index = indexOf.get(String(bar.payload?.[CATEGORY])) ?? -1;
          const value = Number(bar.payload?.[s.name] ?? 0);
          return (
            <rect
              x={bar.x}
              y={bar.y}
              width={Math.max(0, bar.width ?? 0)}
              height={Math.max(0, bar.height ?? 0)}
              rx={Math.min(2, (bar.width ?? 0) / 4)}
              fill={bar.fill}
              data-testid="bar-chart-bar"
              data-series={s.name}
              data-value={value}
            >
              <title>{`${describe(index)} – ${s.label ?? s.name}: ${formatValue(value)}`}</title>
            </rect>
          );
        },
      })}
    >
      <CategoryBands categories={categories} rtl={rtl} active={active} groupTitle={groupTitle} />
      <ActiveCategory indexOf={indexOf} onActiveChange={onActiveChange} />
    </MantineBarChart>
  );
}

/** One transparent band per category over the plot, in the axis' order: what the pointer rests on. */
function CategoryBands({
  categories,
  rtl,
  active,
  groupTitle,
}: Pick<BarChartPlotProps, 'categories' | 'rtl' | 'active' | 'groupTitle'>) {
  const plot = usePlotArea();
  if (!plot || categories.length === 0) return null;
  const band = plot.width / categories.length;
  return (
    <g>
      {categories.map((category, index) => (
        <g
          key={category.key}
          data-testid="bar-chart-group"
          data-category={category.key}
          data-active={active === index || undefined}
        >
          <rect
            x={plot.x + (rtl ? categories.length - 1 - index : index) * band}
            y={plot.y}
            width={band}
            height={plot.height}
            fill="transparent"
          >
            <title>{groupTitle(index)}</title>
          </rect>
        </g>
      ))}
    </g>
  );
}

/** Tells the figure which category the chart's tooltip (pointer or arrow keys) is on. */
function ActiveCategory({
  indexOf,
  onActiveChange,
}: {
  indexOf: ReadonlyMap<string, number>;
  onActiveChange: (index: number | null) => void;
}) {
  const label = useActiveTooltipLabel();
  const index = label === undefined || label === null ? null : (indexOf.get(String(label)) ?? null);
  useEffect(() => onActiveChange(index), [index, onActiveChange]);
  return null;
}
