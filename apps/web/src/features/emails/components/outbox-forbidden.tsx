import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown instead of the outbox to a user outside the admin group (the server refuses them anyway). */
export function OutboxForbidden() {
  const { t } = useTranslation('emails');
  return (
    <Alert color="red" role="alert" data-testid="outbox-forbidden">
      {t('outbox.forbidden')}
    </Alert>
  );
}
