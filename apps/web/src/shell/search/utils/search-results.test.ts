import { SEARCH_MODULES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  filterModuleResults,
  foldText,
  type LabelledSearchModule,
  matchesTerm,
  sitemapPaths,
  visibleSearchModules,
  wrapIndex,
} from './search-results.ts';

const ADMIN_SITEMAP = [
  { path: '/', submenu: [] },
  {
    path: '/tasks',
    submenu: [
      { path: '/tasks', submenu: [] },
      { path: '/tasks/users', submenu: [] },
      { path: '/tasks/startups', submenu: [] },
    ],
  },
  {
    path: null,
    submenu: [
      { path: '/admin/configuration/users', submenu: [] },
      { path: '/admin/configuration/', submenu: [] },
    ],
  },
  { path: null, submenu: [{ path: '/account/settings/security', submenu: [] }] },
];

const COFOUNDER_SITEMAP = [
  { path: '/', submenu: [] },
  { path: '/tasks', submenu: [{ path: '/tasks', submenu: [] }] },
  { path: null, submenu: [{ path: '/account/settings/security', submenu: [] }] },
];

describe('sitemapPaths', () => {
  it('collects the paths at every depth, without trailing slashes', () => {
    expect([...sitemapPaths(ADMIN_SITEMAP)].sort()).toEqual([
      '/',
      '/account/settings/security',
      '/admin/configuration',
      '/admin/configuration/users',
      '/tasks',
      '/tasks/startups',
      '/tasks/users',
    ]);
  });
});

describe('visibleSearchModules', () => {
  it("keeps only the modules of the user's menu, with the sub-sections the user has", () => {
    const admin = visibleSearchModules(SEARCH_MODULES, sitemapPaths(ADMIN_SITEMAP));
    expect(admin).toEqual([
      { name: 'tasks', to: '/tasks', sections: ['/tasks/users', '/tasks/startups'] },
      { name: 'settings', to: '/admin/configuration', sections: ['/admin/configuration/users'] },
      { name: 'accountSettings', to: '/account/settings/security', sections: ['/account/settings/security'] },
    ]);
  });

  it('hides the sub-sections a cofounder may not open', () => {
    const cofounder = visibleSearchModules(SEARCH_MODULES, sitemapPaths(COFOUNDER_SITEMAP));
    expect(cofounder.map((module) => module.name)).toEqual(['tasks', 'accountSettings']);
    expect(cofounder[0]?.sections).toEqual([]);
  });

  it('does not take a sibling path with the same prefix for a page under the module', () => {
    const modules = visibleSearchModules([{ name: 'events', path: '/events', sections: [] }], new Set(['/eventsx']));
    expect(modules).toEqual([]);
  });

  it('sends a module without its own page to the first page under it', () => {
    const modules = visibleSearchModules(
      [{ name: 'community', path: '/community', sections: [] }],
      new Set(['/community/search', '/community/home']),
    );
    expect(modules).toEqual([{ name: 'community', to: '/community/home', sections: [] }]);
  });
});

describe('matchesTerm', () => {
  it('matches every word, ignoring case and accents', () => {
    expect(matchesTerm(['Tâches des utilisateurs'], 'taches util')).toBe(true);
    expect(matchesTerm(['Tasks', 'Your to-do list'], 'TASK')).toBe(true);
    expect(matchesTerm(['Tasks'], 'task zzz')).toBe(false);
    expect(matchesTerm(['Tasks'], '   ')).toBe(true);
    expect(foldText('Éé')).toBe('ee');
  });
});

const LABELLED: LabelledSearchModule[] = [
  {
    name: 'tasks',
    to: '/tasks',
    title: 'Tasks',
    description: 'Your to-do list',
    sections: [
      { path: '/tasks/users', label: 'User tasks' },
      { path: '/tasks/startups', label: 'Startup tasks' },
    ],
  },
  {
    name: 'settings',
    to: '/admin/configuration',
    title: 'Settings',
    description: 'Organisation configuration',
    sections: [{ path: '/admin/configuration/users', label: 'Users management' }],
  },
];

describe('filterModuleResults', () => {
  it('lists a matching module first, then all its sub-sections', () => {
    expect(filterModuleResults(LABELLED, 'task').map((result) => [result.kind, result.to])).toEqual([
      ['module', '/tasks'],
      ['section', '/tasks/users'],
      ['section', '/tasks/startups'],
    ]);
  });

  it('lists only the matching sub-sections under a module that does not match', () => {
    expect(filterModuleResults(LABELLED, 'user').map((result) => result.to)).toEqual([
      '/tasks',
      '/tasks/users',
      '/admin/configuration',
      '/admin/configuration/users',
    ]);
  });

  it('lists everything for an empty text and nothing for a nonsense one', () => {
    expect(filterModuleResults(LABELLED, '')).toHaveLength(5);
    expect(filterModuleResults(LABELLED, 'qwxz')).toEqual([]);
  });
});

describe('wrapIndex', () => {
  it('moves down and wraps from the last result to the first', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
  });

  it('moves up and wraps from the first result to the last', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, -1, 3)).toBe(0);
  });

  it('starts at an end when nothing is selected and gives -1 for no results', () => {
    expect(wrapIndex(-1, 1, 3)).toBe(0);
    expect(wrapIndex(-1, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(-1);
    expect(wrapIndex(5, 1, 3)).toBe(0);
  });
});
