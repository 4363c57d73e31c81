import { isAuthorized, type PermissionCriteria, type RoleType, TASK_MANAGER_ROLES } from '@cohort/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type AvatarData, loadAvatars } from '../directory/index.ts';
import { escapeLike, findStartups, membersOfStartups, type StartupSummary, startupMembers } from '../startups/index.ts';
import {
  type AssigneeType,
  type TaskApprovalStatus,
  type TaskCompletionStatus,
  taskAssignees,
  tasks,
} from './task.table.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type AssigneeRow = typeof taskAssignees.$inferSelect;
export type TaskScope = 'MINE' | 'USERS' | 'STARTUPS';

/** Who is looking: their id, role, permissions and the startups they belong to. */
export interface TaskViewer {
  userId: string;
  roleType: RoleType;
  permissions: ReadonlyMap<string, PermissionCriteria>;
  startupIds: readonly string[];
}

export interface AssigneeView {
  id: string;
  type: AssigneeType;
  value: string;
  user: AvatarData | null;
  startup: StartupSummary | null;
  done: boolean;
  completedAt: Date | null;
  isViewer: boolean;
}

export interface TaskView extends TaskRow {
  creator: AvatarData | null;
  startup: StartupSummary | null;
  assignees: AssigneeView[];
  viewerCan: { edit: boolean; delete: boolean; toggle: boolean };
}

export function isTaskManager(roleType: RoleType): boolean {
  return (TASK_MANAGER_ROLES as readonly RoleType[]).includes(roleType);
}

export async function taskViewer(
  db: Db,
  incubatorId: string,
  viewer: Omit<TaskViewer, 'startupIds'>,
): Promise<TaskViewer> {
  const rows = await db
    .select({ startupId: startupMembers.startupId })
    .from(startupMembers)
    .where(and(eq(startupMembers.incubatorId, incubatorId), eq(startupMembers.userId, viewer.userId)));
  return { ...viewer, startupIds: rows.map((row) => row.startupId) };
}

export function assigneeIsViewer(assignee: Pick<AssigneeRow, 'type' | 'value'>, viewer: TaskViewer): boolean {
  return assignee.type === 'User' ? assignee.value === viewer.userId : viewer.startupIds.includes(assignee.value);
}

/** The assignee rows that are the viewer's (themselves, or a startup they belong to). */
function viewerAssigneeCondition(viewer: TaskViewer): SQL {
  const own = and(eq(taskAssignees.type, 'User'), eq(taskAssignees.value, viewer.userId));
  if (viewer.startupIds.length === 0) return own as SQL;
  return or(own, and(eq(taskAssignees.type, 'Startup'), inArray(taskAssignees.value, [...viewer.startupIds]))) as SQL;
}

/**
 * Whether the viewer may see a task at all: task managers see every task; others the tasks assigned to them (or to
 * their startup) and the tasks they created.
 */
export function visibleTaskCondition(incubatorId: string, viewer: TaskViewer): SQL | undefined {
  if (isTaskManager(viewer.roleType)) return undefined;
  return or(
    eq(tasks.createdBy, viewer.userId),
    sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.incubatorId} = ${incubatorId}
        and ${taskAssignees.taskId} = ${tasks.id} and ${viewerAssigneeCondition(viewer)})`,
  );
}

export interface TaskListOptions {
  scope: TaskScope;
  before?: Date | null;
  after?: Date | null;
  approvalStatus?: TaskApprovalStatus | null;
  completionStatus?: TaskCompletionStatus | null;
  search?: string | null;
  sortField?: 'DUE_DATE' | 'CREATED_AT' | 'NAME' | null;
  sortDirection?: 'ASC' | 'DESC' | null;
}

function listCondition(incubatorId: string, viewer: TaskViewer, options: TaskListOptions): SQL | undefined {
  const assigneeExists = (condition: SQL) =>
    sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.incubatorId} = ${incubatorId}
        and ${taskAssignees.taskId} = ${tasks.id} and ${condition})`;
  const conditions: (SQL | undefined)[] = [eq(tasks.incubatorId, incubatorId)];
  if (options.scope === 'MINE') {
    // The viewer's own assignment decides whether the task is still pending for them.
    const done =
      options.completionStatus == null ? undefined : eq(taskAssignees.done, options.completionStatus === 'COMPLETED');
    conditions.push(assigneeExists(and(viewerAssigneeCondition(viewer), done) as SQL));
  } else {
    conditions.push(assigneeExists(eq(taskAssignees.type, options.scope === 'USERS' ? 'User' : 'Startup')));
    if (options.completionStatus) conditions.push(eq(tasks.completionStatus, options.completionStatus));
  }
  if (options.before) conditions.push(lt(tasks.dueDate, options.before));
  if (options.after) conditions.push(gte(tasks.dueDate, options.after));
  if (options.approvalStatus) conditions.push(eq(tasks.approvalStatus, options.approvalStatus));
  if (options.search?.trim()) conditions.push(sql`${tasks.name} ilike ${`%${escapeLike(options.search.trim())}%`}`);
  return and(...conditions);
}

