import { Checkbox, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormModal } from '../../../ui/form-modal.tsx';
import { DeclareEvaluationConflictMutation } from '../graphql/declare-evaluation-conflict.mutation.ts';
import { useEvaluationFeedback } from '../hooks/use-evaluation-feedback.ts';

/** Longest reason accepted here (a few sentences). */
const REASON_MAX_LENGTH = 1000;

/**
 * "Declare a conflict of interest": the evaluator says why (optional) and whether it holds for every application of
 * this startup; the assignment is then removed for the staff to reassign.
 */
export function ConflictModal({
  assignmentId,
  onClose,
  onDeclared,
}: {
  assignmentId: string;
  onClose: () => void;
  onDeclared: () => void;
}) {
  const { t } = useTranslation('evaluations');
  const feedback = useEvaluationFeedback();
  const [reason, setReason] = useState('');
  const [wholeStartup, setWholeStartup] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, declare] = useMutation(DeclareEvaluationConflictMutation);

  const submit = async () => {
    setError(null);
    const result = await declare({ id: assignmentId, reason: reason.trim() || null, wholeStartup });
    if (result.error) {
      setError(feedback.errorMessage(result.error));
      return;
    }
    onDeclared();
  };

  return (
    <FormModal
      title={t('conflict.title')}
      saving={fetching}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
      labels={{ cancel: t('actions.cancel'), submit: t('conflict.submit') }}
      testIds={{
        modal: 'review-conflict-modal',
        form: 'review-conflict-form',
        error: 'review-conflict-error',
        cancel: 'review-conflict-cancel',
        submit: 'review-conflict-submit',
      }}
    >
      <Text size="sm">{t('conflict.explain')}</Text>
      <Textarea
        label={t('conflict.reason')}
        placeholder={t('conflict.reasonPlaceholder')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={REASON_MAX_LENGTH}
        autosize
        minRows={3}
        dir="auto"
        data-autofocus
        data-testid="review-conflict-reason"
      />
      <Checkbox
        label={t('conflict.wholeStartup')}
        description={t('conflict.wholeStartupHint')}
        checked={wholeStartup}
        onChange={(event) => setWholeStartup(event.currentTarget.checked)}
        data-testid="review-conflict-whole-startup"
      />
    </FormModal>
  );
}
