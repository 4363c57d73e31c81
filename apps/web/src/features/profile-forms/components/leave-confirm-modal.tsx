import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';

/** Asks before leaving the builder with unsaved changes: stay, or leave and lose them. */
export function LeaveConfirmModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('profileForms');
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmModal
      title={t('builder.leave.title')}
      body={t('builder.leave.body')}
      labels={{ cancel: t('builder.leave.stay'), confirm: t('builder.leave.confirm') }}
      testIds={{
        dialog: 'profile-builder-leave',
        cancel: 'profile-builder-leave-stay',
        confirm: 'profile-builder-leave-confirm',
      }}
      onClose={() => blocker.reset()}
      onConfirm={async () => blocker.proceed()}
    />
  );
}
