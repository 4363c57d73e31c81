import { Alert, Center, Loader, SegmentedControl, SimpleGrid, Stack, Text, Group } from '@mantine/core';
import { IconChartBar, IconCircleCheck, IconLogin2, IconMessage, IconMessageReply } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BarChartCategory } from '../../../ui/charts/bar-chart.tsx';
import { ChartCard } from '../../../ui/charts/chart-card.tsx';
import { formatShortDay } from '../../../ui/charts/short-day.ts';
import { useDateLocale } from '../../../ui/date-label.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { FileMessage } from '../components/file-message.tsx';
import { useFileFeedback } from '../hooks/use-file-feedback.ts';
import { useStartupEngagement } from '../hooks/use-startup-engagement.ts';
import { useStartupFileContext } from '../hooks/use-startup-file-context.ts';
import {
  ENGAGEMENT_METRICS,
  ENGAGEMENT_PERIODS,
  type EngagementMetric,
  engagementPeriodOf,
  engagementSeries,
  isEngagementEmpty,
} from '../utils/engagement.ts';

/** Each metric's colour (from the theme) and icon, the same on its card and in its chart. */
const METRIC_STYLE = {
  posts: { color: 'brand', Icon: IconMessage },
  replies: { color: 'orange', Icon: IconMessageReply },
  tasksDone: { color: 'teal', Icon: IconCircleCheck },
  logins: { color: 'grape', Icon: IconLogin2 },
} as const satisfies Record<EngagementMetric, { color: string; Icon: unknown }>;

/**
 * /startup/{id}/file/engagement-analytics: the startup's engagement over the last 4, 12, 26 or 52 weeks (?weeks=, 12 by
 * default): totals, then posts and replies, tasks done and sign-ins per week (issue 6).
 */
export function EngagementPage() {
  const { t, i18n } = useTranslation('startupFile');
  const { startup } = useStartupFileContext();
  const feedback = useFileFeedback();
  const locale = useDateLocale();
  const periodLabelId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const weeks = engagementPeriodOf(searchParams.get('weeks'));
  const { engagement, error } = useStartupEngagement(startup._id, weeks);

  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const formatCount = useMemo(() => {
    const format = new Intl.NumberFormat(language, { numberingSystem: 'latn' });
    return (value: number) => format.format(value);
  }, [language]);
  const categories = useMemo<BarChartCategory[]>(
    () =>
      (engagement?.weeks ?? []).map((week) => {
        const label = formatShortDay(week.weekStart, locale);
        return { key: week.weekStart, label, description: t('engagement.weekOf', { date: label }) };
      }),
    [engagement, locale, t],
  );

  const changePeriod = (value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('weeks', String(engagementPeriodOf(value)));
        return next;
      },
      { replace: true },
    );
  };

  const chart = (metrics: readonly EngagementMetric[], title: string, testId: string) => (
    <ChartCard
      title={title}
      categoryHeader={t('engagement.week')}
      categories={categories}
      series={metrics.map((metric) => ({
        key: metric,
        label: t(`engagement.metrics.${metric}`),
        color: METRIC_STYLE[metric].color,
        values: engagementSeries(engagement?.weeks ?? [], metric),
      }))}
      formatValue={formatCount}
      data-testid={testId}
    />
  );

  return (
    <Stack gap="lg" data-testid="startup-engagement">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('engagement.intro')}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={periodLabelId}>
            {t('engagement.period')}
          </Text>
          <SegmentedControl
            aria-labelledby={periodLabelId}
            value={String(weeks)}
            onChange={changePeriod}
            data={ENGAGEMENT_PERIODS.map((period) => ({
              value: String(period),
              label: t(`engagement.periods.${period}`),
            }))}
            data-testid="engagement-period"
          />
        </Stack>
      </Group>
      {error && !engagement ? (
        <Alert color="red" role="alert" data-testid="engagement-error">
          {feedback.errorMessage(error)}
        </Alert>
      ) : !engagement ? (
        <Center p="xl" data-testid="engagement-loading">
          <Loader size="sm" />
        </Center>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="engagement-totals">
            {ENGAGEMENT_METRICS.map((metric) => {
              const { color, Icon } = METRIC_STYLE[metric];
              return (
                <StatCard
                  valueTestId="engagement-stat-value"
                  key={metric}
                  label={t(`engagement.metrics.${metric}`)}
                  hint={t(`engagement.hints.${metric}`)}
                  value={engagement.totals[metric]}
                  formatted={formatCount(engagement.totals[metric])}
                  icon={<Icon size={18} />}
                  color={color}
                  testId={`engagement-total-${metric}`}
                />
              );
            })}
          </SimpleGrid>
          {isEngagementEmpty(engagement.totals) ? (
            <FileMessage
              icon={<IconChartBar size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />}
              title={t('engagement.emptyTitle')}
              body={t('engagement.emptyBody')}
              testId="engagement-empty"
            />
          ) : (
            <>
              {chart(['posts', 'replies'], t('engagement.charts.postsAndReplies'), 'engagement-chart-posts')}
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {chart(['tasksDone'], t('engagement.charts.tasksDone'), 'engagement-chart-tasks')}
                {chart(['logins'], t('engagement.charts.logins'), 'engagement-chart-logins')}
              </SimpleGrid>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
