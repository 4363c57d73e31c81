import { TASK_MANAGER_ROLES } from '@cohort/shared';
import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  useDirection,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlus, IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateRequest } from '../../../lib/create-request.ts';
import { Navigate, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { roleAllows } from '../../access/index.ts';
import { useCurrentUser } from '../../identity/index.ts';
import { usePageTitle, useStartupRelabel } from '../../organisation/index.ts';
import { DeleteTaskModal } from '../components/delete-task-modal.tsx';
import { TaskFormModal } from '../components/task-form-modal.tsx';
import { TasksTable } from '../components/tasks-table.tsx';
import { CompleteTasksMutation } from '../graphql/complete-tasks.mutation.ts';
import { type TaskCardData, TaskCardFragment } from '../graphql/task-card.fragment.ts';
import { TasksQuery } from '../graphql/tasks.query.ts';
import { useOrganisationTimezone } from '../hooks/use-organisation-timezone.ts';
import { useTaskActions } from '../hooks/use-task-actions.ts';
import { selectableForCompletion } from '../utils/task-rules.ts';
import {
  DEFAULT_TASK_FILTERS,
  DEFAULT_TASK_SORT,
  nextSort,
  type TaskFilters,
  type TaskPageCursor,
  type TaskScopeName,
  type TaskSort,
  type TaskSortFieldName,
  TASKS_SEARCH_DEBOUNCE_MS,
  taskCursor,
  taskQueryOptions,
  toggleAllRows,
  toggleRow,
} from '../utils/tasks-table.ts';

export type TaskScope = TaskScopeName;

const SCOPE_PATHS: Record<TaskScope, string> = { MINE: '/tasks', USERS: '/tasks/users', STARTUPS: '/tasks/startups' };
const SCOPE_KEYS = { MINE: 'mine', USERS: 'users', STARTUPS: 'startups' } as const;

type Dialog = { kind: 'create' } | { kind: 'edit'; task: TaskCardData } | { kind: 'delete'; task: TaskCardData } | null;

/**
 * /tasks (mine), /tasks/users and /tasks/startups (task managers): the tasks in a table with filters, sorting,
 * 25 a page, selection and bulk completion, and the task form.
 */
export function TasksPage({ scope }: { scope: TaskScope }) {
  const user = useCurrentUser();
  const manager = roleAllows(user.role.type, { allowed: TASK_MANAGER_ROLES });
  if (scope !== 'MINE' && !manager) return <Navigate to={SCOPE_PATHS.MINE} replace />;
  return <TasksView key={scope} scope={scope} manager={manager} />;
}

function TasksView({ scope, manager }: { scope: TaskScope; manager: boolean }) {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  const timezone = useOrganisationTimezone();
  const actions = useTaskActions();
  const { feedback } = actions;
  const { dir } = useDirection();
  const [PreviousIcon, NextIcon] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  // 'Startup tasks' says the organisation's own word, as the menu does.
  const relabel = useStartupRelabel();
  usePageTitle(relabel(t(`pages.${SCOPE_KEYS[scope]}`)));

  const [filters, setFilters] = useState<TaskFilters>(DEFAULT_TASK_FILTERS);
  const [debouncedSearch] = useDebouncedValue(filters.search, TASKS_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<TaskSort>(DEFAULT_TASK_SORT);
  const [position, setPosition] = useState<TaskPageCursor>({});
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [completing, setCompleting] = useState(false);

  const openCreate = useCallback(() => setDialog({ kind: 'create' }), []);
  useCreateRequest(openCreate, manager);

  const queryOptions = useMemo(
    () => (timezone ? taskQueryOptions(scope, { ...filters, search: debouncedSearch }, sort, timezone) : null),
    [scope, filters, debouncedSearch, sort, timezone],
  );
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: TasksQuery,
    variables: { queryOptions, cursor: taskCursor(position) },
    pause: queryOptions === null,
    requestPolicy: 'cache-and-network',
  });
  const [, completeTasks] = useMutation(CompleteTasksMutation);
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  const tasks = useMemo(() => (data?.tasks.results ?? []).map((task) => readFragment(TaskCardFragment, task)), [data]);
  const selectableIds = tasks.filter(selectableForCompletion).map((task) => task._id);

  const changeFilters = (change: Partial<TaskFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPosition({});
    setSelected(new Set());
  };
  const changeSort = (field: TaskSortFieldName) => {
    setSort((current) => nextSort(current, field));
    setPosition({});
  };
  const goTo = (next: TaskPageCursor) => {
    setPosition(next);
    setSelected(new Set());
  };

  const completeSelected = async () => {
    const taskIds = [...selected];
    setCompleting(true);
    const result = await completeTasks({ taskIds });
    setCompleting(false);
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('bulk.completed', { count: result.data?.completeTasks.length ?? taskIds.length }));
    setSelected(new Set());
    refresh();
  };

  const removeConfirmed = async (task: TaskCardData) => {
    const result = await actions.remove(task._id);
    setDialog(null);
    if (result.ok) {
      feedback.succeeded(t('toasts.deleted'));
      refresh();
    } else {
      feedback.failed(result.message);
    }
  };

  const totalCount = data?.tasks.totalCount ?? 0;
  return (
    <Container size={1280} py="lg" data-testid="tasks-page" data-scope={scope}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2">
            {relabel(t(`pages.${SCOPE_KEYS[scope]}`))}
          </Title>
          {manager ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setDialog({ kind: 'create' })}
              data-testid="tasks-create"
            >
              {t('pages.create')}
            </Button>
          ) : null}
        </Group>
        {manager ? (
          <Tabs
            value={scope}
            onChange={(value) => {
              if (value && value in SCOPE_PATHS) void navigate(SCOPE_PATHS[value as TaskScope]);
            }}
          >
            <Tabs.List>
              {(Object.keys(SCOPE_PATHS) as TaskScope[]).map((tab) => (
                <Tabs.Tab key={tab} value={tab} data-testid={`tasks-tab-${SCOPE_KEYS[tab]}`}>
                  {relabel(t(`pages.${SCOPE_KEYS[tab]}`))}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        ) : null}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={filters.search}
            onChange={(event) => changeFilters({ search: event.currentTarget.value })}
            style={{ flex: 1, minWidth: 220 }}
            data-testid="tasks-search"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="tasks-status-label">
              {t('filters.status')}
            </Text>
            <SegmentedControl
              aria-labelledby="tasks-status-label"
              value={filters.status}
              onChange={(value) => changeFilters({ status: value as TaskFilters['status'] })}
              data={[
                { value: 'PENDING', label: t('status.pending') },
                { value: 'COMPLETED', label: t('status.completed') },
                { value: 'ALL', label: t('filters.all') },
              ]}
              data-testid="tasks-filter-status"
            />
          </Stack>
          <TextInput
            type="date"
            label={t('filters.dueAfter')}
            value={filters.dueAfter}
            onChange={(event) => changeFilters({ dueAfter: event.currentTarget.value })}
            data-testid="tasks-filter-due-after"
          />
          <TextInput
            type="date"
            label={t('filters.dueBefore')}
            value={filters.dueBefore}
            onChange={(event) => changeFilters({ dueBefore: event.currentTarget.value })}
            data-testid="tasks-filter-due-before"
          />
        </Group>
        {selected.size > 0 ? (
          <Paper withBorder p="sm" radius="md" data-testid="tasks-bulk-bar">
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" fw={600} data-testid="tasks-selected-count">
                {t('bulk.selected', { count: selected.size })}
              </Text>
              <Group gap="sm">
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => setSelected(new Set())}
                  data-testid="tasks-clear-selection"
                >
                  {t('bulk.clear')}
                </Button>
                <Button
                  size="xs"
                  loading={completing}
                  onClick={() => void completeSelected()}
                  data-testid="tasks-complete-selected"
                >
                  {t('bulk.complete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ) : null}
        {error && !data ? (
          <Alert color="red" role="alert" data-testid="tasks-load-error">
            {feedback.errorMessage(error)}
          </Alert>
        ) : !data ? (
          <Center p="xl">
            <Loader />
          </Center>
        ) : tasks.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl" data-testid="tasks-empty">
            {t('pages.empty')}
          </Text>
        ) : (
          <Stack gap="sm" data-fetching={fetching || undefined}>
            {timezone ? (
              <TasksTable
                tasks={tasks}
                timezone={timezone}
                sort={sort}
                onSort={changeSort}
                selected={selected}
                onToggleRow={(taskId) => setSelected((current) => toggleRow(current, taskId))}
                onToggleAll={() => setSelected((current) => toggleAllRows(current, selectableIds))}
                onEdit={(task) => setDialog({ kind: 'edit', task })}
                onDelete={(task) => setDialog({ kind: 'delete', task })}
                onToggled={refresh}
              />
            ) : null}
          </Stack>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="tasks-total">
            {data ? t('pages.total', { count: totalCount }) : '\u00a0'}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<PreviousIcon size={14} />}
              disabled={!data?.tasks.prev}
              onClick={() => data?.tasks.prev && goTo({ prev: data.tasks.prev })}
              data-testid="tasks-previous"
            >
              {t('pages.previous')}
            </Button>
            <Button
              variant="default"
              size="xs"
              rightSection={<NextIcon size={14} />}
              disabled={!data?.tasks.next}
              onClick={() => data?.tasks.next && goTo({ next: data.tasks.next })}
              data-testid="tasks-next"
            >
              {t('pages.next')}
            </Button>
          </Group>
        </Group>
      </Stack>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <TaskFormModal
          task={dialog.kind === 'edit' ? dialog.task : null}
          onClose={() => setDialog(null)}
          onSaved={refresh}
          onDeleted={refresh}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteTaskModal
          name={dialog.task.name ?? ''}
          onClose={() => setDialog(null)}
          onConfirm={() => removeConfirmed(dialog.task)}
        />
      ) : null}
    </Container>
  );
}
