import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { RefusalAlert } from './refusal-alert.tsx';

/** Asks before an action that cannot be undone (cancel, delete). */
export function ConfirmActionModal({
  opened,
  title,
  body,
  confirmLabel,
  loading,
  error,
  onConfirm,
  onClose,
  testId,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  loading: boolean;
  error: CombinedError | undefined;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation('coaching');
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md" data-testid={testId}>
        <Text size="sm">{body}</Text>
        <RefusalAlert error={error} testId={`${testId}-error`} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.back')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
