import { TASK_MANAGER_ROLES, TASK_ROLES } from '@cohort/shared';
import { ActionIcon, Indicator, Loader } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleAllows } from '../../features/access/index.ts';
import { type CurrentUser, useCurrentUser } from '../../features/identity/index.ts';
import { TaskFormModal, useTodayTasks, useTodayTasksCounter } from '../../features/tasks/index.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { DeferredTooltip } from '../../ui/deferred-overlays.tsx';
import { LazyOverlay } from '../../ui/lazy-overlay.tsx';
import { todayTasksBadge } from './today-tasks-badge.ts';

// The panel is downloaded when it first opens (the task form too: TaskFormModal is lazy).
const TodayTasksPanel = lazyPage(() => import('./today-tasks-panel.tsx').then((m) => m.TodayTasksPanel));

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
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const [creating, setCreating] = useState(false);
  const today = useTodayTasks();
  const counter = useTodayTasksCounter(user._id, today);
  const label = t('todayTasks.button', { count: counter.count });
  // Only task managers create tasks (the server refuses anyone else).
  const canCreate = roleAllows(user.role.type, { allowed: TASK_MANAGER_ROLES });
  return (
    <>
      <DeferredTooltip label={label} withArrow>
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
      </DeferredTooltip>
      <LazyOverlay opened={opened}>
        {(shown) => (
          <TodayTasksPanel
            opened={shown}
            onClose={() => setOpened(false)}
            today={today}
            count={counter.count}
            onCreate={canCreate ? () => setCreating(true) : null}
          />
        )}
      </LazyOverlay>
      {creating ? (
        <Suspense fallback={null}>
          <TaskFormModal onClose={() => setCreating(false)} onSaved={() => today.refetch()} />
        </Suspense>
      ) : null}
    </>
  );
}
