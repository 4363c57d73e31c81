import '@mantine/charts/styles.css';
import { FunnelChart } from '@mantine/charts';
import type { MantineColor } from '@mantine/core';

export interface FunnelChartPlotProps {
  titleId: string;
  title: string;
  steps: readonly { key: string; label: string; value: number; color: MantineColor }[];
  height: number;
  rtl: boolean;
  formatValue: (value: number) => string;
}

/** The funnel (@mantine/charts): a segment per step, its label on the reading side's end. */
export function FunnelChartPlot({ titleId, title, steps, height, rtl, formatValue }: FunnelChartPlotProps) {
  return (
    <FunnelChart
      dir="ltr"
      size={height}
      data={steps.map((step) => ({ key: step.key, name: step.label, value: step.value, color: step.color }))}
      withLabels
      labelsPosition={rtl ? 'left' : 'right'}
      labelColor="var(--mantine-color-text)"
      tooltipDataSource="segment"
      valueFormatter={formatValue}
      funnelChartProps={{ role: 'img', title, ...{ 'aria-labelledby': titleId } }}
      data-testid="funnel-chart-plot"
    />
  );
}
