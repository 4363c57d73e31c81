import { describe, expect, it } from 'vitest';
import { activeTrail, pathMatchScore } from './active-menu.ts';
import type { ShellMenuItem } from './menu-item.ts';

const item = (name: string, path: string | null, submenu: ShellMenuItem[] = [], locked = false): ShellMenuItem => ({
  name,
  label: null,
  path,
  locked,
  setup: false,
  submenu,
});

const SIDEBAR = [
  item('home', '/'),
  item('tasks', '/tasks', [item('myTasks', '/tasks'), item('userTasks', '/tasks/users')]),
  item('startups', '/startups'),
  item('applicationsOverview', '/applications/overview'),
  item('setup', null, [
    item('usersManagement', '/admin/configuration/users'),
    item('settings', '/admin/configuration'),
  ]),
];

describe('pathMatchScore', () => {
  it('prefers an exact match to a parent path, and a longer parent path to a shorter one', () => {
    expect(pathMatchScore('/tasks', '/tasks')).toBeGreaterThan(pathMatchScore('/tasks', '/tasks/users/1'));
    expect(pathMatchScore('/tasks/users', '/tasks/users/1')).toBeGreaterThan(
      pathMatchScore('/tasks', '/tasks/users/1'),
    );
  });

  it('never matches home (/) as a parent of every page, but does under /home/*', () => {
    expect(pathMatchScore('/', '/tasks')).toBe(0);
    expect(pathMatchScore('/', '/')).toBeGreaterThan(0);
    expect(pathMatchScore('/', '/home/programs/3')).toBeGreaterThan(0);
  });

  it('applies the prefix rule of /applications/*, /application/* and /startup/*', () => {
    expect(pathMatchScore('/applications/overview', '/applications/analytics')).toBeGreaterThan(0);
    expect(pathMatchScore('/startup/file', '/startup/42/file/activities')).toBeGreaterThan(0);
    // /startups is not under /startup/: no match from the prefix rule.
    expect(pathMatchScore('/startups', '/startup/42/file')).toBe(0);
    expect(pathMatchScore('/tasks', '/tasksboard')).toBe(0);
  });

  it('ignores a trailing slash and entries without a path', () => {
    expect(pathMatchScore('/tasks/', '/tasks')).toBeGreaterThan(10_000);
    expect(pathMatchScore(null, '/tasks')).toBe(0);
  });
});

describe('activeTrail', () => {
  it('names the deeper entry on a tie, with its parents', () => {
    expect(activeTrail(SIDEBAR, '/tasks')).toEqual(['tasks', 'myTasks']);
    expect(activeTrail(SIDEBAR, '/tasks/users')).toEqual(['tasks', 'userTasks']);
  });

  it('finds the most specific entry under a heading', () => {
    expect(activeTrail(SIDEBAR, '/admin/configuration/users')).toEqual(['setup', 'usersManagement']);
    expect(activeTrail(SIDEBAR, '/admin/configuration/branding')).toEqual(['setup', 'settings']);
  });

  it('uses the prefix rule when nothing else matches', () => {
    expect(activeTrail(SIDEBAR, '/applications/funnels/management')).toEqual(['applicationsOverview']);
    expect(activeTrail(SIDEBAR, '/home/programs/1')).toEqual(['home']);
  });

  it('is empty on a page outside the menu and skips the sub-menu of a locked entry', () => {
    expect(activeTrail(SIDEBAR, '/emails/outbox')).toEqual([]);
    const locked = [item('tasks', '/tasks', [item('userTasks', '/tasks/users')], true)];
    expect(activeTrail(locked, '/tasks/users')).toEqual(['tasks']);
  });
});
