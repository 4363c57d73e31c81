import { useTranslation } from 'react-i18next';
import { ConfirmModal as Confirm } from '../../../ui/confirm-modal.tsx';

/** Asks before a post or a document of the startup file is deleted. */
export function ConfirmModal({
  title,
  body,
  confirmLabel,
  onClose,
  onConfirm,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation('startupFile');
  return (
    <Confirm
      title={title}
      body={body}
      labels={{ cancel: t('actions.cancel'), confirm: confirmLabel }}
      testIds={{
        dialog: 'startup-file-confirm',
        cancel: 'startup-file-confirm-cancel',
        confirm: 'startup-file-confirm-ok',
      }}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
