import { Box, Text, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useId } from 'react';
import type { AssessmentChartRow } from '../utils/assessment.ts';
import type { AssessmentChartPlotProps } from './assessment-chart-plot.tsx';

// Recharts (under @mantine/charts) is large: it downloads with the first chart the tab shows, never with the shell.
const AssessmentChartPlot = lazy(() =>
  import('./assessment-chart-plot.tsx').then((module) => ({ default: module.AssessmentChartPlot })),
);

/** Height of a criterion's bar and of the value axis under them. */
const ROW_HEIGHT = 36;
const AXIS_HEIGHT = 36;

/**
 * A round's criteria as horizontal bars, averages against their maximum, under a visible title that names it. The
 * numbers themselves are in the table under the chart, which screen readers read.
 */
export function AssessmentChart({
  title,
  rows,
  labels,
  formatValue,
  describe,
  'data-testid': testId,
}: {
  title: string;
  rows: readonly AssessmentChartRow[];
  labels: AssessmentChartPlotProps['labels'];
  formatValue: (value: number) => string;
  describe: (row: AssessmentChartRow) => string;
  'data-testid'?: string;
}) {
  const { dir } = useDirection();
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  const titleId = useId();
  const height = rows.length * ROW_HEIGHT + AXIS_HEIGHT;
  return (
    <Box component="figure" m={0} data-testid={testId}>
      <Text component="figcaption" fw={600} size="sm" id={titleId} mb="xs">
        {title}
      </Text>
      <Box h={height}>
        <Suspense fallback={null}>
          <AssessmentChartPlot
            rows={rows}
            titleId={titleId}
            height={height}
            rtl={dir === 'rtl'}
            compact={compact}
            labels={labels}
            formatValue={formatValue}
            describe={describe}
          />
        </Suspense>
      </Box>
    </Box>
  );
}
