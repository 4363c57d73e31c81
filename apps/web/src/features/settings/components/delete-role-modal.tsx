import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before deleting a custom role; `onConfirm` answers with the error to show, or null when deleted. */
export function DeleteRoleModal({
  label,
  onClose,
  onConfirm,
}: {
  label: string;
  onClose: () => void;
  onConfirm: () => Promise<string | null>;
}) {
  const { t } = useTranslation('settings');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setDeleting(true);
    const failure = await onConfirm();
    setDeleting(false);
    setError(failure);
  };
  return (
    <Modal opened onClose={onClose} title={t('roles.delete.title')} data-testid="role-delete-modal">
      <Stack gap="md">
        <Text size="sm">{t('roles.delete.body', { label })}</Text>
        {error ? (
          <Alert color="red" role="alert" data-testid="role-delete-error">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()} data-testid="role-delete-confirm">
            {t('roles.delete.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
