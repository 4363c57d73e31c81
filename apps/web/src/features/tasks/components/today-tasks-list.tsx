import { Center, Loader, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../../lib/lazy-page.ts';
import type { TaskCardData } from '../graphql/task-card.fragment.ts';
import type { TodayTasks } from '../hooks/use-today-tasks.ts';
import { TaskFormModal } from './lazy-task-form-modal.ts';

// Downloaded when there is a task to show or edit: an empty list (the home page of many) needs neither.
const TaskCard = lazyPage(() => import('./task-card.tsx').then((m) => m.TaskCard));

/**
 * The today's tasks (spec 01 §4): pending tasks due before the end of tomorrow, as cards; empty: 'You have no pending
 * tasks!'. A task completed or deleted leaves the list at once, then the list is asked again.
 */
export function TodayTasksList({
  today,
  onFollowLink,
  testId = 'today-tasks-list',
}: {
  today: TodayTasks;
  onFollowLink?: () => void;
  testId?: string;
}) {
  // The shell's texts: the list shows in the top bar's panel and on the home page, whose first screen does not load
  // the tasks area's texts (issue 11).
  const { t } = useTranslation('shell');
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<TaskCardData | null>(null);
  const remove = (taskId: string) => {
    setRemoved((current) => new Set(current).add(taskId));
    today.refetch();
  };
  const tasks = today.tasks.filter((task) => !removed.has(task._id));

  const loading = (
    <Center p="lg" data-testid={`${testId}-loading`}>
      <Loader size="sm" />
    </Center>
  );
  if (!today.loaded) return loading;
  return (
    <>
      {tasks.length === 0 ? (
        <Stack align="center" gap="xs" p="lg" data-testid={`${testId}-empty`}>
          <IconChecklist size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" size="sm" ta="center">
            {t('todayTasks.empty')}
          </Text>
        </Stack>
      ) : (
        <Suspense fallback={loading}>
          <Stack gap="xs" data-testid={testId} data-fetching={today.fetching || undefined}>
            {tasks.map((task) => (
              <TaskCard
                key={task._id}
                task={task}
                timezone={today.timezone}
                onEdit={setEditing}
                onRemoved={remove}
                onFollowLink={onFollowLink}
              />
            ))}
          </Stack>
        </Suspense>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <TaskFormModal
            task={editing}
            onClose={() => setEditing(null)}
            onSaved={() => today.refetch()}
            onDeleted={remove}
          />
        </Suspense>
      ) : null}
    </>
  );
}
