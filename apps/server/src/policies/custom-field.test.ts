import { describe, expect, it } from 'vitest';
import {
  canEditProfileFields,
  canListCustomFields,
  canSeeCustomFieldAnalytics,
  canSeeHiddenCustomFields,
  startupProfileFieldsAccess,
  userProfileFieldsAccess,
} from './custom-field.ts';
import { buildViewer } from './test-viewers.ts';

describe('custom field definitions', () => {
  it.each([
    ['Admin', {}, true, true, false, false],
    ['Mentor', {}, true, false, false, false],
    ['Cofounder', {}, false, false, false, false],
    ['Staff', { 'PROFILE_FIELDS:EDIT': 'ALL', 'CUSTOM_FIELD_ANALYTICS:ACCESS': 'ALL' }, true, true, true, true],
    ['System', {}, true, true, true, true],
  ] as const)(
    '%s %o lists: %s, sees hidden: %s, edits: %s, analytics: %s',
    (role, keys, lists, hidden, edits, analytics) => {
      const viewer = buildViewer(role, keys);
      expect(canListCustomFields(viewer)).toBe(lists);
      expect(canSeeHiddenCustomFields(viewer)).toBe(hidden);
      expect(canEditProfileFields(viewer)).toBe(edits);
      expect(canSeeCustomFieldAnalytics(viewer)).toBe(analytics);
    },
  );
});

describe('startupProfileFieldsAccess', () => {
  const own = { founderIds: ['me'] };
  const other = { founderIds: ['x'] };
  it.each([
    ['a founder, visible form', buildViewer('Cofounder'), own, false, { read: true, edit: true }],
    ['a founder, hidden form', buildViewer('Cofounder'), own, true, { read: false, edit: false }],
    ['a manager, visible form', buildViewer('Coach'), other, false, { read: true, edit: true }],
    ['a manager, hidden form', buildViewer('Coach'), other, true, { read: true, edit: true }],
    ['a manager who is one of its people, hidden form', buildViewer('Admin'), own, true, { read: false, edit: false }],
    ['a mentor, visible form', buildViewer('Mentor'), other, false, { read: true, edit: false }],
    ['a mentor, hidden form', buildViewer('Mentor'), other, true, { read: false, edit: false }],
  ] as const)('%s', (_name, viewer, access, hidden, expected) => {
    expect(startupProfileFieldsAccess(viewer, { founderIds: [...access.founderIds] }, hidden)).toEqual(expected);
  });
});

describe('userProfileFieldsAccess', () => {
  it.each([
    ['the person, visible form', buildViewer('Cofounder'), 'me', false, { read: true, edit: true }],
    ['the person, hidden form', buildViewer('Admin', { 'USER:EDIT': 'ALL' }), 'me', true, { read: false, edit: false }],
    [
      'a user editor, visible form',
      buildViewer('Admin', { 'USER:EDIT': 'ALL' }),
      'x',
      false,
      { read: true, edit: true },
    ],
    ['a user editor, hidden form', buildViewer('Admin', { 'USER:EDIT': 'ALL' }), 'x', true, { read: true, edit: true }],
    ['a coach without USER:EDIT, hidden form', buildViewer('Coach'), 'x', true, { read: true, edit: false }],
    ['a mentor, visible form', buildViewer('Mentor'), 'x', false, { read: true, edit: false }],
    ['a mentor, hidden form', buildViewer('Mentor', { 'USER:EDIT': 'ALL' }), 'x', true, { read: false, edit: false }],
  ] as const)('%s', (_name, viewer, personId, hidden, expected) => {
    expect(userProfileFieldsAccess(viewer, personId, hidden)).toEqual(expected);
  });
});
