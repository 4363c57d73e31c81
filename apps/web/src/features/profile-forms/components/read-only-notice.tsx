import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Why the builder only shows the form: the plan lacks custom field editing, or the organisation switched it off. */
export function ReadOnlyNotice({ reason }: { reason: 'plan' | 'flag' }) {
  const { t } = useTranslation('profileForms');
  return (
    <Alert
      color="yellow"
      icon={<IconLock size={18} />}
      title={t('builder.readOnly.title')}
      data-testid="profile-builder-readonly"
      data-reason={reason}
    >
      {t(reason === 'plan' ? 'builder.readOnly.plan' : 'builder.readOnly.flag')}
    </Alert>
  );
}
