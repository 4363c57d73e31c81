import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import type { MantineColor } from '@mantine/core';

export interface AreaChartPlotProps {
  titleId: string;
  title: string;
  /** One row per category: its key under `categoryKey`, a number per series. */
  data: Record<string, string | number>[];
  categoryKey: string;
  series: readonly { key: string; label: string; color: MantineColor }[];
  height: number;
  rtl: boolean;
  labelOf: (key: string) => string;
  describe: (key: string) => string;
  formatValue: (value: number) => string;
}

/**
 * Lines over time, filled below (@mantine/charts): colours and grid from the theme (light and dark), time running
 * right to left in a right-to-left language with the value axis on the right.
 */
export function AreaChartPlot({
  titleId,
  title,
  data,
  categoryKey,
  series,
  height,
  rtl,
  labelOf,
  describe,
  formatValue,
}: AreaChartPlotProps) {
  return (
    <AreaChart
      h={height}
      dir="ltr"
      data={data}
      dataKey={categoryKey}
      series={series.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
      curveType="linear"
      withDots={data.length <= 62}
      valueFormatter={formatValue}
      gridAxis="x"
      tickLine="none"
      areaChartProps={{ role: 'img', title, ...{ 'aria-labelledby': titleId } }}
      xAxisProps={{ reversed: rtl, tickFormatter: (key) => labelOf(String(key)), minTickGap: 16 }}
      yAxisProps={
        rtl
          ? { orientation: 'right', allowDecimals: false, tick: { transform: 'translate(10, 0)', fontSize: 12 } }
          : { orientation: 'left', allowDecimals: false }
      }
      tooltipProps={{ labelFormatter: (key) => describe(String(key)) }}
      data-testid="area-chart-plot"
    />
  );
}
