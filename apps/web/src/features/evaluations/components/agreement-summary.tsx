import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EvaluationAgreementData } from '../graphql/evaluation-results.query.ts';
import { AGREEMENT_COLOURS, agreementLevel } from '../utils/agreement.ts';
import { formatScore } from '../utils/results.ts';

/**
 * How much the evaluators agree (Krippendorff's alpha), on the calibrated and on the raw scores, in numbers and in
 * words: "0.82 — good agreement: reviewers broadly agree".
 */
export function AgreementSummary({
  calibrated,
  raw,
  model,
}: {
  calibrated: EvaluationAgreementData;
  raw: EvaluationAgreementData;
  model: string;
}) {
  const { t } = useTranslation('evaluations');
  return (
    <Stack gap="xs" data-testid="results-agreement">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <AgreementCard
          title={t('results.agreement.calibrated')}
          agreement={calibrated}
          testId="results-alpha-calibrated"
        />
        <AgreementCard title={t('results.agreement.raw')} agreement={raw} testId="results-alpha-raw" />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('results.agreement.explain', { model })}
      </Text>
    </Stack>
  );
}

function AgreementCard({
  title,
  agreement,
  testId,
}: {
  title: string;
  agreement: EvaluationAgreementData;
  testId: string;
}) {
  const { t, i18n } = useTranslation('evaluations');
  const level = agreementLevel(agreement);
  const alpha = formatScore(agreement.alpha, i18n.resolvedLanguage ?? 'en');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid={testId}
      data-level={level}
      data-alpha={agreement.alpha ?? undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {title}
          </Text>
          <Badge color={AGREEMENT_COLOURS[level]} variant="light" tt="none">
            {t(`results.agreement.levels.${level}`)}
          </Badge>
        </Group>
        <Text fw={600}>
          {level === 'unknown'
            ? t('results.agreement.unknown')
            : `${alpha} — ${t(`results.agreement.meanings.${level}`)}`}
        </Text>
        <Text size="xs" c="dimmed">
          {t('results.agreement.pairable', { count: agreement.pairable })}
        </Text>
      </Stack>
    </Paper>
  );
}
