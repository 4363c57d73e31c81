import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StartupAssessmentRound } from '../graphql/startup-assessment.query.ts';
import { type AssessmentChartRow, assessmentChartRows, formatScore } from '../utils/assessment.ts';
import { AssessmentChart } from './assessment-chart.tsx';

/**
 * The file of an application (its index opens its activities). Spelt out here: the application file's own helper
 * would be an import circle, since the application file already imports the startup file.
 */
const applicationFilePath = (applicationId: string) => `/application/${encodeURIComponent(applicationId)}`;

/**
 * One evaluation round an application of the startup went through: the number of reviews, the average total out
 * of the round's maximum, the criteria's averages as bars and their scores in a table.
 */
export function AssessmentRoundCard({
  round,
  formatScoreValue,
  formatCount,
}: {
  round: StartupAssessmentRound;
  formatScoreValue: (value: number) => string;
  formatCount: (value: number) => string;
}) {
  const { t } = useTranslation('startupFile');
  const titleId = useId();
  const rows = useMemo(() => assessmentChartRows(round.criteria), [round.criteria]);
  const score = (value: number | null | undefined) => formatScore(value, formatScoreValue);
  const describe = (row: AssessmentChartRow) =>
    t('assessment.averageOutOf', { average: score(row.average), max: score(row.max) });

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="assessment-round"
      data-round-id={round.roundId}
      data-application-id={round.applicationId}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={3} size="h4" id={titleId} data-testid="assessment-round-title">
              <bdi>{round.roundName}</bdi> — <bdi>{round.funnelName}</bdi>
            </Title>
            <Group gap="xs">
              <Badge
                variant="light"
                color="gray"
                tt="none"
                data-testid="assessment-review-count"
                data-value={round.reviewCount}
              >
                {t('assessment.reviews', { reviews: formatCount(round.reviewCount) })}
              </Badge>
              <Anchor component={Link} to={applicationFilePath(round.applicationId)} size="sm">
                {t('assessment.openApplication')}
              </Anchor>
            </Group>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed" fw={500}>
              {t('assessment.totalAverage')}
            </Text>
            <Text fz={24} fw={700} lh={1.2} data-testid="assessment-total" data-value={round.total.average ?? ''}>
              <span aria-hidden>
                {score(round.total.average)}
                <Text span fz="md" fw={500} c="dimmed">
                  {` / ${score(round.maxScore)}`}
                </Text>
              </span>
              <VisuallyHidden>
                {t('assessment.averageOutOf', { average: score(round.total.average), max: score(round.maxScore) })}
              </VisuallyHidden>
            </Text>
          </Stack>
        </Group>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="assessment-no-criteria">
            {t('assessment.noCriteria')}
          </Text>
        ) : (
          <>
            <AssessmentChart
              title={t('assessment.chartTitle')}
              rows={rows}
              labels={{ average: t('assessment.columns.average'), rest: t('assessment.rest') }}
              formatValue={formatScoreValue}
              describe={describe}
              data-testid="assessment-chart"
            />
            <Table.ScrollContainer minWidth={560}>
              <Table
                verticalSpacing="xs"
                striped
                aria-label={t('assessment.tableCaption')}
                data-testid="assessment-criteria"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('assessment.columns.criterion')}</Table.Th>
                    <Table.Th scope="col">{t('assessment.columns.average')}</Table.Th>
                    <Table.Th scope="col">{t('assessment.columns.median')}</Table.Th>
                    <Table.Th scope="col">{t('assessment.columns.min')}</Table.Th>
                    <Table.Th scope="col">{t('assessment.columns.max')}</Table.Th>
                    <Table.Th scope="col">{t('assessment.columns.count')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {round.criteria.map((criterion) => (
                    <Table.Tr key={criterion._id} data-testid="assessment-criterion" data-criterion-id={criterion._id}>
                      <Table.Th scope="row" fw={500}>
                        <bdi>{criterion.label}</bdi>
                        <Text span size="xs" c="dimmed" ms={6}>
                          {t('assessment.scale', { max: score(criterion.max) })}
                        </Text>
                      </Table.Th>
                      <Table.Td data-testid="assessment-criterion-average">{score(criterion.scores.average)}</Table.Td>
                      <Table.Td>{score(criterion.scores.median)}</Table.Td>
                      <Table.Td>{score(criterion.scores.min)}</Table.Td>
                      <Table.Td>{score(criterion.scores.max)}</Table.Td>
                      <Table.Td>{formatCount(criterion.scores.count)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Paper>
  );
}
