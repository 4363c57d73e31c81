import { Box, getThemeColor, Group, type MantineColor, Text, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { type ReactNode, Suspense, useId } from 'react';

export interface ChartLegendItem {
  key: string;
  label: string;
  color: MantineColor;
}

/**
 * A chart of the dashboard as a figure: the title (its accessible name), a legend, the plot (loaded lazily with
 * Recharts) and a visually hidden table with the same figures for screen readers.
 */
export function ChartFigure({
  title,
  legend = [],
  table,
  height,
  children,
  'data-testid': testId,
}: {
  title: string;
  legend?: readonly ChartLegendItem[];
  table: { header: readonly string[]; rows: readonly (readonly string[])[] };
  height: number;
  children: (titleId: string) => ReactNode;
  'data-testid'?: string;
}) {
  const theme = useMantineTheme();
  const titleId = useId();
  return (
    <Box component="figure" m={0} data-testid={testId}>
      <Group component="figcaption" justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <Text fw={600} size="sm" id={titleId}>
          {title}
        </Text>
        {legend.length > 1 ? (
          <Group gap="md" aria-hidden>
            {legend.map((item) => (
              <Group key={item.key} gap={6} wrap="nowrap">
                <Box w={10} h={10} style={{ borderRadius: 2, background: getThemeColor(item.color, theme) }} />
                <Text size="xs" c="dimmed">
                  {item.label}
                </Text>
              </Group>
            ))}
          </Group>
        ) : null}
      </Group>
      <Box h={height}>
        <Suspense fallback={null}>{children(titleId)}</Suspense>
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.header.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([first, ...rest], index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no other identity than their place.
              <tr key={index}>
                <th scope="row">{first}</th>
                {rest.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are identified by their column.
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
