import { ActionIcon, Menu, Text } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconDots,
  IconExternalLink,
  IconEye,
  IconEyeOff,
  IconLink,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FunnelData } from '../graphql/funnel-fields.fragment.ts';
import { publicCallPath } from '../utils/funnels-url.ts';

export type FunnelRowAction = 'edit' | 'publish' | 'unpublish' | 'archive' | 'restore' | 'copyLink' | 'delete';

/** Why a funnel cannot be deleted, or null when it can (the server's viewerCan and its count decide). */
export function deleteBlockReason(funnel: FunnelData): 'hasApplications' | 'notAllowed' | null {
  if (!funnel.viewerCan.delete) return 'notAllowed';
  return funnel.submittedCount > 0 ? 'hasApplications' : null;
}

/** The actions of one funnel of the list, in a menu at the end of its row. */
export function FunnelRowMenu({
  funnel,
  onAction,
}: {
  funnel: FunnelData;
  onAction: (action: FunnelRowAction) => void;
}) {
  const { t } = useTranslation('funnels');
  const archived = funnel.archivedAt !== null;
  const published = funnel.publishedAt !== null;
  const canEdit = funnel.viewerCan.edit;
  const blocked = deleteBlockReason(funnel);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('list.actionsFor', { name: funnel.name })}
          data-testid="funnel-row-actions"
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown data-testid="funnel-row-menu">
        <Menu.Item
          leftSection={<IconPencil size={14} />}
          onClick={() => onAction('edit')}
          data-testid="funnel-action-edit"
        >
          {t(canEdit ? 'list.actions.edit' : 'list.actions.open')}
        </Menu.Item>
        <Menu.Item
          leftSection={published ? <IconEyeOff size={14} /> : <IconEye size={14} />}
          disabled={!canEdit || archived}
          onClick={() => onAction(published ? 'unpublish' : 'publish')}
          data-testid={published ? 'funnel-action-unpublish' : 'funnel-action-publish'}
        >
          {t(published ? 'list.actions.unpublish' : 'list.actions.publish')}
        </Menu.Item>
        <Menu.Item
          leftSection={archived ? <IconArchiveOff size={14} /> : <IconArchive size={14} />}
          disabled={!canEdit}
          onClick={() => onAction(archived ? 'restore' : 'archive')}
          data-testid={archived ? 'funnel-action-restore' : 'funnel-action-archive'}
        >
          {t(archived ? 'list.actions.restore' : 'list.actions.archive')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLink size={14} />}
          onClick={() => onAction('copyLink')}
          data-testid="funnel-action-copy-link"
        >
          {t('list.actions.copyLink')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={publicCallPath(funnel.slug)}
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={14} />}
          data-testid="funnel-action-open-link"
        >
          {t('list.actions.openLink')}
          {!published || archived ? (
            <Text size="xs" c="dimmed">
              {t('list.linkNotPublic')}
            </Text>
          ) : null}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} />}
          disabled={blocked === 'notAllowed'}
          onClick={() => onAction('delete')}
          data-testid="funnel-action-delete"
        >
          {t('list.actions.delete')}
          {blocked ? (
            <Text size="xs" c="dimmed" data-testid="funnel-delete-reason">
              {t(`list.deleteBlocked.${blocked}`)}
            </Text>
          ) : null}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
