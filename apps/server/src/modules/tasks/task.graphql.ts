import { ASSIGNEE_TYPES, PAGE_SIZE, searchFilterSchema, storableDate, taskFieldsSchema } from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import {
  AuthenticationRequiredError,
  ForbiddenError,
  parseInput,
  ValidationError,
} from '../../platform/graphql/errors.ts';
import { canAssignAnyone, canCreateTask, canListTasks } from '../../policies/index.ts';
import { UserAvatarRef } from '../directory/index.ts';
import { StartupRefType } from '../startups/index.ts';
import {
  assigneeOptions,
  type AssigneeOption,
  createTask,
  deleteTask,
  findTask,
  freshTaskFor,
  setTaskDone,
  TASKS_UPDATED,
  type TaskEvent,
  type TaskUpdateType,
  taskViewerOf,
  updateTask,
} from './task-commands.service.ts';
import { type AssigneeView, decodeCursor, listTasks, type TaskView, type TaskViewer } from './task.service.ts';
import { TaskRef } from './task.refs.ts';

const ApprovalStatusRef = builder.enumType('TaskApprovalStatus', {
  values: ['APPROVED', 'PENDING_APPROVAL', 'REJECTED'] as const,
});
const CompletionStatusRef = builder.enumType('TaskCompletionStatus', { values: ['PENDING', 'COMPLETED'] as const });
const AssigneeTypeRef = builder.enumType('AssigneeType', { values: ASSIGNEE_TYPES });
const TaskScopeRef = builder.enumType('TaskScope', {
  values: ['MINE', 'USERS', 'STARTUPS'] as const,
  description: 'MINE: assigned to the viewer or their startup; USERS and STARTUPS: task managers only',
});
const TaskSortFieldRef = builder.enumType('TaskSortField', { values: ['DUE_DATE', 'CREATED_AT', 'NAME'] as const });
const SortDirectionRef = builder.enumType('SortDirection', { values: ['ASC', 'DESC'] as const });
const TaskUpdateTypeRef = builder.enumType('TaskUpdateType', { values: ['ADDED', 'REMOVED'] as const });

const TaskAssigneeRef = builder.objectRef<AssigneeView>('TaskAssignee').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    type: t.field({ type: AssigneeTypeRef, resolve: (a) => a.type }),
    value: t.exposeID('value'),
    user: t.field({ type: UserAvatarRef, nullable: true, resolve: (a) => a.user }),
    startup: t.field({ type: StartupRefType, nullable: true, resolve: (a) => a.startup }),
    status: t.string({ description: 'DONE or PENDING', resolve: (a) => (a.done ? 'DONE' : 'PENDING') }),
    done: t.exposeBoolean('done'),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.completedAt }),
    isViewer: t.exposeBoolean('isViewer', { description: 'The viewer, or a startup the viewer belongs to' }),
  }),
});

const TaskViewerCanRef = builder.objectRef<TaskView['viewerCan']>('TaskViewerCan').implement({
  fields: (t) => ({
    edit: t.exposeBoolean('edit'),
    delete: t.exposeBoolean('delete'),
    toggle: t.exposeBoolean('toggle', { description: 'An assignee viewing a normal task' }),
  }),
});

TaskRef.implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name', { nullable: true }),
    dueDate: t.field({ type: 'DateTime', resolve: (task) => task.dueDate }),
    url: t.exposeString('url', { nullable: true }),
    taskType: t.exposeString('taskType'),
    createdBy: t.field({ type: UserAvatarRef, nullable: true, resolve: (task) => task.creator }),
    startup: t.field({ type: StartupRefType, nullable: true, resolve: (task) => task.startup }),
    assignees: t.field({ type: [TaskAssigneeRef], resolve: (task) => task.assignees }),
    isGroupTask: t.boolean({ resolve: (task) => task.assignees.length > 1 }),
    done: t.boolean({ resolve: (task) => task.completionStatus === 'COMPLETED' }),
    createdAt: t.field({ type: 'DateTime', resolve: (task) => task.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (task) => task.updatedAt }),
    approvalStatus: t.field({ type: ApprovalStatusRef, resolve: (task) => task.approvalStatus }),
    completionStatus: t.field({ type: CompletionStatusRef, resolve: (task) => task.completionStatus }),
    viewerCan: t.field({ type: TaskViewerCanRef, resolve: (task) => task.viewerCan }),
  }),
});

const TaskListRef = builder
  .objectRef<{ results: TaskView[]; next: string | null; prev: string | null; totalCount: number }>('TaskList')
  .implement({
    fields: (t) => ({
      results: t.field({ type: [TaskRef], resolve: (list) => list.results }),
      next: t.exposeString('next', { nullable: true }),
      prev: t.exposeString('prev', { nullable: true }),
      totalCount: t.exposeInt('totalCount'),
    }),
  });

