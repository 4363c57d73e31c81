import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { UserAvatar } from '../../../ui/avatar.tsx';
import type { EvaluationRoundData } from '../graphql/evaluation-round.fragment.ts';
import { SetRoundEvaluatorsMutation } from '../graphql/set-round-evaluators.mutation.ts';
import { useEvaluationFeedback } from '../hooks/use-evaluation-feedback.ts';
import {
  addToPool,
  clampCap,
  MAX_EVALUATOR_CAP,
  type PoolEntry,
  poolChanged,
  poolInput,
  removeFromPool,
  setPoolCap,
} from '../utils/pool.ts';
import { AddEvaluatorsPicker } from './add-evaluators-picker.tsx';

/**
 * The round's pool of evaluators: each with their cap (editable), load against it, reviews submitted and the expertise
 * the solver's fit reads; people are added and removed here and the whole pool saved at once (setRoundEvaluators;
 * the assignments of someone removed stay).
 */
export function EvaluatorPool({ round }: { round: EvaluationRoundData }) {
  const { t } = useTranslation('evaluations');
  const feedback = useEvaluationFeedback();
  const saved = useMemo<PoolEntry[]>(
    () =>
      round.evaluators.map((evaluator) => ({
        user: evaluator.user,
        cap: evaluator.cap,
        load: evaluator.load,
        submitted: evaluator.submitted,
        expertise: evaluator.expertise,
      })),
    [round.evaluators],
  );
  const [edited, setEdited] = useState<PoolEntry[] | null>(null);
  const pool = edited ?? saved;
  const changed = edited !== null && poolChanged(saved, edited);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: saving }, setEvaluators] = useMutation(SetRoundEvaluatorsMutation);
  const readOnly = !round.canManage;
  const inPool = useMemo(() => new Set(pool.map((entry) => entry.user._id)), [pool]);

  const save = async () => {
    setError(null);
    const result = await setEvaluators({ roundId: round._id, evaluators: poolInput(pool) });
    if (result.error) {
      setError(feedback.errorMessage(result.error));
      return;
    }
    setEdited(null);
    feedback.succeeded(t('pool.saved', { count: pool.length }));
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="evaluation-pool">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('pool.title', { count: pool.length })}
          </Title>
          {readOnly ? null : (
            <Group gap="xs">
              <Button variant="default" size="xs" disabled={!changed || saving} onClick={() => setEdited(null)}>
                {t('actions.reset')}
              </Button>
              <Button
                size="xs"
                onClick={() => void save()}
                loading={saving}
                disabled={!changed}
                data-testid="evaluation-pool-save"
              >
                {t('pool.save')}
              </Button>
            </Group>
          )}
        </Group>
        {error ? (
          <Alert color="red" role="alert" data-testid="evaluation-pool-error">
            {error}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <AddEvaluatorsPicker
            excludedIds={inPool}
            onAdd={(people) => setEdited(addToPool(pool, people, round.defaultCap))}
          />
        )}
        {pool.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="evaluation-pool-empty">
            {t('pool.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" data-testid="evaluation-pool-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pool.columns.evaluator')}</Table.Th>
                  <Table.Th w={120}>{t('pool.columns.cap')}</Table.Th>
                  <Table.Th>{t('pool.columns.load')}</Table.Th>
                  <Table.Th>{t('pool.columns.submitted')}</Table.Th>
                  <Table.Th>{t('pool.columns.expertise')}</Table.Th>
                  {readOnly ? null : <Table.Th w={48} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pool.map((entry) => (
                  <Table.Tr key={entry.user._id} data-testid="evaluation-pool-row" data-user-id={entry.user._id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <UserAvatar person={entry.user} size="small" />
                        <Text size="sm" dir="auto">
                          {entry.user.fullName}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        min={0}
                        max={MAX_EVALUATOR_CAP}
                        allowDecimal={false}
                        allowNegative={false}
                        value={entry.cap}
                        onChange={(value) => setEdited(setPoolCap(pool, entry.user._id, clampCap(value, entry.cap)))}
                        disabled={readOnly}
                        aria-label={t('pool.capOf', { name: entry.user.fullName })}
                        data-testid="evaluation-pool-cap"
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={entry.load > entry.cap ? 'red' : undefined} data-testid="evaluation-pool-load">
                        {t('pool.loadOfCap', { load: entry.load, cap: entry.cap })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.submitted}</Text>
                    </Table.Td>
                    <Table.Td>
                      {entry.expertise.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          –
                        </Text>
                      ) : (
                        <Group gap={4} wrap="wrap">
                          {entry.expertise.map((tag) => (
                            <Badge key={tag} size="sm" variant="outline" tt="none" dir="auto">
                              {tag}
                            </Badge>
                          ))}
                        </Group>
                      )}
                    </Table.Td>
                    {readOnly ? null : (
                      <Table.Td>
                        <Tooltip label={t('pool.remove', { name: entry.user.fullName })}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('pool.remove', { name: entry.user.fullName })}
                            onClick={() => setEdited(removeFromPool(pool, entry.user._id))}
                            data-testid="evaluation-pool-remove"
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {changed ? (
          <Text size="sm" c="orange" data-testid="evaluation-pool-unsaved">
            {t('pool.unsaved')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
