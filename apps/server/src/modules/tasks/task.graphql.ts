import {
  ASSIGNEE_TYPES,
  dueDateAllowed,
  PAGE_SIZE,
  searchFilterSchema,
  storableDate,
  TASK_MESSAGES,
  taskFieldsSchema,
  USER_STATUSES,
} from '@cohort/shared';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import {
  AuthenticationRequiredError,
  ForbiddenError,
  NotFoundError,
  parseInput,
  ValidationError,
} from '../../platform/graphql/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { UserAvatarRef } from '../directory/index.ts';
import { createNotification, NOTIFICATION_CREATED } from '../notifications/index.ts';
import { findStartups, listStartups, StartupRefType } from '../startups/index.ts';
import { fullName, selectUsersWithRole, users } from '../users/index.ts';
import {
  type AssigneeRow,
  type AssigneeView,
  decodeCursor,
  isTaskManager,
  listTasks,
  peopleOfAssignees,
  refreshCompletion,
  type TaskView,
  type TaskViewer,
  taskViewer,
  taskViews,
  visibleTaskCondition,
} from './task.service.ts';
import { taskAssignees, tasks } from './task.table.ts';
import { TaskRef } from './task.refs.ts';

export const TASKS_UPDATED = 'tasksUpdatedForUser';
type TaskUpdateType = 'ADDED' | 'REMOVED';
interface TaskEvent {
  updateType: TaskUpdateType;
  taskId: string;
  snapshot: TaskView;
}

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

interface AssigneeOption {
  label: string;
  value: string;
  type: 'User' | 'Startup';
}
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
  const viewer = await taskViewer(ctx.db, incubatorId, {
    userId: ctx.viewer.userId,
    roleType: ctx.viewer.roleType,
    permissions: ctx.viewer.permissions,
    startupIds: ctx.viewer.startupIds,
  });
  return { viewer, incubatorId };
}

async function findTask(db: Db, incubatorId: string, viewer: TaskViewer, taskId: string): Promise<TaskView> {
  const parsed = z.string().uuid().safeParse(taskId);
  if (!parsed.success) throw new NotFoundError('The task');
  const rows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.incubatorId, incubatorId), eq(tasks.id, taskId), visibleTaskCondition(incubatorId, viewer)));
  const [view] = await taskViews(db, incubatorId, viewer, rows);
  if (!view) throw new NotFoundError('The task');
  return view;
}

type AssigneeInputValue = { type: 'User' | 'Startup'; value: string };

/** Every assignee must be a person (not deleted) or a startup of this organisation. */
async function checkAssignees(db: Db, incubatorId: string, assignees: readonly AssigneeInputValue[]) {
  const userIds = assignees.filter((a) => a.type === 'User').map((a) => a.value);
  const startupIds = assignees.filter((a) => a.type === 'Startup').map((a) => a.value);
  const foundUsers = userIds.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.incubatorId, incubatorId),
            inArray(users.id, userIds),
            notInArray(users.status, ['deleted', 'deny']),
          ),
        )
    : [];
  const foundStartups = await findStartups(db, incubatorId, startupIds);
  const known = new Set([...foundUsers.map((u) => u.id), ...foundStartups.map((s) => s.id)]);
  if (assignees.some((a) => !known.has(a.value))) {
    throw new ValidationError([{ field: 'assignees', message: 'This assignee was not found' }]);
  }
}

