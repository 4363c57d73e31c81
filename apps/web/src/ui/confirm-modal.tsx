import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * Asks before something is deleted, with a loading state while it happens. `onConfirm` resolves once the call is
 * over; the caller closes the dialog and reports the outcome.
 */
export function ConfirmModal({
  title,
  body,
  labels,
  testIds,
  onClose,
  onConfirm,
}: {
  title: string;
  body: string;
  labels: { cancel: string; confirm: string };
  testIds: { dialog: string; cancel: string; confirm: string };
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={busy ? () => undefined : onClose} title={title} data-testid={testIds.dialog}>
      <Stack gap="md">
        <Text size="sm" dir="auto">
          {body}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy} data-testid={testIds.cancel}>
            {labels.cancel}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()} data-testid={testIds.confirm}>
            {labels.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
