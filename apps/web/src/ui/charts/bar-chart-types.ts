import type { MantineColor } from '@mantine/core';

// The bar chart's props, apart so that the figure (bar-chart.tsx) and its lazy plot (bar-chart-plot.tsx) form no circle.

export interface BarChartSeries {
  key: string;
  label: string;
  /** A colour of the Mantine theme ('blue', 'teal', 'brand'…): it follows the light and dark schemes. */
  color: MantineColor;
  /** One value per category, in the categories' order. */
  values: readonly number[];
}

export interface BarChartCategory {
  key: string;
  /** The short label under the axis ('Mar 2'). */
  label: string;
  /** The longer name used in tooltips and the data table ('Week of Mar 2'); the label otherwise. */
  description?: string;
}

/** Several series side by side, or stacked into one bar per category. */
export type BarChartMode = 'grouped' | 'stacked';

export interface BarChartProps {
  /** The chart's visible title, its accessible name and its data table's caption. */
  title: string;
  /** The header of the categories' column in the data table ('Week'). */
  categoryHeader: string;
  categories: readonly BarChartCategory[];
  series: readonly BarChartSeries[];
  mode?: BarChartMode;
  height?: number;
  formatValue?: (value: number) => string;
  'data-testid'?: string;
}
