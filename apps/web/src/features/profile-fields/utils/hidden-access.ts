import { STARTUP_MANAGER_ROLES } from '@cohort/shared';

/**
 * Who reads a profile's hidden (staff-only) fields: the startup managers (and System), never the startup's own
 * people nor the person themselves; the server refuses the others, this only spares them an empty tab or card.
 */
export function readsHiddenProfileFields(roleType: string | null | undefined, { isOwn }: { isOwn: boolean }): boolean {
  if (!roleType || isOwn) return false;
  return roleType === 'System' || (STARTUP_MANAGER_ROLES as readonly string[]).includes(roleType);
}
