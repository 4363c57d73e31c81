import { Alert, Button, Group, Pagination, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useDateTimeFormatter, useRelativeTimeFormatter } from '../../../lib/dates.ts';
import { ActivityDetailsModal } from '../components/activity-details-modal.tsx';
import { SettingsLoader, SettingsPage } from '../components/settings-page.tsx';
import { type ActivityEvent, ActivityLogQuery } from '../graphql/activity-log.query.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITY_TYPES,
  ACTIVITY_PAGE_SIZE,
  activityActionKey,
  activitySubjectName,
  isActivityAction,
  isActivityEntityType,
} from '../utils/activity.ts';
import { usersPageCount } from '../utils/users.ts';

/** /admin/configuration/logs: the organisation's administrative changes, newest first, 25 a page. */
export function ActivitySettingsPage() {
  const { t } = useTranslation('settings');
  const feedback = useSettingsFeedback();
  const formatDate = useDateTimeFormatter();
  const formatRelative = useRelativeTimeFormatter();
  const [entityType, setEntityType] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<ActivityEvent | null>(null);
  const [{ data, error }] = useQuery({
    query: ActivityLogQuery,
    variables: { page: page - 1, pageSize: ACTIVITY_PAGE_SIZE, entityType, action },
    requestPolicy: 'cache-and-network',
  });

  const describe = (value: string) =>
    isActivityAction(value) ? t(`activity.actions.${activityActionKey(value)}`) : value;
  const entityLabel = (value: string) => (isActivityEntityType(value) ? t(`activity.entities.${value}`) : value);
  const entries = data?.activityLog.results ?? [];
  const totalCount = data?.activityLog.totalCount ?? 0;

  return (
    <SettingsPage title={t('activity.title')} description={t('activity.description')} testId="activity-page">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('activity.filters.entity')}
          placeholder={t('activity.filters.allEntities')}
          data={ACTIVITY_ENTITY_TYPES.map((type) => ({ value: type, label: entityLabel(type) }))}
          value={entityType}
          onChange={(value) => {
            setEntityType(value);
            setPage(1);
          }}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={220}
          data-testid="activity-filter-entity"
        />
        <Select
          label={t('activity.filters.action')}
          placeholder={t('activity.filters.allActions')}
          data={ACTIVITY_ACTIONS.map((value) => ({ value, label: describe(value) }))}
          value={action}
          onChange={(value) => {
            setAction(value);
            setPage(1);
          }}
          clearable
          searchable
          comboboxProps={{ withinPortal: false }}
          w={340}
          data-testid="activity-filter-action"
        />
      </Group>
      {error && !data ? (
        <Alert color="red" role="alert" data-testid="settings-load-error">
          {feedback.errorMessage(error)}
        </Alert>
      ) : !data ? (
        <SettingsLoader />
      ) : entries.length === 0 ? (
        <Text c="dimmed" data-testid="activity-empty">
          {t('activity.empty')}
        </Text>
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="activity-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('activity.columns.when')}</Table.Th>
                  <Table.Th>{t('activity.columns.who')}</Table.Th>
                  <Table.Th>{t('activity.columns.action')}</Table.Th>
                  <Table.Th>{t('activity.columns.what')}</Table.Th>
                  <Table.Th>{t('activity.columns.details')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => {
                  const subject = activitySubjectName(entry);
                  return (
                    <Table.Tr
                      key={entry._id}
                      data-testid="activity-row"
                      data-action={entry.action}
                      data-entity-id={entry.entityId ?? undefined}
                    >
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Tooltip label={formatDate(entry.createdAt)}>
                          <Text size="sm" component="time" dateTime={entry.createdAt}>
                            {formatRelative(entry.createdAt)}
                          </Text>
                        </Tooltip>
                        <Text size="xs" c="dimmed">
                          {formatDate(entry.createdAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td dir="auto" data-testid="activity-actor">
                        {entry.actorName ?? t('activity.system')}
                      </Table.Td>
                      <Table.Td data-testid="activity-description">{describe(entry.action)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{entityLabel(entry.entityType)}</Text>
                        {subject ? (
                          <Text size="xs" c="dimmed" dir="auto" lineClamp={1} title={subject}>
                            {subject}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => setOpened(entry)}
                          data-testid="activity-show"
                        >
                          {t('activity.show')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="center">
            <Pagination
              total={usersPageCount(totalCount, ACTIVITY_PAGE_SIZE)}
              value={page}
              onChange={setPage}
              hideWithOnePage
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t('activity.previousPage') : t('activity.nextPage'),
              })}
              data-testid="activity-pagination"
            />
          </Group>
        </Stack>
      )}
      {opened ? (
        <ActivityDetailsModal entry={opened} description={describe(opened.action)} onClose={() => setOpened(null)} />
      ) : null}
    </SettingsPage>
  );
}
