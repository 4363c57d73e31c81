import { ROLE_TYPES } from '@cohort/shared';

interface RoleView {
  type: string;
  label: string;
  isDefault: boolean;
  userCount: number;
}

/** The roles in the order the page lists them: default roles by role type, then custom roles by label. */
export function sortRoles<R extends RoleView>(roles: readonly R[]): R[] {
  const typeRank = (type: string) => {
    const index = (ROLE_TYPES as readonly string[]).indexOf(type);
    return index === -1 ? ROLE_TYPES.length : index;
  };
  return [...roles].sort((a, b) => {
    if (a.isDefault !== b.isDefault) return a.isDefault ? -1 : 1;
    if (a.isDefault) return typeRank(a.type) - typeRank(b.type);
    return a.label.localeCompare(b.label) || typeRank(a.type) - typeRank(b.type);
  });
}

export type DeleteBlock = 'default' | 'hasUsers' | null;

/** Only a custom role that nobody holds can be deleted. */
export function deleteBlock(role: RoleView): DeleteBlock {
  if (role.isDefault) return 'default';
  if (role.userCount > 0) return 'hasUsers';
  return null;
}

/** The platform operators' role stays out of an organisation's settings. */
export function isOrganisationRole(role: { type: string }): boolean {
  return role.type !== 'System';
}
