import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before deleting a task, with a loading state while it is deleted (spec 01 §4). `onConfirm` resolves once the
 * call is over; the caller closes the dialog and reports a failure where spec 01 §8 wants it.
 */
export function DeleteTaskModal({
  name,
  onClose,
  onConfirm,
}: {
  name: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation('tasks');
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Modal
      opened
      onClose={deleting ? () => undefined : onClose}
      title={t('delete.title')}
      zIndex={400}
      data-testid="task-delete-modal"
    >
      <Stack gap="md">
        <Text size="sm" dir="auto">
          {t('delete.body', { name })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={deleting} data-testid="task-delete-cancel">
            {t('delete.cancel')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()} data-testid="task-delete-confirm">
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
