import { describe, expect, it } from 'vitest';
import {
  allowedBatchActions,
  batchActionInput,
  batchActionNeedsTarget,
  batchActionTarget,
  pageSelection,
  STARTUP_BATCH_ACTIONS,
  selectionScope,
  togglePage,
  toggleStartup,
  withoutStartups,
} from './startup-batch.ts';
import { EMPTY_STARTUPS_LIST } from './startups-url.ts';

describe('startup batch actions', () => {
  it('asks for a programme, a tag or an industry, except to delete', () => {
    expect(STARTUP_BATCH_ACTIONS.map(batchActionTarget)).toEqual([
      'programs',
      'programs',
      'tags',
      'tags',
      'industries',
      'industries',
      null,
    ]);
    expect(batchActionNeedsTarget('ADD_TAG')).toBe(true);
    expect(batchActionNeedsTarget('DELETE')).toBe(false);
  });

  it('builds the action input only once a needed target is chosen', () => {
    expect(batchActionInput('ADD_TO_PROGRAM', null)).toBeNull();
    expect(batchActionInput('ADD_TO_PROGRAM', 'p1')).toEqual({ type: 'ADD_TO_PROGRAM', targetId: 'p1' });
    expect(batchActionInput('DELETE', null)).toEqual({ type: 'DELETE' });
    expect(batchActionInput('DELETE', 'p1')).toEqual({ type: 'DELETE' });
  });

  it('offers only the actions the viewer holds a permission for', () => {
    expect(allowedBatchActions([])).toEqual(['ADD_TO_PROGRAM', 'REMOVE_FROM_PROGRAM']);
    expect(
      allowedBatchActions([
        { key: 'TAG:STARTUP:ADD', permissionCriteria: 'ALL' },
        { key: 'TAG:STARTUP:REMOVE', permissionCriteria: 'NONE' },
        { key: 'INDUSTRIES:STARTUP:REMOVE', permissionCriteria: 'OWN' },
        { key: 'STARTUP:DELETE', permissionCriteria: 'ALL' },
      ]),
    ).toEqual(['ADD_TO_PROGRAM', 'REMOVE_FROM_PROGRAM', 'ADD_TAG', 'REMOVE_INDUSTRY', 'DELETE']);
  });
});

describe('startup selection', () => {
  it('selects rows one by one and the whole page, keeping other pages', () => {
    const one = toggleStartup(new Set(), 'a');
    expect(pageSelection(one, ['a', 'b'])).toBe('some');
    const page = togglePage(new Set(['z', 'a']), ['a', 'b']);
    expect([...page].sort()).toEqual(['a', 'b', 'z']);
    expect(pageSelection(page, ['a', 'b'])).toBe('all');
    expect([...togglePage(page, ['a', 'b'])]).toEqual(['z']);
    expect(toggleStartup(one, 'a').size).toBe(0);
    expect(pageSelection(new Set(['z']), [])).toBe('none');
  });

  it('lets go of the startups of an ended batch only', () => {
    expect([...withoutStartups(new Set(['a', 'b', 'c']), ['a', 'b'])]).toEqual(['c']);
  });

  it('starts again with another search or filters, not with another page or sort', () => {
    const base = selectionScope(EMPTY_STARTUPS_LIST);
    expect(selectionScope({ ...EMPTY_STARTUPS_LIST, page: 3, sort: 'CREATED_AT' })).toBe(base);
    expect(selectionScope({ ...EMPTY_STARTUPS_LIST, search: 'solar' })).not.toBe(base);
    expect(selectionScope({ ...EMPTY_STARTUPS_LIST, tagIds: ['t'] })).not.toBe(base);
    expect(
      selectionScope({ ...EMPTY_STARTUPS_LIST, customFields: [{ fieldId: 'f', kind: 'text', text: 'x' }] }),
    ).not.toBe(base);
  });
});
