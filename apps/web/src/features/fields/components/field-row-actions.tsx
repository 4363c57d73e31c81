import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlanLocked } from './plan-locked.tsx';

/** Edit and Delete of one field; both disabled, saying why, when the plan does not include editing custom fields. */
export function FieldRowActions({
  label,
  locked,
  onEdit,
  onDelete,
}: {
  label: string;
  locked: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('fields');
  const action = (kind: 'edit' | 'delete') => (
    <ActionIcon
      variant="subtle"
      color={kind === 'delete' ? 'red' : undefined}
      disabled={locked}
      aria-label={t(kind === 'edit' ? 'actions.editNamed' : 'actions.deleteNamed', { label })}
      onClick={kind === 'edit' ? onEdit : onDelete}
      data-testid={`field-${kind}`}
    >
      {kind === 'edit' ? <IconPencil size={16} /> : <IconTrash size={16} />}
    </ActionIcon>
  );
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {locked ? (
        <PlanLocked locked>
          <Group gap={4} wrap="nowrap">
            {action('edit')}
            {action('delete')}
          </Group>
        </PlanLocked>
      ) : (
        <>
          <Tooltip label={t('actions.edit')}>{action('edit')}</Tooltip>
          <Tooltip label={t('actions.delete')}>{action('delete')}</Tooltip>
        </>
      )}
    </Group>
  );
}
