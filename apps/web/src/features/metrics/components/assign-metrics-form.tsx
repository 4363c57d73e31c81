import { Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { AssignMetricsMutation } from '../graphql/assign-metrics.mutation.ts';
import { CollectionTargetsQuery } from '../graphql/collection-targets.query.ts';
import type { StaffFeedback } from '../hooks/use-staff-feedback.ts';
import { firstOfMonth } from '../utils/collection.ts';

/**
 * Assign metrics (issue 17 point 2): the metrics, the startups (searched by name) and, with the flag
 * bulkDataAssignation, whole programmes, collected from the month chosen (its first period starts then; past months
 * open at once and may already be late).
 */
export function AssignMetricsForm({
  metrics,
  bulk,
  feedback,
  onAssigned,
}: {
  metrics: readonly { value: string; label: string }[];
  /** Whether whole programmes can be chosen (flag bulkDataAssignation). */
  bulk: boolean;
  feedback: StaffFeedback;
  onAssigned: () => void;
}) {
  const { t, i18n } = useTranslation('metrics');
  const [metricIds, setMetricIds] = useState<string[]>([]);
  const [startupIds, setStartupIds] = useState<string[]>([]);
  const [programIds, setProgramIds] = useState<string[]>([]);
  const [startsOn, setStartsOn] = useState<string | null>(() => firstOfMonth(new Date()));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [{ data }] = useQuery({ query: CollectionTargetsQuery, variables: { search: debounced || null } });
  // Startups chosen stay named when a later search no longer finds them.
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const startupOptions = useMemo(() => {
    const names = new Map(known);
    for (const startup of data?.startups.results ?? []) names.set(startup._id, startup.name);
    return [...names].map(([value, label]) => ({ value, label }));
  }, [data, known]);
  const programOptions = (data?.programs ?? []).map((program) => ({ value: program._id, label: program.name }));
  const [{ fetching }, assign] = useMutation(AssignMetricsMutation);
  const ready = metricIds.length > 0 && (startupIds.length > 0 || programIds.length > 0) && startsOn !== null;

  const submit = async () => {
    if (!ready || !startsOn) return;
    const result = await assign({
      metricIds,
      startupIds: startupIds.length > 0 ? startupIds : null,
      programIds: bulk && programIds.length > 0 ? programIds : null,
      startsOn,
    });
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('collection.toasts.assigned', { count: result.data?.assignMetrics ?? 0 }));
    setMetricIds([]);
    setStartupIds([]);
    setProgramIds([]);
    onAssigned();
  };

  return (
    <Card withBorder padding="md" data-testid="assign-metrics">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('collection.assignTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('collection.assignIntro')}
          </Text>
          <MultiSelect
            label={t('collection.fields.metrics')}
            data={metrics}
            value={metricIds}
            onChange={setMetricIds}
            searchable
            data-testid="assign-metrics-metrics"
          />
          <Group grow align="flex-start">
            <MultiSelect
              label={t('collection.fields.startups')}
              data={startupOptions}
              value={startupIds}
              onChange={(ids) => {
                setStartupIds(ids);
                setKnown(
                  new Map(startupOptions.filter((option) => ids.includes(option.value)).map((o) => [o.value, o.label])),
                );
              }}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options }) => options}
              nothingFoundMessage={t('collection.noStartupFound')}
              data-testid="assign-metrics-startups"
            />
            {bulk ? (
              <MultiSelect
                label={t('collection.fields.programs')}
                data={programOptions}
                value={programIds}
                onChange={setProgramIds}
                searchable
                data-testid="assign-metrics-programs"
              />
            ) : null}
          </Group>
          <Group align="flex-end" justify="space-between">
            <MonthPickerInput
              label={t('collection.fields.startsOn')}
              value={startsOn}
              onChange={setStartsOn}
              locale={i18n.language}
              previousLabel={t('collection.previousYear')}
              nextLabel={t('collection.nextYear')}
              w={220}
              data-testid="assign-metrics-starts-on"
            />
            <Button type="submit" loading={fetching} disabled={!ready} data-testid="assign-metrics-submit">
              {t('collection.assign')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
