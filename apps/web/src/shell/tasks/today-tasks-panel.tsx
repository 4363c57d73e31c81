import { Anchor, Badge, Box, Button, Drawer, Group, Stack, useDirection } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type TodayTasks, TodayTasksList } from '../../features/tasks/index.ts';
import { TODAY_TASKS_PANEL_WIDTH, todayTasksBadge } from './today-tasks-badge.ts';

/** The today's-tasks side panel (spec 01 §4), downloaded when it first opens. */
export function TodayTasksPanel({
  opened,
  onClose,
  today,
  count,
  onCreate,
}: {
  opened: boolean;
  onClose: () => void;
  today: TodayTasks;
  count: number;
  /** Only task managers create tasks (the server refuses anyone else). */
  onCreate: (() => void) | null;
}) {
  const { t } = useTranslation('tasks');
  const { dir } = useDirection();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // The panel opens from the inline end: the right, or the left in a right-to-left language.
      position={dir === 'rtl' ? 'left' : 'right'}
      size={TODAY_TASKS_PANEL_WIDTH}
      title={
        <Group gap="xs">
          {t('today.title')}
          <Badge variant="light" data-testid="today-tasks-panel-count">
            {todayTasksBadge(count)}
          </Badge>
        </Group>
      }
      data-testid="today-tasks-panel"
    >
      <Stack gap="md">
        <Group justify={onCreate ? 'space-between' : 'flex-end'}>
          {onCreate ? (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onCreate} data-testid="today-tasks-create">
              {t('today.create')}
            </Button>
          ) : null}
          <Anchor component={Link} to="/tasks" size="sm" onClick={onClose} data-testid="today-tasks-all">
            {t('today.all')}
          </Anchor>
        </Group>
        <Box>
          <TodayTasksList today={today} onFollowLink={onClose} testId="today-tasks-list" />
        </Box>
      </Stack>
    </Drawer>
  );
}
