import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../ui/charts/bar-chart.tsx';
import type { ApplicationsDashboard } from '../graphql/applications-dashboard.query.ts';
import { useNumberFormat } from '../hooks/use-number-format.ts';
import { useStageLabel } from '../hooks/use-stage-label.ts';
import { durationUnit, formatDuration, inUnit } from '../utils/dashboard.ts';

/**
 * The median and average time applications spend in each stage, in hours or days: from one change of round to the
 * next, an application still in a stage counting until now.
 */
export function TimeInStageChart({ stages }: { stages: ApplicationsDashboard['timeInStage'] }) {
  const { t } = useTranslation('applicationsAnalytics');
  const format = useNumberFormat();
  const stageLabel = useStageLabel();
  const unit = durationUnit(stages.flatMap((stage) => [stage.medianSeconds, stage.averageSeconds]));
  return (
    <>
      <BarChart
        title={t('charts.timeInStage')}
        categoryHeader={t('charts.stage')}
        categories={stages.map((stage) => ({
          key: stage.roundId ?? 'intake',
          label: stageLabel(stage),
          description: t('charts.stageApplications', {
            stage: stageLabel(stage),
            value: format.number(stage.applications),
          }),
        }))}
        series={[
          {
            key: 'median',
            label: t('charts.median'),
            color: 'indigo',
            values: stages.map((stage) => inUnit(stage.medianSeconds, unit)),
          },
          {
            key: 'average',
            label: t('charts.average'),
            color: 'gray',
            values: stages.map((stage) => inUnit(stage.averageSeconds, unit)),
          },
        ]}
        formatValue={(value) => formatDuration(value, unit, format.language)}
        height={240}
        data-testid="dashboard-time-chart"
      />
      <Text size="xs" c="dimmed">
        {t('charts.timeNote')}
      </Text>
    </>
  );
}
