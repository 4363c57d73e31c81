import { isChoiceField, isNumberField } from '@cohort/shared';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomFieldStats } from '../graphql/custom-field-analytics.query.ts';
import { FillRate } from './fill-rate.tsx';
import { MonthChart } from './month-chart.tsx';
import { NumberStats } from './number-stats.tsx';
import { OptionCounts } from './option-counts.tsx';

/**
 * One field's answers: how many profiles answered it, then by type the option counts, the number statistics or
 * the dates by month; a text field has only its fill rate.
 */
export function FieldStatsCard({ stats, total }: { stats: CustomFieldStats; total: number }) {
  const { t } = useTranslation('fields');
  const { field } = stats;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="field-stats"
      data-field-label={field.label}
      data-type={field.type}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" dir="auto">
              {field.label}
            </Title>
            {field.description ? (
              <Text size="xs" c="dimmed" dir="auto" lineClamp={2}>
                {field.description}
              </Text>
            ) : null}
          </Stack>
          <Badge variant="light" tt="none" style={{ flexShrink: 0 }} data-testid="field-stats-type">
            {t(`types.${field.type}`)}
          </Badge>
        </Group>
        <FillRate answered={stats.answered} total={total} />
        {isChoiceField(field.type) ? (
          <OptionCounts options={stats.options} answered={stats.answered} />
        ) : isNumberField(field.type) && stats.number && stats.answered > 0 ? (
          <NumberStats stats={stats.number} currency={field.type === 'currency' ? (field.currency ?? null) : null} />
        ) : field.type === 'date' && stats.months.length > 0 ? (
          <MonthChart months={stats.months} />
        ) : null}
      </Stack>
    </Paper>
  );
}
