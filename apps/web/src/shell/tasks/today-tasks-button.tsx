import { TASK_MANAGER_ROLES, TASK_ROLES } from '@cohort/shared';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Drawer,
  Group,
  Indicator,
  Loader,
  Stack,
  Tooltip,
  useDirection,
} from '@mantine/core';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TODAY_TASKS_PANEL_WIDTH, todayTasksBadge } from './today-tasks-badge.ts';
import { roleAllows } from '../../features/access/index.ts';
import { type CurrentUser, useCurrentUser } from '../../features/identity/index.ts';
import { TaskFormModal, TodayTasksList, useTodayTasks, useTodayTasksCounter } from '../../features/tasks/widgets.ts';

/**
 * The today's-tasks counter and panel of the top bar (spec 01 §4): how many approved tasks are pending and due by
 * the end of tomorrow, live; the panel lists them and opens the task form. Shown to the task roles only.
 */
export function TodayTasksButton() {
  const user = useCurrentUser();
  if (!roleAllows(user.role.type, { allowed: TASK_ROLES })) return null;
  return <TodayTasks user={user} />;
}

function TodayTasks({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('tasks');
  const { dir } = useDirection();
  const [opened, setOpened] = useState(false);
  const [creating, setCreating] = useState(false);
  const today = useTodayTasks();
  const counter = useTodayTasksCounter(user._id, today);
  const label = t('today.button', { count: counter.count });
  // Only task managers create tasks (the server refuses anyone else).
  const canCreate = roleAllows(user.role.type, { allowed: TASK_MANAGER_ROLES });
  return (
    <>
      <Tooltip label={label} withArrow>
        <Indicator
          label={counter.updating ? <Loader size={10} color="white" /> : todayTasksBadge(counter.count)}
          size={18}
          offset={4}
          disabled={counter.count === 0 && !counter.updating}
          color={counter.flashing ? 'orange' : undefined}
          processing={counter.flashing}
          data-testid="today-tasks-indicator"
        >
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={label}
            aria-expanded={opened}
            onClick={() => setOpened(true)}
            data-testid="today-tasks-button"
            data-count={counter.count}
            data-loaded={counter.known || undefined}
            data-flashing={counter.flashing || undefined}
            data-updating={counter.updating || undefined}
          >
            <IconChecklist size={20} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        // The panel opens from the inline end: the right, or the left in a right-to-left language.
        position={dir === 'rtl' ? 'left' : 'right'}
        size={TODAY_TASKS_PANEL_WIDTH}
        title={
          <Group gap="xs">
            {t('today.title')}
            <Badge variant="light" data-testid="today-tasks-panel-count">
              {todayTasksBadge(counter.count)}
            </Badge>
          </Group>
        }
        data-testid="today-tasks-panel"
      >
        <Stack gap="md">
          <Group justify={canCreate ? 'space-between' : 'flex-end'}>
            {canCreate ? (
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setCreating(true)}
                data-testid="today-tasks-create"
              >
                {t('today.create')}
              </Button>
            ) : null}
            <Anchor
              component={Link}
              to="/tasks"
              size="sm"
              onClick={() => setOpened(false)}
              data-testid="today-tasks-all"
            >
              {t('today.all')}
            </Anchor>
          </Group>
          <Box>
            <TodayTasksList today={today} onFollowLink={() => setOpened(false)} testId="today-tasks-list" />
          </Box>
        </Stack>
      </Drawer>
      {creating ? <TaskFormModal onClose={() => setCreating(false)} onSaved={() => today.refetch()} /> : null}
    </>
  );
}
