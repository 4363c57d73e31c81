import { describe, expect, it } from 'vitest';
import {
  changedKeys,
  criteriaOptions,
  groupDefinitions,
  isPermissionGroup,
  ORGANISATION_ROLE_TYPES,
  permissionChoices,
  permissionInput,
} from './permissions.ts';

const definitions = [
  { key: 'USER:INVITE', group: 'Users', criteria: ['NONE', 'SELECTED', 'ALL', 'USER_ROLES'] },
  { key: 'APPLICATION_ALL:VIEW', group: 'Applications', criteria: ['ALL', 'ASSIGNED', 'NONE'] },
  { key: 'EVENT:CREATE', group: 'Events', criteria: ['ALL', 'NONE'] },
  { key: 'MYSTERY:KEY', group: 'Zebra', criteria: ['ALL', 'NONE'] },
  { key: 'USER:EDIT', group: 'Users', criteria: ['ALL', 'ASSIGNED', 'USER_ROLES', 'NONE'] },
];

describe('permissions matrix', () => {
  it('offers the allowed criteria in the product order, ALL first and NONE last', () => {
    expect(criteriaOptions(definitions[0] as (typeof definitions)[number])).toEqual([
      'ALL',
      'SELECTED',
      'USER_ROLES',
      'NONE',
    ]);
  });

  it('reads a role: keys it lacks, or holds with an unknown criteria, are NONE', () => {
    const choices = permissionChoices(definitions, [
      { key: 'USER:INVITE', permissionCriteria: 'ALL' },
      { key: 'APPLICATION_ALL:VIEW', permissionCriteria: 'ASSIGNED' },
      { key: 'EVENT:CREATE', permissionCriteria: 'SOMETIMES' },
      { key: 'NOT:DEFINED', permissionCriteria: 'ALL' },
    ]);
    expect(choices).toEqual({
      'USER:INVITE': 'ALL',
      'APPLICATION_ALL:VIEW': 'ASSIGNED',
      'EVENT:CREATE': 'NONE',
      'MYSTERY:KEY': 'NONE',
      'USER:EDIT': 'NONE',
    });
  });

  it('sends every key, NONE included, so that a withdrawn permission is withdrawn', () => {
    const input = permissionInput(definitions, { 'USER:INVITE': 'NONE', 'EVENT:CREATE': 'ALL' });
    expect(input).toHaveLength(definitions.length);
    expect(input).toContainEqual({ key: 'USER:INVITE', permissionCriteria: 'NONE' });
    expect(input).toContainEqual({ key: 'EVENT:CREATE', permissionCriteria: 'ALL' });
    expect(input).toContainEqual({ key: 'USER:EDIT', permissionCriteria: 'NONE' });
  });

  it('groups keys by section in the spec order, unknown sections last', () => {
    const groups = groupDefinitions(definitions);
    expect(groups.map((group) => group.group)).toEqual(['Applications', 'Events', 'Users', 'Zebra']);
    expect(groups[2]?.definitions.map((definition) => definition.key)).toEqual(['USER:INVITE', 'USER:EDIT']);
    expect(isPermissionGroup('Users')).toBe(true);
    expect(isPermissionGroup('Zebra')).toBe(false);
  });

  it('counts the changed keys', () => {
    expect(changedKeys({ a: 'ALL', b: 'NONE' }, { a: 'NONE', b: 'NONE' })).toEqual(['a']);
  });

  it('leaves the platform operators’ System type out of an organisation’s roles', () => {
    expect(ORGANISATION_ROLE_TYPES).not.toContain('System');
    expect(ORGANISATION_ROLE_TYPES).toContain('Admin');
    expect(ORGANISATION_ROLE_TYPES).toHaveLength(11);
  });
});
