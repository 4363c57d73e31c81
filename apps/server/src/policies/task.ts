import { isAuthorized, type RoleType, TASK_MANAGER_ROLES } from '@cohort/shared';
import type { PolicyViewer } from './viewer.ts';

/** The viewer of tasks also belongs to startups: a task assigned to one of them is theirs. */
export interface TaskPolicyViewer extends PolicyViewer {
  startupIds: readonly string[];
}

export type TaskScopeName = 'MINE' | 'USERS' | 'STARTUPS';

export interface TaskViewerCan {
  edit: boolean;
  delete: boolean;
  toggle: boolean;
}

/** Task managers (the staff roles) create tasks and see every task for users or startups. */
export function isTaskManager(viewer: Pick<PolicyViewer, 'roleType'>): boolean {
  return (TASK_MANAGER_ROLES as readonly RoleType[]).includes(viewer.roleType);
}

/** Only task managers create tasks. */
export function canCreateTask(viewer: Pick<PolicyViewer, 'roleType'>): boolean {
  return isTaskManager(viewer);
}

/** Everyone lists their own tasks (MINE); only task managers list every task for users or startups. */
export function canListTasks(viewer: Pick<PolicyViewer, 'roleType'>, scope: TaskScopeName): boolean {
  return scope === 'MINE' || isTaskManager(viewer);
}

/** Task managers pick any person or startup as an assignee; others only themselves and their startups. */
export function canAssignAnyone(viewer: Pick<PolicyViewer, 'roleType'>): boolean {
  return isTaskManager(viewer);
}

/** An assignment is the viewer's when it names them, or a startup they belong to. */
export function isViewersAssignment(
  assignee: { type: 'User' | 'Startup' | string; value: string },
  viewer: Pick<TaskPolicyViewer, 'userId' | 'startupIds'>,
): boolean {
  return assignee.type === 'User' ? assignee.value === viewer.userId : viewer.startupIds.includes(assignee.value);
}

/**
 * What the viewer may do to a task: delete by TASK/TASK:DELETE (creators with OWN); edit a normal task they
 * created, or any normal task as a task manager who may delete it; tick a normal task assigned to them.
 */
export function taskViewerCan(
  viewer: PolicyViewer,
  task: { taskType: string; createdBy: string | null },
  assignees: readonly { isViewer: boolean }[],
): TaskViewerCan {
  const normal = task.taskType === 'normal';
  const canDelete = isAuthorized(viewer, 'TASK/TASK:DELETE', { creatorId: task.createdBy ?? undefined });
  const manages = task.createdBy === viewer.userId || (isTaskManager(viewer) && canDelete);
  return {
    edit: normal && manages,
    delete: canDelete,
    toggle: normal && assignees.some((a) => a.isViewer),
  };
}
