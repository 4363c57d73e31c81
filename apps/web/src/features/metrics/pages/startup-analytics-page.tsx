import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  useDirection,
  VisuallyHidden,
} from '@mantine/core';
import { IconChartLine, IconFileSpreadsheet } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { StartupAnalyticsQuery, type StartupMetricSeries } from '../graphql/startup-analytics.query.ts';
import { CorrectValueButton } from '../components/correct-value-button.tsx';
import { useMetricText } from '../hooks/use-metric-text.ts';
import { localizedText } from '../utils/form-fields.ts';
import {
  formatDateValue,
  formatMetricNumber,
  isChartable,
  periodRangeLabel,
  seriesChartData,
  seriesFileRows,
} from '../utils/startup-analytics.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { analyticsFileName, analyticsWorkbook } from '../../../lib/analytics-xlsx.ts';

const AnalyticsPlot = lazy(() =>
  import('../charts/startup-analytics-plot.tsx').then((m) => ({ default: m.AnalyticsPlot })),
);

type ChartKind = 'line' | 'bar';

/**
 * /startup/{id}/file/analytics (issue 17): each metric the startup reported, over time, as a line or bar chart with
 * its periods in a table under it; money in the currency it was reported in (the organisation's). The periods of
 * every metric download as an XLSX file. Staff and the startup's founders, as the server allows.
 */
export function StartupAnalyticsPage() {
  const { t, i18n } = useTranslation('metrics');
  const { id = '' } = useParams();
  const { dir } = useDirection();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const text = useMetricText();
  const [kind, setKind] = useState<ChartKind>('line');
  const [exporting, setExporting] = useState(false);
  const [{ data, error, fetching }] = useQuery({ query: StartupAnalyticsQuery, variables: { startupId: id } });
  const currency = data?.incubator.currency ?? 'USD';
  const series = data?.startupMetricSeries ?? [];

  const download = async () => {
    setExporting(true);
    try {
      const rows = series.flatMap((s) =>
        seriesFileRows(s.points, s.metric.unitOfMeasure.unitType, currency).map((cells) => [
          localizedText(s.metric.name, language),
          unitLabel(s),
          ...cells,
        ]),
      );
      const title = t('analytics.startup.fileTitle');
      const blob = await analyticsWorkbook([
        {
          name: title,
          header: [
            t('analytics.columns.metric'),
            t('analytics.columns.unit'),
            t('analytics.columns.periodStart'),
            t('analytics.columns.periodEnd'),
            t('analytics.columns.value'),
            t('analytics.columns.currency'),
          ],
          rows,
        },
      ]);
      saveBlob(blob, analyticsFileName(title, new Date().toISOString().slice(0, 10)));
    } finally {
      setExporting(false);
    }
  };

  const unitLabel = (s: StartupMetricSeries) =>
    s.metric.unitOfMeasure.unitType === 'CUSTOM' && s.metric.unitOfMeasure.customName
      ? s.metric.unitOfMeasure.customName
      : t(`analytics.units.${s.metric.unitOfMeasure.unitType}`);

  if (error && !data) {
    return (
      <Alert color="red" role="alert" data-testid="startup-analytics-error">
        {text.errorMessage(error)}
      </Alert>
    );
  }
  if (!data || fetching) {
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Stack gap="lg" data-testid="startup-analytics">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('analytics.startup.intro')}
        </Text>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t('analytics.chartType')}
            value={kind}
            onChange={(value) => setKind(value === 'bar' ? 'bar' : 'line')}
            data={[
              { value: 'line', label: t('analytics.chartTypes.line') },
              { value: 'bar', label: t('analytics.chartTypes.bar') },
            ]}
            data-testid="startup-analytics-kind"
          />
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            onClick={() => void download()}
            loading={exporting}
            disabled={series.length === 0}
            data-testid="startup-analytics-export"
          >
            {t('analytics.exportXlsx')}
          </Button>
        </Group>
      </Group>
      {series.length === 0 ? (
        <Stack align="center" gap="xs" p="xl" data-testid="startup-analytics-empty">
          <IconChartLine size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text fw={600}>{t('analytics.startup.emptyTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('analytics.startup.emptyBody')}
          </Text>
        </Stack>
      ) : (
        series.map((s) => (
          <MetricSeriesCard
            key={s.metric._id}
            series={s}
            kind={kind}
            currency={currency}
            language={language}
            rtl={dir === 'rtl'}
            unit={unitLabel(s)}
          />
        ))
      )}
    </Stack>
  );
}

function MetricSeriesCard({
  series,
  kind,
  currency,
  language,
  rtl,
  unit,
}: {
  series: StartupMetricSeries;
  kind: ChartKind;
  currency: string;
  language: string;
  rtl: boolean;
  unit: string;
}) {
  const { t } = useTranslation('metrics');
  const unitType = series.metric.unitOfMeasure.unitType;
  const name = localizedText(series.metric.name, language);
  const chartData = useMemo(() => seriesChartData(series.points), [series.points]);
  const label = (period: string) => {
    const point = series.points.find((p) => p.from === period);
    return point ? periodRangeLabel(point.from, point.to, language) : period;
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="startup-analytics-metric">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {name}
        </Title>
        <Text size="xs" c="dimmed">
          {unit}
        </Text>
      </Group>
      {isChartable(unitType) ? (
        <Suspense fallback={<div style={{ blockSize: 240 }} />}>
          <div data-testid="startup-analytics-chart">
            <AnalyticsPlot
              kind={kind}
              title={name}
              data={chartData}
              series={[{ key: 'value', label: name }]}
              height={240}
              rtl={rtl}
              labelOf={label}
              formatValue={(value) => formatMetricNumber(value, unitType, currency, language)}
            />
          </div>
        </Suspense>
      ) : null}
      <Table.ScrollContainer minWidth={320} mt="sm">
        <Table striped withTableBorder data-testid="startup-analytics-periods">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analytics.columns.period')}</Table.Th>
              <Table.Th style={{ textAlign: 'end' }}>{t('analytics.columns.value')}</Table.Th>
              {series.points.some((point) => point.canCorrect) ? (
                <Table.Th style={{ inlineSize: 40 }}>
                  <VisuallyHidden>{t('analytics.correct.column')}</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...series.points].reverse().map((point) => (
              <Table.Tr key={point.from} data-testid="startup-analytics-period">
                <Table.Td>{periodRangeLabel(point.from, point.to, language)}</Table.Td>
                <Table.Td style={{ textAlign: 'end' }}>
                  {unitType === 'DATE'
                    ? formatDateValue(point.dateValue, language)
                    : formatMetricNumber(point.value, unitType, point.currency ?? currency, language)}
                </Table.Td>
                {point.canCorrect ? (
                  <Table.Td>
                    <CorrectValueButton
                      metricDataId={point._id}
                      metricName={name}
                      period={periodRangeLabel(point.from, point.to, language)}
                      current={unitType === 'DATE' ? (point.dateValue ?? '') : (point.value ?? '')}
                    />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
