import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type BulkAction = { type: 'CHANGE_STATUS'; status: string } | { type: 'CHANGE_ROLE'; roleId: string };

/** Shown while rows are selected: change the status or the role of all of them at once (a batch operation). */
export function UsersBulkBar({
  count,
  statusOptions,
  roleOptions,
  onClear,
  onSubmit,
}: {
  count: number;
  statusOptions: ReadonlyArray<{ value: string; label: string }>;
  roleOptions: ReadonlyArray<{ value: string; label: string }>;
  onClear: () => void;
  onSubmit: (action: BulkAction) => Promise<boolean>;
}) {
  const { t } = useTranslation('settings');
  const [status, setStatus] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const action: BulkAction | null = status
    ? { type: 'CHANGE_STATUS', status }
    : roleId
      ? { type: 'CHANGE_ROLE', roleId }
      : null;
  const submit = async () => {
    if (!action) return;
    setSaving(true);
    const done = await onSubmit(action);
    setSaving(false);
    if (done) {
      setStatus(null);
      setRoleId(null);
    }
  };
  return (
    <Paper withBorder p="sm" data-testid="users-bulk-bar" data-count={count}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('users.bulk.selected', { count })}
        </Text>
        <Select
          placeholder={t('users.bulk.changeStatus')}
          aria-label={t('users.bulk.changeStatus')}
          data={[...statusOptions]}
          value={status}
          onChange={(value) => {
            setStatus(value);
            if (value) setRoleId(null);
          }}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={200}
          data-testid="bulk-status"
        />
        <Select
          placeholder={t('users.bulk.changeRole')}
          aria-label={t('users.bulk.changeRole')}
          data={[...roleOptions]}
          value={roleId}
          onChange={(value) => {
            setRoleId(value);
            if (value) setStatus(null);
          }}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={200}
          data-testid="bulk-role"
        />
        <Button onClick={() => void submit()} disabled={!action} loading={saving} data-testid="bulk-submit">
          {t('users.bulk.apply')}
        </Button>
        <Button variant="subtle" onClick={onClear}>
          {t('users.bulk.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
