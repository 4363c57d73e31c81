import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of an analytics page: what it counts, the number, and a line saying what is counted. */
export function StatCard({
  label,
  hint,
  value,
  formatted,
  icon,
  color,
  testId,
  valueTestId,
}: {
  label: string;
  hint: string;
  value: number;
  formatted: string;
  icon: ReactNode;
  color: string;
  testId: string;
  /** The test id of the number itself. */
  valueTestId: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId} data-value={value}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={color} size="md" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <Text fz={28} fw={700} lh={1.2} mt={4} data-testid={valueTestId}>
        {formatted}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Paper>
  );
}