const AssigneeOptionRef = builder.objectRef<AssigneeOption>('AssigneeOption').implement({
  fields: (t) => ({
    label: t.exposeString('label'),
    value: t.exposeID('value'),
    type: t.field({ type: AssigneeTypeRef, resolve: (o) => o.type }),
  }),
});
const AssigneeOptionGroupRef = builder
  .objectRef<{ label: string; options: AssigneeOption[] }>('AssigneeOptionGroup')
  .implement({
    fields: (t) => ({
      label: t.exposeString('label'),
      options: t.field({ type: [AssigneeOptionRef], resolve: (g) => g.options }),
    }),
  });

const TaskUpdateRef = builder.objectRef<{ updateType: TaskUpdateType; task: TaskView }>('TaskUpdate').implement({
  fields: (t) => ({
    updateType: t.field({ type: TaskUpdateTypeRef, resolve: (u) => u.updateType }),
    task: t.field({ type: TaskRef, resolve: (u) => u.task }),
  }),
});

const TaskQueryOptions = builder.inputType('TaskQueryOptions', {
  fields: (t) => ({
    scope: t.field({ type: TaskScopeRef }),
    before: t.field({ type: 'DateTime', description: 'Due strictly before' }),
    after: t.field({ type: 'DateTime', description: 'Due at or after' }),
    approvalStatus: t.field({ type: ApprovalStatusRef }),
    completionStatus: t.field({ type: CompletionStatusRef }),
    search: t.string(),
    sortField: t.field({ type: TaskSortFieldRef }),
    sortDirection: t.field({ type: SortDirectionRef }),
  }),
});
const TaskCursor = builder.inputType('TaskCursor', {
  fields: (t) => ({ limit: t.int(), next: t.string(), prev: t.string() }),
});
const AssigneeInput = builder.inputType('AssigneeInput', {
  fields: (t) => ({
    type: t.field({ type: AssigneeTypeRef, required: true }),
    value: t.id({ required: true }),
  }),
});
const UpdatedTaskInput = builder.inputType('UpdatedTaskInput', {
  fields: (t) => ({
    name: t.string(),
    dueDate: t.field({ type: 'DateTime' }),
    assignees: t.field({ type: [AssigneeInput] }),
    url: t.string(),
  }),
});

async function viewerOf(ctx: Ctx): Promise<{ viewer: TaskViewer; incubatorId: string }> {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  const incubatorId = ctx.incubator.id;
  return { viewer: await taskViewerOf(ctx.db, incubatorId, ctx.viewer), incubatorId };
}

const listSchema = z.object({
  limit: z
    .number()
    .int()
    .min(1, 'Limit must be greater than or equal to 1')
    .max(100, 'Limit must be less than or equal to 100'),
});

/** The search and the due-date bounds of the task list. */
const listFilterSchema = z.object({
  search: searchFilterSchema.shape.search,
  after: storableDate('After').nullish(),
  before: storableDate('Before').nullish(),
});

builder.queryFields((t) => ({
  tasks: t.field({
    type: TaskListRef,
    description: 'Tasks of the viewer (MINE) or, for task managers, every task for users or startups',
    authScopes: { authenticated: true },
    args: {
      queryOptions: t.arg({ type: TaskQueryOptions }),
      cursor: t.arg({ type: TaskCursor }),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = await viewerOf(ctx);
      const options = args.queryOptions ?? {};
      const scope = options.scope ?? 'MINE';
      if (!canListTasks(viewer, scope)) throw new ForbiddenError();
      const { limit } = parseInput(listSchema, { limit: args.cursor?.limit ?? PAGE_SIZE });
      const filter = parseInput(listFilterSchema, options);
      const offset = decodeCursor(args.cursor?.next) ?? decodeCursor(args.cursor?.prev) ?? 0;
      return listTasks(ctx.db, incubatorId, viewer, { ...options, ...filter, scope }, { limit, offset });
    },
  }),
  assigneeOptions: t.field({
    type: [AssigneeOptionGroupRef],
    description: 'Who a task can be assigned to, grouped: people, then startups',
    authScopes: { authenticated: true },
    args: { search: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = await viewerOf(ctx);
      // The search is checked only where it is used (task managers'), as before.
      const search = canAssignAnyone(viewer) ? parseInput(searchFilterSchema, args).search : undefined;
      return assigneeOptions(ctx, incubatorId, viewer, search);
    },
  }),
}));

