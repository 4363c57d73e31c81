import { METRIC_AGGREGATIONS, type MetricAggregation } from '@cohort/shared';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  useDirection,
} from '@mantine/core';
import { IconChartBar, IconFileSpreadsheet } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { PortfolioAnalyticsFlags } from '../components/portfolio-analytics-flags.tsx';
import { PortfolioAnalyticsMetricsQuery, PortfolioAnalyticsQuery } from '../graphql/portfolio-analytics.query.ts';
import { useMetricText } from '../hooks/use-metric-text.ts';
import { localizedText } from '../utils/form-fields.ts';
import {
  AGGREGATIONS_KEEPING_UNIT,
  aggregateChartData,
  aggregateFileRows,
  aggregateGroups,
  aggregateValue,
  isPeriodStart,
  latestPeriod,
  PORTFOLIO_CHART_TYPES,
  PORTFOLIO_GROUPINGS,
  type PortfolioChartType,
  type PortfolioGrouping,
  periodFigures,
} from '../utils/portfolio-analytics.ts';
import { formatMetricNumber, periodRangeLabel } from '../utils/startup-analytics.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { analyticsFileName, analyticsWorkbook } from '../../../lib/analytics-xlsx.ts';

const AnalyticsPlot = lazy(() =>
  import('../charts/startup-analytics-plot.tsx').then((m) => ({ default: m.AnalyticsPlot })),
);

/**
 * /startups/analytics (issue 17): one metric across the portfolio over time: an aggregation (average, count, max,
 * median, min, sum) per programme, industry, tag or cohort, as bars over the periods, a pie or numbers of the latest
 * period, the figures in a table and an XLSX file. Staff with METRICS/EDIT:VIEW (the server decides whose data).
 */
