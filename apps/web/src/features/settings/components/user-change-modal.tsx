import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Picks a new role or status for one user; `onSubmit` answers true when done (errors show as a toast). */
export function UserChangeModal({
  kind,
  userName,
  initial,
  options,
  onClose,
  onSubmit,
}: {
  kind: 'role' | 'status';
  userName: string;
  initial: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onClose: () => void;
  onSubmit: (value: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('settings');
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    const done = await onSubmit(value);
    setSaving(false);
    if (done) onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={kind === 'role' ? t('users.change.roleTitle') : t('users.change.statusTitle')}
      data-testid={`user-${kind}-modal`}
    >
      <Stack gap="md">
        <Text size="sm">{t('users.change.forUser', { name: userName })}</Text>
        <Select
          label={kind === 'role' ? t('users.columns.role') : t('users.columns.status')}
          data={[...options]}
          value={value}
          onChange={(next) => setValue(next ?? initial)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          data-testid={`user-${kind}-select`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={saving}
            disabled={value === initial}
            data-testid="user-change-submit"
          >
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
