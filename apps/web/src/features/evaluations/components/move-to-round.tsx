import { APPLICATION_BATCH_DISMISS_MS } from '@cohort/shared';
import { Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { ResultOf } from '../../../lib/graphql.ts';
import { type BatchOperationSource, BatchPanels, type BatchPanelTexts } from '../../../ui/batch-panel/batch-panels.tsx';
import { useBatchProcesses } from '../../../ui/batch-panel/use-batch-processes.tsx';
import { FormModal } from '../../../ui/form-modal.tsx';
import {
  EvaluationMoveStateQuery,
  EvaluationMoveUpdatedSubscription,
  StartEvaluationMoveMutation,
} from '../graphql/move-applications.ts';
import type { MoveTargetFunnel } from '../graphql/move-target-rounds.query.ts';
import { useEvaluationFeedback } from '../hooks/use-evaluation-feedback.ts';

/**
 * "Move to round…": the selected applications go to a round of the funnel with the applications' batch operation;
 * its panel follows it and the results are read again when it ends.
 */
export function MoveToRoundModal({
  funnel,
  currentRoundId,
  applicationIds,
  onClose,
  onStarted,
}: {
  funnel: MoveTargetFunnel | null;
  currentRoundId: string;
  applicationIds: readonly string[];
  onClose: () => void;
  onStarted: (operationId: string, applicationIds: readonly string[]) => void;
}) {
  const { t } = useTranslation('evaluations');
  const feedback = useEvaluationFeedback();
  const batches = useBatchProcesses();
  const [roundId, setRoundId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, start] = useMutation(StartEvaluationMoveMutation);
  const options = useMemo(
    () =>
      [...(funnel?.rounds ?? [])]
        .sort((a, b) => a.position - b.position)
        .filter((round) => round._id !== currentRoundId)
        .map((round) => ({ value: round._id, label: round.name })),
    [funnel, currentRoundId],
  );

  const submit = async () => {
    if (!roundId) return;
    setError(null);
    const ids = [...applicationIds];
    const result = await start({ applicationIds: ids, action: { type: 'MOVE_TO_ROUND', roundId } });
    if (result.error || !result.data) {
      if (result.error) setError(feedback.errorMessage(result.error));
      return;
    }
    const operation = result.data.startApplicationBatchOperation;
    batches.add(operation.id, operation.count);
    onStarted(operation.id, ids);
  };

  return (
    <FormModal
      title={t('results.move.title', { count: applicationIds.length })}
      saving={fetching}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
      labels={{ cancel: t('actions.cancel'), submit: t('results.move.submit') }}
      submitDisabled={!roundId}
      testIds={{
        modal: 'results-move-modal',
        form: 'results-move-form',
        error: 'results-move-error',
        cancel: 'results-move-cancel',
        submit: 'results-move-submit',
      }}
    >
      {options.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('results.move.noRounds')}
        </Text>
      ) : (
        <Select
          label={t('results.move.round')}
          description={funnel ? t('results.move.hint', { funnel: funnel.name }) : undefined}
          data={options}
          value={roundId}
          onChange={setRoundId}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
          data-testid="results-move-round"
        />
      )}
    </FormModal>
  );
}

type Source = BatchOperationSource<
  ResultOf<typeof EvaluationMoveUpdatedSubscription>,
  ResultOf<typeof EvaluationMoveStateQuery>
>;

const MOVE_SOURCE: Source = {
  updates: EvaluationMoveUpdatedSubscription,
  readUpdate: ({ applicationBatchOperationUpdated: update }) => ({ ...update, itemId: update.applicationId }),
  state: EvaluationMoveStateQuery,
  readState: ({ applicationBatchOperation: state }) => ({
    ...state,
    results: state.results.map((result) => ({ ...result, itemId: result.applicationId })),
  }),
  successDismissMs: APPLICATION_BATCH_DISMISS_MS,
};

/** The panels of the moves started from the results (spec 01 §4), with the applications named by their label. */
export function MovePanels({
  applicationName,
  onFinished,
}: {
  applicationName: (id: string) => string;
  onFinished: (operationId: string) => void;
}) {
  const { t } = useTranslation('evaluations');
  const texts = useMemo<BatchPanelTexts>(
    () => ({
      processing: (processed, total) => t('results.move.processing', { processed, total }),
      done: (processed, failed) => t('results.move.done', { processed, failed }),
      failed: (count) => t('results.move.failed', { count }),
      problem: t('results.move.problem'),
      close: t('actions.close'),
      progressLabel: t('results.move.progress'),
    }),
    [t],
  );
  return <BatchPanels source={MOVE_SOURCE} texts={texts} itemName={applicationName} onFinished={onFinished} />;
}
