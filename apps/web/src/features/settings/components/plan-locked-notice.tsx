import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The marker of a feature outside the organisation's plan or switched off (spec 01 §1). */
export function PlanLockedNotice({ testId = 'plan-locked' }: { testId?: string }) {
  const { t } = useTranslation('settings');
  return (
    <Alert color="gray" icon={<IconLock size={16} />} data-testid={testId}>
      {t('planLocked')}
    </Alert>
  );
}
