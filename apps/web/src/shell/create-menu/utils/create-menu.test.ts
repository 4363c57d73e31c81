import { CREATE_MENU_ENTRIES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import enSearch from '../../../locales/en/search.json';
import { CREATE_ENTRY_NAMES, createMenuChoices, eventEditPath, isCreateEntryName } from './create-menu.ts';

const ENTRIES = [
  { name: 'createTask', label: null, path: '/tasks' },
  { name: 'createEvent', label: null, path: '/events' },
  { name: 'createUser', label: 'Invite someone', path: '/admin/configuration/users' },
];

describe('createMenuChoices', () => {
  it('makes the event entry an action and the others links', () => {
    expect(createMenuChoices(ENTRIES, 'Admin')).toEqual([
      { kind: 'link', name: 'createTask', label: null, to: '/tasks' },
      { kind: 'action', name: 'createEvent', label: null },
      { kind: 'link', name: 'createUser', label: 'Invite someone', to: '/admin/configuration/users' },
    ]);
  });

  it('offers nothing to applicants, cofounders and community members, whatever the server sent', () => {
    for (const role of ['Applicant', 'Cofounder', 'CommunityMember'])
      expect(createMenuChoices(ENTRIES, role)).toEqual([]);
    expect(createMenuChoices(ENTRIES, null)).toEqual([]);
  });

  it('offers nothing when the server grants nothing, and skips a link without a path', () => {
    expect(createMenuChoices([], 'Admin')).toEqual([]);
    expect(createMenuChoices([{ name: 'createForm', path: null }], 'Staff')).toEqual([]);
  });
});

describe('create-menu labels', () => {
  it('translates every entry of the shared create menu', () => {
    for (const entry of CREATE_MENU_ENTRIES) {
      expect(isCreateEntryName(entry.name), entry.name).toBe(true);
    }
    expect(Object.keys(enSearch.create).filter(isCreateEntryName).sort()).toEqual([...CREATE_ENTRY_NAMES].sort());
  });

  it('builds the edit path of a new event', () => {
    expect(eventEditPath('abc 1')).toBe('/events/abc%201/edit');
  });
});