function ordering(options: TaskListOptions): SQL[] {
  const direction = options.sortDirection === 'DESC' ? desc : asc;
  const column =
    options.sortField === 'CREATED_AT' ? tasks.createdAt : options.sortField === 'NAME' ? tasks.name : tasks.dueDate;
  return [direction(column), direction(tasks.id)];
}

export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown };
    return typeof parsed.o === 'number' && Number.isInteger(parsed.o) && parsed.o >= 0 ? parsed.o : null;
  } catch {
    return null;
  }
}

/** A page of tasks: the count, the page, then its people, in a fixed number of statements. */
export async function listTasks(
  db: Db,
  incubatorId: string,
  viewer: TaskViewer,
  options: TaskListOptions,
  page: { limit: number; offset: number },
): Promise<{ results: TaskView[]; next: string | null; prev: string | null; totalCount: number }> {
  const where = listCondition(incubatorId, viewer, options);
  const [total] = await db.select({ value: count() }).from(tasks).where(where);
  const rows = await db
    .select()
    .from(tasks)
    .where(where)
    .orderBy(...ordering(options))
    .limit(page.limit)
    .offset(page.offset);
  const totalCount = total?.value ?? 0;
  return {
    results: await taskViews(db, incubatorId, viewer, rows),
    next: page.offset + page.limit < totalCount ? encodeCursor(page.offset + page.limit) : null,
    prev: page.offset > 0 ? encodeCursor(Math.max(0, page.offset - page.limit)) : null,
    totalCount,
  };
}

/** Tasks with their assignees, creators and startups: four statements whatever the number of tasks. */
export async function taskViews(
  db: Db,
  incubatorId: string,
  viewer: TaskViewer,
  rows: readonly TaskRow[],
): Promise<TaskView[]> {
  if (rows.length === 0) return [];
  const assignees = await db
    .select()
    .from(taskAssignees)
    .where(
      and(
        eq(taskAssignees.incubatorId, incubatorId),
        inArray(
          taskAssignees.taskId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(taskAssignees.id));
  const userIds = [
    ...rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])),
    ...assignees.filter((a) => a.type === 'User').map((a) => a.value),
  ];
  const startupIds = [
    ...rows.flatMap((row) => (row.startupId ? [row.startupId] : [])),
    ...assignees.filter((a) => a.type === 'Startup').map((a) => a.value),
  ];
  const people = await loadAvatars(db, incubatorId, userIds);
  const startups = new Map((await findStartups(db, incubatorId, [...new Set(startupIds)])).map((s) => [s.id, s]));
  return rows.map((row) => {
    const own = assignees.filter((a) => a.taskId === row.id);
    const views: AssigneeView[] = own.map((a) => ({
      id: a.id,
      type: a.type,
      value: a.value,
      user: a.type === 'User' ? (people.get(a.value) ?? null) : null,
      startup: a.type === 'Startup' ? (startups.get(a.value) ?? null) : null,
      done: a.done,
      completedAt: a.completedAt,
      isViewer: assigneeIsViewer(a, viewer),
    }));
    return {
      ...row,
      creator: row.createdBy ? (people.get(row.createdBy) ?? null) : null,
      startup: row.startupId ? (startups.get(row.startupId) ?? null) : null,
      assignees: views,
      viewerCan: viewerCan(viewer, row, views),
    };
  });
}

export function viewerCan(
  viewer: TaskViewer,
  task: Pick<TaskRow, 'taskType' | 'createdBy'>,
  assignees: readonly Pick<AssigneeView, 'isViewer'>[],
): TaskView['viewerCan'] {
  const normal = task.taskType === 'normal';
  const canDelete = isAuthorized(viewer, 'TASK/TASK:DELETE', { creatorId: task.createdBy ?? undefined });
  const manages = task.createdBy === viewer.userId || (isTaskManager(viewer.roleType) && canDelete);
  return {
    edit: normal && manages,
    delete: canDelete,
    toggle: normal && assignees.some((a) => a.isViewer),
  };
}

/** Everyone a set of assignees reaches: the users, and the people of the startups. */
export async function peopleOfAssignees(
  db: Db,
  incubatorId: string,
  assignees: readonly Pick<AssigneeRow, 'type' | 'value'>[],
): Promise<string[]> {
  const users = assignees.filter((a) => a.type === 'User').map((a) => a.value);
  const startupIds = assignees.filter((a) => a.type === 'Startup').map((a) => a.value);
  const members = await membersOfStartups(db, incubatorId, startupIds);
  return [...new Set([...users, ...[...members.values()].flat()])];
}

/** Keeps the task's completion status in step with its assignees. */
export async function refreshCompletion(db: Db, incubatorId: string, taskId: string): Promise<void> {
  await db
    .update(tasks)
    .set({
      completionStatus: sql`case when exists (select 1 from ${taskAssignees} where ${taskAssignees.incubatorId} = ${incubatorId}
        and ${taskAssignees.taskId} = ${taskId} and not ${taskAssignees.done}) then 'PENDING' else 'COMPLETED' end`,
      updatedAt: new Date(),
    })
    .where(and(eq(tasks.incubatorId, incubatorId), eq(tasks.id, taskId)));
}
