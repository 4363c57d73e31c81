import {
  APPLICATION_INTAKE_ROUND,
  APPLICATION_STATUS_COLOURS,
  APPLICATION_STATUS_GROUP_STATUSES,
  APPLICATION_STATUS_GROUPS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationStatusGroup,
} from '@cohort/shared';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationQueueData } from '../graphql/application-queue.query.ts';
import type { OverviewFunnel } from '../graphql/applications-overview.query.ts';
import type { ApplicationsList } from '../hooks/use-applications-list.ts';

function QueueButton({
  active,
  count,
  color,
  onClick,
  children,
  testId,
  value,
}: {
  active: boolean;
  count: number;
  color?: string;
  onClick: () => void;
  children: ReactNode;
  testId: string;
  value: string;
}) {
  return (
    <Button
      size="compact-sm"
      variant={active ? 'filled' : 'default'}
      color={active ? color : undefined}
      onClick={onClick}
      aria-pressed={active}
      rightSection={
        <Badge size="sm" variant={active ? 'white' : 'light'} color={color ?? 'gray'} data-testid="queue-count">
          {count}
        </Badge>
      }
      data-testid={testId}
      data-value={value}
      data-count={count}
    >
      {children}
    </Button>
  );
}

/**
 * The queue bar (APPLICATION_OVERVIEW/QUEUE_BAR:VIEW): how many applications of the funnels in view are in each
 * status, in the spec's groups and in each round; a click shows them (and a second click shows all again).
 */
export function ApplicationsQueueBar({
  list,
  queue,
  funnels,
}: {
  list: ApplicationsList;
  queue: ApplicationQueueData | null;
  funnels: readonly OverviewFunnel[];
}) {
  const { t } = useTranslation('applicationsOverview');
  const { state, change } = list;
  const countOf = (status: ApplicationStatus) => queue?.statuses.find((row) => row.status === status)?.count ?? 0;
  const groupCount = (group: ApplicationStatusGroup) =>
    APPLICATION_STATUS_GROUP_STATUSES[group].reduce((sum, status) => sum + countOf(status), 0);
  const noStatus = state.statuses.length === 0 && state.statusGroups.length === 0;
  const onlyStatus = (status: ApplicationStatus) =>
    state.statusGroups.length === 0 && state.statuses.length === 1 && state.statuses[0] === status;
  const onlyGroup = (group: ApplicationStatusGroup) =>
    state.statuses.length === 0 && state.statusGroups.length === 1 && state.statusGroups[0] === group;
  const funnelName = (funnelId: string | null) => funnels.find((funnel) => funnel._id === funnelId)?.name;
  const severalFunnels = new Set(queue?.rounds.map((round) => round.funnelId).filter(Boolean)).size > 1;
  const statuses = APPLICATION_STATUSES.filter(
    (status) => (status !== 'draft' || state.includeDrafts) && (countOf(status) > 0 || onlyStatus(status)),
  );
  return (
    <Paper withBorder p="sm" data-testid="applications-queue-bar" aria-label={t('queue.label')} component="section">
      <Stack gap="xs">
        <Group gap={6} wrap="wrap">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" w={80}>
            {t('queue.statuses')}
          </Text>
          <QueueButton
            active={noStatus}
            count={queue?.total ?? 0}
            onClick={() => change({ statuses: [], statusGroups: [] })}
            testId="queue-all"
            value="all"
          >
            {t('queue.all')}
          </QueueButton>
          {APPLICATION_STATUS_GROUPS.map((group) => (
            <QueueButton
              key={group}
              active={onlyGroup(group)}
              count={groupCount(group)}
              onClick={() =>
                change(onlyGroup(group) ? { statusGroups: [], statuses: [] } : { statusGroups: [group], statuses: [] })
              }
              testId="queue-group"
              value={group}
            >
              {t(`groups.${group}`)}
            </QueueButton>
          ))}
          {statuses.map((status) => (
            <QueueButton
              key={status}
              active={onlyStatus(status)}
              count={countOf(status)}
              color={APPLICATION_STATUS_COLOURS[status]}
              onClick={() =>
                change(
                  onlyStatus(status) ? { statuses: [], statusGroups: [] } : { statuses: [status], statusGroups: [] },
                )
              }
              testId="queue-status"
              value={status}
            >
              {t(`statuses.${status}`)}
            </QueueButton>
          ))}
        </Group>
        {queue && queue.rounds.length > 0 ? (
          <Group gap={6} wrap="wrap">
            <Text size="xs" fw={600} c="dimmed" tt="uppercase" w={80}>
              {t('queue.rounds')}
            </Text>
            {queue.rounds.map((round) => {
              const value = round.roundId ?? APPLICATION_INTAKE_ROUND;
              const active = state.roundIds.length === 1 && state.roundIds[0] === value;
              const name = round.roundId ? (round.name ?? '') : t('intake');
              const funnel = severalFunnels && round.roundId ? funnelName(round.funnelId) : undefined;
              return (
                <QueueButton
                  key={value}
                  active={active}
                  count={round.count}
                  onClick={() => change({ roundIds: active ? [] : [value] })}
                  testId="queue-round"
                  value={value}
                >
                  {funnel ? t('queue.roundOfFunnel', { round: name, funnel }) : name}
                </QueueButton>
              );
            })}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
