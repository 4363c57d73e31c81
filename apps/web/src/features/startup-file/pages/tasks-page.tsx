import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TaskGroup } from '../components/task-group.tsx';
import { useFileFeedback } from '../hooks/use-file-feedback.ts';
import { useStartupFileContext } from '../hooks/use-startup-file-context.ts';
import { useStartupTasks } from '../hooks/use-startup-tasks.ts';

/** /startup/{id}/file/tasks: the startup's tasks, overdue, today and future (spec 02 §3 Startup tasks). */
export function StartupTasksPage() {
  const { t } = useTranslation('startupFile');
  const { startup } = useStartupFileContext();
  const feedback = useFileFeedback();
  const { groups, timezone, error, refetch } = useStartupTasks(startup._id);
  if (error && !groups) {
    return (
      <Alert color="red" role="alert" data-testid="startup-tasks-error">
        {feedback.errorMessage(error)}
      </Alert>
    );
  }
  if (!groups) {
    return (
      <Center p="xl" data-testid="startup-tasks-loading">
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Stack gap="xl" data-testid="startup-tasks">
      <TaskGroup
        group="overdue"
        title={t('tasks.overdue')}
        emptyText={t('tasks.noneOverdue')}
        tasks={groups.overdue}
        timezone={timezone}
        color="red"
        onRemoved={refetch}
      />
      <TaskGroup
        group="today"
        title={t('tasks.today')}
        emptyText={t('tasks.noneToday')}
        tasks={groups.today}
        timezone={timezone}
        color="blue"
        onRemoved={refetch}
      />
      <TaskGroup
        group="future"
        title={t('tasks.future')}
        emptyText={t('tasks.noneFuture')}
        tasks={groups.future}
        timezone={timezone}
        color="gray"
        onRemoved={refetch}
      />
    </Stack>
  );
}
