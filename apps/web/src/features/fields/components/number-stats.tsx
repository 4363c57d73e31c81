import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomFieldStats } from '../graphql/custom-field-analytics.query.ts';
import { useNumberFormats } from '../hooks/use-number-formats.ts';

const STATS = ['min', 'max', 'average', 'median', 'sum'] as const;

/** The smallest, largest, average, median and total of a number field's answers; amounts in the field's currency. */
export function NumberStats({
  stats,
  currency,
}: {
  stats: NonNullable<CustomFieldStats['number']>;
  /** The field's currency for an amount; none for a plain number. */
  currency: string | null;
}) {
  const { t } = useTranslation('fields');
  const formats = useNumberFormats();
  const format = (value: number) => (currency ? formats.amount(value, currency) : formats.number(value));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
      {STATS.map((stat) => (
        <Stack key={stat} gap={0} data-testid="number-stat" data-stat={stat} data-value={stats[stat]}>
          <Text size="xs" c="dimmed">
            {t(`analytics.stats.${stat}`)}
          </Text>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {format(stats[stat])}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
