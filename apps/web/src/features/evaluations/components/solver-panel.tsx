import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconBan, IconPin, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ApplyEvaluationAssignmentMutation } from '../graphql/apply-evaluation-assignment.mutation.ts';
import type { EvaluationRoundData } from '../graphql/evaluation-round.fragment.ts';
import {
  PreviewEvaluationAssignmentMutation,
  type SolverPairData,
  type SolverPreviewData,
} from '../graphql/preview-evaluation-assignment.mutation.ts';
import { useEvaluationFeedback } from '../hooks/use-evaluation-feedback.ts';
import { isShortfallReason } from '../utils/review-status.ts';
import {
  applyBlock,
  applyPairsInput,
  loadPercent,
  NO_PAIR_CHOICES,
  type PairChoice,
  type PairChoices,
  pairChoicesInput,
  pairKey,
  togglePairChoice,
} from '../utils/solver.ts';

/**
 * "Run the solver": the proposal of the assignment solver shown before anything is assigned. Each evaluator's load
 * against their cap and average fit, the applications covered, the shortfalls and why, and the new pairs, each of which
 * can be pinned (kept in the next run) or forbidden (never proposed again); Re-run sends them, Apply assigns every
 * pair of the proposal (refused while an application stays short).
 */
export function SolverPanel({ round, onApplied }: { round: EvaluationRoundData; onApplied: () => void }) {
  const { t, i18n } = useTranslation('evaluations');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
  const feedback = useEvaluationFeedback();
  const [{ fetching: running }, preview] = useMutation(PreviewEvaluationAssignmentMutation);
  const [{ fetching: applying }, apply] = useMutation(ApplyEvaluationAssignmentMutation);
  const [proposal, setProposal] = useState<{ result: SolverPreviewData; ranWith: PairChoices } | null>(null);
  const [choices, setChoices] = useState<PairChoices>(NO_PAIR_CHOICES);
  const [error, setError] = useState<string | null>(null);
  const [showKept, setShowKept] = useState(false);

  const run = async (withChoices: PairChoices) => {
    setError(null);
    const result = await preview({ roundId: round._id, ...pairChoicesInput(withChoices) });
    if (result.error || !result.data) {
      if (result.error) setError(feedback.errorMessage(result.error));
      return;
    }
    setProposal({ result: result.data.previewEvaluationAssignment, ranWith: withChoices });
  };

  const applyProposal = async () => {
    if (!proposal) return;
    setError(null);
    const result = await apply({ roundId: round._id, pairs: applyPairsInput(proposal.result.pairs) });
    if (result.error || result.data == null) {
      if (result.error) setError(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('solver.applied', { count: result.data.applyEvaluationAssignment }));
    setProposal(null);
    setChoices(NO_PAIR_CHOICES);
    onApplied();
  };

  const toggle = (pair: SolverPairData, choice: PairChoice) =>
    setChoices((current) => togglePairChoice(current, pair, choice));
  const block = proposal ? applyBlock(proposal.result, proposal.ranWith, choices) : null;
  const { pinned, forbidden } = pairChoicesInput(choices);
  const canRun = round.canManage && round.evaluators.length > 0;

  return (
    <Paper withBorder radius="md" p="md" data-testid="evaluation-solver">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('solver.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('solver.hint', { count: round.reviewsNeeded })}
            </Text>
          </Stack>
          {round.canManage ? (
            <Group gap="xs">
              {proposal ? (
                <Button variant="default" onClick={() => setProposal(null)} data-testid="solver-discard">
                  {t('solver.discard')}
                </Button>
              ) : null}
              <Button
                leftSection={<IconWand size={16} />}
                loading={running}
                disabled={!canRun}
                onClick={() => void run(proposal ? choices : NO_PAIR_CHOICES)}
                data-testid={proposal ? 'solver-rerun' : 'evaluation-solve'}
              >
                {proposal ? t('solver.rerun') : t('solver.run')}
              </Button>
            </Group>
          ) : null}
        </Group>
        {round.canManage && round.evaluators.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('solver.needsPool')}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" role="alert" data-testid="solver-error">
            {error}
          </Alert>
        ) : null}
        {proposal ? (
          <SolverProposal
            result={proposal.result}
            choices={choices}
            showKept={showKept}
            onShowKept={setShowKept}
            onToggle={toggle}
            percent={percent}
          />
        ) : null}
        {proposal ? (
          <Stack gap="xs">
            {choices.size > 0 ? (
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Text size="sm" data-testid="solver-choices">
                  {t('solver.choices', { pinned: pinned.length, forbidden: forbidden.length })}
                </Text>
                <Button size="xs" variant="subtle" onClick={() => setChoices(NO_PAIR_CHOICES)}>
                  {t('solver.clearChoices')}
                </Button>
              </Group>
            ) : null}
            <Group justify="flex-end" gap="sm" wrap="wrap">
              {block ? (
                <Text size="sm" c={block === 'shortfalls' ? 'red' : 'dimmed'} data-testid="evaluation-apply-blocked">
                  {t(`solver.blocked.${block}`)}
                </Text>
              ) : null}
              <Button
                color="green"
                loading={applying}
                disabled={block !== null}
                onClick={() => void applyProposal()}
                data-testid="evaluation-apply"
              >
                {t('solver.apply', { count: proposal.result.newPairs })}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

function SolverProposal({
  result,
  choices,
  showKept,
  onShowKept,
  onToggle,
  percent,
}: {
  result: SolverPreviewData;
  choices: PairChoices;
  showKept: boolean;
  onShowKept: (show: boolean) => void;
  onToggle: (pair: SolverPairData, choice: PairChoice) => void;
  percent: (value: number) => string;
}) {
  const { t } = useTranslation('evaluations');
  const feedback = useEvaluationFeedback();
  const pairs = result.pairs.filter((pair) => showKept || !pair.kept);
  return (
    <Stack gap="md" data-testid="solver-preview">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {t('solver.covered')}
          </Text>
          <Text fw={700} size="lg" data-testid="solver-covered">
            {t('solver.coveredValue', { covered: result.covered, total: result.applicationCount })}
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {t('solver.averageFit')}
          </Text>
          <Text fw={700} size="lg" data-testid="solver-average-fit">
            {percent(result.averageFit)}
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {t('solver.newPairs')}
          </Text>
          <Text fw={700} size="lg" data-testid="solver-new-pairs">
            {result.newPairs}
          </Text>
        </Paper>
      </SimpleGrid>
      <Text size="xs" c="dimmed" data-testid="solver-method" data-method={result.method}>
        {t(result.method === 'greedy' ? 'solver.methodGreedy' : 'solver.methodMip', {
          seconds: result.seconds.toFixed(2),
        })}
      </Text>
      {result.shortfalls.length > 0 ? (
        <Alert
          color="red"
          title={t('solver.shortfallsTitle', { count: result.shortfalls.length })}
          data-testid="solver-shortfall"
        >
          <List size="sm" spacing={4}>
            {result.shortfalls.map((shortfall) => (
              <List.Item key={shortfall.applicationId} data-application-id={shortfall.applicationId}>
                <Text span fw={600} size="sm" dir="auto">
                  {shortfall.applicationLabel}
                </Text>
                {' — '}
                {t('solver.missing', { count: shortfall.missing })}
                {'. '}
                {isShortfallReason(shortfall.reason)
                  ? t(`solver.shortfallReasons.${shortfall.reason}`, {
                      eligible: shortfall.eligible,
                      conflicts: shortfall.conflicts,
                      forbidden: shortfall.forbidden,
                    })
                  : feedback.serverText(shortfall.message)}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {result.droppedPins.length > 0 ? (
        <Alert color="yellow" title={t('solver.droppedPins')} data-testid="solver-dropped-pins">
          <List size="sm">
            {result.droppedPins.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Stack gap={6} data-testid="solver-loads">
        <Text fw={600} size="sm">
          {t('solver.loads')}
        </Text>
        {result.loads.map((load) => (
          <Group
            key={load.evaluatorId}
            gap="sm"
            wrap="nowrap"
            data-testid="solver-load"
            data-evaluator-id={load.evaluatorId}
          >
            <Text size="sm" w={180} truncate dir="auto">
              {load.evaluatorName}
            </Text>
            <Progress
              value={loadPercent(load.load, load.cap)}
              color={load.load >= load.cap ? 'orange' : 'blue'}
              style={{ flex: 1 }}
              aria-label={t('solver.loadOf', { name: load.evaluatorName })}
            />
            <Text size="sm" w={70} ta="end">
              {t('pool.loadOfCap', { load: load.load, cap: load.cap })}
            </Text>
            <Text size="sm" w={110} c="dimmed" ta="end">
              {t('solver.fitValue', { fit: percent(load.averageFit) })}
            </Text>
          </Group>
        ))}
      </Stack>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} size="sm">
            {t('solver.pairs')}
          </Text>
          <Switch
            size="xs"
            label={t('solver.showKept')}
            checked={showKept}
            onChange={(event) => onShowKept(event.currentTarget.checked)}
            data-testid="solver-show-kept"
          />
        </Group>
        {pairs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('solver.noNewPairs')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={4} data-testid="solver-pairs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('solver.columns.application')}</Table.Th>
                  <Table.Th>{t('solver.columns.evaluator')}</Table.Th>
                  <Table.Th>{t('solver.columns.fit')}</Table.Th>
                  <Table.Th w={200} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pairs.map((pair) => {
                  const id = `${pair.applicationId}-${pair.evaluatorId}`;
                  const choice = choices.get(pairKey(pair))?.choice;
                  return (
                    <Table.Tr
                      key={id}
                      data-testid="solver-pair"
                      data-application-id={pair.applicationId}
                      data-evaluator-id={pair.evaluatorId}
                      data-kept={pair.kept ? 'true' : undefined}
                    >
                      <Table.Td>
                        <Text size="sm" dir="auto">
                          {pair.applicationLabel}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" dir="auto">
                          {pair.evaluatorName}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{percent(pair.fit)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          {pair.kept ? (
                            <Text size="xs" c="dimmed">
                              {t('solver.kept')}
                            </Text>
                          ) : null}
                          <Tooltip label={t('solver.pinHint')}>
                            <Button
                              size="compact-xs"
                              variant={choice === 'pin' ? 'filled' : 'default'}
                              leftSection={<IconPin size={12} />}
                              aria-pressed={choice === 'pin'}
                              onClick={() => onToggle(pair, 'pin')}
                              data-testid={`solver-pin-${id}`}
                            >
                              {t('solver.pin')}
                            </Button>
                          </Tooltip>
                          <Tooltip label={t('solver.forbidHint')}>
                            <Button
                              size="compact-xs"
                              color="red"
                              variant={choice === 'forbid' ? 'filled' : 'default'}
                              leftSection={<IconBan size={12} />}
                              aria-pressed={choice === 'forbid'}
                              onClick={() => onToggle(pair, 'forbid')}
                              data-testid={`solver-forbid-${id}`}
                            >
                              {t('solver.forbid')}
                            </Button>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
