import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { BatchProcessesProvider } from '../../../ui/batch-panel/use-batch-processes.tsx';
import { EvaluationResultsQuery } from '../graphql/evaluation-results.query.ts';
import { MoveTargetRoundsQuery } from '../graphql/move-target-rounds.query.ts';
import { useEvaluationFeedback } from '../hooks/use-evaluation-feedback.ts';
import {
  AGGREGATIONS,
  type Aggregation,
  filterResultRows,
  isAggregation,
  type ResultSort,
  rowIdsAtLeast,
  sortResultRows,
  statusesOf,
  topRowIds,
} from '../utils/results.ts';
import { AgreementSummary } from './agreement-summary.tsx';
import { EvaluatorProfiles } from './evaluator-profiles.tsx';
import { MissingReviews } from './missing-reviews.tsx';
import { MovePanels, MoveToRoundModal } from './move-to-round.tsx';
import { isApplicationStatus, ResultsTable } from './results-table.tsx';

/**
 * The Results tab (issue 15): agreement, the applications ranked raw or calibrated with the aggregation chosen (spec
 * 02), filters, quick selections (top N, above a threshold) and "Move to round…"; then the evaluators' profiles and
 * the missing reviews with their reminders.
 */
export function ResultsTab(props: ResultsTabProps) {
  return (
    <BatchProcessesProvider>
      <ResultsView {...props} />
    </BatchProcessesProvider>
  );
}

interface ResultsTabProps {
  roundId: string;
  canManage: boolean;
  /** Applications were moved: the round's list has changed too. */
  onMoved: () => void;
}

