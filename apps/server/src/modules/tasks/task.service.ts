import { and, asc, count, desc, eq, gte, inArray, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/sql.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  isTaskManager,
  isViewersAssignment,
  type TaskPolicyViewer,
  type TaskViewerCan,
  taskViewerCan,
} from '../../policies/index.ts';
import {
  BuiltPerShape,
  bindList,
  pageOffset,
  type PlaceholderValues,
  placeholderList,
} from '../../platform/db/prepared.ts';
import { outer } from '../../platform/db/sql.ts';
import { type AvatarData, avatarJson } from '../directory/index.ts';
import { membersOfStartups, type StartupSummary, startupMembers, startupSummaryJson } from '../startups/index.ts';
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
export type TaskViewer = TaskPolicyViewer;

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
  viewerCan: TaskViewerCan;
}

export async function taskViewer(
  db: Db,
  incubatorId: string,
  viewer: Omit<TaskViewer, 'startupIds'> & { startupIds?: readonly string[] },
): Promise<TaskViewer> {
  if (viewer.startupIds) return { ...viewer, startupIds: viewer.startupIds };
  const rows = await db
    .select({ startupId: startupMembers.startupId })
    .from(startupMembers)
    .where(and(eq(startupMembers.incubatorId, incubatorId), eq(startupMembers.userId, viewer.userId)));
  return { ...viewer, startupIds: rows.map((row) => row.startupId) };
}

/**
 * The assignee rows that are the viewer's (themselves, or a startup they belong to). The ids are values, or
 * placeholders in a statement built once.
 */
function viewerAssigneeCondition(userId: string | Placeholder, startupIds: readonly (string | Placeholder)[]): SQL {
  const own = and(eq(taskAssignees.type, 'User'), eq(taskAssignees.value, userId)) as SQL;
  if (startupIds.length === 0) return own;
  return or(own, and(eq(taskAssignees.type, 'Startup'), inArray(taskAssignees.value, [...startupIds]))) as SQL;
}

/**
 * Whether the viewer may see a task at all: task managers see every task; others the tasks assigned to them (or to
 * their startup) and the tasks they created.
 */
export function visibleTaskCondition(incubatorId: string, viewer: TaskViewer): SQL | undefined {
  if (isTaskManager(viewer)) return undefined;
  return or(
    eq(tasks.createdBy, viewer.userId),
    sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.incubatorId} = ${incubatorId}
        and ${taskAssignees.taskId} = ${tasks.id} and ${viewerAssigneeCondition(viewer.userId, viewer.startupIds)})`,
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

/**
 * What decides the text of a task list's statements: the scope, the number of the viewer's startups, the filters
 * present, the order and whether it is the first page. The values are placeholders (`listValues`).
 */
type TaskListShape = {
  scope: TaskScope;
  startups: number;
  completion: boolean;
  before: boolean;
  after: boolean;
  approval: boolean;
  search: boolean;
  sortField: string | null;
  sortDirection: string | null;
  /** Past the first page (an OFFSET). */
  paged: boolean;
};

function listShape(viewer: TaskViewer, options: TaskListOptions, page: { offset: number }): TaskListShape {
  return {
    scope: options.scope,
    startups: options.scope === 'MINE' ? viewer.startupIds.length : 0,
    completion: options.completionStatus != null,
    before: Boolean(options.before),
    after: Boolean(options.after),
    approval: Boolean(options.approvalStatus),
    search: Boolean(options.search?.trim()),
    sortField: options.sortField ?? null,
    sortDirection: options.sortDirection ?? null,
    paged: page.offset > 0,
  };
}

/** The values of a task list's placeholders. */
function listValues(
  incubatorId: string,
  viewer: TaskViewer,
  options: TaskListOptions,
  page: { limit: number; offset: number },
): PlaceholderValues {
  const values: PlaceholderValues = {
    incubatorId,
    userId: viewer.userId,
    done: options.completionStatus === 'COMPLETED',
    completionStatus: options.completionStatus,
    before: options.before,
    after: options.after,
    approvalStatus: options.approvalStatus,
    search: `%${escapeLike(options.search?.trim() ?? '')}%`,
    limit: page.limit,
    offset: page.offset,
  };
  if (options.scope === 'MINE') bindList(values, 'startup', viewer.startupIds);
  return values;
}

function listCondition(shape: TaskListShape): SQL | undefined {
  const p = sql.placeholder;
  const assigneeExists = (condition: SQL) =>
    sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.incubatorId} = ${p('incubatorId')}
        and ${taskAssignees.taskId} = ${tasks.id} and ${condition})`;
  const conditions: (SQL | undefined)[] = [eq(tasks.incubatorId, p('incubatorId'))];
  if (shape.scope === 'MINE') {
    // The viewer's own assignment decides whether the task is still pending for them.
    const startupIds = placeholderList('startup', shape.startups);
    const done = shape.completion ? eq(taskAssignees.done, p('done')) : undefined;
    conditions.push(assigneeExists(and(viewerAssigneeCondition(p('userId'), startupIds), done) as SQL));
  } else {
    conditions.push(assigneeExists(eq(taskAssignees.type, shape.scope === 'USERS' ? 'User' : 'Startup')));
    if (shape.completion) conditions.push(eq(tasks.completionStatus, p('completionStatus')));
  }
  if (shape.before) conditions.push(lt(tasks.dueDate, p('before')));
  if (shape.after) conditions.push(gte(tasks.dueDate, p('after')));
  if (shape.approval) conditions.push(eq(tasks.approvalStatus, p('approvalStatus')));
  if (shape.search) conditions.push(sql`${tasks.name} ilike ${p('search')}`);
  return and(...conditions);
}

