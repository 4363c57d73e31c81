import { FOUNDER_LABEL, ROLE_LABELS, ROLE_TYPES, type RoleType } from '@cohort/shared';

export type RoleLabelKey = RoleType | 'Founder';

/**
 * Which translated label a role shows with (spec 01 §6 labels): a role still carrying the stock English label of its
 * type, or the Founder label, is translated; a label the organisation chose is shown as it is (null here).
 */
export function roleLabelKey(role: { type: string; label: string }): RoleLabelKey | null {
  if (role.label === FOUNDER_LABEL) return 'Founder';
  const type = ROLE_TYPES.find((candidate) => candidate === role.type);
  return type && (role.label === ROLE_LABELS[type] || role.label.trim() === '') ? type : null;
}
