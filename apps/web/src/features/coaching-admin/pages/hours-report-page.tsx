import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Menu,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconDownload, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { usePermission } from '../../access/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { AllocationEditor } from '../components/allocation-editor.tsx';
import { HoursBar } from '../components/hours-bar.tsx';
import { useMinutesLabel } from '../components/minutes-label.tsx';
import { CoachingHoursReportQuery, MentorMatchingSettingsQuery } from '../graphql/coaching-admin.graphql.ts';
import { useCoachingDownload } from '../hooks/use-coaching-download.ts';
import { SortHeader } from '../../../ui/sort-header.tsx';
import {
  COACHING_EXPORT_PATHS,
  DEFAULT_HOURS_SORT,
  filterHoursRows,
  HOURS_ROW_KINDS,
  type HoursFilter,
  type HoursSort,
  type HoursSortField,
  hoursRowKey,
  hoursRowKind,
  nextHoursSort,
  sortHoursRows,
} from '../utils/hours.ts';

/**
 * /coaching/hours: the hours report of the programme team (spec 02 hours reports): minutes allocated, pending and
 * used per startup, per mentor and per pair in each programme, with filters, a bar, allocations set inline (for
 * ORGANIZATION:EDIT) and the XLSX/CSV exports (COACHING_SESSION:EXPORT).
 */