const createSchema = z.object({
  name: taskFieldsSchema.name.nullish().transform((name) => name || null),
  dueDate: taskFieldsSchema.dueDate,
  assignees: taskFieldsSchema.assignees,
  url: taskFieldsSchema.url,
  done: z.boolean().nullish(),
});

const updateSchema = z.object({
  name: taskFieldsSchema.name.nullish(),
  dueDate: taskFieldsSchema.dueDate.nullish(),
  assignees: taskFieldsSchema.assignees.nullish(),
  url: taskFieldsSchema.url,
});

builder.mutationFields((t) => ({
  createTask: t.field({
    type: TaskRef,
    description: 'Creates a task for people or startups; each person assigned is notified',
    authScopes: { authenticated: true },
    args: {
      name: t.arg.string(),
      dueDate: t.arg({ type: 'DateTime', required: true }),
      done: t.arg.boolean(),
      assignees: t.arg({ type: [AssigneeInput], required: true }),
      url: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = await viewerOf(ctx);
      if (!canCreateTask(viewer)) throw new ForbiddenError('Your role cannot create tasks');
      const input = parseInput(createSchema, {
        ...args,
        assignees: args.assignees.map((a) => ({ ...a, value: String(a.value) })),
      });
      return createTask(ctx, incubatorId, viewer, input);
    },
  }),
  updateTask: t.field({
    type: TaskRef,
    description: 'Changes the name, due date, link or assignees of a normal task',
    authScopes: { authenticated: true },
    args: {
      taskId: t.arg.id({ required: true }),
      updatedTask: t.arg({ type: UpdatedTaskInput, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = await viewerOf(ctx);
      const task = await findTask(ctx.db, incubatorId, viewer, String(args.taskId));
      if (!task.viewerCan.edit) throw new ForbiddenError('You cannot edit this task');
      const input = parseInput(updateSchema, {
        ...args.updatedTask,
        assignees: args.updatedTask.assignees?.map((a) => ({ ...a, value: String(a.value) })),
      });
      return updateTask(ctx, incubatorId, viewer, task, {
        ...input,
        url: args.updatedTask.url !== undefined ? input.url : undefined,
      });
    },
  }),
  updateTaskDone: t.field({
    type: TaskRef,
    description: "Ticks (or unticks) the viewer's own assignment of a normal task",
    authScopes: { authenticated: true },
    args: {
      taskId: t.arg.id({ required: true }),
      assigneeId: t.arg.id(),
      done: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = await viewerOf(ctx);
      const task = await findTask(ctx.db, incubatorId, viewer, String(args.taskId));
      return setTaskDone(ctx, incubatorId, viewer, task, args.done, args.assigneeId ? String(args.assigneeId) : null);
    },
  }),
  completeTasks: t.field({
    type: [TaskRef],
    description: "Marks the viewer's assignments of several tasks done",
    authScopes: { authenticated: true },
    args: { taskIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = await viewerOf(ctx);
      const ids = [...new Set(args.taskIds.map(String))];
      if (ids.length > 100) throw new ValidationError([{ field: 'taskIds', message: 'Select at most 100 tasks' }]);
      const results: TaskView[] = [];
      for (const id of ids) {
        const task = await findTask(ctx.db, incubatorId, viewer, id);
        results.push(await setTaskDone(ctx, incubatorId, viewer, task, true, null));
      }
      return results;
    },
  }),
  deleteTask: t.id({
    description: 'Deletes a task (TASK/TASK:DELETE; creators with the OWN criterion)',
    authScopes: { authenticated: true },
    args: { taskId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = await viewerOf(ctx);
      const task = await findTask(ctx.db, incubatorId, viewer, String(args.taskId));
      if (!task.viewerCan.delete) throw new ForbiddenError('You cannot delete this task');
      return deleteTask(ctx, incubatorId, task);
    },
  }),
}));

builder.subscriptionField('tasksUpdatedForUser', (t) =>
  t.field({
    type: TaskUpdateRef,
    description: "Tasks added to or removed from a user's pending list (the viewer's own id only)",
    authScopes: { authenticated: true },
    args: { userId: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => {
      if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
      if (String(args.userId) !== ctx.viewer.userId) throw new ForbiddenError();
      return ctx.pubsub.subscribe(
        ctx.incubator.id,
        `${TASKS_UPDATED}:${ctx.viewer.userId}`,
      ) as AsyncIterable<TaskEvent>;
    },
    resolve: async (event, _args, ctx) => {
      if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
      const fresh = await freshTaskFor(ctx, ctx.incubator.id, ctx.viewer, event.taskId);
      return { updateType: event.updateType, task: fresh ?? event.snapshot };
    },
  }),
);
