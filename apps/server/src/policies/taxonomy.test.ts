import { describe, expect, it } from 'vitest';
import { canEditTaxonomy, canSeeTagsOfKind } from './taxonomy.ts';
import { buildViewer } from './test-viewers.ts';

describe('canSeeTagsOfKind', () => {
  it.each([
    ['a founder, startup tags', buildViewer('Cofounder'), 'startup', false],
    ['staff with TAGS:STARTUP:VIEW', buildViewer('Staff', { 'TAGS:STARTUP:VIEW': 'ALL' }), 'startup', true],
    ['staff with it, user tags', buildViewer('Staff', { 'TAGS:STARTUP:VIEW': 'ALL' }), 'user', false],
    ['a taxonomy editor, application tags', buildViewer('Staff', { 'TAGS_EDITOR:VIEW': 'ALL' }), 'application', true],
    ['System, user tags', buildViewer('System'), 'user', true],
    ['a founder, a kind without a key', buildViewer('Cofounder'), 'skills', true],
  ] as const)('%s: %s', (_name, viewer, kind, expected) => {
    expect(canSeeTagsOfKind(viewer, kind)).toBe(expected);
  });
});

describe('canEditTaxonomy', () => {
  it.each([
    ['an editor who creates', buildViewer('Staff', { 'TAGS_EDITOR:CREATE': 'ALL' }), 'TAGS_EDITOR:CREATE', true],
    ['a creator who edits', buildViewer('Staff', { 'TAGS_EDITOR:CREATE': 'ALL' }), 'TAGS_EDITOR:EDIT', false],
    ['an editor who edits', buildViewer('Admin', { 'TAGS_EDITOR:EDIT': 'ALL' }), 'TAGS_EDITOR:EDIT', true],
    ['a founder', buildViewer('Cofounder'), 'TAGS_EDITOR:CREATE', false],
    ['System', buildViewer('System'), 'TAGS_EDITOR:EDIT', true],
  ] as const)('%s: %s', (_name, viewer, key, expected) => {
    expect(canEditTaxonomy(viewer, key)).toBe(expected);
  });
});
