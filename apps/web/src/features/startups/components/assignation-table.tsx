import { Anchor, Button, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AvatarList } from '../../../ui/avatar-list.tsx';
import { displayNameOf } from '../../../ui/avatar.tsx';
import type { StartupAssignationData } from '../graphql/startup-assignations.query.ts';
import { useStartupLabels } from '../../organisation/index.ts';
import { StartupLogo } from './startup-logo.tsx';

/** Where a startup's file opens (spec 01 §2.3: activities is its default tab). */
export function startupFilePath(startupId: string): string {
  return `/startup/${encodeURIComponent(startupId)}/file/activities`;
}

/**
 * The startups with the coaches, mentors and experts assigned to each (avatars, names on hover), a link to the
 * startup's file, and Assign (nobody yet) or Edit.
 */
export function AssignationTable({
  rows,
  onEdit,
}: {
  rows: readonly StartupAssignationData[];
  onEdit: (row: StartupAssignationData) => void;
}) {
  const { t } = useTranslation('startups');
  const labels = useStartupLabels();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="assignations-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{labels.singular}</Table.Th>
            <Table.Th>{t('assignations.columns.people')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const { startup, users } = row;
            const names = users.map(displayNameOf);
            return (
              <Table.Tr
                key={startup._id}
                data-testid="assignation-row"
                data-startup-name={startup.name}
                data-count={users.length}
              >
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <StartupLogo name={startup.name} logo={startup.logo ?? null} size={36} />
                    <Text size="sm" fw={600} dir="auto" data-testid="assignation-startup-name">
                      {startup.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td data-testid="assignation-people">
                  {users.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('assignations.nobody')}
                    </Text>
                  ) : (
                    <>
                      <AvatarList
                        people={users}
                        variant="large"
                        size="medium"
                        renderAvatar={(person, avatar) => (
                          <Tooltip label={displayNameOf(person)} withArrow>
                            <span
                              style={{ display: 'inline-flex' }}
                              data-testid="assignation-person"
                              data-person-name={displayNameOf(person)}
                            >
                              {avatar}
                            </span>
                          </Tooltip>
                        )}
                        data-testid="assignation-avatars"
                      />
                      <VisuallyHidden>{t('assignations.assignedPeople', { names: names.join(', ') })}</VisuallyHidden>
                    </>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={startupFilePath(startup._id)}
                      size="sm"
                      aria-label={t('assignations.openFileNamed', { name: startup.name })}
                      data-testid="assignation-open-file"
                    >
                      <Group gap={4} wrap="nowrap" component="span">
                        <IconExternalLink size={14} aria-hidden />
                        <span>{t('assignations.openFile')}</span>
                      </Group>
                    </Anchor>
                    <Button
                      size="xs"
                      variant={users.length === 0 ? 'filled' : 'default'}
                      leftSection={users.length === 0 ? <IconUserPlus size={14} /> : <IconPencil size={14} />}
                      aria-label={
                        users.length === 0
                          ? t('assignations.assignNamed', { name: startup.name })
                          : t('assignations.editNamed', { name: startup.name })
                      }
                      onClick={() => onEdit(row)}
                      data-testid="assignation-edit"
                    >
                      {users.length === 0 ? t('assignations.assign') : t('assignations.edit')}
                    </Button>
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
