import { describe, expect, it } from 'vitest';
import { canEditEvent } from './event.ts';
import { canDeleteSavedView, canReadSharedSavedViews, canSeeSavedView, canShareSavedViews } from './saved-view.ts';
import { buildViewer } from './test-viewers.ts';

describe('saved views', () => {
  it.each([
    ['Admin', {}, true, false],
    ['Coach', { 'SAVED_VIEWS:READ': 'ALL' }, true, true],
    ['Mentor', { 'SAVED_VIEWS:READ': 'ALL' }, false, true],
    ['Cofounder', {}, false, false],
    ['System', {}, true, true],
  ] as const)('%s %o shares: %s, reads shared: %s', (role, keys, shares, reads) => {
    expect(canShareSavedViews(buildViewer(role, keys))).toBe(shares);
    expect(canReadSharedSavedViews(buildViewer(role, keys))).toBe(reads);
  });

  it.each([
    ['its creator', buildViewer('Mentor'), { createdBy: 'me', shared: false }, true, true],
    ['someone else, a private view', buildViewer('Admin'), { createdBy: 'x', shared: false }, false, true],
    ['staff, a shared view', buildViewer('Staff'), { createdBy: 'x', shared: true }, true, false],
    ['an admin, a shared view', buildViewer('Admin'), { createdBy: 'x', shared: true }, true, true],
  ] as const)('%s sees it: %s, deletes it: %s', (_name, viewer, view, sees, deletes) => {
    expect(canSeeSavedView(viewer, view)).toBe(sees);
    expect(canDeleteSavedView(viewer, view)).toBe(deletes);
  });
});

describe('events', () => {
  it.each([
    ['its creator with OWN', buildViewer('Coach', { 'EVENT:EDIT': 'OWN' }), 'me', true],
    ['another with OWN', buildViewer('Coach', { 'EVENT:EDIT': 'OWN' }), 'x', false],
    ['an admin with ALL', buildViewer('Admin', { 'EVENT:EDIT': 'ALL' }), 'x', true],
    ['without the key', buildViewer('Mentor'), 'me', false],
  ] as const)('%s edits: %s', (_name, viewer, createdBy, expected) => {
    expect(canEditEvent(viewer, { createdBy })).toBe(expected);
  });
});
