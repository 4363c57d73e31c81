import { ActionIcon, Badge, Checkbox, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Person } from '../graphql/people.query.ts';
import { personStatusColour } from '../utils/users.ts';
import { UserTagBadges } from './user-tag-badges.tsx';

/**
 * The users of one page: a selection box per row, name, e-mail, role (with the Founder rule), tags, status and creation
 * date, and a menu.
 */
export function UsersTable({
  people,
  selected,
  onToggle,
  onToggleAll,
  roleLabel,
  statusLabel,
  formatDate,
  onChangeRole,
  onChangeStatus,
  onResend,
}: {
  people: readonly Person[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  roleLabel: (person: Person) => string;
  statusLabel: (status: string) => string;
  formatDate: (value: string) => string;
  onChangeRole: (person: Person) => void;
  onChangeStatus: (person: Person) => void;
  onResend: (person: Person) => void;
}) {
  const { t } = useTranslation('settings');
  const selectedOnPage = people.filter((person) => selected.has(person._id)).length;
  const allSelected = people.length > 0 && selectedOnPage === people.length;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" aria-labelledby="users-title" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('users.selectAll')}
                checked={allSelected}
                indeterminate={selectedOnPage > 0 && !allSelected}
                onChange={onToggleAll}
                data-testid="users-select-all"
              />
            </Table.Th>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th>{t('users.columns.email')}</Table.Th>
            <Table.Th>{t('users.columns.role')}</Table.Th>
            <Table.Th>{t('users.columns.tags')}</Table.Th>
            <Table.Th>{t('users.columns.status')}</Table.Th>
            <Table.Th>{t('users.columns.created')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('users.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr
              key={person._id}
              data-testid="user-row"
              data-user-id={person._id}
              data-status={person.status}
              data-email={person.email}
              bg={selected.has(person._id) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={t('users.select', { name: person.fullName })}
                  checked={selected.has(person._id)}
                  onChange={() => onToggle(person._id)}
                  data-testid="user-select"
                />
              </Table.Td>
              <Table.Td dir="auto" data-testid="user-name">
                {person.fullName}
              </Table.Td>
              <Table.Td data-testid="user-email">
                <span dir="ltr">{person.email}</span>
              </Table.Td>
              <Table.Td data-testid="user-role">{roleLabel(person)}</Table.Td>
              <Table.Td data-testid="user-tags">
                <UserTagBadges tags={person.tags} />
              </Table.Td>
              <Table.Td>
                <Badge
                  color={personStatusColour(person.status)}
                  variant="light"
                  styles={{ label: { overflow: 'visible' } }}
                  data-testid="user-status"
                >
                  {statusLabel(person.status)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDate(person.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal={false}>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('users.menu', { name: person.fullName })}
                      data-testid="user-menu"
                    >
                      <IconDots size={16} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => onChangeRole(person)} data-testid="user-change-role">
                      {t('users.actions.changeRole')}
                    </Menu.Item>
                    <Menu.Item onClick={() => onChangeStatus(person)} data-testid="user-change-status">
                      {t('users.actions.changeStatus')}
                    </Menu.Item>
                    {person.status === 'pending' ? (
                      <Menu.Item onClick={() => onResend(person)} data-testid="user-resend">
                        {t('users.actions.resend')}
                      </Menu.Item>
                    ) : null}
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
