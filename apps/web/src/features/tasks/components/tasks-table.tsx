import { Badge, Checkbox, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateLabel } from '../../../ui/date-label.tsx';
import { SortHeader } from '../../../ui/sort-header.tsx';
import type { TaskCardData } from '../graphql/task-card.fragment.ts';
import { isOverdue } from '../utils/due-date.ts';
import { canDeleteTask, canEditTask, isDoneForViewer, selectableForCompletion } from '../utils/task-rules.ts';
import type { TaskSort, TaskSortFieldName } from '../utils/tasks-table.ts';
import { TaskActionsMenu } from './task-actions-menu.tsx';
import { TaskAssignees } from './task-assignees.tsx';
import { TaskLink, TaskTypeBadge } from './task-card.tsx';
import { TaskDoneCheckbox } from './task-done-checkbox.tsx';

/** A page of tasks: selection for bulk completion, the done box, name and link, assignees, dates, status, actions. */
export function TasksTable({
  tasks,
  timezone,
  sort,
  onSort,
  selected,
  onToggleRow,
  onToggleAll,
  onEdit,
  onDelete,
  onToggled,
}: {
  tasks: readonly TaskCardData[];
  timezone: string;
  sort: TaskSort;
  onSort: (field: TaskSortFieldName) => void;
  selected: ReadonlySet<string>;
  onToggleRow: (taskId: string) => void;
  onToggleAll: () => void;
  onEdit: (task: TaskCardData) => void;
  onDelete: (task: TaskCardData) => void;
  onToggled: () => void;
}) {
  const { t } = useTranslation('tasks');
  const selectable = tasks.filter(selectableForCompletion);
  const selectedOnPage = selectable.filter((task) => selected.has(task._id)).length;
  const allSelected = selectable.length > 0 && selectedOnPage === selectable.length;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="tasks-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('table.selectAll')}
                checked={allSelected}
                indeterminate={selectedOnPage > 0 && !allSelected}
                disabled={selectable.length === 0}
                onChange={onToggleAll}
                data-testid="tasks-select-all"
              />
            </Table.Th>
            <Table.Th w={40}>
              <VisuallyHidden>{t('table.done')}</VisuallyHidden>
            </Table.Th>
            <SortHeader field="NAME" sort={sort} onSort={onSort} testId="tasks-sort-NAME">
              {t('table.name')}
            </SortHeader>
            <Table.Th>{t('table.assignees')}</Table.Th>
            <SortHeader field="DUE_DATE" sort={sort} onSort={onSort} testId="tasks-sort-DUE_DATE">
              {t('table.dueDate')}
            </SortHeader>
            <Table.Th>{t('table.assignedBy')}</Table.Th>
            <SortHeader field="CREATED_AT" sort={sort} onSort={onSort} testId="tasks-sort-CREATED_AT">
              {t('table.created')}
            </SortHeader>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => {
            const done = isDoneForViewer(task);
            const completed = task.completionStatus === 'COMPLETED';
            const editable = canEditTask(task);
            const deletable = canDeleteTask(task);
            return (
              <Table.Tr
                key={task._id}
                data-testid="task-row"
                data-task-id={task._id}
                data-task-name={task.name ?? ''}
                data-done={done || undefined}
                bg={selected.has(task._id) ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={t('table.select', { name: task.name ?? '' })}
                    checked={selected.has(task._id)}
                    disabled={!selectableForCompletion(task)}
                    onChange={() => onToggleRow(task._id)}
                    data-testid="task-row-select"
                  />
                </Table.Td>
                <Table.Td>
                  <TaskDoneCheckbox task={task} onToggled={onToggled} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={600} dir="auto" td={done ? 'line-through' : undefined} data-testid="task-name">
                      {task.name || t('card.untitled')}
                    </Text>
                    <TaskTypeBadge taskType={task.taskType} />
                    {task.startup ? (
                      <Text size="xs" c="dimmed" dir="auto">
                        {task.startup.name}
                      </Text>
                    ) : null}
                    <TaskLink task={task} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <TaskAssignees task={task} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <DateLabel
                    value={task.dueDate}
                    format="date"
                    timeZone={timezone}
                    c={!completed && isOverdue(task.dueDate) ? 'red' : undefined}
                    data-testid="task-due"
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" dir="auto">
                    {task.createdBy?.fullName ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <DateLabel value={task.createdAt} format="date" timeZone={timezone} />
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={completed ? 'green' : !isOverdue(task.dueDate) ? 'blue' : 'red'}
                    data-testid="task-status"
                    data-status={task.completionStatus}
                  >
                    {completed
                      ? t('status.completed')
                      : isOverdue(task.dueDate)
                        ? t('status.overdue')
                        : t('status.pending')}
                  </Badge>
                  {task.approvalStatus !== 'APPROVED' ? (
                    <Badge variant="outline" color="gray" ms={4}>
                      {task.approvalStatus === 'REJECTED' ? t('status.rejected') : t('status.pendingApproval')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <TaskActionsMenu
                    task={task}
                    onEdit={editable ? () => onEdit(task) : undefined}
                    onDelete={deletable ? () => onDelete(task) : undefined}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
