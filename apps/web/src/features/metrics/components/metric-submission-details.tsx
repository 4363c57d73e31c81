import { Group, Loader, Table, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { MetricSubmissionQuery } from '../graphql/metric-submission.query.ts';
import { localizedText } from '../utils/form-fields.ts';
import { formatDateValue, formatMetricNumber } from '../utils/startup-analytics.ts';

/**
 * The values a TopLevelDataSubmittedEvent post of the timeline reported (issue 17 point 5): each metric with its
 * value and its change from the last period (the difference, the change in per cent and an arrow), as the server
 * computed them; nothing for a reader the server refuses.
 */
export function MetricSubmissionDetails({ postId }: { postId: string }) {
  const { t, i18n } = useTranslation('metrics');
  const [{ data, fetching, error }] = useQuery({ query: MetricSubmissionQuery, variables: { postId } });
  const language = i18n.resolvedLanguage ?? 'en';
  if (fetching && !data) return <Loader size="xs" />;
  if (error || !data) return null;
  const currency = data.incubator.currency ?? 'USD';
  const rows = data.metricSubmission.data;
  if (rows.length === 0) return null;
  return (
    <Table withTableBorder striped fz="sm" data-testid="metric-submission" data-post-id={postId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('submission.metric')}</Table.Th>
          <Table.Th>{t('submission.value')}</Table.Th>
          <Table.Th>{t('submission.change')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const value =
            row.unit === 'DATE'
              ? formatDateValue(row.dateValue, language)
              : formatMetricNumber(row.value, row.unit, row.currency ?? currency, language);
          const change = row.metadata.change === null ? null : Number(row.metadata.change);
          const diff = row.metadata.diff;
          return (
            <Table.Tr key={row.id} data-testid="metric-submission-row">
              <Table.Td dir="auto">{localizedText(row.metric.name, language)}</Table.Td>
              <Table.Td data-testid="metric-submission-value">{value}</Table.Td>
              <Table.Td data-testid="metric-submission-change">
                {row.isPoint0 || diff === null ? (
                  <Text size="sm" c="dimmed">
                    {t('submission.first')}
                  </Text>
                ) : (
                  <Group gap={4} wrap="nowrap">
                    {row.metadata.useArrow && change !== null && change !== 0 ? (
                      change > 0 ? (
                        <IconArrowUpRight size={16} color="var(--mantine-color-teal-6)" aria-hidden />
                      ) : (
                        <IconArrowDownRight size={16} color="var(--mantine-color-red-6)" aria-hidden />
                      )
                    ) : null}
                    <span>
                      {Number(diff) > 0 ? '+' : ''}
                      {row.unit === 'DATE'
                        ? diff
                        : formatMetricNumber(diff, row.unit, row.currency ?? currency, language)}
                      {change === null
                        ? ''
                        : ` (${change > 0 ? '+' : ''}${new Intl.NumberFormat(language).format(change)} %)`}
                    </span>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
