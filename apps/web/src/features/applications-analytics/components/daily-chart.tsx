import { useDirection } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationsDashboard } from '../graphql/applications-dashboard.query.ts';
import { useNumberFormat } from '../hooks/use-number-format.ts';
import { dayLabels } from '../utils/dashboard.ts';
import { ChartFigure } from './chart-figure.tsx';

// Recharts comes with the first chart the page draws, in its own chunk.
const AreaChartPlot = lazy(() => import('../charts/area-chart-plot.tsx').then((m) => ({ default: m.AreaChartPlot })));

const HEIGHT = 260;

/** Applications started and submitted per day, in the organisation's time zone. */
export function DailyChart({ days }: { days: ApplicationsDashboard['days'] }) {
  const { t } = useTranslation('applicationsAnalytics');
  const format = useNumberFormat();
  const { dir } = useDirection();
  const labels = new Map(days.map((day) => [day.day, dayLabels(day.day, format.language)]));
  const series = [
    { key: 'created', label: t('charts.created'), color: 'blue' },
    { key: 'submitted', label: t('charts.submitted'), color: 'teal' },
  ] as const;
  return (
    <ChartFigure
      title={t('charts.byDay')}
      legend={series}
      height={HEIGHT}
      table={{
        header: [t('charts.day'), t('charts.created'), t('charts.submitted')],
        rows: days.map((day) => [
          labels.get(day.day)?.long ?? day.day,
          format.number(day.created),
          format.number(day.submitted),
        ]),
      }}
      data-testid="dashboard-daily-chart"
    >
      {(titleId) => (
        <AreaChartPlot
          titleId={titleId}
          title={t('charts.byDay')}
          data={days.map((day) => ({ day: day.day, created: day.created, submitted: day.submitted }))}
          categoryKey="day"
          series={series}
          height={HEIGHT}
          rtl={dir === 'rtl'}
          labelOf={(key) => labels.get(key)?.short ?? key}
          describe={(key) => labels.get(key)?.long ?? key}
          formatValue={format.number}
        />
      )}
    </ChartFigure>
  );
}
