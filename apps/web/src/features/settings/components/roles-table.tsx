import { ActionIcon, Anchor, Badge, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Role } from '../graphql/roles.query.ts';
import { useRoleLabel, useRoleTypeLabel } from '../hooks/use-role-type-label.ts';
import { deleteBlock } from '../utils/roles.ts';
import { settingsPath } from '../utils/settings-nav.ts';

/** The organisation's roles: label, the role type it is based on, default or custom, how many users hold it. */
export function RolesTable({
  roles,
  canEdit,
  onRename,
  onDelete,
}: {
  roles: readonly Role[];
  /** Whether the viewer may change roles (USER_ROLES:EDIT). */
  canEdit: boolean;
  onRename: (role: Role) => void;
  onDelete: (role: Role) => void;
}) {
  const { t } = useTranslation('settings');
  const typeLabel = useRoleTypeLabel();
  const roleLabel = useRoleLabel();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="roles-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('roles.columns.label')}</Table.Th>
            <Table.Th>{t('roles.columns.type')}</Table.Th>
            <Table.Th>{t('roles.columns.kind')}</Table.Th>
            <Table.Th ta="end">{t('roles.columns.users')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('roles.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => {
            const block = deleteBlock(role);
            const label = roleLabel(role);
            return (
              <Table.Tr key={role._id} data-testid="role-row" data-role-id={role._id} data-role-type={role.type}>
                <Table.Td>
                  <Text fw={500} dir="auto" data-testid="role-label">
                    {label}
                  </Text>
                </Table.Td>
                <Table.Td data-testid="role-type">{typeLabel(role.type)}</Table.Td>
                <Table.Td>
                  {role.isDefault ? (
                    <Badge variant="light" color="gray" data-testid="role-kind" data-kind="default">
                      {t('roles.kinds.default')}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="grape" data-testid="role-kind" data-kind="custom">
                      {t('roles.kinds.custom')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="end" data-testid="role-user-count">
                  {role.userCount}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={`${settingsPath('permissions')}?role=${encodeURIComponent(role._id)}`}
                      size="sm"
                      data-testid="role-permissions"
                    >
                      {t('roles.actions.permissions')}
                    </Anchor>
                    <Tooltip label={t('roles.actions.rename')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('roles.actions.renameRole', { label })}
                        onClick={() => onRename(role)}
                        disabled={!canEdit}
                        data-testid="role-rename"
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip
                      label={
                        block === 'default'
                          ? t('roles.delete.blockedDefault')
                          : block === 'hasUsers'
                            ? t('roles.delete.blockedUsers', { users: role.userCount })
                            : t('roles.actions.delete')
                      }
                    >
                      {/* A disabled button gets no pointer events: the wrapper keeps the tooltip working. */}
                      <span>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          disabled={block !== null || !canEdit}
                          aria-label={t('roles.actions.deleteRole', { label })}
                          onClick={() => onDelete(role)}
                          data-testid="role-delete"
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </span>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
