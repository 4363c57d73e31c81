import {
  ActionIcon,
  Badge,
  Button,
  Container,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { ListBody } from '../../../ui/list-body.tsx';
import { useFeatureFlag } from '../../access/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { MetricDefinitionModal } from '../components/metric-definition-modal.tsx';
import { MetricsStaffTabs } from '../components/metrics-staff-tabs.tsx';
import { AddCoreMetricsMutation } from '../graphql/add-core-metrics.mutation.ts';
import { ArchiveMetricMutation } from '../graphql/archive-metric.mutation.ts';
import { type MetricDefinitionData, MetricDefinitionFragment } from '../graphql/metric-definition.fragment.ts';
import { MetricDefinitionsQuery } from '../graphql/metric-definitions.query.ts';
import { MetricSettingsQuery } from '../graphql/metric-settings.graphql.ts';
import { useCanDefineMetrics } from '../hooks/use-can-define-metrics.ts';
import { useStaffFeedback } from '../hooks/use-staff-feedback.ts';
import { localizedValue } from '../utils/metric-definition.ts';

type Dialog = { kind: 'create' } | { kind: 'edit'; metric: MetricDefinitionData } | null;

/**
 * /startups/metrics/definitions (METRICS/EDIT:VIEW): the organisation's metrics with their unit, recurrence, category
 * and number of validations, archived ones last; New metric (flag createMetrics), Edit, Archive / Restore, and Add
 * core metrics (flag coreMetrics). The server refuses those who may not define metrics (coaches see the list).
 */
export function MetricDefinitionsPage() {
  const { t, i18n } = useTranslation('metrics');
  usePageTitle(t('definitions.title'));
  const feedback = useStaffFeedback();
  const canDefine = useCanDefineMetrics();
  const canCreate = useFeatureFlag('createMetrics') === true && canDefine;
  const canAddCore = useFeatureFlag('coreMetrics') === true && canDefine;
  const [{ data, error }, reexecute] = useQuery({ query: MetricDefinitionsQuery, requestPolicy: 'cache-and-network' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const metrics = useMemo(() => {
    const all = (data?.metrics ?? []).map((metric) => readFragment(MetricDefinitionFragment, metric));
    return [...all.filter((metric) => !metric.archived), ...all.filter((metric) => metric.archived)];
  }, [data]);
  // The core metrics the organisation's settings switch on (/admin/configuration/metrics): the button shows while
  // one of them is not added yet.
  const [{ data: settingsData }] = useQuery({ query: MetricSettingsQuery, pause: !canAddCore });
  const offered = settingsData?.metricSettings.enabledCoreMetrics;
  const coreLeft = !offered || offered.some((key) => !metrics.some((metric) => metric.coreKey === key));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [, archive] = useMutation(ArchiveMetricMutation);
  const [{ fetching: addingCore }, addCore] = useMutation(AddCoreMetricsMutation);
  const nameOf = (metric: MetricDefinitionData) => localizedValue(metric.name, i18n.language);

  const saved = (metric: MetricDefinitionData, created: boolean) => {
    setDialog(null);
    feedback.succeeded(
      t(created ? 'definitions.toasts.created' : 'definitions.toasts.updated', { name: nameOf(metric) }),
    );
    refresh();
  };

  const toggleArchived = async (metric: MetricDefinitionData) => {
    const result = await archive({ id: metric.id, archived: !metric.archived });
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(
      t(metric.archived ? 'definitions.toasts.restored' : 'definitions.toasts.archived', { name: nameOf(metric) }),
    );
    refresh();
  };

  const addCoreMetrics = async () => {
    const result = await addCore({});
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('definitions.toasts.coreAdded'));
    refresh();
  };

  const unitLabel = (metric: MetricDefinitionData) =>
    metric.unitOfMeasure.unitType === 'CUSTOM' && metric.unitOfMeasure.customName
      ? metric.unitOfMeasure.customName
      : t(`definitions.units.${metric.unitOfMeasure.unitType}`);

  return (
    <Container size={1280} py="lg" data-testid="metric-definitions-page">
      <Stack gap="md">
        <MetricsStaffTabs active="definitions" />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {t('definitions.title')}
            </Title>
            <Text size="sm" c="dimmed" maw={720}>
              {t('definitions.intro')}
            </Text>
          </div>
          <Group gap="sm">
            {canAddCore && coreLeft ? (
              <Button
                variant="default"
                leftSection={<IconSparkles size={16} />}
                loading={addingCore}
                onClick={() => void addCoreMetrics()}
                data-testid="metrics-add-core"
              >
                {t('definitions.addCore')}
              </Button>
            ) : null}
            {canCreate ? (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setDialog({ kind: 'create' })}
                data-testid="metrics-create"
              >
                {t('definitions.create')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <ListBody
          error={error ? feedback.errorMessage(error) : null}
          loaded={Boolean(data)}
          empty={metrics.length === 0}
          emptyText={t('definitions.empty')}
          testId="metric-definitions"
        >
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="metric-definitions-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('definitions.columns.name')}</Table.Th>
                  <Table.Th>{t('definitions.columns.unit')}</Table.Th>
                  <Table.Th>{t('definitions.columns.recurrence')}</Table.Th>
                  <Table.Th>{t('definitions.columns.category')}</Table.Th>
                  <Table.Th>{t('definitions.columns.validations')}</Table.Th>
                  <Table.Th>{t('definitions.columns.status')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('definitions.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {metrics.map((metric) => (
                  <Table.Tr
                    key={metric.id}
                    data-testid="metric-definition-row"
                    data-metric-name={nameOf(metric)}
                    data-archived={metric.archived}
                  >
                    <Table.Td>
                      <Text size="sm" fw={600} dir="auto">
                        {nameOf(metric)}
                      </Text>
                      {localizedValue(metric.description, i18n.language) ? (
                        <Text size="xs" c="dimmed" lineClamp={2} dir="auto">
                          {localizedValue(metric.description, i18n.language)}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td data-testid="metric-unit-cell">{unitLabel(metric)}</Table.Td>
                    <Table.Td>
                      {metric.trackingRecurrence.amount === 1
                        ? t(`definitions.recurrences.${metric.trackingRecurrence.type}`)
                        : t(`definitions.every.${metric.trackingRecurrence.type}`, {
                            count: metric.trackingRecurrence.amount,
                          })}
                    </Table.Td>
                    <Table.Td>{t(`definitions.categories.${metric.category}`)}</Table.Td>
                    <Table.Td data-testid="metric-validations-count">{metric.validations.length}</Table.Td>
                    <Table.Td>
                      {metric.archived ? (
                        <Badge color="gray" variant="light">
                          {t('definitions.archived')}
                        </Badge>
                      ) : (
                        <Badge color="green" variant="light">
                          {t('definitions.active')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {canDefine ? (
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Tooltip label={t('definitions.edit')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('definitions.editNamed', { name: nameOf(metric) })}
                              onClick={() => setDialog({ kind: 'edit', metric })}
                              data-testid="metric-edit"
                            >
                              <IconPencil size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={metric.archived ? t('definitions.restore') : t('definitions.archive')}>
                            <ActionIcon
                              variant="subtle"
                              color={metric.archived ? 'green' : 'gray'}
                              aria-label={t(metric.archived ? 'definitions.restoreNamed' : 'definitions.archiveNamed', {
                                name: nameOf(metric),
                              })}
                              onClick={() => void toggleArchived(metric)}
                              data-testid="metric-archive"
                            >
                              {metric.archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListBody>
      </Stack>
      {dialog ? (
        <MetricDefinitionModal
          metric={dialog.kind === 'edit' ? dialog.metric : null}
          metrics={metrics}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
    </Container>
  );
}
