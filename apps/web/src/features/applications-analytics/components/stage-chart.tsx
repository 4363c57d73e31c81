import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../ui/charts/bar-chart.tsx';
import type { DashboardStage } from '../graphql/applications-dashboard.query.ts';
import { useNumberFormat } from '../hooks/use-number-format.ts';
import { useStageLabel } from '../hooks/use-stage-label.ts';

/** Applications per stage now: the intake (not a round) first, then the rounds in their order. */
export function StageChart({ stages }: { stages: readonly DashboardStage[] }) {
  const { t } = useTranslation('applicationsAnalytics');
  const format = useNumberFormat();
  const stageLabel = useStageLabel();
  return (
    <BarChart
      title={t('charts.byStage')}
      categoryHeader={t('charts.stage')}
      categories={stages.map((stage) => ({ key: stage.roundId ?? 'intake', label: stageLabel(stage) }))}
      series={[
        { key: 'applications', label: t('charts.applications'), color: 'teal', values: stages.map((s) => s.count) },
      ]}
      formatValue={format.number}
      height={240}
      data-testid="dashboard-stage-chart"
    />
  );
}
