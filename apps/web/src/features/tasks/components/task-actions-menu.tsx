import { ActionIcon, type MantineSize } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../../ui/deferred-overlays.tsx';
import type { TaskCardData } from '../graphql/task-card.fragment.ts';

/** A task's actions menu (spec 01 §4): Edit and Delete, each shown only when given; nothing when neither is. */
export function TaskActionsMenu({
  task,
  size,
  onEdit,
  onDelete,
}: {
  task: TaskCardData;
  /** Size of the menu's button; Mantine's default when left out. */
  size?: MantineSize;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation('tasks');
  if (!onEdit && !onDelete) return null;
  return (
    <DeferredMenu
      position="bottom-end"
      withinPortal
      target={
        <ActionIcon
          variant="subtle"
          color="gray"
          size={size}
          aria-label={t('card.actions', { name: task.name ?? '' })}
          data-testid="task-menu"
        >
          <IconDots size={16} />
        </ActionIcon>
      }
    >
      {(Menu) => (
        <Menu.Dropdown>
          {onEdit ? (
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit} data-testid="task-edit">
              {t('card.edit')}
            </Menu.Item>
          ) : null}
          {onDelete ? (
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete} data-testid="task-delete">
              {t('card.delete')}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      )}
    </DeferredMenu>
  );
}
