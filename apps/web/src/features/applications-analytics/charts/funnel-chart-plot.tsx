import '@mantine/charts/styles.css';
import { FunnelChart } from '@mantine/charts';
import type { MantineColor } from '@mantine/core';

export interface FunnelChartPlotProps {
  titleId: string;
  title: string;
  steps: readonly { key: string; label: string; value: number; color: MantineColor }[];
  height: number;
  formatValue: (value: number) => string;
}

/** The funnel (@mantine/charts): a segment per step; the counts are listed beside it, the tooltip names the step. */
export function FunnelChartPlot({ titleId, title, steps, height, formatValue }: FunnelChartPlotProps) {
  return (
    <FunnelChart
      dir="ltr"
      size={height}
      data={steps.map((step) => ({ key: step.key, name: step.label, value: step.value, color: step.color }))}
      tooltipDataSource="segment"
      valueFormatter={formatValue}
      funnelChartProps={{ role: 'img', title, ...{ 'aria-labelledby': titleId } }}
      data-testid="funnel-chart-plot"
    />
  );
}
