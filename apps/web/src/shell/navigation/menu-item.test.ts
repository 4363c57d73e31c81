import { describe, expect, it } from 'vitest';
import {
  flattenMenu,
  menuHasEntry,
  menuPaths,
  opensAsQuickModal,
  type ShellMenuItem,
  visibleSubmenu,
} from './menu-item.ts';

const item = (
  name: string,
  path: string | null,
  submenu: ShellMenuItem[] = [],
  extra: Partial<ShellMenuItem> = {},
) => ({
  name,
  label: null,
  path,
  locked: false,
  setup: false,
  submenu,
  ...extra,
});

const EMAILS = item('emails', '/emails/management', [item('emailTemplates', '/emails/templates')], { setup: true });
const SITEMAP = [
  item('home', '/'),
  item('setup', null, [item('usersManagement', '/admin/configuration/users'), EMAILS]),
  item('account', null, [item('security', '/account/settings/security')]),
];

describe('the menu tree', () => {
  it('lists every entry, parents first, and the paths they lead to', () => {
    expect(flattenMenu(SITEMAP).map((entry) => entry.name)).toEqual([
      'home',
      'setup',
      'usersManagement',
      'emails',
      'emailTemplates',
      'account',
      'security',
    ]);
    expect([...menuPaths(SITEMAP)]).toEqual([
      '/',
      '/admin/configuration/users',
      '/emails/management',
      '/emails/templates',
      '/account/settings/security',
    ]);
    expect(menuHasEntry(SITEMAP, 'emailTemplates')).toBe(true);
    expect(menuHasEntry(SITEMAP, 'settings')).toBe(false);
  });

  it('shows no sub-menu for a locked entry', () => {
    expect(visibleSubmenu(EMAILS)).toHaveLength(1);
    expect(visibleSubmenu({ ...EMAILS, locked: true })).toEqual([]);
  });
});

describe('opensAsQuickModal', () => {
  it('opens a setup sub-menu as a modal from another parent, unless the page is inside it', () => {
    expect(opensAsQuickModal(EMAILS, 1, false)).toBe(true);
    expect(opensAsQuickModal(EMAILS, 1, true)).toBe(false);
  });

  it('keeps top-level, locked, empty and ordinary entries in place', () => {
    expect(opensAsQuickModal(EMAILS, 0, false)).toBe(false);
    expect(opensAsQuickModal({ ...EMAILS, locked: true }, 1, false)).toBe(false);
    expect(opensAsQuickModal({ ...EMAILS, submenu: [] }, 1, false)).toBe(false);
    expect(opensAsQuickModal({ ...EMAILS, setup: false }, 1, false)).toBe(false);
  });
});
