import { describe, expect, it } from 'vitest';
import { personTarget, searchResultItems } from './record-results.ts';

const PERSON = { _id: 'u1', fullName: 'Ada Lovelace', avatar: null, email: 'ada@demo.test', roleLabel: 'Mentor' };

describe('personTarget', () => {
  it("opens the person's profile", () => {
    expect(personTarget(PERSON)).toEqual({ kind: 'route', to: '/profile/u1' });
    expect(personTarget({ ...PERSON, _id: 'u 2' })).toEqual({ kind: 'route', to: '/profile/u%202' });
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
      { untitledTask: 'Untitled' },
    );
    expect(items.map((item) => [item.group, item.label])).toEqual([
      ['modules', 'Tasks'],
      ['people', 'Ada Lovelace'],
      ['tasks', 'Send the deck'],
      ['tasks', 'Untitled'],
    ]);
    expect(items[1]).toMatchObject({
      description: 'Mentor · ada@demo.test',
      target: { kind: 'route', to: '/profile/u1' },
    });
    expect(items[2]?.target).toEqual({ kind: 'route', to: '/tasks' });
  });

  it('lists startups after people, each opening its file', () => {
    const items = searchResultItems(
      [],
      { people: [PERSON], startups: [{ _id: 's1', name: 'Solaris Energy', logo: null }], tasks: [] },
      { untitledTask: 'Untitled' },
    );
    expect(items.map((item) => item.group)).toEqual(['people', 'startups']);
    expect(items[1]?.target).toEqual({ kind: 'route', to: '/startup/s1/file/activities' });
  });

  it('lists the modules alone while the server has not answered', () => {
    expect(searchResultItems([], null, { untitledTask: 'Untitled' })).toEqual([]);
  });
});
