import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SettingsPermission, useCanEdit } from '../hooks/use-can-edit.ts';

/** Tells a user who may see but not change these settings why nothing can be saved. */
export function ReadOnlyNotice({ permission }: { permission: SettingsPermission }) {
  const { t } = useTranslation('settings');
  if (useCanEdit(permission) !== false) return null;
  return (
    <Alert color="blue" data-testid="settings-read-only">
      {t('readOnly')}
    </Alert>
  );
}
