import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { directionalAxes } from '../../../ui/charts/bar-chart-plot.tsx';
import { type AssessmentChartRow, assessmentAxisMax, shortLabel } from '../utils/assessment.ts';

/** The data key of the rows: the criterion's id (its label may repeat). */
const KEY = 'key';

export interface AssessmentChartPlotProps {
  rows: readonly AssessmentChartRow[];
  /** The id of the visible title, which names the chart. */
  titleId: string;
  height: number;
  rtl: boolean;
  /** A narrow screen: shorter labels on the axis (the whole label is in the tooltip and the table). */
  compact: boolean;
  labels: { average: string; rest: string };
  formatValue: (value: number) => string;
  /** The tooltip's line for a row ('Average 3.5 out of 5'). */
  describe: (row: AssessmentChartRow) => string;
}

/**
 * One horizontal bar per criterion (@mantine/charts, Recharts): its average, then the rest up to the criterion's
 * maximum in the border colour, so that each bar reads as a score out of its maximum. Loaded with the first round
 * that has criteria, never with the shell.
 */
export function AssessmentChartPlot({
  rows,
  titleId,
  height,
  rtl,
  compact,
  labels,
  formatValue,
  describe,
}: AssessmentChartPlotProps) {
  const labelLength = compact ? 12 : 24;
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const { xAxisProps, yAxisProps } = directionalAxes(rtl);
  const longest = Math.max(0, ...rows.map((row) => [...shortLabel(row.label, labelLength)].length));
  return (
    <BarChart
      h={height}
      dir="ltr"
      data={rows.map((row) => ({ [KEY]: row.key, average: row.average, rest: row.rest }))}
      dataKey={KEY}
      orientation="vertical"
      type="stacked"
      series={[
        { name: 'average', label: labels.average, color: 'brand' },
        { name: 'rest', label: labels.rest, color: 'var(--mantine-color-default-border)' },
      ]}
      valueFormatter={formatValue}
      barChartProps={{ role: 'img', ...{ 'aria-labelledby': titleId } }}
      gridAxis="y"
      tickLine="none"
      maxBarWidth={22}
      xAxisProps={{ ...xAxisProps, domain: [0, assessmentAxisMax(rows)], allowDecimals: true }}
      yAxisProps={{
        ...yAxisProps,
        width: Math.min(compact ? 112 : 196, Math.max(48, longest * 7 + 24)),
        tickFormatter: (key: unknown) => shortLabel(byKey.get(String(key))?.label ?? String(key), labelLength),
      }}
      tooltipProps={{
        content: ({ label }) => {
          const row = byKey.get(String(label));
          if (!row) return null;
          return (
            <Paper withBorder shadow="sm" p="xs" radius="sm" maw={280} dir={rtl ? 'rtl' : 'ltr'}>
              <Text size="sm" fw={600} dir="auto">
                {row.label}
              </Text>
              <Text size="sm" c="dimmed">
                {describe(row)}
              </Text>
            </Paper>
          );
        },
      }}
    />
  );
}
