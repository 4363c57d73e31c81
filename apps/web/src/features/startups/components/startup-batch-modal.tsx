import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartupRelabel } from '../../organisation/index.ts';
import { batchActionTarget, type StartupBatchActionType } from '../utils/startup-batch.ts';

/** Why the server refused to start a batch: under the target's field, or for the whole request. */
export interface StartupBatchProblem {
  target?: string;
  general?: string;
}

/**
 * Asks for what a batch action applies (a programme, a tag or an industry) or, to delete, confirms with the count;
 * Start resolves with the server's refusal, if any (the caller closes the dialog once the batch has started).
 */
export function StartupBatchModal({
  action,
  count,
  options,
  onClose,
  onStart,
}: {
  action: StartupBatchActionType;
  count: number;
  /** The programmes, tags or industries to choose from (none for DELETE). */
  options: ReadonlyArray<{ value: string; label: string }>;
  onClose: () => void;
  onStart: (targetId: string | null) => Promise<StartupBatchProblem | null>;
}) {
  const { t } = useTranslation('startups');
  const relabel = useStartupRelabel();
  const target = batchActionTarget(action);
  const [targetId, setTargetId] = useState<string | null>(null);
  const [problem, setProblem] = useState<StartupBatchProblem | null>(null);
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      setProblem(await onStart(targetId));
    } finally {
      setStarting(false);
    }
  };
  return (
    <Modal
      opened
      onClose={starting ? () => undefined : onClose}
      title={relabel(t(`batch.titles.${action}`, { count }))}
      data-testid="startups-batch-modal"
    >
      <Stack gap="md">
        {target ? (
          <>
            <Text size="sm">{relabel(t('batch.appliesTo', { count }))}</Text>
            <Select
              label={t(`batch.targets.${target}`)}
              placeholder={t('batch.targetPlaceholder')}
              nothingFoundMessage={t('form.noOptions')}
              data={[...options]}
              value={targetId}
              onChange={(value) => {
                setTargetId(value);
                setProblem(null);
              }}
              searchable
              required
              error={problem?.target}
              data-testid="startups-batch-target"
            />
          </>
        ) : (
          <Text size="sm" data-testid="startups-batch-delete-body">
            {relabel(t('batch.deleteBody', { count }))}
          </Text>
        )}
        {problem?.general ? (
          <Alert color="red" role="alert" data-testid="startups-batch-error">
            {problem.general}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={starting} data-testid="startups-batch-cancel">
            {t('actions.cancel')}
          </Button>
          <Button
            color={target ? undefined : 'red'}
            disabled={target !== null && !targetId}
            loading={starting}
            onClick={() => void start()}
            data-testid="startups-batch-start"
          >
            {target ? t('batch.start') : t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
