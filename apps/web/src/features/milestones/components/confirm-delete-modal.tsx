import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';

/** Asks before deleting a template or a milestone. */
export function ConfirmDeleteModal({
  title,
  body,
  onClose,
  onConfirm,
}: {
  title: string;
  body: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation('milestones');
  return (
    <ConfirmModal
      title={title}
      body={body}
      labels={{ cancel: t('actions.cancel'), confirm: t('actions.delete') }}
      testIds={{
        dialog: 'milestones-delete-modal',
        cancel: 'milestones-delete-cancel',
        confirm: 'milestones-delete-confirm',
      }}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
