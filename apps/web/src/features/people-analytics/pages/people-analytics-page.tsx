import { ERROR_CODES } from '@cohort/shared';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFileSpreadsheet, IconLogin2, IconMailForward, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import type { BarChartCategory } from '../../../ui/charts/bar-chart.tsx';
import { ChartCard } from '../../../ui/charts/chart-card.tsx';
import { formatShortDay } from '../../../ui/charts/short-day.ts';
import { useDateLocale } from '../../../ui/date-label.tsx';
import { roleLabelKey } from '../../people/index.ts';
import { StatCard } from '../../../ui/stat-card.tsx';
import { PeopleAnalyticsQuery } from '../graphql/people-analytics.query.ts';
import {
  completionPercent,
  defaultRange,
  nonEmptyByCount,
  PEOPLE_ANALYTICS_WEEKS_MAX,
  rangeProblem,
  statusCounts,
} from '../utils/people-analytics.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { type AnalyticsSheet, analyticsWorkbook } from '../../../lib/analytics-xlsx.ts';

/** The weekly series of the two time charts, with their colours. */
const SIGN_IN_SERIES = [
  { key: 'signIns', color: 'grape' },
  { key: 'peopleSignedIn', color: 'brand' },
] as const;
const ACTIVITY_SERIES = [
  { key: 'posts', color: 'brand' },
  { key: 'tasksDone', color: 'teal' },
  { key: 'changes', color: 'orange' },
] as const;
/** A weekly figure of the two time charts. */
type WeekFigure = (typeof SIGN_IN_SERIES)[number]['key'] | (typeof ACTIVITY_SERIES)[number]['key'];
/** The key of the "no programme" group in the programme chart and the file. */
const NO_PROGRAM = '__none';

/**
 * /community/people/analytics (issue 17 point 8, spec 01 §2.3 "user analytics"): the organisation's people by role,
 * status, tag and programme, how many active people completed their profile, and sign-ins and activity per week over
 * a range; filters by roles, programmes and dates; the figures as an XLSX file. For staff who manage users (the
 * server decides).
 */
