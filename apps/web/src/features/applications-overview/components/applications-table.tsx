import { Anchor, Badge, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../ui/avatar.tsx';
import { DateLabel } from '../../../ui/date-label.tsx';
import { useStartupRelabel } from '../../organisation/index.ts';
import type { ApplicationRowData } from '../graphql/application-row.fragment.ts';
import { pageSelection } from '../utils/overview-batch.ts';
import { applicationPath, useApplicationName } from '../utils/application-names.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

/** The rows chosen for a batch action, and how to change them. */
export interface ApplicationsTableSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Selects the applications of the page, or unselects them when all were. */
  toggleAll: () => void;
}

/**
 * The overview's table: startup (opening the application), applicant with avatar (or the anonymous label), funnel,
 * round, status, tags, submission day and the duplicate flag; with `selection`, a first column of boxes.
 */
export function ApplicationsTable({
  applications,
  selection,
}: {
  applications: readonly ApplicationRowData[];
  selection?: ApplicationsTableSelection;
}) {
  const { t } = useTranslation('applicationsOverview');
  const nameOf = useApplicationName();
  const relabel = useStartupRelabel();
  const onPage = selection
    ? pageSelection(
        selection.selected,
        applications.map((application) => application._id),
      )
    : 'none';
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="applications-table">
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('batch.selectAll')}
                  checked={onPage === 'all'}
                  indeterminate={onPage === 'some'}
                  onChange={selection.toggleAll}
                  data-testid="applications-select-all"
                />
              </Table.Th>
            ) : null}
            <Table.Th>{relabel(t('columns.startup'))}</Table.Th>
            <Table.Th>{t('columns.applicant')}</Table.Th>
            <Table.Th>{t('columns.funnel')}</Table.Th>
            <Table.Th>{t('columns.round')}</Table.Th>
            <Table.Th miw={150}>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.tags')}</Table.Th>
            <Table.Th>{t('columns.submitted')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applications.map((application) => {
            const name = nameOf(application);
            const selected = selection?.selected.has(application._id) ?? false;
            return (
              <Table.Tr
                key={application._id}
                data-testid="application-row"
                data-application-id={application._id}
                data-startup-name={name}
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
              >
                {selection ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('batch.select', { name })}
                      checked={selected}
                      onChange={() => selection.toggle(application._id)}
                      data-testid="application-select"
                    />
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={applicationPath(application._id)}
                      size="sm"
                      fw={600}
                      dir="auto"
                      aria-label={t('open', { name })}
                      data-testid="application-open"
                    >
                      {name}
                    </Anchor>
                    {(application.duplicateCount ?? 0) > 0 ? (
                      <Tooltip label={relabel(t('duplicateHint', { count: application.duplicateCount ?? 0 }))}>
                        <Badge
                          size="xs"
                          color="orange"
                          variant="outline"
                          tt="none"
                          leftSection={<IconCopy size={10} aria-hidden />}
                          data-testid="application-duplicate"
                        >
                          {t('duplicate')}
                        </Badge>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {application.applicant ? (
                    <Group gap="xs" wrap="nowrap">
                      <UserAvatar person={application.applicant} size="small" />
                      <Text size="sm" dir="auto" data-testid="application-applicant">
                        {application.applicant.fullName}
                      </Text>
                    </Group>
                  ) : application.applicantCode ? (
                    <Text size="sm" c="dimmed" fs="italic" data-testid="application-applicant" data-anonymous="true">
                      {t('anonymous', { code: application.applicantCode })}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      –
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" dir="auto">
                    {application.funnel.name}
                  </Text>
                </Table.Td>
                <Table.Td data-testid="application-round">
                  <Text size="sm" dir="auto" c={application.round ? undefined : 'dimmed'}>
                    {application.round?.name ?? t('intake')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ApplicationStatusBadge status={application.status} />
                </Table.Td>
                <Table.Td>
                  {application.tags.length === 0 ? (
                    <Text c="dimmed">–</Text>
                  ) : (
                    <Group gap={4} wrap="wrap">
                      {application.tags.map((tag) => (
                        <Badge key={tag._id} size="sm" variant="outline" color={tag.color || 'teal'} tt="none">
                          {tag.name}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  {application.submittedAt ? (
                    <DateLabel value={application.submittedAt} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('notSubmitted')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
