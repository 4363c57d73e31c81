import { describe, expect, it } from 'vitest';
import type { ShellMenuItem } from './menu-item.ts';
import { isFullScreenRoute, topBarItems, visibleItemCount } from './top-bar-items.ts';

const entry = (name: string, path: string | null): ShellMenuItem => ({
  name,
  label: null,
  path,
  locked: false,
  setup: false,
  submenu: [],
});

const ADMIN_TOP_NAV = [entry('home', '/'), entry('tasks', '/tasks'), entry('settings', '/admin/configuration')];
const STAFF_TOP_NAV = [entry('home', '/'), entry('tasks', '/tasks')];
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('topBarItems', () => {
  it('shows the top navigation and marks the entry of the page', () => {
    const items = topBarItems(ADMIN_TOP_NAV, '/tasks/users');
    expect(names(items)).toEqual(['home', 'tasks', 'settings']);
    expect(items.filter((item) => item.active).map((item) => item.name)).toEqual(['tasks']);
    expect(topBarItems(ADMIN_TOP_NAV, '/').find((item) => item.active)?.name).toBe('home');
  });

  it('adds Settings on /admin/configuration/* only when the menu does not hold it', () => {
    expect(names(topBarItems(ADMIN_TOP_NAV, '/admin/configuration/branding'))).toEqual(['home', 'tasks', 'settings']);
    const items = topBarItems([entry('home', '/')], '/admin/configuration/branding');
    expect(items.at(-1)).toEqual({ name: 'settings', label: null, path: '/admin/configuration', active: true });
  });

  it('adds Account (to /account/settings), Calendar (also on /availability) and Tasks by route', () => {
    expect(topBarItems(STAFF_TOP_NAV, '/account/settings/security').at(-1)).toMatchObject({
      name: 'account',
      path: '/account/settings',
    });
    expect(topBarItems(STAFF_TOP_NAV, '/availability/weekly').at(-1)).toMatchObject({
      name: 'calendar',
      path: '/calendar',
    });
    expect(names(topBarItems([entry('home', '/')], '/tasks/startups'))).toEqual(['home', 'tasks']);
  });

  it('links Emails, Forms and Feedback to their management pages', () => {
    expect(topBarItems(STAFF_TOP_NAV, '/emails/outbox').at(-1)).toMatchObject({
      name: 'emails',
      path: '/emails/management',
    });
    expect(topBarItems(STAFF_TOP_NAV, '/forms/management/new').at(-1)).toMatchObject({
      name: 'forms',
      path: '/forms/management',
    });
    expect(topBarItems(STAFF_TOP_NAV, '/feedback/requests').at(-1)).toMatchObject({
      name: 'feedback',
      path: '/feedback/management',
    });
  });

  it('shows Coaching and Taxonomy as labels, not links', () => {
    expect(topBarItems(STAFF_TOP_NAV, '/coaching/session/1').at(-1)).toMatchObject({ name: 'coaching', path: null });
    expect(topBarItems(STAFF_TOP_NAV, '/taxonomy/tags/user').at(-1)).toMatchObject({ name: 'taxonomy', path: null });
    const withTaxonomy = [...STAFF_TOP_NAV, entry('taxonomy', '/taxonomy/tags/startup')];
    expect(names(topBarItems(withTaxonomy, '/taxonomy/tags/user'))).toEqual(['home', 'tasks', 'taxonomy']);
  });

  it('adds Articles on /articles/management only when absent, and nothing on other pages', () => {
    expect(names(topBarItems(STAFF_TOP_NAV, '/articles/management'))).toEqual(['home', 'tasks', 'articles']);
    expect(names(topBarItems(STAFF_TOP_NAV, '/startups'))).toEqual(['home', 'tasks']);
    expect(names(topBarItems(STAFF_TOP_NAV, '/accounting'))).toEqual(['home', 'tasks']);
  });
});

describe('isFullScreenRoute', () => {
  it('hides the top bar on the builders of spec 01 §2.5 only', () => {
    expect(isFullScreenRoute('/forms/management/7/edit')).toBe(true);
    expect(isFullScreenRoute('/courses/management/course/3/builder/units')).toBe(true);
    expect(isFullScreenRoute('/emails/management/email/9')).toBe(true);
    expect(isFullScreenRoute('/forms/management')).toBe(false);
    expect(isFullScreenRoute('/emails/outbox')).toBe(false);
  });
});

describe('visibleItemCount', () => {
  it('shows every item when they fit with 16 px of spacing each', () => {
    expect(visibleItemCount([100, 100, 100], 348)).toBe(3);
    expect(visibleItemCount([], 0)).toBe(0);
  });

  it('keeps 74 px for the More button once they do not all fit', () => {
    // 3 × 116 = 348 > 347: with 74 px reserved, two items need 306 px.
    expect(visibleItemCount([100, 100, 100], 347)).toBe(2);
    expect(visibleItemCount([100, 100, 100], 305)).toBe(1);
    expect(visibleItemCount([100, 100, 100], 189)).toBe(0);
  });

  it('takes the spacing and the reserve as parameters', () => {
    expect(visibleItemCount([50, 50], 100, 0, 0)).toBe(2);
    expect(visibleItemCount([50, 50, 50], 120, 0, 20)).toBe(2);
  });
});
