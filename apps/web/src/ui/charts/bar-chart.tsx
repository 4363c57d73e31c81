import { Box, getThemeColor, Group, Text, useDirection, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import type { BarChartProps } from './bar-chart-types.ts';

export type { BarChartCategory, BarChartMode, BarChartProps, BarChartSeries } from './bar-chart-types.ts';

// Recharts (under @mantine/charts) is large: it downloads with the first chart a page shows, never with the shell.
const BarChartPlot = lazy(() => import('./bar-chart-plot.tsx').then((module) => ({ default: module.BarChartPlot })));

/**
 * A bar chart (@mantine/charts): one series, or several grouped or stacked. The time axis runs right to left in a
 * right-to-left language; values show on hover and, for keyboard users, with the arrow keys; a visually hidden
 * table gives screen readers the same data.
 */
export function BarChart({
  title,
  categoryHeader,
  categories,
  series,
  mode = 'grouped',
  height = 220,
  formatValue = String,
  'data-testid': testId,
}: BarChartProps) {
  const theme = useMantineTheme();
  const { dir } = useDirection();
  const [active, setActive] = useState<number | null>(null);
  const titleId = useId();
  const onActiveChange = useCallback((index: number | null) => setActive(index), []);

  const describe = (index: number) => categories[index]?.description ?? categories[index]?.label ?? '';
  const groupTitle = (c: number) =>
    `${describe(c)} – ${series.map((s) => `${s.label}: ${formatValue(s.values[c] ?? 0)}`).join(', ')}`;

  return (
    <Box component="figure" m={0} data-testid={testId}>
      <Group component="figcaption" justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <Text fw={600} size="sm" id={titleId}>
          {title}
        </Text>
        {series.length > 1 ? (
          <Group gap="md" aria-hidden data-testid="bar-chart-legend">
            {series.map((s) => (
              <Group key={s.key} gap={6} wrap="nowrap">
                <Box w={10} h={10} style={{ borderRadius: 2, background: getThemeColor(s.color, theme) }} />
                <Text size="xs" c="dimmed">
                  {s.label}
                </Text>
              </Group>
            ))}
          </Group>
        ) : null}
      </Group>
      <Box h={height} data-testid="bar-chart">
        <Suspense fallback={null}>
          <BarChartPlot
            title={title}
            titleId={titleId}
            categories={categories}
            series={series}
            mode={mode}
            height={height}
            formatValue={formatValue}
            rtl={dir === 'rtl'}
            active={active}
            onActiveChange={onActiveChange}
            describe={describe}
            groupTitle={groupTitle}
          />
        </Suspense>
      </Box>
      {/* The values of the hovered or focused category in words, announced while arrowing through the chart. */}
      <Text size="xs" c="dimmed" mih="1.5em" aria-live="polite" data-testid="bar-chart-status">
        {active === null ? '' : groupTitle(active)}
      </Text>
      <VisuallyHidden>
        <table data-testid="bar-chart-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeader}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <tr key={category.key}>
                <th scope="row">{category.description ?? category.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{formatValue(s.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
