import { Paper, Text } from '@mantine/core';
import { BarChart, type BarChartProps } from './bar-chart.tsx';

/**
 * One chart of an analytics page, in its card (as a StatCard holds one figure). With `empty`, the card shows the
 * chart's title and that line instead of a chart with nothing to plot.
 */
export function ChartCard({ empty, ...chart }: BarChartProps & { empty?: { text: string; testId: string } }) {
  return (
    <Paper withBorder p="md" radius="md">
      {empty ? (
        <>
          <Text fw={600} size="sm">
            {chart.title}
          </Text>
          <Text size="sm" c="dimmed" mt="xs" data-testid={empty.testId}>
            {empty.text}
          </Text>
        </>
      ) : (
        <BarChart {...chart} />
      )}
    </Paper>
  );
}
