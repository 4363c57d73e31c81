import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';

/** Asks before deleting a startup, a programme or a saved view. */
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
  const { t } = useTranslation('startups');
  return (
    <ConfirmModal
      title={title}
      body={body}
      labels={{ cancel: t('actions.cancel'), confirm: t('actions.delete') }}
      testIds={{
        dialog: 'startups-delete-modal',
        cancel: 'startups-delete-cancel',
        confirm: 'startups-delete-confirm',
      }}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
