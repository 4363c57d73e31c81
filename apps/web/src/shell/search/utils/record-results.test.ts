import { describe, expect, it } from 'vitest';
import { personTarget, searchResultItems } from './record-results.ts';

const PERSON = { _id: 'u1', fullName: 'Ada Lovelace', avatar: null, email: 'ada@demo.test', roleLabel: 'Mentor' };

describe('personTarget', () => {
  it('opens the users management filtered by the name for the admin group', () => {
    expect(personTarget(PERSON, true)).toEqual({
      kind: 'route',
      to: '/admin/configuration/users?search=Ada%20Lovelace',
    });
  });

  it('writes to the person for everybody else', () => {
    expect(personTarget(PERSON, false)).toEqual({ kind: 'href', href: 'mailto:ada@demo.test' });
  });
});

describe('searchResultItems', () => {
  it('lists modules, then people, then tasks, tasks leading to /tasks', () => {
    const items = searchResultItems(
      [{ kind: 'module', id: 'module:tasks', name: 'tasks', label: 'Tasks', description: 'To do', to: '/tasks' }],
      {
        people: [PERSON],
        tasks: [
          { _id: 't1', name: 'Send the deck', dueDate: '2026-01-01T00:00:00Z' },
          { _id: 't2', name: '  ', dueDate: '2026-01-02T00:00:00Z' },
        ],
      },
      { canManageUsers: false, untitledTask: 'Untitled' },
    );
    expect(items.map((item) => [item.group, item.label])).toEqual([
      ['modules', 'Tasks'],
      ['people', 'Ada Lovelace'],
      ['tasks', 'Send the deck'],
      ['tasks', 'Untitled'],
    ]);
    expect(items[1]).toMatchObject({ description: 'Mentor · ada@demo.test' });
    expect(items[2]?.target).toEqual({ kind: 'route', to: '/tasks' });
  });

  it('lists the modules alone while the server has not answered', () => {
    expect(searchResultItems([], null, { canManageUsers: true, untitledTask: 'Untitled' })).toEqual([]);
  });
});
