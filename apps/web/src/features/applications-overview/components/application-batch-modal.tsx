import type { ApplicationBatchActionType } from '@cohort/shared';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchTargetOf } from '../utils/overview-batch.ts';

/** Why the server refused to start a batch: under the target's field, or for the whole request. */
export interface ApplicationBatchProblem {
  target?: string;
  general?: string;
}

export type BatchTargetOptions = ReadonlyArray<
  { value: string; label: string } | { group: string; items: { value: string; label: string }[] }
>;

/**
 * Asks what a batch action applies (a round, a decision or a tag) or, to delete, confirms with the count; Start
 * resolves with the server's refusal, if any (the caller closes the dialog once the batch has started).
 */
export function ApplicationBatchModal({
  action,
  count,
  options,
  onClose,
  onStart,
}: {
  action: ApplicationBatchActionType;
  count: number;
  /** The rounds, decisions or tags to choose from (none for DELETE). */
  options: BatchTargetOptions;
  onClose: () => void;
  onStart: (target: string | null) => Promise<ApplicationBatchProblem | null>;
}) {
  const { t } = useTranslation('applicationsOverview');
  const target = batchTargetOf(action);
  const [value, setValue] = useState<string | null>(null);
  const [problem, setProblem] = useState<ApplicationBatchProblem | null>(null);
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      setProblem(await onStart(value));
    } finally {
      setStarting(false);
    }
  };
  return (
    <Modal
      opened
      onClose={starting ? () => undefined : onClose}
      title={t(`batch.titles.${action}`, { count })}
      data-testid="applications-batch-modal"
    >
      <Stack gap="md">
        {target ? (
          <>
            <Text size="sm">{t('batch.appliesTo', { count })}</Text>
            {target === 'decision' ? (
              <Text size="sm" c="dimmed">
                {t('batch.decideHint')}
              </Text>
            ) : null}
            <Select
              label={t(`batch.targets.${target}`)}
              placeholder={t('batch.targetPlaceholder')}
              nothingFoundMessage={t('filters.noOptions')}
              data={options as never}
              value={value}
              onChange={(next) => {
                setValue(next);
                setProblem(null);
              }}
              searchable
              required
              error={problem?.target}
              comboboxProps={{ withinPortal: false }}
              data-testid="applications-batch-target"
            />
          </>
        ) : (
          <Text size="sm" data-testid="applications-batch-delete-body">
            {t('batch.deleteBody', { count })}
          </Text>
        )}
        {problem?.general ? (
          <Alert color="red" role="alert" data-testid="applications-batch-error">
            {problem.general}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={starting} data-testid="applications-batch-cancel">
            {t('batch.cancel')}
          </Button>
          <Button
            color={target ? undefined : 'red'}
            disabled={target !== null && !value}
            loading={starting}
            onClick={() => void start()}
            data-testid="applications-batch-start"
          >
            {target ? t('batch.start') : t('batch.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
