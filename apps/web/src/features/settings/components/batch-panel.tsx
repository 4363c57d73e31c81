import { Affix, CloseButton, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useSubscription } from 'urql';
import { UserBatchOperationQuery } from '../graphql/user-batch-operation.query.ts';
import { UserBatchOperationUpdatedSubscription } from '../graphql/user-batch-operation-updated.subscription.ts';
import { useBatchProcesses } from '../hooks/use-batch-processes.tsx';
import { applyBatchState, applyBatchUpdate, BATCH_SUCCESS_DISMISS_MS, type BatchProcess } from '../utils/batch.ts';

/** The panels of the running batch operations on users, bottom right (spec 01 §4 Batch processing). */
export function BatchPanels({ onFinished, userName }: { onFinished: () => void; userName: (id: string) => string }) {
  const { processes } = useBatchProcesses();
  if (processes.length === 0) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={300}>
      <Stack gap="sm" w={340}>
        {processes.map((process) => (
          <BatchPanel key={process.id} process={process} onFinished={onFinished} userName={userName} />
        ))}
      </Stack>
    </Affix>
  );
}

function BatchPanel({
  process,
  onFinished,
  userName,
}: {
  process: BatchProcess;
  onFinished: () => void;
  userName: (id: string) => string;
}) {
  const { t } = useTranslation('settings');
  const client = useClient();
  const { update, remove } = useBatchProcesses();
  const { id, status } = process;

  const [{ data }] = useSubscription({
    query: UserBatchOperationUpdatedSubscription,
    variables: { operationId: id },
    pause: status !== null,
  });
  const event = data?.userBatchOperationUpdated;
  useEffect(() => {
    if (event) update(id, (current) => applyBatchUpdate(current, event));
  }, [event, id, update]);

  // Early events may be gone before the subscription started: read the state at once, then now and then while running.
  const running = status === null;
  useEffect(() => {
    if (!running) return;
    let cancelled = false;
    const read = () =>
      client
        .query(UserBatchOperationQuery, { id }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((result) => {
          const state = result.data?.userBatchOperation;
          if (!cancelled && state) update(id, (current) => applyBatchState(current, state));
        });
    void read();
    const timer = setInterval(() => void read(), 2_000);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [client, id, update, running]);

  const finished = useRef(false);
  useEffect(() => {
    if (status === null || finished.current) return;
    finished.current = true;
    onFinished();
  }, [status, onFinished]);

  useEffect(() => {
    if (status !== 'SUCCEEDED') return;
    const timer = setTimeout(() => remove(id), BATCH_SUCCESS_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [status, id, remove]);

  const problem = status === 'PARTIALLY_SUCCEEDED' || status === 'FAILED';
  return (
    <Paper
      shadow="md"
      withBorder
      p="md"
      role="status"
      aria-live="polite"
      data-testid="batch-panel"
      data-operation-id={id}
      data-status={status ?? 'RUNNING'}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm" data-testid="batch-progress">
            {status === null
              ? t('users.batch.processing', { processed: process.processed, total: process.total })
              : t('users.batch.done', { processed: process.processed - process.failed, failed: process.failed })}
          </Text>
          <CloseButton
            size="sm"
            aria-label={t('users.batch.close')}
            onClick={() => remove(id)}
            data-testid="batch-close"
          />
        </Group>
        <Progress
          value={process.total > 0 ? (process.processed / process.total) * 100 : 0}
          color={problem ? 'red' : status === 'SUCCEEDED' ? 'green' : undefined}
          animated={status === null}
          aria-label={t('users.batch.progressLabel')}
        />
        {process.failed > 0 ? (
          <Text size="sm" c="red" data-testid="batch-failed">
            {t('users.batch.failed', { count: process.failed })}
          </Text>
        ) : null}
        {problem ? (
          <>
            <Text size="sm" c="red" data-testid="batch-problem">
              {t('users.batch.problem')}
            </Text>
            {process.failures.length > 0 ? (
              <List size="xs" spacing={2} data-testid="batch-failures">
                {process.failures.map((failure) => (
                  <List.Item key={failure.userId}>
                    {userName(failure.userId)}
                    {failure.message ? `: ${failure.message}` : ''}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
