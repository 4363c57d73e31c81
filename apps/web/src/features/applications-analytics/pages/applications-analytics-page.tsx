import '@mantine/dates/styles.css';
import { Alert, Button, Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { ConversionChart } from '../components/conversion-chart.tsx';
import { DailyChart } from '../components/daily-chart.tsx';
import { DashboardFilters } from '../components/dashboard-filters.tsx';
import { ExportApplicationsMenu } from '../components/export-applications-menu.tsx';
import { NumberCards } from '../components/number-cards.tsx';
import { QuestionChart } from '../components/question-chart.tsx';
import { StageChart } from '../components/stage-chart.tsx';
import { StatusChart } from '../components/status-chart.tsx';
import { TimeInStageChart } from '../components/time-in-stage-chart.tsx';
import { useApplicationsDashboard } from '../hooks/use-applications-dashboard.ts';
import { useDashboardFilter } from '../hooks/use-dashboard-filter.ts';

/**
 * /applications/analytics (spec 01 §2.3; APPLICATION_DASHBOARD, flag applicationsDashboard): the applications the
 * viewer reaches as staff, per status, round and day, the conversion from round to round, the time spent in each
 * round and the answers to the intake's choice questions, for one funnel (or all) and a period.
 */
export function ApplicationsAnalyticsPage() {
  const { t } = useTranslation(['applicationsAnalytics', 'errors']);
  usePageTitle(t('applicationsAnalytics:page.title'));
  const [filter, setFilter] = useDashboardFilter();
  const { dashboard, error, fetching, retry } = useApplicationsDashboard(filter);
  const funnelChosen = Boolean(dashboard?.funnel);
  return (
    <Container size={1280} py="lg" data-testid="applications-analytics-page">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4} maw={720}>
            <Title order={1} size="h2">
              {t('applicationsAnalytics:page.title')}
            </Title>
            <Text c="dimmed">{t('applicationsAnalytics:page.subtitle')}</Text>
          </Stack>
          <ExportApplicationsMenu filter={{ funnelIds: filter.funnelId ? [filter.funnelId] : null }} />
        </Group>
        <DashboardFilters
          funnels={dashboard?.funnels ?? []}
          filter={filter}
          timezone={dashboard?.timezone ?? null}
          onChange={setFilter}
        />
        {error && !dashboard ? (
          <Alert color="red" role="alert" data-testid="dashboard-error">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{graphqlErrorMessage(error, (key) => t(`errors:${key}`))}</Text>
              <Button size="xs" variant="light" color="red" onClick={retry}>
                {t('applicationsAnalytics:page.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : !dashboard ? (
          <Center p="xl">
            <Loader />
          </Center>
        ) : (
          <Stack gap="lg" data-testid="dashboard" data-funnel={dashboard.funnel?._id ?? ''} aria-busy={fetching}>
            <NumberCards dashboard={dashboard} />
            {dashboard.total === 0 ? (
              <Text c="dimmed" data-testid="dashboard-empty">
                {t('applicationsAnalytics:empty.noApplications')}
              </Text>
            ) : null}
            <Paper withBorder radius="md" p="md">
              <StatusChart byStatus={dashboard.byStatus} />
            </Paper>
            {funnelChosen ? (
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                <Paper withBorder radius="md" p="md">
                  <StageChart stages={dashboard.byStage} />
                </Paper>
                <Paper withBorder radius="md" p="md">
                  <ConversionChart steps={dashboard.conversion} />
                </Paper>
              </SimpleGrid>
            ) : (
              <Paper withBorder radius="md" p="md">
                <Text c="dimmed" ta="center" data-testid="dashboard-choose-funnel">
                  {t('applicationsAnalytics:empty.chooseFunnel')}
                </Text>
              </Paper>
            )}
            {dashboard.days.length > 0 ? (
              <Paper withBorder radius="md" p="md">
                <DailyChart days={dashboard.days} />
              </Paper>
            ) : null}
            {funnelChosen ? (
              <>
                <Paper withBorder radius="md" p="md">
                  <TimeInStageChart stages={dashboard.timeInStage} />
                </Paper>
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('applicationsAnalytics:charts.questions')}
                  </Title>
                  {dashboard.questions.length === 0 ? (
                    <Text c="dimmed" data-testid="dashboard-no-questions">
                      {t('applicationsAnalytics:empty.noQuestions')}
                    </Text>
                  ) : (
                    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                      {dashboard.questions.map((question) => (
                        <QuestionChart key={question.questionId} question={question} />
                      ))}
                    </SimpleGrid>
                  )}
                </Stack>
              </>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
