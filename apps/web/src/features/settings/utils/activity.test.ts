import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTIONS,
  activityActionKey,
  activitySubjectName,
  changedFields,
  isActivityAction,
  readableValue,
} from './activity.ts';

describe('activity feed', () => {
  it('turns an action into an i18n key without dots', () => {
    expect(activityActionKey('user.status.updated')).toBe('user_status_updated');
    expect(ACTIVITY_ACTIONS.every((action) => !activityActionKey(action).includes('.'))).toBe(true);
    expect(isActivityAction('user.status.updated')).toBe(true);
    expect(isActivityAction('something.else')).toBe(false);
  });

  it('lists the fields that changed', () => {
    expect(changedFields({ status: 'active', name: 'A' }, { status: 'archived', name: 'A' })).toEqual([
      { field: 'status', before: 'active', after: 'archived' },
    ]);
    expect(changedFields(null, { label: 'Mentor' })).toEqual([{ field: 'label', before: undefined, after: 'Mentor' }]);
    expect(changedFields({ a: { x: 1 } }, { a: { x: 1 } })).toEqual([]);
  });

  it('shows values as readable text, cut when long', () => {
    expect(readableValue('text')).toBe('text');
    expect(readableValue({ a: 1 })).toBe('{"a":1}');
    expect(readableValue(null)).toBeNull();
    expect(readableValue(true)).toBe('true');
    const long = readableValue('x'.repeat(500), 10);
    expect(long).toHaveLength(10);
    expect(long?.endsWith('…')).toBe(true);
  });

  it('names the subject from the recorded values', () => {
    expect(activitySubjectName({ before: null, after: { fullName: 'Ada L' }, entityId: '1' })).toBe('Ada L');
    expect(activitySubjectName({ before: { status: 'active' }, after: { status: 'archived' }, entityId: '42' })).toBe(
      '42',
    );
  });
});
