import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskCardData } from '../graphql/task-card.fragment.ts';
import { useTaskActions } from '../hooks/use-task-actions.ts';
import { canToggleTask, isDoneForViewer } from '../utils/task-rules.ts';

/**
 * The done box of a task (spec 01 §4): editable only for an assignee viewing a normal task, disabled otherwise;
 * it turns at once and turns back if the server refuses.
 */
export function TaskDoneCheckbox({
  task,
  onToggled,
  size = 'sm',
}: {
  task: TaskCardData;
  onToggled?: (done: boolean) => void;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation('tasks');
  const actions = useTaskActions();
  const saved = isDoneForViewer(task);
  /** The value shown before the server answers, for the saved value it started from (a new answer ends it). */
  const [optimistic, setOptimistic] = useState<{ done: boolean; from: boolean } | null>(null);
  const checked = optimistic && optimistic.from === saved ? optimistic.done : saved;
  const editable = canToggleTask(task);
  const toggle = async (done: boolean) => {
    setOptimistic({ done, from: saved });
    const ok = await actions.setDone(task._id, done);
    if (!ok) setOptimistic(null);
    else onToggled?.(done);
  };
  return (
    <Checkbox
      size={size}
      radius="xl"
      checked={checked}
      disabled={!editable}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      aria-label={t(checked ? 'card.markPending' : 'card.markDone', { name: task.name ?? '' })}
      data-testid="task-done"
      data-checked={checked || undefined}
    />
  );
}
