import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconCopy, IconDots, IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { PROFILE_KINDS } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import type { FormListItem } from '../hooks/use-forms-list.ts';

export type FormRowAction = 'edit' | 'duplicate' | 'share' | 'archive' | 'restore' | 'delete';

/** Why a form cannot be deleted, in words, or null when it can (the server's canDelete decides). */
export function deleteBlockReason(form: FormListItem): 'hasAnswers' | 'profileForm' | 'notAllowed' | null {
  if (form.canDelete) return null;
  if (!form.canEdit) return 'notAllowed';
  if (PROFILE_KINDS.includes(form.kind)) return 'profileForm';
  return form.answerCount > 0 ? 'hasAnswers' : 'profileForm';
}

/** The actions of one form of the list, in a menu at the end of its row. */
export function FormRowMenu({
  form,
  canCreate,
  onAction,
}: {
  form: FormListItem;
  canCreate: boolean;
  onAction: (action: FormRowAction) => void;
}) {
  const { t } = useTranslation('forms');
  const blocked = deleteBlockReason(form);
  const archived = form.archivedAt !== null;
  // Profile forms are arranged in the profile builder only: no copy, sharing or archive (the server refuses them).
  const profile = PROFILE_KINDS.includes(form.kind);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('list.actionsFor', { title: form.title })}
          data-testid="form-row-actions"
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown data-testid="form-row-menu">
        <Menu.Item
          leftSection={<IconPencil size={14} />}
          disabled={!form.canEdit || archived}
          onClick={() => onAction('edit')}
          data-testid="form-action-edit"
        >
          {t('list.actions.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCopy size={14} />}
          disabled={!canCreate || profile}
          onClick={() => onAction('duplicate')}
          data-testid="form-action-duplicate"
        >
          {t('list.actions.duplicate')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconShare size={14} />}
          disabled={!form.canEdit || profile}
          onClick={() => onAction('share')}
          data-testid="form-action-share"
        >
          {t('list.actions.share')}
        </Menu.Item>
        <Menu.Item
          leftSection={archived ? <IconArchiveOff size={14} /> : <IconArchive size={14} />}
          disabled={!form.canEdit || profile}
          onClick={() => onAction(archived ? 'restore' : 'archive')}
          data-testid={archived ? 'form-action-restore' : 'form-action-archive'}
        >
          {t(archived ? 'list.actions.restore' : 'list.actions.archive')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} />}
          disabled={blocked !== null}
          onClick={() => onAction('delete')}
          data-testid="form-action-delete"
        >
          {t('list.actions.delete')}
          {blocked ? (
            <Text size="xs" c="dimmed" data-testid="form-delete-reason">
              {t(`list.deleteBlocked.${blocked}`)}
            </Text>
          ) : null}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
