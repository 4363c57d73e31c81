import { Anchor, Badge, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNameOf, UserAvatar } from '../../../ui/avatar.tsx';
import { DateLabel } from '../../../ui/date-label.tsx';
import { profilePath } from '../../community/index.ts';
import { roleLabelKey } from '../../people/index.ts';
import type { ProgramMemberData } from '../graphql/program-members.query.ts';

/**
 * The people of a programme of people: avatar and name (a link to the profile), role, when they joined, and Remove
 * where the viewer may change the programme's people.
 */
export function ProgramMembersTable({
  rows,
  onRemove,
}: {
  rows: readonly ProgramMemberData[];
  onRemove: ((member: ProgramMemberData) => void) | null;
}) {
  const { t } = useTranslation('peoplePrograms');
  const { t: common } = useTranslation('common');
  /** The server's label (Founder for a lone cofounder, the organisation's own label), translated when it is a stock one. */
  const roleOf = (member: ProgramMemberData) => {
    const key = roleLabelKey({ type: member.roleType, label: member.roleLabel });
    return key ? common(`people.roleTypes.${key}`) : member.roleLabel;
  };
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="program-members-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.person')}</Table.Th>
            <Table.Th>{t('columns.role')}</Table.Th>
            <Table.Th>{t('columns.added')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((member) => {
            const name = displayNameOf(member.user);
            return (
              <Table.Tr key={member.user._id} data-testid="program-member-row" data-person-name={name}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <UserAvatar person={member.user} size="large" aria-hidden />
                    <Anchor component={Link} to={profilePath(member.user._id)} size="sm" fw={600} dir="auto">
                      {name}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" tt="none" data-testid="program-member-role">
                    {roleOf(member)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <DateLabel value={member.addedAt} format="date" size="sm" />
                </Table.Td>
                <Table.Td>
                  {onRemove ? (
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconUserMinus size={14} aria-hidden />}
                        aria-label={t('remove.named', { name })}
                        onClick={() => onRemove(member)}
                        data-testid="program-member-remove"
                      >
                        {t('remove.button')}
                      </Button>
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
