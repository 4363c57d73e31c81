import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before deleting a startup or a programme, with a loading state while it is deleted. `onConfirm` resolves once
 * the call is over; the caller closes the dialog and reports the outcome.
 */
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
    <Modal opened onClose={deleting ? () => undefined : onClose} title={title} data-testid="startups-delete-modal">
      <Stack gap="md">
        <Text size="sm" dir="auto">
          {body}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={deleting} data-testid="startups-delete-cancel">
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()} data-testid="startups-delete-confirm">
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