function uniqueAssignees(assignees: readonly AssigneeInputValue[]): AssigneeInputValue[] {
  const seen = new Set<string>();
  return assignees.filter((a) => {
    const key = `${a.type}:${a.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function checkDueDate(dueDate: Date) {
  if (!dueDateAllowed(dueDate)) throw new ValidationError([{ field: 'dueDate', message: TASK_MESSAGES.dueDatePast }]);
}

/** After commit: tell each person live, and deliver notifications. */
function announce(
  ctx: Ctx,
  incubatorId: string,
  events: { userIds: readonly string[]; updateType: TaskUpdateType; task: TaskView }[],
  recipients: readonly { userId: string; recipientId: string }[] = [],
) {
  ctx.afterCommit(() => {
    for (const event of events) {
      for (const userId of new Set(event.userIds)) {
        ctx.pubsub.publish(incubatorId, `${TASKS_UPDATED}:${userId}`, {
          updateType: event.updateType,
          taskId: event.task.id,
          snapshot: event.task,
        } satisfies TaskEvent);
      }
    }
    for (const recipient of recipients) {
      ctx.pubsub.publish(incubatorId, `${NOTIFICATION_CREATED}:${recipient.userId}`, {
        recipientId: recipient.recipientId,
      });
    }
  });
}

async function notifyAssigned(ctx: Ctx, incubatorId: string, task: TaskView, recipientIds: readonly string[]) {
  const sender = ctx.viewer
    ? await selectUsersWithRole(ctx.db, and(eq(users.incubatorId, incubatorId), eq(users.id, ctx.viewer.userId)))
    : [];
  const senderName = sender[0] ? fullName(sender[0]) : '';
  return createNotification(ctx.db, incubatorId, {
    type: 'taskAssigned',
    senderId: ctx.viewer?.userId ?? null,
    url: '/tasks',
    recipientIds,
    messageKey: task.name ? 'taskAssigned' : 'taskAssignedUnnamed',
    values: { sender: senderName, task: task.name ?? '' },
  });
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
      if (scope !== 'MINE' && !isTaskManager(viewer.roleType)) throw new ForbiddenError();
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
      const language = ctx.request.language;
      if (!isTaskManager(viewer.roleType)) {
        const own = await selectUsersWithRole(
          ctx.db,
          and(eq(users.incubatorId, incubatorId), eq(users.id, viewer.userId)),
        );
        const startups = await findStartups(ctx.db, incubatorId, viewer.startupIds);
        return [
          {
            label: translate(language, 'tasks.people'),
            options: own.map((u) => ({ label: fullName(u), value: u.id, type: 'User' as const })),
          },
          {
            label: translate(language, 'tasks.startups'),
            options: startups.map((s) => ({ label: s.name, value: s.id, type: 'Startup' as const })),
          },
        ];
      }
      const { search } = parseInput(searchFilterSchema, args);
      const people = await selectUsersWithRole(
        ctx.db,
        and(
          eq(users.incubatorId, incubatorId),
          inArray(
            users.status,
            USER_STATUSES.filter((s) => s === 'active' || s === 'pending'),
          ),
        ),
        { orderBy: [asc(users.firstName), asc(users.lastName)], limit: 500 },
      );
      const matching = search
        ? people.filter((u) => `${fullName(u)} ${u.email}`.toLowerCase().includes(search.toLowerCase()))
        : people;
      const startups = await listStartups(ctx.db, incubatorId, search, 500);
      return [
        {
          label: translate(language, 'tasks.people'),
          options: matching.map((u) => ({ label: fullName(u), value: u.id, type: 'User' as const })),
        },
        {
          label: translate(language, 'tasks.startups'),
          options: startups.map((s) => ({ label: s.name, value: s.id, type: 'Startup' as const })),
        },
      ];
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
      if (!isTaskManager(viewer.roleType)) throw new ForbiddenError('Your role cannot create tasks');
      const input = parseInput(createSchema, {
        ...args,
        assignees: args.assignees.map((a) => ({ ...a, value: String(a.value) })),
      });
      checkDueDate(input.dueDate);
      const assignees = uniqueAssignees(input.assignees);
      await checkAssignees(ctx.db, incubatorId, assignees);
      const id = newId();
      const done = input.done ?? false;
      await ctx.db.insert(tasks).values({
        incubatorId,
        id,
        name: input.name,
        dueDate: input.dueDate,
        url: input.url,
        createdBy: viewer.userId,
        completionStatus: done ? 'COMPLETED' : 'PENDING',
      });
      await ctx.db.insert(taskAssignees).values(
        assignees.map((a) => ({
          incubatorId,
          id: newId(),
          taskId: id,
          type: a.type,
          value: a.value,
          done,
          completedAt: done ? new Date() : null,
          completedBy: done ? viewer.userId : null,
        })),
      );
      const task = await findTask(ctx.db, incubatorId, viewer, id);
      const people = await peopleOfAssignees(ctx.db, incubatorId, assignees);
      const recipients = await notifyAssigned(ctx, incubatorId, task, people);
      announce(ctx, incubatorId, done ? [] : [{ userIds: people, updateType: 'ADDED', task }], recipients);
      return task;
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
      if (input.dueDate) checkDueDate(input.dueDate);
      const changes: Partial<typeof tasks.$inferInsert> = { updatedAt: new Date() };
      if (input.name !== undefined) changes.name = input.name;
      if (input.dueDate) changes.dueDate = input.dueDate;
      if (args.updatedTask.url !== undefined) changes.url = input.url;
      await ctx.db
        .update(tasks)
        .set(changes)
        .where(and(eq(tasks.incubatorId, incubatorId), eq(tasks.id, task.id)));
      let removed: AssigneeView[] = [];
      let added: AssigneeInputValue[] = [];
      if (input.assignees) {
        const next = uniqueAssignees(input.assignees);
        await checkAssignees(ctx.db, incubatorId, next);
        const key = (a: { type: string; value: string }) => `${a.type}:${a.value}`;
        const nextKeys = new Set(next.map(key));
        const currentKeys = new Set(task.assignees.map(key));
        removed = task.assignees.filter((a) => !nextKeys.has(key(a)));
        added = next.filter((a) => !currentKeys.has(key(a)));
        if (removed.length) {
          await ctx.db.delete(taskAssignees).where(
            and(
              eq(taskAssignees.incubatorId, incubatorId),
              inArray(
                taskAssignees.id,
                removed.map((a) => a.id),
              ),
            ),
          );
        }
        if (added.length) {
          await ctx.db
            .insert(taskAssignees)
            .values(added.map((a) => ({ incubatorId, id: newId(), taskId: task.id, type: a.type, value: a.value })));
        }
        await refreshCompletion(ctx.db, incubatorId, task.id);
      }
      const updated = await findTask(ctx.db, incubatorId, viewer, task.id);
      const removedPeople = await peopleOfAssignees(
        ctx.db,
        incubatorId,
        removed.filter((a) => !a.done),
      );
      const addedPeople = await peopleOfAssignees(ctx.db, incubatorId, added);
      const recipients = await notifyAssigned(ctx, incubatorId, updated, addedPeople);
      announce(
        ctx,
        incubatorId,
        [
          { userIds: removedPeople, updateType: 'REMOVED', task: updated },
          { userIds: addedPeople, updateType: 'ADDED', task: updated },
        ],
        recipients,
      );
      return updated;
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
      return setDone(ctx, incubatorId, viewer, task, args.done, args.assigneeId ? String(args.assigneeId) : null);
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
        results.push(await setDone(ctx, incubatorId, viewer, task, true, null));
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
      const people = await peopleOfAssignees(
        ctx.db,
        incubatorId,
        task.assignees.filter((a) => !a.done),
      );
      await ctx.db.delete(tasks).where(and(eq(tasks.incubatorId, incubatorId), eq(tasks.id, task.id)));
      announce(ctx, incubatorId, [{ userIds: people, updateType: 'REMOVED', task }]);
      return task.id;
    },
  }),
}));

async function setDone(
  ctx: Ctx,
  incubatorId: string,
  viewer: TaskViewer,
  task: TaskView,
  done: boolean,
  assigneeId: string | null,
): Promise<TaskView> {
  if (task.taskType !== 'normal') {
    throw new ValidationError([{ field: 'done', message: 'This task completes automatically' }]);
  }
  const mine = task.assignees.filter((a) => a.isViewer && (assigneeId === null || a.id === assigneeId));
  if (mine.length === 0) throw new ForbiddenError('Only an assignee can tick this task');
  const changing = mine.filter((a) => a.done !== done);
  if (changing.length > 0) {
    await ctx.db
      .update(taskAssignees)
      .set({ done, completedAt: done ? new Date() : null, completedBy: done ? viewer.userId : null })
      .where(
        and(
          eq(taskAssignees.incubatorId, incubatorId),
          inArray(
            taskAssignees.id,
            changing.map((a) => a.id),
          ),
        ),
      );
    await refreshCompletion(ctx.db, incubatorId, task.id);
  }
  const updated = await findTask(ctx.db, incubatorId, viewer, task.id);
  const people = await peopleOfAssignees(ctx.db, incubatorId, changing as Pick<AssigneeRow, 'type' | 'value'>[]);
  announce(ctx, incubatorId, [{ userIds: people, updateType: done ? 'REMOVED' : 'ADDED', task: updated }]);
  return updated;
}

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
      const incubatorId = ctx.incubator.id;
      const viewerData = ctx.viewer;
      const fresh = await withTenant(ctx.database.db, incubatorId, async (tx) => {
        const viewer = await taskViewer(tx, incubatorId, {
          userId: viewerData.userId,
          roleType: viewerData.roleType,
          permissions: viewerData.permissions,
        });
        const rows = await tx
          .select()
          .from(tasks)
          .where(and(eq(tasks.incubatorId, incubatorId), eq(tasks.id, event.taskId)));
        return (await taskViews(tx, incubatorId, viewer, rows))[0];
      });
      return { updateType: event.updateType, task: fresh ?? event.snapshot };
    },
  }),
);
