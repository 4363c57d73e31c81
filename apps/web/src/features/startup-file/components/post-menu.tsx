import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimelineEntryData } from '../graphql/timeline-entry.fragment.ts';

/** Edit (one's own), Pin or Unpin (startup managers, posts only) and Delete (with the permission); none: no menu. */
export function PostMenu({
  entry,
  onEdit,
  onPin,
  onDelete,
}: {
  entry: TimelineEntryData;
  onEdit: () => void;
  onPin: (pinned: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('startupFile');
  if (!entry.canEdit && !entry.canPin && !entry.canDelete) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('post.actions')} data-testid="post-menu">
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {entry.canEdit ? (
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit} data-testid="post-edit">
            {t('post.edit')}
          </Menu.Item>
        ) : null}
        {entry.canPin ? (
          <Menu.Item
            leftSection={entry.isPinned ? <IconPinnedOff size={14} /> : <IconPin size={14} />}
            onClick={() => onPin(!entry.isPinned)}
            data-testid={entry.isPinned ? 'post-unpin' : 'post-pin'}
          >
            {entry.isPinned ? t('post.unpin') : t('post.pin')}
          </Menu.Item>
        ) : null}
        {entry.canDelete ? (
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete} data-testid="post-delete">
            {t('post.delete')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
