import { Anchor, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNameOf, UserAvatar } from '../../../ui/avatar.tsx';
import { profilePath } from '../../community/index.ts';
import { startupFilePath } from '../../startup-file/index.ts';
import type { MentorData } from '../graphql/mentors.query.ts';
import { useStartupLabels, useStartupRelabel } from '../../organisation/index.ts';
import { mentorRoleType } from '../utils/mentors.ts';

/**
 * The mentors and experts: avatar and name (a link to the profile), role, headline, the startups they are assigned to
 * (each a badge linking to its file), and "Assign startups".
 */
export function MentorTable({ rows, onAssign }: { rows: readonly MentorData[]; onAssign: (row: MentorData) => void }) {
  const { t } = useTranslation(['startups', 'common']);
  const labels = useStartupLabels();
  const relabel = useStartupRelabel();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="mentors-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('startups:mentors.columns.name')}</Table.Th>
            <Table.Th>{t('startups:mentors.columns.role')}</Table.Th>
            <Table.Th>{t('startups:mentors.columns.headline')}</Table.Th>
            <Table.Th>{labels.plural}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('startups:columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = displayNameOf(row.user);
            const role = mentorRoleType(row.roleType);
            return (
              <Table.Tr
                key={row.user._id}
                data-testid="mentor-row"
                data-mentor-name={name}
                data-count={row.startups.length}
              >
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <UserAvatar person={row.user} size="large" aria-hidden />
                    <Anchor
                      component={Link}
                      to={profilePath(row.user._id)}
                      size="sm"
                      fw={600}
                      dir="auto"
                      data-testid="mentor-name"
                    >
                      {name}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" radius="sm" tt="none" data-testid="mentor-role">
                    {role ? t(`common:people.roleTypes.${role}`) : row.roleType}
                  </Badge>
                </Table.Td>
                <Table.Td maw={320}>
                  {row.headline ? (
                    <Text size="sm" lineClamp={2} dir="auto" data-testid="mentor-headline">
                      {row.headline}
                    </Text>
                  ) : (
                    <Text c="dimmed">–</Text>
                  )}
                </Table.Td>
                <Table.Td maw={420} data-testid="mentor-startups">
                  {row.startups.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('startups:mentors.noStartups')}
                    </Text>
                  ) : (
                    <Group gap={6} wrap="wrap">
                      {row.startups.map((startup) => (
                        <Badge
                          key={startup._id}
                          component={Link}
                          to={startupFilePath(startup._id)}
                          variant="light"
                          radius="sm"
                          tt="none"
                          style={{ cursor: 'pointer' }}
                          data-testid="mentor-startup"
                          data-startup-name={startup.name}
                        >
                          <span dir="auto">{startup.name}</span>
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconBuildingSkyscraper size={14} aria-hidden />}
                      aria-label={relabel(t('startups:mentors.assignNamed', { name }))}
                      onClick={() => onAssign(row)}
                      data-testid="mentor-assign"
                    >
                      {relabel(t('startups:mentors.assign'))}
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
