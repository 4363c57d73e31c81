import { describe, expect, it } from 'vitest';
import {
  assigneeSelectData,
  assigneesFromKeys,
  defaultAssigneeKeys,
  parseAssigneeKey,
  type TaskFormValues,
  taskFormProblems,
} from './task-form.ts';

const NOW = new Date('2026-03-10T09:00:00Z');
const valid: TaskFormValues = { name: 'Prepare the demo day', dueDay: '2026-03-12', assignees: ['User:u1'], url: '' };
const check = (values: Partial<TaskFormValues>, initialDueDay?: string) =>
  taskFormProblems({ ...valid, ...values }, { timezone: 'UTC', now: NOW, initialDueDay });

describe('task form rules (spec 01 §5)', () => {
  it('accepts a complete task', () => {
    expect(check({})).toEqual({});
    expect(check({ dueDay: '2026-03-10', url: '/startup/1/file' })).toEqual({});
  });

  it('requires a name and a due date', () => {
    expect(check({ name: '   ' })).toEqual({ name: 'required' });
    expect(check({ name: 'x'.repeat(201) })).toEqual({ name: 'tooLong' });
    expect(check({ name: 'x'.repeat(200) })).toEqual({});
    expect(check({ dueDay: '' })).toEqual({ dueDay: 'required' });
    expect(check({ dueDay: '2026-02-31' })).toEqual({ dueDay: 'required' });
  });

  it('refuses a due date in the past, unless it is the one the task already had', () => {
    expect(check({ dueDay: '2026-03-09' })).toEqual({ dueDay: 'pastDueDate' });
    expect(check({ dueDay: '2020-01-01' })).toEqual({ dueDay: 'pastDueDate' });
    expect(check({ dueDay: '2026-03-01' }, '2026-03-01')).toEqual({});
    expect(check({ dueDay: '2026-03-02' }, '2026-03-01')).toEqual({ dueDay: 'pastDueDate' });
  });

  it('wants at least one assignee', () => {
    expect(check({ assignees: [] })).toEqual({ assignees: 'noAssignee' });
    expect(check({ assignees: ['nonsense'] })).toEqual({ assignees: 'noAssignee' });
  });

  it('takes an in-app path or a web address as link', () => {
    expect(check({ url: '/startup/1' })).toEqual({});
    expect(check({ url: ' https://example.com/x ' })).toEqual({});
    expect(check({ url: '//evil.example' })).toEqual({ url: 'invalidUrl' });
    expect(check({ url: 'javascript:alert(1)' })).toEqual({ url: 'invalidUrl' });
    expect(check({ url: 'not a link' })).toEqual({ url: 'invalidUrl' });
  });

  it('encodes assignees with their kind', () => {
    expect(defaultAssigneeKeys('u1')).toEqual(['User:u1']);
    expect(parseAssigneeKey('Startup:s1')).toEqual({ type: 'Startup', value: 's1' });
    expect(parseAssigneeKey('Team:x')).toBeNull();
    expect(assigneesFromKeys(['User:u1', 'bad', 'Startup:s:1'])).toEqual([
      { type: 'User', value: 'u1' },
      { type: 'Startup', value: 's:1' },
    ]);
  });

  it('groups the assignee options and keeps chosen assignees the options lack', () => {
    const groups = [
      { label: 'Users', options: [{ label: 'Cora Coach', value: 'u2', type: 'User' }] },
      { label: 'Startups', options: [{ label: 'Nimbus', value: 's1', type: 'Startup' }] },
      { label: 'Empty', options: [] },
    ];
    expect(assigneeSelectData(groups, [{ key: 'User:u1', label: 'Ada Admin' }], 'Selected')).toEqual([
      { group: 'Selected', items: [{ value: 'User:u1', label: 'Ada Admin' }] },
      { group: 'Users', items: [{ value: 'User:u2', label: 'Cora Coach' }] },
      { group: 'Startups', items: [{ value: 'Startup:s1', label: 'Nimbus' }] },
    ]);
    expect(assigneeSelectData(groups, [{ key: 'User:u2', label: 'Cora Coach' }], 'Selected')).toHaveLength(2);
  });
});
