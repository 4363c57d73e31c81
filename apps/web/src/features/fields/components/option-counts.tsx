import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomFieldStats } from '../graphql/custom-field-analytics.query.ts';
import { useNumberFormats } from '../hooks/use-number-formats.ts';
import { fillRate } from '../utils/field-stats.ts';

/**
 * How many profiles chose each option of a choice field, in the order of the options, each with its share of the
 * profiles that answered (a multiple choice may add up to more than all of them).
 */
export function OptionCounts({ options, answered }: { options: CustomFieldStats['options']; answered: number }) {
  const { t } = useTranslation('fields');
  const formats = useNumberFormats();
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('analytics.options')}>
      {options.map((option) => {
        const share = fillRate(option.count, answered);
        const value = t('analytics.optionCount', {
          count: formats.number(option.count),
          percent: formats.percent(share),
        });
        return (
          <li key={option._id} data-testid="option-count" data-option-label={option.label} data-count={option.count}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" dir="auto" truncate>
                {option.label}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="option-count-value">
                {value}
              </Text>
            </Group>
            <Progress value={share * 100} size="sm" color="teal" aria-label={`${option.label}: ${value}`} />
          </li>
        );
      })}
    </Stack>
  );
}