function ResultsView({ roundId, canManage, onMoved }: ResultsTabProps) {
  const { t } = useTranslation('evaluations');
  const feedback = useEvaluationFeedback();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: EvaluationResultsQuery,
    variables: { roundId },
    requestPolicy: 'cache-and-network',
  });
  const [{ data: targets }] = useQuery({ query: MoveTargetRoundsQuery, requestPolicy: 'cache-first' });
  const [sort, setSort] = useState<ResultSort>('calibrated');
  const [aggregation, setAggregation] = useState<Aggregation>('average');
  const [minScore, setMinScore] = useState<number | null>(null);
  const [statuses, setStatuses] = useState<string[]>([]);
  const [topN, setTopN] = useState<number>(10);
  const [threshold, setThreshold] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [moving, setMoving] = useState(false);
  const operations = useRef(new Map<string, readonly string[]>());

  const results = data?.evaluationResults;
  const rows = useMemo(() => {
    if (!results) return [];
    return sortResultRows(filterResultRows(results.rows, { minScore, statuses }, sort), sort);
  }, [results, minScore, statuses, sort]);
  const labels = useMemo(() => new Map((results?.rows ?? []).map((row) => [row.applicationId, row.label])), [results]);
  const disagreements = useMemo(() => new Set(results?.disagreements ?? []), [results]);
  const funnel = targets?.applicationsOverview.funnels.find((f) => f._id === results?.funnelId) ?? null;
  const canMove = targets?.applicationsOverview.batchActions.includes('MOVE_TO_ROUND') ?? false;

  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const finished = useCallback(
    (operationId: string) => {
      const moved = operations.current.get(operationId) ?? [];
      operations.current.delete(operationId);
      setSelected((current) => {
        const next = new Set(current);
        for (const id of moved) next.delete(id);
        return next;
      });
      refresh();
      onMoved();
    },
    [refresh, onMoved],
  );
  const applicationName = useCallback((id: string) => labels.get(id) ?? id, [labels]);

  if (!results) {
    if (error) {
      return (
        <Alert color="red" role="alert" data-testid="results-error">
          {feedback.errorMessage(error)}
        </Alert>
      );
    }
    return (
      <Center p="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }

  const shownIds = rows.map((row) => row.applicationId);
  const chosenShown = shownIds.filter((id) => selected.has(id)).length;
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(chosenShown === shownIds.length ? new Set() : new Set(shownIds));
  const statusOptions = statusesOf(results.rows).map((status) => ({
    value: status,
    label: isApplicationStatus(status) ? t(`applicationStatuses.${status}`) : status,
  }));

  return (
    <Stack
      gap="md"
      data-testid="evaluation-results"
      data-sort={sort}
      data-aggregation={aggregation}
      data-fetching={fetching ? 'true' : undefined}
    >
      <AgreementSummary calibrated={results.agreement} raw={results.rawAgreement} model={results.model} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Title order={2} size="h4">
              {t('results.title', { count: results.rows.length })}
            </Title>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {t('results.sortBy')}
                </Text>
                <SegmentedControl
                  value={sort}
                  onChange={(value) => setSort(value === 'raw' ? 'raw' : 'calibrated')}
                  data={[
                    {
                      value: 'calibrated',
                      label: <span data-testid="results-sort-calibrated">{t('results.sort.calibrated')}</span>,
                    },
                    { value: 'raw', label: <span data-testid="results-sort-raw">{t('results.sort.raw')}</span> },
                  ]}
                  data-testid="results-sort"
                />
              </Stack>
              <Select
                label={t('results.show')}
                data={AGGREGATIONS.map((value) => ({ value, label: t(`results.aggregations.${value}`) }))}
                value={aggregation}
                onChange={(value) => isAggregation(value) && setAggregation(value)}
                allowDeselect={false}
                w={150}
                data-testid="results-aggregation"
              />
            </Group>
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NumberInput
              label={t('results.minScore')}
              placeholder={t('results.anyScore')}
              value={minScore ?? ''}
              onChange={(value) => setMinScore(typeof value === 'number' ? value : null)}
              decimalScale={2}
              w={150}
              data-testid="results-min-score"
            />
            <MultiSelect
              label={t('results.status')}
              placeholder={statuses.length === 0 ? t('results.anyStatus') : undefined}
              data={statusOptions}
              value={statuses}
              onChange={setStatuses}
              clearable
              miw={220}
              data-testid="results-status"
            />
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NumberInput
              label={t('results.topN')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              value={topN}
              onChange={(value) => setTopN(typeof value === 'number' ? value : 0)}
              w={110}
              data-testid="results-top-n"
            />
            <Button
              variant="light"
              disabled={topN <= 0}
              onClick={() => setSelected(new Set(topRowIds(rows, topN, sort)))}
              data-testid="results-select-top"
            >
              {t('results.selectTop', { count: topN })}
            </Button>
            <NumberInput
              label={t('results.threshold')}
              value={threshold ?? ''}
              onChange={(value) => setThreshold(typeof value === 'number' ? value : null)}
              decimalScale={2}
              w={130}
              data-testid="results-threshold"
            />
            <Button
              variant="light"
              disabled={threshold == null}
              onClick={() => threshold != null && setSelected(new Set(rowIdsAtLeast(rows, threshold, sort)))}
              data-testid="results-select-above"
            >
              {t('results.selectAbove')}
            </Button>
            {selected.size > 0 ? (
              <Button variant="subtle" onClick={() => setSelected(new Set())} data-testid="results-clear-selection">
                {t('results.clearSelection')}
              </Button>
            ) : null}
            {canMove ? (
              <Button
                leftSection={<IconArrowsRightLeft size={16} />}
                disabled={selected.size === 0}
                onClick={() => setMoving(true)}
                data-testid="results-move"
              >
                {t('results.moveButton', { count: selected.size })}
              </Button>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" data-testid="results-selected" data-count={selected.size}>
            {t('results.selected', { count: selected.size, shown: rows.length })}
          </Text>
          {rows.length === 0 ? (
            <Text c="dimmed" ta="center" p="lg" data-testid="results-empty">
              {results.rows.length === 0 ? t('results.empty') : t('results.noMatch')}
            </Text>
          ) : (
            <ResultsTable
              rows={rows}
              criteria={results.criteria}
              disagreements={disagreements}
              aggregation={aggregation}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
            />
          )}
        </Stack>
      </Paper>
      <EvaluatorProfiles evaluators={results.evaluators} />
      <MissingReviews roundId={roundId} missing={results.missing} canRemind={canManage} />
      {moving ? (
        <MoveToRoundModal
          funnel={funnel}
          currentRoundId={roundId}
          applicationIds={[...selected]}
          onClose={() => setMoving(false)}
          onStarted={(operationId, ids) => {
            operations.current.set(operationId, ids);
            setMoving(false);
          }}
        />
      ) : null}
      <MovePanels applicationName={applicationName} onFinished={finished} />
    </Stack>
  );
}
