import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { DateLabel } from '../../../ui/date-label.tsx';
import type { TaskCardData } from '../graphql/task-card.fragment.ts';
import { useTaskActions } from '../hooks/use-task-actions.ts';
import { isOverdue } from '../utils/due-date.ts';
import {
  canDeleteTask,
  canEditTask,
  isDoneForViewer,
  isExternalLink,
  showsAssignedBy,
  taskTypeLabelled,
  taskLinkVisible,
  viewerIsAssignee,
} from '../utils/task-rules.ts';
import { TaskActionsMenu } from './task-actions-menu.tsx';
import { TaskAssignees } from './task-assignees.tsx';
import { TaskDoneCheckbox } from './task-done-checkbox.tsx';

// Downloaded when the viewer asks to delete.
const DeleteTaskModal = lazyPage(() => import('./delete-task-modal.tsx').then((m) => m.DeleteTaskModal));

/** A task's link (spec 01 §4 rules): in-app paths through the router, other addresses in a new tab. */
export function TaskLink({ task, onFollow }: { task: TaskCardData; onFollow?: () => void }) {
  const { t } = useTranslation('tasks');
  const url = task.url?.trim() ?? '';
  if (!taskLinkVisible(url, viewerIsAssignee(task))) return null;
  if (isExternalLink(url)) {
    return (
      <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs" data-testid="task-link">
        <Group gap={4} wrap="nowrap" component="span">
          {t('card.open')}
          <IconExternalLink size={12} />
        </Group>
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={url} size="xs" onClick={onFollow} data-testid="task-link">
      {t('card.open')}
    </Anchor>
  );
}

/** What kind of task this is (a session evaluation, a metrics report…); nothing for a normal task. */
export function TaskTypeBadge({ taskType }: { taskType: string }) {
  const { t } = useTranslation('tasks');
  if (!taskTypeLabelled(taskType)) return null;
  return (
    <Badge size="xs" variant="light" color="indigo" data-testid="task-type" data-task-type={taskType} w="fit-content">
      {t(`card.types.${taskType}`)}
    </Badge>
  );
}

/**
 * A task (spec 01 §4): the done box, name, due date, who assigned it, the assignees, its link, and Edit and Delete
 * when the viewer may. A deleted or completed task is reported to the list holding it.
 */
export function TaskCard({
  task,
  timezone,
  onEdit,
  onRemoved,
  onFollowLink,
}: {
  task: TaskCardData;
  timezone: string | null;
  onEdit?: (task: TaskCardData) => void;
  /** The task was deleted, or ticked done: it leaves a list of pending tasks. */
  onRemoved?: (taskId: string) => void;
  onFollowLink?: () => void;
}) {
  const { t } = useTranslation('tasks');
  const actions = useTaskActions();
  const [confirming, setConfirming] = useState(false);
  const done = isDoneForViewer(task);
  const editable = canEditTask(task) && Boolean(onEdit);
  const deletable = canDeleteTask(task);
  const overdue = !done && isOverdue(task.dueDate);

  const remove = async () => {
    const result = await actions.remove(task._id);
    setConfirming(false);
    if (result.ok) {
      actions.feedback.succeeded(t('toasts.deleted'));
      onRemoved?.(task._id);
    } else {
      // Spec 01 §8: a failed delete from a card is an error toast, and the confirm dialog closes.
      actions.feedback.failed(result.message);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="task-card"
      data-task-id={task._id}
      data-task-name={task.name ?? ''}
      data-done={done || undefined}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TaskDoneCheckbox task={task} onToggled={(isDone) => (isDone ? onRemoved?.(task._id) : undefined)} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text
              size="sm"
              fw={600}
              dir="auto"
              td={done ? 'line-through' : undefined}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="task-name"
            >
              {task.name || t('card.untitled')}
            </Text>
            <TaskActionsMenu
              task={task}
              size="sm"
              onEdit={editable ? () => onEdit?.(task) : undefined}
              onDelete={deletable ? () => setConfirming(true) : undefined}
            />
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text size="xs" c={overdue ? 'red' : 'dimmed'} data-testid="task-due">
              {t('card.due')}{' '}
              <DateLabel value={task.dueDate} format="calendar" timeZone={timezone} size="xs" c="inherit" />
            </Text>
            <TaskTypeBadge taskType={task.taskType} />
            {task.startup ? (
              <Badge size="xs" variant="light" color="gray" data-testid="task-startup">
                {task.startup.name}
              </Badge>
            ) : null}
          </Group>
          {showsAssignedBy(task) && task.createdBy ? (
            <Text size="xs" c="dimmed" dir="auto" data-testid="task-assigned-by">
              {t('card.assignedBy', { name: task.createdBy.fullName })}
            </Text>
          ) : null}
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <TaskAssignees task={task} variant="compact" />
            <TaskLink task={task} onFollow={onFollowLink} />
          </Group>
        </Stack>
      </Group>
      {confirming ? (
        <Suspense fallback={null}>
          <DeleteTaskModal name={task.name ?? ''} onClose={() => setConfirming(false)} onConfirm={remove} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
