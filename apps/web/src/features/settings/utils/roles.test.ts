import { describe, expect, it } from 'vitest';
import { deleteBlock, isOrganisationRole, sortRoles } from './roles.ts';

const role = (type: string, label: string, isDefault: boolean, userCount = 0) => ({
  type,
  label,
  isDefault,
  userCount,
});

describe('roles list', () => {
  it('lists default roles by role type, then custom roles by label', () => {
    const sorted = sortRoles([
      role('Staff', 'Programme team', false),
      role('Staff', 'Staff', true),
      role('Admin', 'Admin', true),
      role('Admin', 'Board', false),
    ]);
    expect(sorted.map((r) => r.label)).toEqual(['Admin', 'Staff', 'Board', 'Programme team']);
  });

  it('deletes only custom roles nobody holds', () => {
    expect(deleteBlock(role('Admin', 'Admin', true))).toBe('default');
    expect(deleteBlock(role('Admin', 'Board', false, 2))).toBe('hasUsers');
    expect(deleteBlock(role('Admin', 'Board', false, 0))).toBeNull();
  });

  it('keeps the System role out of the settings', () => {
    expect(isOrganisationRole({ type: 'System' })).toBe(false);
    expect(isOrganisationRole({ type: 'SubAdmin' })).toBe(true);
  });
});
