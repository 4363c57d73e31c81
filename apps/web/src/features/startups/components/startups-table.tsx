import { ActionIcon, Anchor, Badge, Checkbox, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { startupFilePath } from '../../startup-file/index.ts';
import type { StartupData } from '../graphql/startup-fields.fragment.ts';
import { pageSelection } from '../utils/startup-batch.ts';
import { StartupLogo } from './startup-logo.tsx';
import { WebsiteLink } from './website-link.tsx';

function Names({
  items,
  color,
  variant,
}: {
  items: readonly { _id: string; name: string; color?: string | null }[];
  color: string;
  variant: 'light' | 'outline';
}) {
  if (items.length === 0) return <Text c="dimmed">–</Text>;
  return (
    <Group gap={4} wrap="wrap">
      {items.map((item) => (
        <Badge key={item._id} size="sm" variant={variant} color={item.color || color} tt="none">
          {item.name}
        </Badge>
      ))}
    </Group>
  );
}

/** The rows chosen for a batch action, and how to change them. */
export interface StartupsTableSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Selects the startups of the page, or unselects them when all were. */
  toggleAll: () => void;
}

/**
 * The portfolio as a table: name with logo, programmes, industries, tags, founding year, website and people; with
 * `onEdit` or `onDelete`, a last column of actions (Delete only where the viewer may delete); with `selection`, a
 * first column of boxes to select rows and the whole page.
 */
export function StartupsTable({
  startups,
  onEdit,
  onDelete,
  selection,
}: {
  startups: readonly StartupData[];
  onEdit?: (startup: StartupData) => void;
  onDelete?: (startup: StartupData) => void;
  selection?: StartupsTableSelection;
}) {
  const { t } = useTranslation('startups');
  const withActions = Boolean(onEdit || onDelete);
  const onPage = selection
    ? pageSelection(
        selection.selected,
        startups.map((startup) => startup._id),
      )
    : 'none';
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="startups-table">
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('batch.selectAll')}
                  checked={onPage === 'all'}
                  indeterminate={onPage === 'some'}
                  onChange={selection.toggleAll}
                  data-testid="startups-select-all"
                />
              </Table.Th>
            ) : null}
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.programs')}</Table.Th>
            <Table.Th>{t('columns.industries')}</Table.Th>
            <Table.Th>{t('columns.tags')}</Table.Th>
            <Table.Th>{t('columns.foundingYear')}</Table.Th>
            <Table.Th>{t('columns.website')}</Table.Th>
            <Table.Th>{t('columns.people')}</Table.Th>
            {withActions ? (
              <Table.Th>
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {startups.map((startup) => (
            <Table.Tr
              key={startup._id}
              data-testid="startup-row"
              data-startup-name={startup.name}
              bg={selection?.selected.has(startup._id) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              {selection ? (
                <Table.Td>
                  <Checkbox
                    aria-label={t('batch.select', { name: startup.name })}
                    checked={selection.selected.has(startup._id)}
                    onChange={() => selection.toggle(startup._id)}
                    data-testid="startup-select"
                  />
                </Table.Td>
              ) : null}
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <StartupLogo name={startup.name} logo={startup.logo} size={32} />
                  <Anchor
                    component={Link}
                    to={startupFilePath(startup._id)}
                    size="sm"
                    fw={600}
                    dir="auto"
                    data-testid="startup-name"
                  >
                    {startup.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>
                <Names items={startup.programs} color="blue" variant="light" />
              </Table.Td>
              <Table.Td>
                <Names items={startup.industries} color="gray" variant="light" />
              </Table.Td>
              <Table.Td>
                <Names items={startup.tags} color="teal" variant="outline" />
              </Table.Td>
              <Table.Td data-testid="startup-founding-year">{startup.foundingYear ?? '–'}</Table.Td>
              <Table.Td>{startup.website ? <WebsiteLink website={startup.website} /> : '–'}</Table.Td>
              <Table.Td data-testid="startup-people-count">{startup.peopleIds.length}</Table.Td>
              {withActions ? (
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {onEdit && startup.viewerCan.edit ? (
                      <Tooltip label={t('actions.edit')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('actions.editNamed', { name: startup.name })}
                          onClick={() => onEdit(startup)}
                          data-testid="startup-edit"
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                    {onDelete && startup.viewerCan.delete ? (
                      <Tooltip label={t('actions.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('actions.deleteNamed', { name: startup.name })}
                          onClick={() => onDelete(startup)}
                          data-testid="startup-delete"
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
