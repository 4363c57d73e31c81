import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../ui/charts/bar-chart.tsx';
import type { CustomFieldStats } from '../graphql/custom-field-analytics.query.ts';
import { useNumberFormats } from '../hooks/use-number-formats.ts';
import { bucketLabel, dateBuckets } from '../utils/field-stats.ts';

/** The answers of a date field counted by month (by year over a long span), oldest first. */
export function MonthChart({ months }: { months: CustomFieldStats['months'] }) {
  const { t } = useTranslation('fields');
  const formats = useNumberFormats();
  const { unit, buckets } = dateBuckets(months);
  return (
    <BarChart
      title={t(unit === 'month' ? 'analytics.byMonth' : 'analytics.byYear')}
      categoryHeader={t(unit === 'month' ? 'analytics.month' : 'analytics.year')}
      categories={buckets.map((bucket) => ({
        key: bucket.key,
        label: bucketLabel(bucket.key, formats.language, 'short'),
        description: bucketLabel(bucket.key, formats.language, 'long'),
      }))}
      series={[{ key: 'answers', label: t('analytics.answers'), color: 'blue', values: buckets.map((b) => b.count) }]}
      height={200}
      formatValue={formats.number}
      data-testid="field-month-chart"
    />
  );
}
