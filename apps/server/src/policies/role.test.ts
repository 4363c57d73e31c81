import type { PermissionSet, RoleType } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { canCopyRoleType, canSetRolePermissions } from './role.ts';

describe('canCopyRoleType', () => {
  it.each([
    ['Admin', true],
    ['Coach', true],
    ['Cofounder', true],
    ['System', false],
  ] as const)('%s: %s', (type: RoleType, expected) => {
    expect(canCopyRoleType(type)).toBe(expected);
  });
});

describe('canSetRolePermissions', () => {
  const viewer = { roleId: 'mine' };
  it.each([
    ['own role, keeps USER_ROLES:EDIT', 'mine', { 'USER_ROLES:EDIT': 'ALL' }, true],
    ['own role, drops USER_ROLES:EDIT', 'mine', { 'USER:VIEW': 'ALL' }, false],
    ['own role, sets it to NONE', 'mine', { 'USER_ROLES:EDIT': 'NONE' }, false],
    ['another role, without USER_ROLES:EDIT', 'other', {}, true],
  ] as const)('%s: %s', (_name, roleId, permissions, expected) => {
    expect(canSetRolePermissions(viewer, roleId, permissions as PermissionSet)).toBe(expected);
  });
});
