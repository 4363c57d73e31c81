import { describe, expect, it } from 'vitest';
import { accountPages } from './account-pages.ts';

describe('accountPages', () => {
  it('always offers their own profile and security, even with an empty sitemap', () => {
    expect(accountPages(new Set(), 'u1')).toEqual([
      { key: 'profile', path: '/profile/u1' },
      { key: 'security', path: '/account/settings/security' },
    ]);
  });

  it('adds the pages whose path the sitemap holds, in the order of spec 01 §2.5', () => {
    const sitemap = new Set(['/', '/tasks', '/account/settings/coaching', '/profile', '/calendar', '/account/exports']);
    expect(accountPages(sitemap, 'u 1')).toEqual([
      { key: 'profile', path: '/profile/u%201' },
      { key: 'calendar', path: '/calendar' },
      { key: 'exportHistory', path: '/account/exports' },
      { key: 'security', path: '/account/settings/security' },
      { key: 'coachingPreferences', path: '/account/settings/coaching' },
    ]);
  });
});
