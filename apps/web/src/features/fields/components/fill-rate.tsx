import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNumberFormats } from '../hooks/use-number-formats.ts';
import { fillRate } from '../utils/field-stats.ts';

/** How many profiles answered a field out of all of them: 'Answered by 12 of 20 (60%)' and a bar. */
export function FillRate({ answered, total }: { answered: number; total: number }) {
  const { t } = useTranslation('fields');
  const formats = useNumberFormats();
  const share = fillRate(answered, total);
  const text = t('analytics.answered', {
    answered: formats.number(answered),
    total: formats.number(total),
    percent: formats.percent(share),
  });
  return (
    <Stack gap={4} data-testid="field-fill-rate" data-answered={answered} data-total={total}>
      <Text size="sm">{text}</Text>
      <Progress value={share * 100} size="md" aria-label={text} />
    </Stack>
  );
}