export function PeopleAnalyticsPage() {
  const { t, i18n } = useTranslation(['peopleAnalytics', 'common', 'errors']);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const locale = useDateLocale();
  const initial = useMemo(() => defaultRange(), []);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [programIds, setProgramIds] = useState<string[]>([]);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [exporting, setExporting] = useState(false);
  const problem = rangeProblem(from, to);

  const [{ data, error, fetching }] = useQuery({
    query: PeopleAnalyticsQuery,
    variables: { roleIds, programIds, from, to },
    pause: problem !== null,
  });
  // The last figures stay on screen (and give the filters their options) while new ones load.
  const last = useRef(data?.peopleAnalytics ?? null);
  if (data?.peopleAnalytics) last.current = data.peopleAnalytics;
  const figures = data?.peopleAnalytics ?? last.current;

  const formatCount = useMemo(() => {
    const format = new Intl.NumberFormat(language, { numberingSystem: 'latn' });
    return (value: number) => format.format(value);
  }, [language]);
  const formatPercent = useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'percent', numberingSystem: 'latn' });
    return (value: number) => format.format(value / 100);
  }, [language]);
  const roleName = (role: { label: string; extra: string | null }) => {
    const key = roleLabelKey({ type: role.extra ?? '', label: role.label });
    return key ? t(`common:people.roleTypes.${key}`) : role.label;
  };
  const statusName = (status: string) => t(`peopleAnalytics:statuses.${status as 'active'}`);
  const weekCategories = useMemo<BarChartCategory[]>(
    () =>
      (figures?.weeks ?? []).map((week) => {
        const label = formatShortDay(week.weekStart, locale);
        return { key: week.weekStart, label, description: t('peopleAnalytics:weekOf', { date: label }) };
      }),
    [figures, locale, t],
  );

  const roles = figures ? nonEmptyByCount(figures.byRole) : [];
  const statuses = figures ? statusCounts(figures.byStatus) : [];
  const tags = figures ? nonEmptyByCount(figures.byTag) : [];
  const programmes = figures
    ? [
        ...nonEmptyByCount(figures.byProgram),
        ...(figures.withoutProgram > 0
          ? [{ key: NO_PROGRAM, label: t('peopleAnalytics:noProgram'), count: figures.withoutProgram }]
          : []),
      ]
    : [];
  const percent = figures ? completionPercent(figures.completeProfiles, figures.activePeople) : null;
  const signIns = (figures?.weeks ?? []).reduce((sum, week) => sum + week.signIns, 0);

  /** The categories and series of a chart of people counted per group. */
  const countChart = (rows: readonly { key: string; name: string; count: number }[], color: string) => ({
    categories: rows.map((row) => ({ key: row.key, label: row.name })),
    series: [{ key: 'count', label: t('peopleAnalytics:columns.people'), color, values: rows.map((row) => row.count) }],
    formatValue: formatCount,
  });
  /** The categories and series of a chart of weekly figures. */
  const weekChart = (series: readonly { key: WeekFigure; color: string }[]) => ({
    categoryHeader: t('peopleAnalytics:columns.week'),
    categories: weekCategories,
    series: series.map((s) => ({
      key: s.key,
      label: t(`peopleAnalytics:series.${s.key}`),
      color: s.color,
      values: (figures?.weeks ?? []).map((week) => week[s.key]),
    })),
    formatValue: formatCount,
  });

  const download = async () => {
    if (!figures) return;
    setExporting(true);
    try {
      const group = (kind: string, rows: readonly { name: string; count: number }[]) =>
        rows.map((row) => [kind, row.name, row.count] as const);
      const sheets: AnalyticsSheet[] = [
        {
          name: t('peopleAnalytics:sheets.groups'),
          header: [
            t('peopleAnalytics:columns.grouping'),
            t('peopleAnalytics:columns.group'),
            t('peopleAnalytics:columns.people'),
          ],
          rows: [
            [t('peopleAnalytics:cards.total'), '', figures.total],
            ...group(
              t('peopleAnalytics:columns.role'),
              figures.byRole.map((role) => ({ name: roleName(role), count: role.count })),
            ),
            ...group(
              t('peopleAnalytics:columns.status'),
              statuses.map((row) => ({ name: statusName(row.key), count: row.count })),
            ),
            ...group(
              t('peopleAnalytics:columns.tag'),
              tags.map((row) => ({ name: row.label, count: row.count })),
            ),
            ...group(t('peopleAnalytics:columns.program'), [
              ...figures.byProgram.map((row) => ({ name: row.label, count: row.count })),
              { name: t('peopleAnalytics:noProgram'), count: figures.withoutProgram },
            ]),
            [
              t('peopleAnalytics:cards.completion'),
              t('peopleAnalytics:columns.requiredFields'),
              figures.requiredFields,
            ],
            [
              t('peopleAnalytics:cards.completion'),
              t('peopleAnalytics:columns.completeProfiles'),
              figures.completeProfiles,
            ],
            [t('peopleAnalytics:cards.completion'), t('peopleAnalytics:statuses.active'), figures.activePeople],
          ],
        },
        {
          name: t('peopleAnalytics:sheets.weeks'),
          header: [
            t('peopleAnalytics:columns.week'),
            ...[...SIGN_IN_SERIES, ...ACTIVITY_SERIES].map((s) => t(`peopleAnalytics:series.${s.key}`)),
          ],
          rows: figures.weeks.map((week) => [
            week.weekStart,
            week.signIns,
            week.peopleSignedIn,
            week.posts,
            week.tasksDone,
            week.changes,
          ]),
        },
      ];
      saveBlob(
        await analyticsWorkbook(sheets, { columnWidth: 22 }),
        `user-analytics-${figures.from}-${figures.to}.xlsx`,
      );
    } finally {
      setExporting(false);
    }
  };

  const errorText = error
    ? graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
        [ERROR_CODES.forbidden]: t('peopleAnalytics:forbidden'),
      })
    : null;

  return (
    <Stack gap="lg" p="md" data-testid="people-analytics">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('peopleAnalytics:title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('peopleAnalytics:intro')}
        </Text>
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <MultiSelect
            label={t('peopleAnalytics:filters.roles')}
            placeholder={roleIds.length === 0 ? t('peopleAnalytics:filters.allRoles') : undefined}
            data={(figures?.byRole ?? []).map((role) => ({ value: role.key, label: roleName(role) }))}
            value={roleIds}
            onChange={setRoleIds}
            searchable
            clearable
            w={260}
            data-testid="people-analytics-roles"
          />
          <MultiSelect
            label={t('peopleAnalytics:filters.programs')}
            placeholder={programIds.length === 0 ? t('peopleAnalytics:filters.allPrograms') : undefined}
            data={(figures?.byProgram ?? []).map((program) => ({ value: program.key, label: program.label }))}
            value={programIds}
            onChange={setProgramIds}
            searchable
            clearable
            w={260}
            data-testid="people-analytics-programs"
          />
          <TextInput
            label={t('peopleAnalytics:filters.from')}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            error={
              problem === 'order' || problem === 'tooLong'
                ? t(`peopleAnalytics:range.${problem}`, {
                    weeks: PEOPLE_ANALYTICS_WEEKS_MAX,
                  })
                : undefined
            }
            w={170}
            data-testid="people-analytics-from"
          />
          <TextInput
            label={t('peopleAnalytics:filters.to')}
            type="date"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={problem === 'missing' ? t('peopleAnalytics:range.missing') : undefined}
            w={170}
            data-testid="people-analytics-to"
          />
          <Button
            variant="default"
            mt={25}
            leftSection={<IconFileSpreadsheet size={16} />}
            onClick={() => void download()}
            loading={exporting}
            disabled={!figures}
            data-testid="people-analytics-export"
          >
            {t('peopleAnalytics:export')}
          </Button>
        </Group>
      </Paper>
      {errorText && !fetching ? (
        <Alert color="red" role="alert" data-testid="people-analytics-error">
          {errorText}
        </Alert>
      ) : null}
      {!figures ? (
        errorText ? null : (
          <Center p="xl">
            <Loader size="sm" />
          </Center>
        )
      ) : (
        <Stack gap="lg" data-testid="people-analytics-figures" data-loading={fetching || undefined}>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <StatCard
              valueTestId="people-analytics-stat-value"
              label={t('peopleAnalytics:cards.total')}
              hint={t('peopleAnalytics:cards.totalHint')}
              value={figures.total}
              formatted={formatCount(figures.total)}
              icon={<IconUsers size={18} />}
              color="brand"
              testId="people-analytics-total"
            />
            <StatCard
              valueTestId="people-analytics-stat-value"
              label={t('peopleAnalytics:cards.pending')}
              hint={t('peopleAnalytics:cards.pendingHint')}
              value={statuses.find((row) => row.key === 'pending')?.count ?? 0}
              formatted={formatCount(statuses.find((row) => row.key === 'pending')?.count ?? 0)}
              icon={<IconMailForward size={18} />}
              color="orange"
              testId="people-analytics-pending"
            />
            <StatCard
              valueTestId="people-analytics-stat-value"
              label={t('peopleAnalytics:cards.completion')}
              hint={
                figures.requiredFields === 0
                  ? t('peopleAnalytics:completion.noRequired')
                  : t('peopleAnalytics:completion.summary', {
                      complete: formatCount(figures.completeProfiles),
                      active: formatCount(figures.activePeople),
                    })
              }
              value={percent ?? 0}
              formatted={percent === null ? '–' : formatPercent(percent)}
              icon={<IconUserCheck size={18} />}
              color="teal"
              testId="people-analytics-completion"
            />
            <StatCard
              valueTestId="people-analytics-stat-value"
              label={t('peopleAnalytics:cards.signIns')}
              hint={t('peopleAnalytics:cards.signInsHint')}
              value={signIns}
              formatted={formatCount(signIns)}
              icon={<IconLogin2 size={18} />}
              color="grape"
              testId="people-analytics-sign-ins"
            />
          </SimpleGrid>
          {percent !== null ? (
            <Progress
              value={percent}
              color="teal"
              aria-label={t('peopleAnalytics:cards.completion')}
              data-testid="people-analytics-completion-bar"
            />
          ) : null}
          {figures.total === 0 ? (
            <Text c="dimmed" ta="center" p="md" data-testid="people-analytics-empty">
              {t('peopleAnalytics:empty')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <ChartCard
                title={t('peopleAnalytics:charts.byRole')}
                categoryHeader={t('peopleAnalytics:columns.role')}
                {...countChart(
                  roles.map((role) => ({ key: role.key, name: roleName(role), count: role.count })),
                  'brand',
                )}
                data-testid="people-analytics-by-role"
              />
              <ChartCard
                title={t('peopleAnalytics:charts.byStatus')}
                categoryHeader={t('peopleAnalytics:columns.status')}
                {...countChart(
                  statuses.map((row) => ({ key: row.key, name: statusName(row.key), count: row.count })),
                  'orange',
                )}
                data-testid="people-analytics-by-status"
              />
              <ChartCard
                title={t('peopleAnalytics:charts.byTag')}
                categoryHeader={t('peopleAnalytics:columns.tag')}
                {...countChart(
                  tags.map((tag) => ({ key: tag.key, name: tag.label, count: tag.count })),
                  'grape',
                )}
                data-testid="people-analytics-by-tag"
                empty={
                  tags.length === 0
                    ? { text: t('peopleAnalytics:noTags'), testId: 'people-analytics-no-tags' }
                    : undefined
                }
              />
              <ChartCard
                title={t('peopleAnalytics:charts.byProgram')}
                categoryHeader={t('peopleAnalytics:columns.program')}
                {...countChart(
                  programmes.map((program) => ({ key: program.key, name: program.label, count: program.count })),
                  'teal',
                )}
                data-testid="people-analytics-by-program"
              />
            </SimpleGrid>
          )}
          <ChartCard
            title={t('peopleAnalytics:charts.signIns')}
            {...weekChart(SIGN_IN_SERIES)}
            data-testid="people-analytics-sign-ins-chart"
          />
          <ChartCard
            title={t('peopleAnalytics:charts.activity')}
            mode="stacked"
            {...weekChart(ACTIVITY_SERIES)}
            data-testid="people-analytics-activity-chart"
          />
          <Text size="xs" c="dimmed">
            {t('peopleAnalytics:definitions')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
