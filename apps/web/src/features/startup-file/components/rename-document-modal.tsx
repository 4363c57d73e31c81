import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';

/** A new name for a document; the name is required. `onSave` resolves with the error text, or null once saved. */
export function RenameDocumentModal({
  name,
  onClose,
  onSave,
}: {
  name: string;
  onClose: () => void;
  onSave: (name: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('startupFile');
  const messages = useFormMessages();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (value.trim() === '') {
      setError(messages.required(t('documents.name')));
      return;
    }
    setSaving(true);
    const failure = await onSave(value.trim());
    setSaving(false);
    setError(failure);
  };
  return (
    <Modal
      opened
      onClose={saving ? () => undefined : onClose}
      title={t('documents.renameTitle')}
      data-testid="document-rename-modal"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('documents.name')}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
            data-autofocus
            data-testid="document-rename-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="document-rename-save">
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