export function HoursReportPage() {
  const { t, i18n } = useTranslation(['coachingAdmin', 'errors']);
  usePageTitle(t('hours.title'));
  const [{ data, error, fetching }, refresh] = useQuery({ query: CoachingHoursReportQuery, variables: {} });
  const [{ data: settingsData }] = useQuery({ query: MentorMatchingSettingsQuery });
  const canExport = usePermission('COACHING_SESSION:EXPORT') === true;
  // Allocations are set inline by those who edit the settings, while hours are allocated (plan and flag).
  const canEdit =
    settingsData?.mentorMatchingSettings.canEdit === true &&
    settingsData.mentorMatchingSettings.hourAllocation === 'ON';
  const defaultUnit = settingsData?.mentorMatchingSettings.allocationUnit ?? 'HOUR';
  const [programId, setProgramId] = useState<string | null>(null);
  const [filter, setFilter] = useState<HoursFilter>({ kind: 'startup', search: '' });
  const [sort, setSort] = useState<HoursSort>(DEFAULT_HOURS_SORT);
  const onSort = (field: HoursSortField) => setSort((current) => nextHoursSort(current, field));
  const minutes = useMinutesLabel();
  const { downloading, download } = useCoachingDownload();

  const rows = data?.coachingHoursReport ?? [];
  const programs = useMemo(() => {
    const seen = new Map<string, string>();
    for (const row of data?.coachingHoursReport ?? []) seen.set(row.programId, row.programName);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [data]);
  const shown = sortHoursRows(
    filterHoursRows(
      rows.filter((row) => !programId || row.programId === programId),
      filter,
    ),
    sort,
    i18n.resolvedLanguage,
  );
  const exportItems = [
    {
      path: COACHING_EXPORT_PATHS.hours('xlsx', programId),
      label: t('hours.exportHoursXlsx'),
      name: 'hours.xlsx',
      id: 'hours-xlsx',
    },
    {
      path: COACHING_EXPORT_PATHS.hours('csv', programId),
      label: t('hours.exportHoursCsv'),
      name: 'hours.csv',
      id: 'hours-csv',
    },
    {
      path: COACHING_EXPORT_PATHS.sessions('xlsx'),
      label: t('hours.exportSessionsXlsx'),
      name: 'sessions.xlsx',
      id: 'sessions-xlsx',
    },
    {
      path: COACHING_EXPORT_PATHS.sessions('csv'),
      label: t('hours.exportSessionsCsv'),
      name: 'sessions.csv',
      id: 'sessions-csv',
    },
  ];

  return (
    <Container size="xl" py="xl" data-testid="hours-report-page">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{t('hours.title')}</Title>
            <Text c="dimmed">{t('hours.description')}</Text>
          </Stack>
          {canExport ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  rightSection={<IconChevronDown size={14} />}
                  loading={downloading !== null}
                  data-testid="hours-export"
                >
                  {t('hours.export')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {exportItems.map((item) => (
                  <Menu.Item
                    key={item.id}
                    onClick={() => void download(item.path, item.name)}
                    data-testid={`hours-export-${item.id}`}
                  >
                    {item.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('hours.program')}
            placeholder={t('hours.allPrograms')}
            data={programs}
            value={programId}
            onChange={setProgramId}
            clearable
            w={240}
            data-testid="hours-program"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="hours-kind">
              {t('hours.show')}
            </Text>
            <SegmentedControl
              aria-labelledby="hours-kind"
              value={filter.kind}
              onChange={(kind) => setFilter((current) => ({ ...current, kind: kind as HoursFilter['kind'] }))}
              data={[...HOURS_ROW_KINDS, 'all' as const].map((kind) => ({
                value: kind,
                label: t(`hours.kinds.${kind}`),
              }))}
              data-testid="hours-kind"
            />
          </Stack>
          <TextInput
            label={t('hours.search')}
            leftSection={<IconSearch size={16} />}
            value={filter.search}
            onChange={(event) => {
              const search = event.currentTarget.value;
              setFilter((current) => ({ ...current, search }));
            }}
            w={240}
            data-testid="hours-search"
          />
        </Group>
        {error ? (
          <Alert color="red" role="alert" data-testid="hours-error">
            {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
          </Alert>
        ) : fetching && !data ? (
          <Loader size="sm" />
        ) : shown.length === 0 ? (
          <Text c="dimmed" data-testid="hours-empty">
            {t('hours.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={800}>
            <Table striped verticalSpacing="sm" data-testid="hours-table">
              <Table.Thead>
                <Table.Tr>
                  <SortHeader field="program" sort={sort} onSort={onSort} testId="hours-sort-program">
                    {t('hours.columns.program')}
                  </SortHeader>
                  <SortHeader field="startup" sort={sort} onSort={onSort} testId="hours-sort-startup">
                    {t('hours.columns.startup')}
                  </SortHeader>
                  <SortHeader field="mentor" sort={sort} onSort={onSort} testId="hours-sort-mentor">
                    {t('hours.columns.mentor')}
                  </SortHeader>
                  <SortHeader field="allocated" sort={sort} onSort={onSort} testId="hours-sort-allocated" align="end">
                    {t('hours.columns.allocated')}
                  </SortHeader>
                  <SortHeader field="pending" sort={sort} onSort={onSort} testId="hours-sort-pending" align="end">
                    {t('hours.columns.pending')}
                  </SortHeader>
                  <SortHeader field="used" sort={sort} onSort={onSort} testId="hours-sort-used" align="end">
                    {t('hours.columns.used')}
                  </SortHeader>
                  <Table.Th>{t('hours.columns.progress')}</Table.Th>
                  {canEdit ? (
                    <Table.Th>
                      <VisuallyHidden>{t('hours.columns.actions')}</VisuallyHidden>
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((row) => (
                  <Table.Tr key={hoursRowKey(row)} data-testid="hours-row" data-kind={hoursRowKind(row)}>
                    <Table.Td>{row.programName}</Table.Td>
                    <Table.Td>{row.startupName ?? '—'}</Table.Td>
                    <Table.Td>{row.mentorId ? (row.mentorName ?? t('hours.deletedUser')) : '—'}</Table.Td>
                    <Table.Td ta="end" data-testid="hours-allocated">
                      {row.MINUTES_ALLOCATED == null ? t('hours.noLimit') : minutes(row.MINUTES_ALLOCATED)}
                    </Table.Td>
                    <Table.Td ta="end" data-testid="hours-pending">
                      {minutes(row.MINUTES_PENDING)}
                    </Table.Td>
                    <Table.Td ta="end" data-testid="hours-used">
                      {minutes(row.MINUTES_USED)}
                    </Table.Td>
                    <Table.Td>
                      <HoursBar row={row} />
                    </Table.Td>
                    {canEdit ? (
                      <Table.Td>
                        <AllocationEditor
                          row={row}
                          defaultUnit={defaultUnit}
                          onSaved={() => refresh({ requestPolicy: 'network-only' })}
                        />
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Container>
  );
}
