import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../ui/charts/bar-chart.tsx';
import type { ApplicationsDashboard } from '../graphql/applications-dashboard.query.ts';
import { useNumberFormat } from '../hooks/use-number-format.ts';
import { orderedStatuses } from '../utils/dashboard.ts';

/** Applications per status, in the order of the vocabulary: the statuses that hold some (all of them when none do). */
export function StatusChart({ byStatus }: { byStatus: ApplicationsDashboard['byStatus'] }) {
  const { t } = useTranslation('applicationsAnalytics');
  const format = useNumberFormat();
  const held = byStatus.filter((row) => row.count > 0);
  const rows = orderedStatuses(held.length > 0 ? held : byStatus);
  return (
    <BarChart
      title={t('charts.byStatus')}
      categoryHeader={t('charts.status')}
      categories={rows.map((row) => ({ key: row.status, label: t(`statuses.${row.status}`) }))}
      series={[
        { key: 'applications', label: t('charts.applications'), color: 'blue', values: rows.map((row) => row.count) },
      ]}
      formatValue={format.number}
      height={240}
      data-testid="dashboard-status-chart"
    />
  );
}
