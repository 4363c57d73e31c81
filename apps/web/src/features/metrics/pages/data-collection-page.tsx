import {
  ActionIcon,
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formatDate } from '../../../lib/dates.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { ListBody } from '../../../ui/list-body.tsx';
import { useFeatureFlag } from '../../access/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { AssignMetricsForm } from '../components/assign-metrics-form.tsx';
import { MetricsStaffTabs } from '../components/metrics-staff-tabs.tsx';
import { LateMetricFormsQuery } from '../graphql/late-metric-forms.query.ts';
import { MetricAssignmentsQuery } from '../graphql/metric-assignments.query.ts';
import { UnassignMetricMutation } from '../graphql/unassign-metric.mutation.ts';
import { useCanDefineMetrics } from '../hooks/use-can-define-metrics.ts';
import { useStaffFeedback } from '../hooks/use-staff-feedback.ts';
import { type AssignmentRow, assignmentRows } from '../utils/collection.ts';
import { periodLabel } from '../utils/field-mask.ts';
import { localizedValue } from '../utils/metric-definition.ts';

const LATE_PAGE_SIZE = 25;

/**
 * /startups/metrics/data-collection, "Metrics and collection" (METRICS/EDIT:VIEW): assign metrics to startups or whole
 * programmes (flag bulkDataAssignation) from a month, the assignments with Unassign, and the startups late with their
 * data (the period, the deadline and how many days late), 25 a page.
 */
export function DataCollectionPage() {
  const { t, i18n } = useTranslation('metrics');
  usePageTitle(t('collection.title'));
  const locale = i18n.language;
  const feedback = useStaffFeedback();
  const canDefine = useCanDefineMetrics();
  const bulk = useFeatureFlag('bulkDataAssignation') === true && canDefine;
  const [{ data, error }, reexecute] = useQuery({ query: MetricAssignmentsQuery, requestPolicy: 'cache-and-network' });
  const [page, setPage] = useState(0);
  const [late, reexecuteLate] = useQuery({
    query: LateMetricFormsQuery,
    variables: { page },
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => {
    reexecute({ requestPolicy: 'network-only' });
    reexecuteLate({ requestPolicy: 'network-only' });
  }, [reexecute, reexecuteLate]);
  const [, unassign] = useMutation(UnassignMetricMutation);

  const metrics = useMemo(
    () => (data?.metrics ?? []).map((metric) => ({ value: metric.id, label: localizedValue(metric.name, locale) })),
    [data, locale],
  );
  const rows = useMemo(
    () =>
      assignmentRows(
        (data?.metricAssignments ?? []).map((assignment) => ({
          ...assignment,
          metricName: localizedValue(assignment.metricName, locale),
        })),
        locale,
      ),
    [data, locale],
  );

  const [removing, setRemoving] = useState<AssignmentRow | null>(null);
  const remove = async (row: AssignmentRow) => {
    const result = await unassign({ assignmentId: row.id });
    setRemoving(null);
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('collection.toasts.unassigned', { metric: row.metric, target: row.target }));
    refresh();
  };

  const lateItems = late.data?.lateMetricForms.items ?? [];
  const lateTotal = late.data?.lateMetricForms.total ?? 0;

  return (
    <Container size={1280} py="lg" data-testid="data-collection-page">
      <Stack gap="md">
        <MetricsStaffTabs active="collection" />
        <div>
          <Title order={1} size="h2">
            {t('collection.title')}
          </Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('collection.intro')}
          </Text>
        </div>
        <AssignMetricsForm metrics={metrics} bulk={bulk} feedback={feedback} onAssigned={refresh} />

        <Card withBorder padding="md" data-testid="late-metric-forms">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('collection.lateTitle')}
              </Title>
              <Badge color={lateTotal > 0 ? 'red' : 'gray'} variant="light" data-testid="late-metric-forms-total">
                {t('collection.lateCount', { count: lateTotal })}
              </Badge>
            </Group>
            <ListBody
              error={late.error ? feedback.errorMessage(late.error) : null}
              loaded={Boolean(late.data)}
              empty={lateItems.length === 0}
              emptyText={t('collection.lateEmpty')}
              testId="late-metric-forms"
            >
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="xs" highlightOnHover data-testid="late-metric-forms-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('collection.columns.startup')}</Table.Th>
                      <Table.Th>{t('collection.columns.period')}</Table.Th>
                      <Table.Th>{t('collection.columns.deadline')}</Table.Th>
                      <Table.Th>{t('collection.columns.daysLate')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lateItems.map((item) => (
                      <Table.Tr key={item.formId} data-testid="late-metric-form" data-startup-name={item.startupName}>
                        <Table.Td>
                          <Anchor component={Link} to={`/startup/${item.startupId}`} size="sm" dir="auto">
                            {item.startupName}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{periodLabel(item.dueDate, locale)}</Table.Td>
                        <Table.Td>{formatDate(item.deadline, 'date', { locale })}</Table.Td>
                        <Table.Td>
                          <Text size="sm" c="red" fw={600} data-testid="late-days">
                            {t('collection.daysLate', { count: item.daysLate })}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {lateTotal > LATE_PAGE_SIZE ? (
                <Group justify="center">
                  <Pagination
                    total={Math.ceil(lateTotal / LATE_PAGE_SIZE)}
                    value={page + 1}
                    onChange={(next) => setPage(next - 1)}
                    data-testid="late-metric-forms-pages"
                  />
                </Group>
              ) : null}
            </ListBody>
          </Stack>
        </Card>

        <Card withBorder padding="md" data-testid="metric-assignments">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('collection.assignmentsTitle')}
            </Title>
            <ListBody
              error={error ? feedback.errorMessage(error) : null}
              loaded={Boolean(data)}
              empty={rows.length === 0}
              emptyText={t('collection.assignmentsEmpty')}
              testId="metric-assignments"
            >
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="xs" highlightOnHover data-testid="metric-assignments-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('collection.columns.metric')}</Table.Th>
                      <Table.Th>{t('collection.columns.collectedFrom')}</Table.Th>
                      <Table.Th>{t('collection.columns.startsOn')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('collection.columns.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <Table.Tr
                        key={row.id}
                        data-testid="metric-assignment"
                        data-metric-name={row.metric}
                        data-target-name={row.target}
                      >
                        <Table.Td dir="auto">{row.metric}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Badge size="sm" variant="light" color={row.kind === 'program' ? 'violet' : 'blue'}>
                              {t(`collection.kinds.${row.kind}`)}
                            </Badge>
                            <Text size="sm" dir="auto">
                              {row.target}
                            </Text>
                          </Group>
                        </Table.Td>
                        <Table.Td>{formatDate(row.startsOn, 'date', { locale })}</Table.Td>
                        <Table.Td>
                          <Group justify="flex-end">
                            <Tooltip label={t('collection.unassign')}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('collection.unassignNamed', { metric: row.metric, target: row.target })}
                                onClick={() => setRemoving(row)}
                                data-testid="metric-unassign"
                              >
                                <IconX size={16} />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </ListBody>
          </Stack>
        </Card>
      </Stack>
      {removing ? (
        <ConfirmModal
          title={t('collection.unassignTitle')}
          body={t('collection.unassignBody', { metric: removing.metric, target: removing.target })}
          labels={{ cancel: t('actions.cancel'), confirm: t('collection.unassign') }}
          testIds={{ dialog: 'unassign-dialog', cancel: 'unassign-cancel', confirm: 'unassign-confirm' }}
          onClose={() => setRemoving(null)}
          onConfirm={() => remove(removing)}
        />
      ) : null}
    </Container>
  );
}
