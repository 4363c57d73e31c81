import { Affix, CloseButton, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { type DocumentInput, useClient, useSubscription } from 'urql';
import {
  applyBatchState,
  applyBatchUpdate,
  type BatchItemUpdate,
  type BatchOperationState,
  type BatchProcess,
} from './batch-process.ts';
import { useBatchProcesses } from './use-batch-processes.tsx';

/** How often the panel reads the state of a running operation, in case events were missed. */
const BATCH_STATE_READ_MS = 2_000;

/**
 * One kind of batch operation (on users, on startups, ...): its subscription and state query, read into the panel's
 * shapes. A module-level constant, so that the panel's effects do not start again on each render.
 */
export interface BatchOperationSource<UpdateData, StateData> {
  updates: DocumentInput<UpdateData, { operationId: string }>;
  readUpdate: (data: UpdateData) => BatchItemUpdate | null | undefined;
  state: DocumentInput<StateData, { id: string }>;
  readState: (data: StateData) => BatchOperationState | null | undefined;
  /** On overall success the panel goes away by itself after this delay (spec 01 §9). */
  successDismissMs: number;
}

/** The panel's texts, in the interface language and in the words of the items. */
export interface BatchPanelTexts {
  /** 'Processing n/m ...' */
  processing: (processed: number, total: number) => string;
  /** 'n users processed and m failed users' */
  done: (succeeded: number, failed: number) => string;
  /** 'Failed: n' */
  failed: (count: number) => string;
  /** 'There was problem processing your request.' */
  problem: string;
  close: string;
  progressLabel: string;
}

interface BatchPanelsProps<UpdateData, StateData> {
  source: BatchOperationSource<UpdateData, StateData>;
  texts: BatchPanelTexts;
  /** The name of an item, for the failures listed in a panel. */
  itemName: (id: string) => string;
  /** Once per operation, when it has ended (the list under it may have changed). */
  onFinished: (operationId: string) => void;
}

/**
 * The panels of the running batch operations of a page, bottom right (spec 01 §4 Batch processing); the page wraps
 * itself in a BatchProcessesProvider and adds an operation there once the server accepted it.
 */
export function BatchPanels<UpdateData, StateData>(props: BatchPanelsProps<UpdateData, StateData>) {
  const { processes } = useBatchProcesses();
  if (processes.length === 0) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={300}>
      <Stack gap="sm" w={340}>
        {processes.map((process) => (
          <BatchPanel key={process.id} process={process} {...props} />
        ))}
      </Stack>
    </Affix>
  );
}

function BatchPanel<UpdateData, StateData>({
  process,
  source,
  texts,
  itemName,
  onFinished,
}: BatchPanelsProps<UpdateData, StateData> & { process: BatchProcess }) {
  const client = useClient();
  const { update, remove } = useBatchProcesses();
  const { id, status } = process;

  const [{ data }] = useSubscription({
    query: source.updates,
    variables: { operationId: id },
    pause: status !== null,
  });
  useEffect(() => {
    const event = data ? source.readUpdate(data) : null;
    if (event) update(id, (current) => applyBatchUpdate(current, event));
  }, [data, source, id, update]);

  // Early events may be gone before the subscription started: read the state at once, then now and then while running.
  const running = status === null;
  useEffect(() => {
    if (!running) return;
    let cancelled = false;
    const read = () =>
      client
        .query(source.state, { id }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((result) => {
          const state = result.data ? source.readState(result.data) : null;
          if (!cancelled && state) update(id, (current) => applyBatchState(current, state));
        });
    void read();
    const timer = setInterval(() => void read(), BATCH_STATE_READ_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [client, source, id, update, running]);

  const finished = useRef(false);
  useEffect(() => {
    if (status === null || finished.current) return;
    finished.current = true;
    onFinished(id);
  }, [status, id, onFinished]);

  useEffect(() => {
    if (status !== 'SUCCEEDED') return;
    const timer = setTimeout(() => remove(id), source.successDismissMs);
    return () => clearTimeout(timer);
  }, [status, id, remove, source]);

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
      data-processed={process.processed}
      data-total={process.total}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm" data-testid="batch-progress">
            {status === null
              ? texts.processing(process.processed, process.total)
              : texts.done(process.processed - process.failed, process.failed)}
          </Text>
          <CloseButton size="sm" aria-label={texts.close} onClick={() => remove(id)} data-testid="batch-close" />
        </Group>
        <Progress
          value={process.total > 0 ? (process.processed / process.total) * 100 : 0}
          color={problem ? 'red' : status === 'SUCCEEDED' ? 'green' : undefined}
          animated={status === null}
          aria-label={texts.progressLabel}
        />
        {process.failed > 0 ? (
          <Text size="sm" c="red" data-testid="batch-failed">
            {texts.failed(process.failed)}
          </Text>
        ) : null}
        {problem ? (
          <>
            <Text size="sm" c="red" data-testid="batch-problem">
              {texts.problem}
            </Text>
            {process.failures.length > 0 ? (
              <List size="xs" spacing={2} data-testid="batch-failures">
                {process.failures.map((failure) => (
                  <List.Item key={failure.itemId} data-testid="batch-failure" dir="auto">
                    {itemName(failure.itemId)}
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
