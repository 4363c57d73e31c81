import type { MetricUnitType } from '@cohort/shared';
import { Alert, Anchor, Badge, Group, Loader, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { MetricGrowthFlagsQuery } from '../graphql/portfolio-analytics.query.ts';
import { useMetricText } from '../hooks/use-metric-text.ts';
import { growthFlagColor } from '../utils/portfolio-analytics.ts';
import { formatMetricNumber, periodRangeLabel } from '../utils/startup-analytics.ts';

/**
 * The growth flags of a metric on /startups/analytics: the startups whose last value jumped or fell by the threshold
 * (per cent) or more from the one before, and those with a number of ended periods without a value, each linking to
 * the startup's analytics tab.
 */
export function PortfolioAnalyticsFlags({
  metricId,
  unitType,
  currency,
}: {
  metricId: string;
  unitType: MetricUnitType;
  currency: string;
}) {
  const { t, i18n } = useTranslation('metrics');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const text = useMetricText();
  const [threshold, setThreshold] = useState<number>(50);
  const [missed, setMissed] = useState<number>(2);
  const [variables] = useDebouncedValue({ metricId, threshold, missedPeriods: missed }, 400);
  const [{ data, error, fetching }] = useQuery({
    query: MetricGrowthFlagsQuery,
    variables,
    pause: !(variables.threshold > 0) || !(variables.missedPeriods >= 1),
  });
  const flags = data?.metricGrowthFlags ?? [];
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return (
    <Paper withBorder p="md" radius="md" data-testid="portfolio-analytics-flags">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h5">
              {t('analytics.flags.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('analytics.flags.intro')}
            </Text>
          </Stack>
          <Group gap="sm" align="flex-end">
            <NumberInput
              label={t('analytics.flags.threshold')}
              value={threshold}
              onChange={(value) => setThreshold(Number(value))}
              min={1}
              max={100000}
              suffix=" %"
              w={150}
              data-testid="portfolio-analytics-flags-threshold"
            />
            <NumberInput
              label={t('analytics.flags.missed')}
              value={missed}
              onChange={(value) => setMissed(Number(value))}
              min={1}
              max={120}
              allowDecimal={false}
              w={150}
              data-testid="portfolio-analytics-flags-missed"
            />
            {fetching ? <Loader size="xs" /> : null}
          </Group>
        </Group>
        {error && !data ? (
          <Alert color="red" role="alert">
            {text.errorMessage(error)}
          </Alert>
        ) : data && flags.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="portfolio-analytics-flags-empty">
            {t('analytics.flags.none')}
          </Text>
        ) : flags.length > 0 ? (
          <Table.ScrollContainer minWidth={480}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('analytics.flags.startup')}</Table.Th>
                  <Table.Th>{t('analytics.flags.flag')}</Table.Th>
                  <Table.Th>{t('analytics.flags.lastPeriod')}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{t('analytics.flags.previous')}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{t('analytics.flags.last')}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{t('analytics.flags.change')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {flags.map((flag) => (
                  <Table.Tr key={flag.startupId} data-testid="portfolio-analytics-flag" data-kind={flag.kind}>
                    <Table.Td>
                      <Anchor component={Link} to={`/startup/${encodeURIComponent(flag.startupId)}/file/analytics`}>
                        {flag.startupName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={growthFlagColor(flag.kind)} variant="light">
                        {flag.kind === 'stopped'
                          ? t('analytics.flags.kinds.stopped', { count: flag.missedPeriods })
                          : t(`analytics.flags.kinds.${flag.kind}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {flag.lastPeriodFrom ? periodRangeLabel(flag.lastPeriodFrom, flag.lastPeriodFrom, language) : '—'}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'end' }}>
                      {formatMetricNumber(flag.previousValue, unitType, currency, language)}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'end' }}>
                      {formatMetricNumber(flag.lastValue, unitType, currency, language)}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'end' }}>
                      {flag.change === null ? '' : `${percent.format(Number(flag.change))} %`}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
