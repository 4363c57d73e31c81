import { describe, expect, it } from 'vitest';
import { canCreateTask, canListTasks, isViewersAssignment, taskViewerCan } from './task.ts';
import { buildViewer } from './test-viewers.ts';

describe('task policies', () => {
  it.each([
    ['Admin', true],
    ['Staff', true],
    ['Coach', true],
    ['Cofounder', false],
    ['Mentor', false],
  ] as const)('%s creates tasks and lists every task: %s', (role, expected) => {
    const viewer = buildViewer(role);
    expect(canCreateTask(viewer)).toBe(expected);
    expect(canListTasks(viewer, 'USERS')).toBe(expected);
    expect(canListTasks(viewer, 'STARTUPS')).toBe(expected);
    expect(canListTasks(viewer, 'MINE')).toBe(true);
  });

  it('an assignment is the viewer’s when it names them or one of their startups', () => {
    const viewer = { userId: 'me', startupIds: ['s1'] };
    expect(isViewersAssignment({ type: 'User', value: 'me' }, viewer)).toBe(true);
    expect(isViewersAssignment({ type: 'User', value: 'other' }, viewer)).toBe(false);
    expect(isViewersAssignment({ type: 'Startup', value: 's1' }, viewer)).toBe(true);
    expect(isViewersAssignment({ type: 'Startup', value: 's2' }, viewer)).toBe(false);
  });

  const normal = (createdBy: string | null) => ({ taskType: 'normal', createdBy });
  it.each([
    [
      'its creator (OWN)',
      buildViewer('Coach', { 'TASK/TASK:DELETE': 'OWN' }),
      normal('me'),
      [],
      { edit: true, delete: true, toggle: false },
    ],
    [
      'a manager with ALL',
      buildViewer('Admin', { 'TASK/TASK:DELETE': 'ALL' }),
      normal('x'),
      [],
      { edit: true, delete: true, toggle: false },
    ],
    [
      'a manager with OWN, not the creator',
      buildViewer('Staff', { 'TASK/TASK:DELETE': 'OWN' }),
      normal('x'),
      [],
      { edit: false, delete: false, toggle: false },
    ],
    [
      'an assignee',
      buildViewer('Cofounder'),
      normal('x'),
      [{ isViewer: true }],
      { edit: false, delete: false, toggle: true },
    ],
    [
      'a creator of an automatic task',
      buildViewer('Admin', { 'TASK/TASK:DELETE': 'ALL' }),
      { taskType: 'profile', createdBy: 'me' },
      [{ isViewer: true }],
      { edit: false, delete: true, toggle: false },
    ],
    [
      'a non-manager with ALL, not the creator',
      buildViewer('Mentor', { 'TASK/TASK:DELETE': 'ALL' }),
      normal('x'),
      [],
      { edit: false, delete: true, toggle: false },
    ],
  ] as const)('viewerCan for %s', (_name, viewer, task, assignees, expected) => {
    expect(taskViewerCan(viewer, task, assignees)).toEqual(expected);
  });
});
