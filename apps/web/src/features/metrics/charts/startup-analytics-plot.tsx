import '@mantine/charts/styles.css';
import { BarChart, LineChart, PieChart } from '@mantine/charts';
import type { MantineColor } from '@mantine/core';

/** The colours of series and slices, in turn (theme colours, so dark mode follows). */
export const ANALYTICS_COLORS: readonly MantineColor[] = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.6',
  'lime.7',
  'pink.6',
  'indigo.6',
  'yellow.7',
];

export interface AnalyticsPlotProps {
  kind: 'line' | 'bar' | 'pie';
  title: string;
  /** Over time (line, bar): one row per period under `period`, a number per series key. Pie: name and value. */
  data: Record<string, string | number | null>[];
  series: readonly { key: string; label: string }[];
  height: number;
  rtl: boolean;
  labelOf: (period: string) => string;
  formatValue: (value: number) => string;
}

/**
 * A metric's chart (@mantine/charts, loaded with Recharts only when a chart shows): lines or bars over the periods,
 * or a pie of the groups. Right to left, time runs from the right and the value axis stands on the right.
 */
export function AnalyticsPlot({ kind, title, data, series, height, rtl, labelOf, formatValue }: AnalyticsPlotProps) {
  const colored = series.map((s, i) => ({
    name: s.key,
    label: s.label,
    color: ANALYTICS_COLORS[i % ANALYTICS_COLORS.length] ?? 'blue.6',
  }));
  if (kind === 'pie') {
    return (
      <PieChart
        h={height}
        w={height}
        mx="auto"
        data={data.map((row, i) => ({
          name: String(row.name),
          value: Number(row.value),
          color: ANALYTICS_COLORS[i % ANALYTICS_COLORS.length] ?? 'blue.6',
        }))}
        withLabelsLine
        withLabels
        labelsType="percent"
        withTooltip
        valueFormatter={formatValue}
        pieChartProps={{ role: 'img', title }}
        data-testid="analytics-pie"
      />
    );
  }
  const common = {
    h: height,
    dir: 'ltr' as const,
    data: data as Record<string, string | number>[],
    dataKey: 'period',
    series: colored,
    valueFormatter: formatValue,
    gridAxis: 'y' as const,
    tickLine: 'none' as const,
    withLegend: series.length > 1,
    xAxisProps: { reversed: rtl, tickFormatter: (key: unknown) => labelOf(String(key)), minTickGap: 12 },
    yAxisProps: rtl ? { orientation: 'right' as const, width: 80 } : { orientation: 'left' as const, width: 80 },
    tooltipProps: { labelFormatter: (key: unknown) => labelOf(String(key)) },
  };
  return kind === 'line' ? (
    <LineChart
      {...common}
      connectNulls
      curveType="linear"
      lineChartProps={{ role: 'img', title }}
      data-testid="analytics-line"
    />
  ) : (
    <BarChart {...common} barChartProps={{ role: 'img', title }} data-testid="analytics-bar" />
  );
}