export function PortfolioAnalyticsPage() {
  const { t, i18n } = useTranslation('metrics');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const { dir } = useDirection();
  const text = useMetricText();
  const [{ data: metricsData, error: metricsError }] = useQuery({ query: PortfolioAnalyticsMetricsQuery });
  const [chosenMetric, setMetricId] = useState<string | null>(null);
  const [aggregation, setAggregation] = useState<MetricAggregation>('sum');
  const [groupBy, setGroupBy] = useState<PortfolioGrouping>('portfolio');
  const [chart, setChart] = useState<PortfolioChartType>('bar');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [exporting, setExporting] = useState(false);

  const metrics = useMemo(
    () =>
      (metricsData?.metrics ?? [])
        .filter((m) => m.unitOfMeasure.unitType !== 'DATE')
        .map((m) => ({ ...m, label: localizedText(m.name, language) })),
    [metricsData, language],
  );
  const metricId = chosenMetric ?? metrics.find((m) => !m.archived)?._id ?? metrics[0]?._id ?? null;
  const metric = metrics.find((m) => m._id === metricId) ?? null;
  const currency = metricsData?.incubator.currency ?? 'USD';
  const range = { from: isPeriodStart(from) ? `${from}-01` : null, to: isPeriodStart(to) ? `${to}-01` : null };
  const [{ data, error, fetching }] = useQuery({
    query: PortfolioAnalyticsQuery,
    variables: { metricId: metricId ?? '', groupBy, from: range.from, to: range.to },
    pause: !metricId,
  });
  const rows = data?.metricAggregates ?? [];
  const groups = useMemo(() => aggregateGroups(rows), [rows]);
  const latest = latestPeriod(rows);
  const figures = useMemo(() => periodFigures(rows, aggregation, latest), [rows, aggregation, latest]);
  const chartData = useMemo(() => aggregateChartData(rows, aggregation), [rows, aggregation]);

  const unitType = metric?.unitOfMeasure.unitType ?? 'CUSTOM';
  const format = (value: number | null) =>
    AGGREGATIONS_KEEPING_UNIT.includes(aggregation)
      ? formatMetricNumber(value, unitType, currency, language)
      : formatMetricNumber(value, 'CUSTOM', currency, language);
  const monthLabel = (period: string) => periodRangeLabel(period, period, language);
  const groupName = (name: string) => (groupBy === 'portfolio' ? t('analytics.portfolio.allStartups') : name);

  const download = async () => {
    if (!metric) return;
    setExporting(true);
    try {
      const title = `${metric.label} - ${t(`analytics.groupings.${groupBy}`)}`;
      const blob = await analyticsWorkbook([
        {
          name: metric.label,
          header: [
            t('analytics.columns.periodStart'),
            t('analytics.columns.group'),
            ...METRIC_AGGREGATIONS_IN_FILE.map((a) => t(`analytics.aggregations.${a}`)),
          ],
          rows: aggregateFileRows(rows).map(([period, group, ...rest]) => [
            period ?? null,
            groupName(String(group)),
            ...rest,
          ]),
        },
      ]);
      saveBlob(blob, analyticsFileName(title, new Date().toISOString().slice(0, 10)));
    } finally {
      setExporting(false);
    }
  };

  if (metricsError && !metricsData) {
    return (
      <Alert color="red" role="alert" m="md" data-testid="portfolio-analytics-error">
        {text.errorMessage(metricsError)}
      </Alert>
    );
  }
  // Reading across the portfolio is the plan feature DATA_ASSETS (the server refuses it outside the plan).
  if (metricsData && !metricsData.incubator.planInfo.features.includes('DATA_ASSETS')) {
    return (
      <Alert color="gray" m="md" data-testid="portfolio-analytics-not-in-plan">
        {t('analytics.portfolio.notInPlan')}
      </Alert>
    );
  }
  const chartTitle = metric
    ? t('analytics.portfolio.chartTitle', {
        aggregation: t(`analytics.aggregations.${aggregation}`),
        metric: metric.label,
        grouping: t(`analytics.groupings.${groupBy}`),
      })
    : '';

  return (
    <Stack gap="lg" p="md" data-testid="portfolio-analytics">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('analytics.portfolio.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('analytics.portfolio.intro')}
        </Text>
      </Stack>
      {!metricsData ? (
        <Center p="xl">
          <Loader size="sm" />
        </Center>
      ) : metrics.length === 0 ? (
        <Stack align="center" gap="xs" p="xl" data-testid="portfolio-analytics-no-metrics">
          <IconChartBar size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text fw={600}>{t('analytics.portfolio.noMetrics')}</Text>
        </Stack>
      ) : (
        <>
          <Paper withBorder p="md" radius="md">
            <Group align="flex-end" gap="md" wrap="wrap">
              <Select
                label={t('analytics.portfolio.metric')}
                data={metrics.map((m) => ({
                  value: m._id,
                  label: m.archived ? t('analytics.portfolio.archived', { name: m.label }) : m.label,
                }))}
                value={metricId}
                onChange={(value) => value && setMetricId(value)}
                allowDeselect={false}
                searchable
                w={260}
                data-testid="portfolio-analytics-metric"
              />
              <Select
                label={t('analytics.portfolio.aggregation')}
                data={METRIC_AGGREGATIONS.map((a) => ({ value: a, label: t(`analytics.aggregations.${a}`) }))}
                value={aggregation}
                onChange={(value) => value && setAggregation(value as MetricAggregation)}
                allowDeselect={false}
                w={160}
                data-testid="portfolio-analytics-aggregation"
              />
              <Select
                label={t('analytics.portfolio.groupBy')}
                data={PORTFOLIO_GROUPINGS.map((g) => ({ value: g, label: t(`analytics.groupings.${g}`) }))}
                value={groupBy}
                onChange={(value) => value && setGroupBy(value as PortfolioGrouping)}
                allowDeselect={false}
                w={180}
                data-testid="portfolio-analytics-group-by"
              />
              <TextInput
                label={t('analytics.portfolio.from')}
                type="month"
                value={from}
                onChange={(event) => setFrom(event.currentTarget.value)}
                w={170}
                data-testid="portfolio-analytics-from"
              />
              <TextInput
                label={t('analytics.portfolio.to')}
                type="month"
                value={to}
                onChange={(event) => setTo(event.currentTarget.value)}
                w={170}
                data-testid="portfolio-analytics-to"
              />
              <Button
                variant="default"
                leftSection={<IconFileSpreadsheet size={16} />}
                onClick={() => void download()}
                loading={exporting}
                disabled={rows.length === 0}
                data-testid="portfolio-analytics-export"
              >
                {t('analytics.exportXlsx')}
              </Button>
            </Group>
          </Paper>
          {error && !data ? (
            <Alert color="red" role="alert" data-testid="portfolio-analytics-error">
              {text.errorMessage(error)}
            </Alert>
          ) : !data || fetching ? (
            <Center p="xl">
              <Loader size="sm" />
            </Center>
          ) : rows.length === 0 ? (
            <Text c="dimmed" ta="center" p="xl" data-testid="portfolio-analytics-empty">
              {t('analytics.portfolio.empty')}
            </Text>
          ) : (
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" mb="sm" wrap="wrap">
                <Title order={2} size="h5">
                  {chartTitle}
                </Title>
                <SegmentedControl
                  aria-label={t('analytics.chartType')}
                  value={chart}
                  onChange={(value) => setChart(value as PortfolioChartType)}
                  data={PORTFOLIO_CHART_TYPES.map((c) => ({ value: c, label: t(`analytics.chartTypes.${c}`) }))}
                  data-testid="portfolio-analytics-chart-type"
                />
              </Group>
              {chart === 'number' ? (
                <Stack gap="xs">
                  <Text size="sm" c="dimmed">
                    {t('analytics.portfolio.latest', { period: latest ? monthLabel(latest) : '' })}
                  </Text>
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} data-testid="portfolio-analytics-numbers">
                    {figures.map((figure) => (
                      <Paper key={figure.key} withBorder p="md" radius="md" data-testid="portfolio-analytics-number">
                        <Text size="xs" c="dimmed">
                          {groupName(figure.name)}
                        </Text>
                        <Text fw={700} size="xl">
                          {format(figure.value)}
                        </Text>
                      </Paper>
                    ))}
                  </SimpleGrid>
                </Stack>
              ) : (
                <Suspense fallback={<div style={{ blockSize: 320 }} />}>
                  {chart === 'pie' ? (
                    <Text size="sm" c="dimmed" mb="xs">
                      {t('analytics.portfolio.latest', { period: latest ? monthLabel(latest) : '' })}
                    </Text>
                  ) : null}
                  <div data-testid="portfolio-analytics-chart">
                    <AnalyticsPlot
                      kind={chart}
                      title={chartTitle}
                      data={
                        chart === 'pie' ? figures.map((f) => ({ name: groupName(f.name), value: f.value })) : chartData
                      }
                      series={groups.map((g) => ({ key: g.key, label: groupName(g.name) }))}
                      height={320}
                      rtl={dir === 'rtl'}
                      labelOf={monthLabel}
                      formatValue={format}
                    />
                  </div>
                </Suspense>
              )}
              <Table.ScrollContainer minWidth={360} mt="md">
                <Table striped withTableBorder data-testid="portfolio-analytics-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('analytics.columns.period')}</Table.Th>
                      <Table.Th>{t('analytics.columns.group')}</Table.Th>
                      <Table.Th style={{ textAlign: 'end' }}>{t(`analytics.aggregations.${aggregation}`)}</Table.Th>
                      <Table.Th style={{ textAlign: 'end' }}>{t('analytics.columns.startups')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {[...rows]
                      .sort(
                        (a, b) => b.periodFrom.localeCompare(a.periodFrom) || a.groupName.localeCompare(b.groupName),
                      )
                      .map((row) => (
                        <Table.Tr
                          key={`${row.periodFrom}:${row.groupId ?? row.groupName}`}
                          data-testid="portfolio-analytics-row"
                        >
                          <Table.Td>{monthLabel(row.periodFrom)}</Table.Td>
                          <Table.Td>{groupName(row.groupName)}</Table.Td>
                          <Table.Td style={{ textAlign: 'end' }} data-testid="portfolio-analytics-value">
                            {format(aggregateValue(row, aggregation))}
                          </Table.Td>
                          <Table.Td style={{ textAlign: 'end' }}>{row.count}</Table.Td>
                        </Table.Tr>
                      ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
          {metric ? <PortfolioAnalyticsFlags metricId={metric._id} unitType={unitType} currency={currency} /> : null}
        </>
      )}
    </Stack>
  );
}

/** The aggregations in the file's columns, in the order of `aggregateFileRows`. */
const METRIC_AGGREGATIONS_IN_FILE = ['count', 'sum', 'average', 'median', 'min', 'max'] as const;
