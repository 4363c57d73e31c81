import { describe, expect, it } from 'vitest';
import {
  changedNavEntries,
  defaultNavEntries,
  moveNavEntry,
  type NavEntry,
  navDraftFrom,
  navLabelErrors,
  navRows,
  updateNavEntry,
} from './custom-navigation.ts';

const entry = (name: string, position: number, parent: string | null = null, extra: Partial<NavEntry> = {}) => ({
  name,
  path: `/${name}`,
  parent,
  label: null,
  position,
  hidden: false,
  locked: false,
  ...extra,
});

/** The shape of the demo organisation's list: positions are the entries' places in it. */
const ENTRIES: NavEntry[] = [
  entry('home', 0),
  entry('tasks', 1),
  entry('myTasks', 2, 'tasks'),
  entry('userTasks', 3, 'tasks'),
  entry('startupTasks', 4, 'tasks'),
  entry('setup', 5, null, { path: null }),
  entry('usersManagement', 6, 'setup'),
  entry('account', 7, null, { path: null }),
  entry('security', 8, 'account'),
  entry('settings', 9),
];

const rowNames = (entries: readonly NavEntry[], draft = navDraftFrom(entries)) =>
  navRows(entries, draft).map((row) => `${'-'.repeat(row.depth)}${row.entry.name}`);

describe('custom navigation', () => {
  it('lists the entries as a tree, children under their parent, siblings by position', () => {
    const shuffled = [...ENTRIES].reverse();
    expect(rowNames(shuffled)).toEqual([
      'home',
      'tasks',
      '-myTasks',
      '-userTasks',
      '-startupTasks',
      'setup',
      '-usersManagement',
      'account',
      '-security',
      'settings',
    ]);
    const rows = navRows(ENTRIES, navDraftFrom(ENTRIES));
    expect(rows.find((row) => row.entry.name === 'myTasks')).toMatchObject({ depth: 1, first: true, last: false });
    expect(rows.find((row) => row.entry.name === 'startupTasks')).toMatchObject({ first: false, last: true });
    expect(rows.find((row) => row.entry.name === 'security')).toMatchObject({ first: true, last: true });
  });

  it('orders by saved positions, and puts an entry whose parent is unknown at the top level', () => {
    const entries = [entry('home', 5), entry('tasks', 1), entry('orphan', 3, 'nowhere')];
    expect(rowNames(entries)).toEqual(['tasks', 'orphan', 'home']);
  });

  it('sends nothing until something changes', () => {
    const draft = navDraftFrom(ENTRIES);
    expect(changedNavEntries(ENTRIES, draft)).toEqual([]);
    // A label typed and then cleared again is no change; spaces alone mean the default name.
    expect(changedNavEntries(ENTRIES, updateNavEntry(draft, 'home', { label: '   ' }))).toEqual([]);
  });

  it('sends a renamed, hidden or locked entry with its siblings, each with its place among them', () => {
    let draft = navDraftFrom(ENTRIES);
    draft = updateNavEntry(draft, 'tasks', { label: '  My work ', locked: true });
    draft = updateNavEntry(draft, 'security', { hidden: true });
    expect(changedNavEntries(ENTRIES, draft)).toEqual([
      { name: 'home', label: null, position: 0, hidden: false, locked: false },
      { name: 'tasks', label: 'My work', position: 1, hidden: false, locked: true },
      { name: 'setup', label: null, position: 2, hidden: false, locked: false },
      { name: 'account', label: null, position: 3, hidden: false, locked: false },
      { name: 'security', label: null, position: 0, hidden: true, locked: false },
      { name: 'settings', label: null, position: 4, hidden: false, locked: false },
    ]);
  });

  it('moves an entry among its siblings only, and sends the reordered group', () => {
    const draft = navDraftFrom(ENTRIES);
    expect(moveNavEntry(draft, 'myTasks', -1)).toBe(draft);
    expect(moveNavEntry(draft, 'settings', 1)).toBe(draft);
    const moved = moveNavEntry(draft, 'startupTasks', -1);
    expect(rowNames(ENTRIES, moved).slice(1, 5)).toEqual(['tasks', '-myTasks', '-startupTasks', '-userTasks']);
    expect(changedNavEntries(ENTRIES, moved)).toEqual([
      { name: 'myTasks', label: null, position: 0, hidden: false, locked: false },
      { name: 'startupTasks', label: null, position: 1, hidden: false, locked: false },
      { name: 'userTasks', label: null, position: 2, hidden: false, locked: false },
    ]);
    // Moving it back is no change at all.
    expect(changedNavEntries(ENTRIES, moveNavEntry(moved, 'startupTasks', 1))).toEqual([]);
  });

  it('keeps a saved label and switch when another sibling changes', () => {
    const saved = ENTRIES.map((e) => (e.name === 'home' ? { ...e, label: 'Start', hidden: true } : e));
    const draft = updateNavEntry(navDraftFrom(saved), 'settings', { label: 'Admin' });
    const sent = changedNavEntries(saved, draft);
    expect(sent.find((e) => e.name === 'home')).toEqual({
      name: 'home',
      label: 'Start',
      position: 0,
      hidden: true,
      locked: false,
    });
    expect(sent.find((e) => e.name === 'settings')?.label).toBe('Admin');
    expect(sent.some((e) => e.name === 'myTasks')).toBe(false);
  });

  it('resets every entry to its default name, place and switches', () => {
    const entries = ENTRIES.map((e) => ({ ...e, label: 'x', position: 99 - e.position, hidden: true, locked: true }));
    expect(defaultNavEntries(entries)).toHaveLength(ENTRIES.length);
    for (const input of defaultNavEntries(entries)) {
      expect(input).toEqual({ name: input.name, label: null, position: null, hidden: false, locked: false });
    }
  });

  it("puts the server's label message on the entry it names", () => {
    const sent = changedNavEntries(ENTRIES, updateNavEntry(navDraftFrom(ENTRIES), 'tasks', { label: 'x'.repeat(41) }));
    const message = 'Label must be less than or equal to 40 characters';
    expect(navLabelErrors([{ field: '1.label', message }], sent)).toEqual({ tasks: message });
    expect(navLabelErrors([{ field: 'entries.1.label', message }], sent)).toEqual({ tasks: message });
    expect(navLabelErrors([{ field: 'entries', message: 'Unknown navigation entry: x' }], sent)).toEqual({});
    expect(navLabelErrors([{ field: '99.label', message }], sent)).toEqual({});
  });
});
