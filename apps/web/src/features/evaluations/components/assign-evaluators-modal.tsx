import { MultiSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormModal } from '../../../ui/form-modal.tsx';
import { AssignEvaluatorsMutation } from '../graphql/assign-evaluators.mutation.ts';
import type { EvaluationRoundData } from '../graphql/evaluation-round.fragment.ts';
import { useEvaluationFeedback } from '../hooks/use-evaluation-feedback.ts';

/**
 * "Assign evaluators…": every evaluator chosen (from the round's pool) to every application selected. The number of
 * assignments added is announced; a refusal (a conflict of interest, a cap) shows the server's message above the field.
 */
export function AssignEvaluatorsModal({
  round,
  applicationIds,
  onClose,
  onAssigned,
}: {
  round: EvaluationRoundData;
  applicationIds: readonly string[];
  onClose: () => void;
  onAssigned: () => void;
}) {
  const { t } = useTranslation('evaluations');
  const feedback = useEvaluationFeedback();
  const [evaluatorIds, setEvaluatorIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, assign] = useMutation(AssignEvaluatorsMutation);
  const options = round.evaluators.map((evaluator) => ({
    value: evaluator.user._id,
    label: t('assign.option', { name: evaluator.user.fullName, load: evaluator.load, cap: evaluator.cap }),
  }));

  const submit = async () => {
    if (evaluatorIds.length === 0) return;
    setError(null);
    const result = await assign({ roundId: round._id, applicationIds: [...applicationIds], evaluatorIds });
    if (result.error || result.data == null) {
      if (result.error) setError(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('assign.added', { count: result.data.assignEvaluators }));
    onAssigned();
  };

  return (
    <FormModal
      title={t('assign.title', { count: applicationIds.length })}
      saving={fetching}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
      labels={{ cancel: t('actions.cancel'), submit: t('assign.submit') }}
      submitDisabled={evaluatorIds.length === 0}
      testIds={{
        modal: 'assign-evaluators-modal',
        form: 'assign-evaluators-form',
        error: 'assign-evaluators-error',
        cancel: 'assign-evaluators-cancel',
        submit: 'assign-evaluators-submit',
      }}
    >
      {options.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('assign.emptyPool')}
        </Text>
      ) : (
        <MultiSelect
          label={t('assign.evaluators')}
          description={t('assign.hint')}
          data={options}
          value={evaluatorIds}
          onChange={setEvaluatorIds}
          searchable
          data-autofocus
          comboboxProps={{ withinPortal: true }}
          data-testid="assign-evaluators-select"
        />
      )}
    </FormModal>
  );
}
