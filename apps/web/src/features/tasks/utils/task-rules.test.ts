import { describe, expect, it } from 'vitest';
import {
  canDeleteTask,
  canEditTask,
  canToggleTask,
  isDoneForViewer,
  isExternalLink,
  selectableForCompletion,
  showsAssignedBy,
  type TaskRuleTask,
  taskLinkVisible,
  taskTypeLabelled,
} from './task-rules.ts';

const CREATOR = 'u-creator';
function task(overrides: Partial<TaskRuleTask> = {}): TaskRuleTask {
  return {
    taskType: 'normal',
    createdBy: { _id: CREATOR },
    assignees: [{ type: 'User', value: CREATOR, done: false, isViewer: true }],
    viewerCan: { edit: true, delete: true, toggle: true },
    ...overrides,
  };
}

describe('task card rules (spec 01 §4)', () => {
  it('lets an assignee tick a normal task only', () => {
    expect(canToggleTask(task())).toBe(true);
    expect(canToggleTask(task({ viewerCan: { edit: true, delete: true, toggle: false } }))).toBe(false);
    expect(canToggleTask(task({ taskType: 'metricsUpdate' }))).toBe(false);
  });

  it('offers Edit for normal tasks the viewer may edit, Delete when allowed', () => {
    expect(canEditTask(task())).toBe(true);
    expect(canEditTask(task({ taskType: 'metricsUpdate' }))).toBe(false);
    expect(canEditTask(task({ viewerCan: { edit: false, delete: true, toggle: true } }))).toBe(false);
    expect(canDeleteTask(task({ viewerCan: { edit: false, delete: false, toggle: true } }))).toBe(false);
  });

  it("shows the viewer's own part as done, or the whole task for someone else", () => {
    const assignees = [
      { type: 'User', value: 'a', done: true, isViewer: true },
      { type: 'User', value: 'b', done: false, isViewer: false },
    ];
    expect(isDoneForViewer({ assignees, done: false })).toBe(true);
    expect(isDoneForViewer({ assignees: assignees.map((a) => ({ ...a, isViewer: false })), done: false })).toBe(false);
  });

  it('lets the viewer pick for bulk completion only their own pending part of a normal task', () => {
    expect(selectableForCompletion({ ...task(), done: false })).toBe(true);
    const ticked = task({ assignees: [{ type: 'User', value: CREATOR, done: true, isViewer: true }] });
    expect(selectableForCompletion({ ...ticked, done: true })).toBe(false);
    expect(
      selectableForCompletion({ ...task({ viewerCan: { edit: true, delete: true, toggle: false } }), done: false }),
    ).toBe(false);
  });

  it("shows 'Assigned by' when a normal task has an assignee other than its creator", () => {
    expect(showsAssignedBy(task())).toBe(false);
    const forSomeoneElse = task({ assignees: [{ type: 'User', value: 'u-coach', done: false, isViewer: true }] });
    expect(showsAssignedBy(forSomeoneElse)).toBe(true);
    expect(showsAssignedBy({ ...forSomeoneElse, taskType: 'metricsUpdate' })).toBe(false);
    expect(showsAssignedBy({ ...forSomeoneElse, createdBy: null })).toBe(false);
    expect(
      showsAssignedBy(task({ assignees: [{ type: 'Startup', value: CREATOR, done: false, isViewer: true }] })),
    ).toBe(true);
  });

  it('hides /tasks and single-segment links, and /profile from non-assignees', () => {
    expect(taskLinkVisible(null, true)).toBe(false);
    expect(taskLinkVisible('', true)).toBe(false);
    expect(taskLinkVisible('/tasks', true)).toBe(false);
    expect(taskLinkVisible('/calendar', true)).toBe(false);
    expect(taskLinkVisible('/profile', true)).toBe(true);
    expect(taskLinkVisible('/profile', false)).toBe(false);
    expect(taskLinkVisible('/profile/', true)).toBe(true);
    expect(taskLinkVisible('/startup/42/file/tasks', false)).toBe(true);
    expect(taskLinkVisible('/tasks/users', false)).toBe(true);
    expect(taskLinkVisible('/events?tab=mine', false)).toBe(false);
    expect(taskLinkVisible('https://example.com', false)).toBe(true);
    expect(isExternalLink('https://example.com/a')).toBe(true);
    expect(isExternalLink('/startup/1/file')).toBe(false);
  });
});

describe('taskTypeLabelled', () => {
  it('names every kind of task but the normal one, and none this client does not know', () => {
    expect(taskTypeLabelled('coachingEvaluation')).toBe(true);
    expect(taskTypeLabelled('metrics')).toBe(true);
    expect(taskTypeLabelled('normal')).toBe(false);
    expect(taskTypeLabelled('somethingNew')).toBe(false);
  });
});
