import { DEFAULT_ENABLED_FEATURE_FLAGS, FEATURE_FLAGS, type FeatureFlagName, type MenuEntry } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { buildTree, type MenuAudience, type NavigationOverride } from './navigation.service.ts';

const flags = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, DEFAULT_ENABLED_FEATURE_FLAGS.includes(f)])) as Record<
  FeatureFlagName,
  boolean
>;
const audience: MenuAudience = { roleType: 'Admin', permissions: new Map([['ARTICLES:EDIT', 'ALL']]), flags };
const entries: MenuEntry[] = [
  { name: 'a', path: '/a', available: true },
  { name: 'b', available: true },
  { name: 'b1', path: '/b/1', parent: 'b', available: true },
  { name: 'b1x', path: '/b/1/x', parent: 'b1', available: true },
  { name: 'b1xy', path: '/b/1/x/y', parent: 'b1x', available: true },
  { name: 'c', available: true },
  { name: 'c1', path: '/c/1', parent: 'c', available: false },
  { name: 'd', path: '/d', permission: 'FORM:CREATE', available: true },
  { name: 'e', path: '/e', roles: ['Staff'], available: true },
];

function override(name: string, change: Partial<NavigationOverride>): [string, NavigationOverride] {
  return [name, { name, label: null, position: null, hidden: false, locked: false, ...change }];
}

describe('the menu tree', () => {
  it('keeps what the user may see, drops empty headings, and stops at three levels', () => {
    const tree = buildTree(entries, audience, new Map());
    expect(tree.map((item) => item.name)).toEqual(['a', 'b']);
    expect(tree[1]?.submenu[0]?.submenu[0]?.submenu).toEqual([]);
    expect(tree[1]?.submenu[0]?.submenu[0]?.name).toBe('b1x');
  });

  it('renames, reorders, hides and locks', () => {
    const tree = buildTree(
      entries,
      audience,
      new Map([override('a', { position: 9, label: 'First' }), override('b', { locked: true })]),
    );
    expect(tree.map((item) => [item.name, item.label, item.locked, item.submenu.length])).toEqual([
      ['a', 'First', false, 0],
    ]);
    const hidden = buildTree(entries, audience, new Map([override('a', { hidden: true })]));
    expect(hidden.map((item) => item.name)).toEqual(['b']);
    expect(buildTree(entries, audience, new Map([override('a', { hidden: true })]), false)[0]?.name).toBe('a');
  });
});
