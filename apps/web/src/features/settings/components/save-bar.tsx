import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SettingsPermission, useCanEdit } from '../hooks/use-can-edit.ts';

/** The end of a settings form: the error of the last save, if any, and the Save button. */
export function SaveBar({
  saving,
  error,
  testId = 'settings-save',
  label,
  disabled,
  permission = 'ORGANIZATION:EDIT',
}: {
  saving: boolean;
  error: string | null;
  testId?: string;
  label?: string;
  disabled?: boolean;
  /** The permission saving needs; without it the button is disabled. */
  permission?: SettingsPermission;
}) {
  const { t } = useTranslation('settings');
  const allowed = useCanEdit(permission) !== false;
  return (
    <Stack gap="sm">
      {error ? (
        <Alert color="red" role="alert" data-testid="settings-error">
          {error}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={saving} disabled={disabled || !allowed} data-testid={testId}>
          {label ?? t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
