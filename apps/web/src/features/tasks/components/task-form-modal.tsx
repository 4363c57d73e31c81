import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useForm } from '../../../lib/forms/use-form.ts';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { OptionalLabel } from '../../../ui/optional-label.tsx';
import { DateLabel } from '../../../ui/date-label.tsx';
import { useCurrentUser } from '../../identity/index.ts';
import { AssigneeOptionsQuery } from '../graphql/assignee-options.query.ts';
import { CreateTaskMutation } from '../graphql/create-task.mutation.ts';
import { type TaskCardData, TaskCardFragment } from '../graphql/task-card.fragment.ts';
import { UpdateTaskMutation } from '../graphql/update-task.mutation.ts';
import { useOrganisationTimezone } from '../hooks/use-organisation-timezone.ts';
import { useTaskActions } from '../hooks/use-task-actions.ts';
import { calendarDayOf, dueDateEndOfDay, todayIn } from '../utils/due-date.ts';
import {
  assigneeKey,
  assigneeSelectData,
  assigneesFromKeys,
  defaultAssigneeKeys,
  TASK_NAME_MAX,
  type TaskFormProblem,
  type TaskFormValues,
  taskFormProblems,
} from '../utils/task-form.ts';
import { canDeleteTask } from '../utils/task-rules.ts';
import { DeleteTaskModal } from './delete-task-modal.tsx';

export interface TaskFormModalProps {
  /** The task to edit; none to create one. */
  task?: TaskCardData | null;
  onClose: () => void;
  onSaved?: (task: TaskCardData) => void;
  onDeleted?: (taskId: string) => void;
}

/**
 * The task form (spec 01 §4, §5) in create or edit mode: name, due date (saved as the end of that day in the
 * organisation's time zone), assignees, an optional link; edit mode shows when the task was created and updated
 * and offers Delete.
 */
