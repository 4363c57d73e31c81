import { APPLICATION_STATUSES, type ApplicationStatus } from '@cohort/shared';
import { Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EvaluationResultRowData, EvaluationResultsData } from '../graphql/evaluation-results.query.ts';
import { type Aggregation, formatScore, pickAggregate, rankChange } from '../utils/results.ts';

export function isApplicationStatus(value: string): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * The results, one row per application: count of reviews, the raw score in the aggregation shown, the calibrated
 * score, both ranks and calibration's move (↑↓), the disagreement (highlighted for the rows that disagree most), the
 * reviews missing and a column per criterion.
 */
export function ResultsTable({
  rows,
  criteria,
  disagreements,
  aggregation,
  selected,
  onToggle,
  onToggleAll,
}: {
  rows: readonly EvaluationResultRowData[];
  criteria: EvaluationResultsData['criteria'];
  disagreements: ReadonlySet<string>;
  aggregation: Aggregation;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}) {
  const { t, i18n } = useTranslation('evaluations');
  const language = i18n.resolvedLanguage ?? 'en';
  const chosen = rows.filter((row) => selected.has(row.applicationId)).length;
  const aggregationName = t(`results.aggregations.${aggregation}`);
  return (
    <Table.ScrollContainer minWidth={900 + criteria.length * 90}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="results-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('results.selectShown')}
                checked={chosen > 0 && chosen === rows.length}
                indeterminate={chosen > 0 && chosen < rows.length}
                onChange={onToggleAll}
                data-testid="results-select-all"
              />
            </Table.Th>
            <Table.Th>{t('results.columns.application')}</Table.Th>
            <Table.Th>{t('results.columns.count')}</Table.Th>
            <Table.Th>{t('results.columns.raw', { aggregation: aggregationName })}</Table.Th>
            <Table.Th>{t('results.columns.calibrated')}</Table.Th>
            <Table.Th>{t('results.columns.rawRank')}</Table.Th>
            <Table.Th>{t('results.columns.calibratedRank')}</Table.Th>
            <Table.Th>
              <Tooltip label={t('results.columns.spreadHint')} multiline maw={280}>
                <span>{t('results.columns.spread')}</span>
              </Tooltip>
            </Table.Th>
            <Table.Th>{t('results.columns.missing')}</Table.Th>
            {criteria.map((criterion) => (
              <Table.Th key={criterion._id} data-testid="results-criterion" data-criterion-id={criterion._id}>
                <Tooltip
                  label={t('results.columns.criterionHint', { aggregation: aggregationName, max: criterion.max })}
                >
                  <Text size="sm" fw={700} dir="auto" lineClamp={2} maw={140}>
                    {criterion.label}
                  </Text>
                </Tooltip>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const isSelected = selected.has(row.applicationId);
            const disagreeing = disagreements.has(row.applicationId);
            const change = rankChange(row.rawRank, row.calibratedRank);
            const byCriterion = new Map(row.criteria.map((score) => [score.criterionId, score.scores]));
            return (
              <Table.Tr
                key={row.applicationId}
                data-testid="results-row"
                data-application-id={row.applicationId}
                data-disagreement={disagreeing ? 'true' : undefined}
                bg={
                  isSelected
                    ? 'var(--mantine-primary-color-light)'
                    : disagreeing
                      ? 'var(--mantine-color-orange-light)'
                      : undefined
                }
              >
                <Table.Td>
                  <Checkbox
                    aria-label={t('applications.select', { name: row.label })}
                    checked={isSelected}
                    onChange={() => onToggle(row.applicationId)}
                    data-testid="results-row-select"
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} dir="auto">
                    {row.label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {isApplicationStatus(row.status) ? t(`applicationStatuses.${row.status}`) : row.status}
                    {row.roundName ? ` · ${row.roundName}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>{row.total.count}</Table.Td>
                <Table.Td data-testid="results-raw">
                  {formatScore(pickAggregate(row.total, aggregation), language)}
                </Table.Td>
                <Table.Td data-testid="results-calibrated">
                  <Text size="sm" fw={600}>
                    {formatScore(row.calibrated, language)}
                  </Text>
                </Table.Td>
                <Table.Td>{row.rawRank ?? '–'}</Table.Td>
                <Table.Td data-testid="results-rank-change" data-change={change ?? undefined}>
                  <Group gap={4} wrap="nowrap">
                    <span>{row.calibratedRank ?? '–'}</span>
                    {change != null && change !== 0 ? (
                      <Tooltip
                        label={t(change > 0 ? 'results.rankUp' : 'results.rankDown', { count: Math.abs(change) })}
                      >
                        <Group gap={0} wrap="nowrap" c={change > 0 ? 'green' : 'red'}>
                          {change > 0 ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />}
                          <Text span size="xs">
                            {Math.abs(change)}
                          </Text>
                        </Group>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {disagreeing ? (
                    <Tooltip label={t('results.disagreement')}>
                      <Text size="sm" c="orange" fw={700}>
                        {formatScore(row.spread, language)}
                      </Text>
                    </Tooltip>
                  ) : (
                    formatScore(row.spread, language)
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={row.missing > 0 ? 'orange' : undefined}>
                    {row.missing}
                  </Text>
                </Table.Td>
                {criteria.map((criterion) => {
                  const scores = byCriterion.get(criterion._id);
                  return (
                    <Table.Td key={criterion._id}>
                      {scores ? formatScore(pickAggregate(scores, aggregation), language) : '–'}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