function ordering(shape: Pick<TaskListShape, 'sortField' | 'sortDirection'>): SQL[] {
  const direction = shape.sortDirection === 'DESC' ? desc : asc;
  const column =
    shape.sortField === 'CREATED_AT' ? tasks.createdAt : shape.sortField === 'NAME' ? tasks.name : tasks.dueDate;
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

interface AssigneeJson {
  id: string;
  type: AssigneeType;
  value: string;
  done: boolean;
  completedAt: string | null;
  user: AvatarData | null;
  startup: StartupSummary | null;
}

/**
 * Tasks with their creator, startup and assignees (each with their person or startup), all in one statement: the
 * related rows come as JSON values of the task's row.
 */
function selectTaskViews(db: Db) {
  const assignees = sql<AssigneeJson[]>`coalesce((
    select json_agg(json_build_object(
             'id', ta.id, 'type', ta.type, 'value', ta.value, 'done', ta.done, 'completedAt', ta.completed_at,
             'user', case when ta.type = 'User' then ${avatarJson(sql`ta.value`, sql`ta.incubator_id`)} end,
             'startup', case when ta.type = 'Startup' then ${startupSummaryJson(sql`ta.value`, sql`ta.incubator_id`)} end)
           order by ta.id)
      from ${taskAssignees} ta where ta.incubator_id = ${outer(tasks.incubatorId)} and ta.task_id = ${outer(tasks.id)}), '[]'::json)`;
  return db
    .select({
      task: tasks,
      creator: avatarJson(outer(tasks.createdBy), outer(tasks.incubatorId)),
      startup: startupSummaryJson(outer(tasks.startupId), outer(tasks.incubatorId)),
      assignees,
    })
    .from(tasks);
}

type TaskViewRow = Awaited<ReturnType<ReturnType<typeof selectTaskViews>['execute']>>[number];

function toTaskView(row: TaskViewRow, viewer: TaskViewer): TaskView {
  const assignees: AssigneeView[] = row.assignees.map((a) => ({
    id: a.id,
    type: a.type,
    value: a.value,
    user: a.type === 'User' ? a.user : null,
    startup: a.type === 'Startup' ? a.startup : null,
    done: a.done,
    completedAt: a.completedAt ? new Date(a.completedAt) : null,
    isViewer: isViewersAssignment(a, viewer),
  }));
  return {
    ...row.task,
    creator: row.task.createdBy ? row.creator : null,
    startup: row.task.startupId ? row.startup : null,
    assignees,
    viewerCan: taskViewerCan(viewer, row.task, assignees),
  };
}

/** The page of `listTasks`, built once per shape. */
const pageStatement = new BuiltPerShape((db, shape: TaskListShape) =>
  selectTaskViews(db)
    .where(listCondition(shape))
    .orderBy(...ordering(shape))
    .limit(sql.placeholder('limit'))
    .offset(pageOffset(shape.paged)),
);

/** The count of `listTasks`, built once per shape. */
const countStatement = new BuiltPerShape((db, shape: TaskListShape) =>
  db.select({ value: count() }).from(tasks).where(listCondition(shape)),
);

/** A page of tasks: the page with its people (one statement) and the count (one statement). */
export async function listTasks(
  db: Db,
  incubatorId: string,
  viewer: TaskViewer,
  options: TaskListOptions,
  page: { limit: number; offset: number },
): Promise<{ results: TaskView[]; next: string | null; prev: string | null; totalCount: number }> {
  const shape = listShape(viewer, options, page);
  const values = listValues(incubatorId, viewer, options, page);
  const [rows, [total]] = await Promise.all([
    pageStatement.execute(db, shape, values),
    countStatement.execute(db, shape, values),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    results: rows.map((row) => toTaskView(row, viewer)),
    next: page.offset + page.limit < totalCount ? encodeCursor(page.offset + page.limit) : null,
    prev: page.offset > 0 ? encodeCursor(Math.max(0, page.offset - page.limit)) : null,
    totalCount,
  };
}

/** Tasks that match `where`, as the viewer sees them, in one statement (ordered by due date). */
export async function findTaskViews(
  db: Db,
  viewer: TaskViewer,
  where: SQL | undefined,
  limit?: number,
): Promise<TaskView[]> {
  const query = selectTaskViews(db).where(where).orderBy(asc(tasks.dueDate), asc(tasks.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => toTaskView(row, viewer));
}

/**
 * The viewer's own tasks (assigned to them or to their startup, done or not) due in [from, to), as the calendar shows
 * them: one statement, at most `limit`, by due date.
 */
export async function tasksDueBetween(
  db: Db,
  incubatorId: string,
  viewer: TaskViewer,
  range: { from: Date; to: Date },
  limit: number,
): Promise<TaskView[]> {
  const mine = sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.incubatorId} = ${incubatorId}
      and ${taskAssignees.taskId} = ${tasks.id} and ${viewerAssigneeCondition(viewer.userId, viewer.startupIds)})`;
  return findTaskViews(
    db,
    viewer,
    and(eq(tasks.incubatorId, incubatorId), mine, gte(tasks.dueDate, range.from), lt(tasks.dueDate, range.to)),
    limit,
  );
}

/** The given tasks as the viewer sees them, in one statement, in the order given. */
export async function taskViews(
  db: Db,
  incubatorId: string,
  viewer: TaskViewer,
  rows: readonly Pick<TaskRow, 'id'>[],
): Promise<TaskView[]> {
  if (rows.length === 0) return [];
  const found = await findTaskViews(
    db,
    viewer,
    and(
      eq(tasks.incubatorId, incubatorId),
      inArray(
        tasks.id,
        rows.map((row) => row.id),
      ),
    ),
  );
  const byId = new Map(found.map((view) => [view.id, view]));
  return rows.flatMap((row) => byId.get(row.id) ?? []);
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
