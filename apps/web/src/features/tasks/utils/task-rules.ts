import { TASK_TYPES } from '@cohort/shared';

/** The task type of tasks people create and tick; other kinds complete by themselves (spec 01 §4). */
export const NORMAL_TASK_TYPE = 'normal';

export interface TaskRuleAssignee {
  type: string;
  value: string;
  done: boolean;
  isViewer: boolean;
}

export interface TaskRuleTask {
  taskType: string;
  createdBy?: { _id: string } | null;
  assignees: readonly TaskRuleAssignee[];
  viewerCan: { edit: boolean; delete: boolean; toggle: boolean };
}

export function isNormalTask(task: Pick<TaskRuleTask, 'taskType'>): boolean {
  return task.taskType === NORMAL_TASK_TYPE;
}

export function viewerIsAssignee(task: Pick<TaskRuleTask, 'assignees'>): boolean {
  return task.assignees.some((assignee) => assignee.isViewer);
}

/**
 * Spec 01 §4: the checkbox is editable only for an assignee viewing the task (the server says so in
 * `viewerCan.toggle`), and never for a task that is not of the normal type (it completes by itself).
 */
export function canToggleTask(task: TaskRuleTask): boolean {
  return isNormalTask(task) && task.viewerCan.toggle;
}

/** Spec 01 §4: Edit only for normal tasks the viewer may edit. */
export function canEditTask(task: TaskRuleTask): boolean {
  return isNormalTask(task) && task.viewerCan.edit;
}

/** Spec 01 §4: Delete when TASK/TASK:DELETE passes for this task. */
export function canDeleteTask(task: TaskRuleTask): boolean {
  return task.viewerCan.delete;
}

/** What the checkbox shows: the viewer's own part when they are an assignee, else the task as a whole. */
export function isDoneForViewer(task: Pick<TaskRuleTask, 'assignees'> & { done: boolean }): boolean {
  const own = task.assignees.filter((assignee) => assignee.isViewer);
  return own.length > 0 ? own.every((assignee) => assignee.done) : task.done;
}

/** Rows the viewer may complete in bulk (completeTasks): their own pending part of a normal task. */
export function selectableForCompletion(task: TaskRuleTask & { done: boolean }): boolean {
  return canToggleTask(task) && !isDoneForViewer(task);
}

/** Spec 01 §4: 'Assigned by' shows when the task is normal and some assignee is not its creator. */
export function showsAssignedBy(task: TaskRuleTask): boolean {
  const creatorId = task.createdBy?._id;
  if (!creatorId || !isNormalTask(task)) return false;
  return task.assignees.some((assignee) => assignee.type !== 'User' || assignee.value !== creatorId);
}

/** The path segments of an in-app link ('/startup/1/file' has three); null for an address outside the app. */
function pathSegments(url: string): string[] | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null;
  const path = url.split(/[?#]/)[0] ?? '';
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Spec 01 §4: a task's link is hidden when it is /tasks or has a single path segment; /profile shows only when the
 * viewer is an assignee. Addresses outside the app always show.
 */
export function taskLinkVisible(url: string | null | undefined, viewerAssigned: boolean): boolean {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return false;
  const segments = pathSegments(trimmed);
  if (segments === null) return true;
  if (segments.length === 1 && segments[0] === 'profile') return viewerAssigned;
  return segments.length > 1;
}

/** An in-app link is followed with the router; another address opens in a new tab. */
export function isExternalLink(url: string): boolean {
  return pathSegments(url.trim()) === null;
}

/** Kinds of task named on their card (every kind but the normal one, which people create themselves). */
const LABELLED_TASK_TYPES: ReadonlySet<string> = new Set(TASK_TYPES.filter((type) => type !== NORMAL_TASK_TYPE));

/** Whether a task's kind is shown on its card (a kind this client does not know is not). */
export function taskTypeLabelled(taskType: string): taskType is Exclude<(typeof TASK_TYPES)[number], 'normal'> {
  return LABELLED_TASK_TYPES.has(taskType);
}