export function TaskFormModal({ task, onClose, onSaved, onDeleted }: TaskFormModalProps) {
  const { t } = useTranslation('tasks');
  const timezone = useOrganisationTimezone();
  return (
    <Modal
      opened
      onClose={onClose}
      title={task ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
      zIndex={300}
      data-testid="task-form-modal"
    >
      {timezone ? (
        <TaskForm task={task ?? null} timezone={timezone} onClose={onClose} onSaved={onSaved} onDeleted={onDeleted} />
      ) : null}
    </Modal>
  );
}

function TaskForm({
  task,
  timezone,
  onClose,
  onSaved,
  onDeleted,
}: Omit<TaskFormModalProps, 'task'> & { task: TaskCardData | null; timezone: string }) {
  const { t } = useTranslation('tasks');
  const messages = useFormMessages();
  const user = useCurrentUser();
  const actions = useTaskActions();
  const { feedback } = actions;
  const [{ data: optionsData, fetching: optionsLoading }] = useQuery({
    query: AssigneeOptionsQuery,
    requestPolicy: 'cache-and-network',
  });
  const [, createTask] = useMutation(CreateTaskMutation);
  const [, updateTask] = useMutation(UpdateTaskMutation);
  const [saving, setSaving] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  /** Save was pressed without an assignee: the defaults are back and the message stays until the field changes. */
  const [assigneesRestored, setAssigneesRestored] = useState(false);
  const assigneesRef = useRef<HTMLInputElement>(null);

  const defaults = defaultAssigneeKeys(user._id);
  const initialDueDay = task ? calendarDayOf(task.dueDate, timezone) : null;
  const names = { name: t('form.name'), dueDay: t('form.dueDate'), url: t('form.url') };
  const problemText = (field: keyof typeof names | 'assignees', problem: TaskFormProblem | undefined) => {
    switch (problem) {
      case undefined:
        return null;
      case 'required':
        return messages.required(field === 'assignees' ? t('form.assignees') : names[field]);
      case 'tooLong':
        return messages.textMax(names.name, TASK_NAME_MAX);
      case 'pastDueDate':
        return t('form.errors.pastDueDate');
      case 'noAssignee':
        return t('form.errors.noAssignee');
      case 'invalidUrl':
        return messages.url(names.url);
    }
  };

  const form = useForm<TaskFormValues>({
    initialValues: task
      ? {
          name: task.name ?? '',
          dueDay: initialDueDay ?? '',
          assignees: task.assignees.map(assigneeKey),
          url: task.url ?? '',
        }
      : { name: '', dueDay: '', assignees: defaults, url: '' },
    validate: (values) => {
      const problems = taskFormProblems(values, { timezone, initialDueDay });
      return {
        name: problemText('name', problems.name),
        dueDay: problemText('dueDay', problems.dueDay),
        assignees: problemText('assignees', problems.assignees),
        url: problemText('url', problems.url),
      };
    },
  });

  // Labels of the chosen assignees the options may lack (the viewer, the task's own assignees).
  const chosen = [
    { key: defaults[0] ?? '', label: user.fullName },
    ...(task?.assignees ?? []).map((assignee) => ({
      key: assigneeKey(assignee),
      label: assignee.user?.fullName ?? assignee.startup?.name ?? assignee.value,
    })),
  ];
  const selectData = assigneeSelectData(optionsData?.assigneeOptions ?? [], chosen, t('form.chosenGroup'));

  const save = async (values: TaskFormValues) => {
    setSaving(true);
    const name = values.name.trim();
    const url = values.url.trim();
    const assignees = assigneesFromKeys(values.assignees);
    const result = task
      ? await updateTask({
          taskId: task._id,
          updatedTask: {
            name,
            assignees,
            url: url === '' ? null : url,
            ...(values.dueDay !== initialDueDay ? { dueDate: dueDateEndOfDay(values.dueDay, timezone) } : {}),
          },
        })
      : await createTask({
          name,
          dueDate: dueDateEndOfDay(values.dueDay, timezone),
          done: false,
          assignees,
          url: url === '' ? null : url,
        });
    setSaving(false);
    if (result.error || !result.data) {
      if (result.error) {
        const fields = graphqlFieldErrors(result.error);
        if (fields.length > 0) form.setFieldErrors(fields, { dueDate: 'dueDay' });
        // Spec 01 §8: a failed creation is an error toast with the error text.
        feedback.failed(feedback.errorMessage(result.error));
      }
      return;
    }
    const saved = readFragment(
      TaskCardFragment,
      'createTask' in result.data ? result.data.createTask : result.data.updateTask,
    );
    feedback.succeeded(task ? t('toasts.updated') : t('toasts.created'));
    onSaved?.(saved);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (assigneesFromKeys(form.values.assignees).length === 0) {
      // Spec 01 §5: Save with no assignee brings the default assignees back and focuses the field.
      form.setValue('assignees', defaults);
      setAssigneesRestored(true);
      form.handleSubmit(() => undefined)();
      assigneesRef.current?.focus();
      return;
    }
    form.handleSubmit(save)();
  };

  const remove = async () => {
    if (!task) return;
    const result = await actions.remove(task._id);
    setConfirmingDelete(false);
    if (result.ok) {
      feedback.succeeded(t('toasts.deleted'));
      onDeleted?.(task._id);
      onClose();
    } else {
      // Spec 01 §8: a failed delete from the form is a dismissible banner inside it.
      setDeleteError(result.message);
    }
  };

  const assignees = form.control('assignees');
  const assigneesError = assignees.error ?? (assigneesRestored ? t('form.errors.noAssignee') : undefined);
  const due = form.field('dueDay');
  return (
    <form onSubmit={submit} noValidate data-testid="task-form" data-mode={task ? 'edit' : 'create'}>
      <Stack gap="md">
        {deleteError ? (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            onClose={() => setDeleteError(null)}
            closeButtonLabel={t('form.dismiss')}
            data-testid="task-form-delete-error"
          >
            {deleteError}
          </Alert>
        ) : null}
        <TextInput
          label={names.name}
          placeholder={t('form.namePlaceholder')}
          withAsterisk
          data-autofocus
          {...form.field('name')}
          data-testid="task-form-name"
        />
        <TextInput
          type="date"
          label={names.dueDay}
          withAsterisk
          min={todayIn(timezone)}
          {...due}
          onChange={(event) => {
            due.onChange(event);
            due.onBlur();
          }}
          description={t('form.dueDateHint', { timezone })}
          data-testid="task-form-due-date"
        />
        <MultiSelect
          ref={assigneesRef}
          label={t('form.assignees')}
          placeholder={assignees.value.length === 0 ? t('form.assigneesPlaceholder') : undefined}
          withAsterisk
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={optionsLoading ? t('form.loadingOptions') : t('form.noOptions')}
          data={selectData}
          value={assignees.value}
          onChange={(value) => {
            setAssigneesRestored(false);
            assignees.onChange(value);
          }}
          onBlur={assignees.onBlur}
          error={assigneesError}
          comboboxProps={{ zIndex: 400 }}
          data-testid="task-form-assignees"
        />
        <TextInput
          label={<OptionalLabel label={names.url} />}
          placeholder={t('form.urlPlaceholder')}
          {...form.field('url')}
          dir="ltr"
          data-testid="task-form-url"
        />
        {task ? (
          <Group gap="lg" data-testid="task-form-times">
            <Text size="xs" c="dimmed">
              {t('form.created')}{' '}
              <DateLabel value={task.createdAt} format="dateTime" timeZone={timezone} size="xs" c="inherit" />
            </Text>
            <Text size="xs" c="dimmed">
              {t('form.updated')}{' '}
              <DateLabel value={task.updatedAt} format="dateTime" timeZone={timezone} size="xs" c="inherit" />
            </Text>
          </Group>
        ) : null}
        <Group justify="space-between">
          <div>
            {task && canDeleteTask(task) ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => setConfirmingDelete(true)}
                data-testid="task-form-delete"
              >
                {t('form.delete')}
              </Button>
            ) : null}
          </div>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={onClose}
              // Leaving a field shows its error and moves the buttons: keep the focus so the click lands.
              onMouseDown={(event) => event.preventDefault()}
              data-testid="task-form-cancel"
            >
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="task-form-save">
              {t('form.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
      {confirmingDelete && task ? (
        <DeleteTaskModal name={task.name ?? ''} onClose={() => setConfirmingDelete(false)} onConfirm={remove} />
      ) : null}
    </form>
  );
}
