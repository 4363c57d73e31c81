import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartupRelabel } from '../../organisation/index.ts';
import type { TagWithUsage } from '../graphql/tags-with-usage.query.ts';
import { tagUsageWording } from '../utils/tag-form.ts';

/**
 * Asks before deleting a tag, saying how many people or startups lose it. `onConfirm` resolves once the call is
 * over; the caller closes the dialog and reports the outcome.
 */
export function DeleteTagModal({
  entry,
  onClose,
  onConfirm,
}: {
  entry: TagWithUsage;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation('taxonomy');
  const relabel = useStartupRelabel();
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  };
  const body = t(`delete.${tagUsageWording(entry.uses)}`, { count: entry.uses });
  return (
    <Modal
      opened
      onClose={deleting ? () => undefined : onClose}
      title={t('delete.title', { name: entry.tag.name })}
      data-testid="tag-delete-modal"
    >
      <Stack gap="md">
        <Text size="sm" dir="auto" data-testid="tag-delete-body">
          {relabel(body)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={deleting} data-testid="tag-delete-cancel">
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()} data-testid="tag-delete-confirm">
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
