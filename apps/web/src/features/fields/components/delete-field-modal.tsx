import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import type { CustomFieldRow } from '../graphql/custom-fields.query.ts';
import { answerWording } from '../utils/field-usage.ts';

/** Asks before deleting a field, saying how many answers go with it. */
export function DeleteFieldModal({
  field,
  onClose,
  onConfirm,
}: {
  field: CustomFieldRow;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation('fields');
  const answers = t(`delete.answers.${answerWording(field.answerCount)}`, { count: field.answerCount });
  return (
    <ConfirmModal
      title={t('delete.title', { label: field.label })}
      body={`${t('delete.body', { label: field.label })} ${answers}`}
      labels={{ cancel: t('actions.cancel'), confirm: t('delete.confirm') }}
      testIds={{ dialog: 'field-delete-modal', cancel: 'field-delete-cancel', confirm: 'field-delete-confirm' }}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
