import { dueDateAllowed, TASK_MESSAGES, type TaskType, USER_STATUSES } from '@cohort/shared';
import { and, asc, eq, gt, gte, inArray, lt, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { Ctx, Viewer } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { canAssignAnyone, canCreateTask, canViewStartupFile } from '../../policies/index.ts';
import { createNotification, NOTIFICATION_CREATED } from '../notifications/index.ts';
import { findStartups, listStartups, startupAccess } from '../startups/index.ts';
import { fullName, selectUsersWithRole, users } from '../users/index.ts';
import {
  type AssigneeRow,
  type AssigneeView,
  findTaskViews,
  peopleOfAssignees,
  refreshCompletion,
  type TaskView,
  type TaskViewer,
  taskViewer,
  taskViews,
  visibleTaskCondition,
} from './task.service.ts';
import { taskAssignees, tasks } from './task.table.ts';

export const TASKS_UPDATED = 'tasksUpdatedForUser';
export type TaskUpdateType = 'ADDED' | 'REMOVED';
export interface TaskEvent {
  updateType: TaskUpdateType;
  taskId: string;
  snapshot: TaskView;
}

export type AssigneeInputValue = { type: 'User' | 'Startup'; value: string };

export interface AssigneeOption {
  label: string;
  value: string;
  type: 'User' | 'Startup';
}

/** The viewer as tasks see them (with their startups, which come with the session). */
export async function taskViewerOf(db: Db, incubatorId: string, viewer: Viewer): Promise<TaskViewer> {
  return taskViewer(db, incubatorId, {
    userId: viewer.userId,
    roleType: viewer.roleType,
    permissions: viewer.permissions,
    startupIds: viewer.startupIds,
  });
}

/** A task the viewer may see, with its people; NotFound otherwise (also for a malformed id). */
export async function findTask(db: Db, incubatorId: string, viewer: TaskViewer, taskId: string): Promise<TaskView> {
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

/**
 * Who a task can be assigned to, grouped (people, then startups): task managers anyone active or pending and any
 * startup matching the search; others themselves and their startups.
 */
export async function assigneeOptions(
  ctx: Ctx,
  incubatorId: string,
  viewer: TaskViewer,
  search: string | undefined,
): Promise<{ label: string; options: AssigneeOption[] }[]> {
  const language = ctx.request.language;
  if (!canAssignAnyone(viewer)) {
    const own = await selectUsersWithRole(ctx.db, and(eq(users.incubatorId, incubatorId), eq(users.id, viewer.userId)));
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
}

export interface NewTask {
  name: string | null;
  dueDate: Date;
  assignees: AssigneeInputValue[];
  url: string | null | undefined;
  done?: boolean | null;
  /** A task that completes by itself when its work is done (e.g. availCoaching); normal by default. */
  taskType?: TaskType;
}

/** Creates a task for people or startups (task managers only); each person assigned is notified. */
export async function createTask(ctx: Ctx, incubatorId: string, viewer: TaskViewer, input: NewTask): Promise<TaskView> {
  if (!canCreateTask(viewer)) throw new ForbiddenError('Your role cannot create tasks');
  return insertTask(ctx, incubatorId, viewer, input);
}

/**
 * Creates a task whose creation another area has authorised (a coaching session's follow-ups, which the session's
 * coach turns into tasks for the startup): the same checks of due date and assignees, notifications and live events.
 */
export async function insertTask(ctx: Ctx, incubatorId: string, viewer: TaskViewer, input: NewTask): Promise<TaskView> {
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
    ...(input.taskType ? { taskType: input.taskType } : {}),
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
}

export interface TaskChanges {
  name?: string | null;
  dueDate?: Date | null;
  assignees?: AssigneeInputValue[] | null;
  /** Undefined keeps the link; null clears it. */
  url?: string | null;
}

/** Changes the name, due date, link or assignees of a task the viewer may edit (viewerCan.edit). */
export async function updateTask(
  ctx: Ctx,
  incubatorId: string,
  viewer: TaskViewer,
  task: TaskView,
  input: TaskChanges,
): Promise<TaskView> {
  if (input.dueDate) checkDueDate(input.dueDate);
  const changes: Partial<typeof tasks.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.dueDate) changes.dueDate = input.dueDate;
  if (input.url !== undefined) changes.url = input.url;
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
}

/** Ticks (or unticks) the viewer's own assignments of a normal task (one of them when assigneeId is given). */
export async function setTaskDone(
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

/** Deletes a task the viewer may delete (viewerCan.delete); its pending assignees hear it is gone. */
export async function deleteTask(ctx: Ctx, incubatorId: string, task: TaskView): Promise<string> {
  const people = await peopleOfAssignees(
    ctx.db,
    incubatorId,
    task.assignees.filter((a) => !a.done),
  );
  await ctx.db.delete(tasks).where(and(eq(tasks.incubatorId, incubatorId), eq(tasks.id, task.id)));
  announce(ctx, incubatorId, [{ userIds: people, updateType: 'REMOVED', task }]);
  return task.id;
}

/** A task as the subscriber sees it now, read in a transaction of its own (a live subscription outlives any). */
export async function freshTaskFor(ctx: Ctx, incubatorId: string, viewer: Viewer, taskId: string) {
  return withTenant(ctx.database.db, incubatorId, async (tx) => {
    const taskViewerNow = await taskViewer(tx, incubatorId, {
      userId: viewer.userId,
      roleType: viewer.roleType,
      permissions: viewer.permissions,
    });
    const rows = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.incubatorId, incubatorId), eq(tasks.id, taskId)));
    return (await taskViews(tx, incubatorId, taskViewerNow, rows))[0];
  });
}

const STARTUP_TASK_GROUP_LIMIT = 100;

/**
 * The tasks of a startup whose file the viewer opens (NotFound otherwise), grouped around the viewer's day: overdue
 * (not done, due before todayStart), today and future.
 */
export async function startupTaskGroups(
  db: Db,
  incubatorId: string,
  viewer: Viewer,
  startupId: string,
  todayStart: Date,
  todayEnd: Date,
): Promise<{ overdue: TaskView[]; today: TaskView[]; future: TaskView[] }> {
  if (!z.string().uuid().safeParse(startupId).success) throw new NotFoundError('The startup');
  const access = await startupAccess(db, incubatorId, startupId);
  if (!access || !canViewStartupFile(viewer, access)) throw new NotFoundError('The startup');
  if (!(todayStart < todayEnd) || todayEnd.getTime() - todayStart.getTime() > 48 * 3600_000) {
    throw new ValidationError([{ field: 'todayEnd', message: 'todayEnd must follow todayStart within two days' }]);
  }
  const ofStartup = and(
    eq(tasks.incubatorId, incubatorId),
    or(
      eq(tasks.startupId, startupId),
      sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.incubatorId} = ${incubatorId}
        and ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.type} = 'Startup'
        and ${taskAssignees.value} = ${startupId})`,
    ),
  );
  const taskViewerNow = await taskViewer(db, incubatorId, viewer);
  const group = (condition: SQL | undefined) =>
    findTaskViews(db, taskViewerNow, and(ofStartup, condition), STARTUP_TASK_GROUP_LIMIT);
  const [overdue, today, future] = await Promise.all([
    group(and(lt(tasks.dueDate, todayStart), eq(tasks.completionStatus, 'PENDING'))),
    group(and(gte(tasks.dueDate, todayStart), lte(tasks.dueDate, todayEnd))),
    group(gt(tasks.dueDate, todayEnd)),
  ]);
  return { overdue, today, future };
}
