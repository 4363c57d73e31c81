import { ROLE_LABELS } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import { isRoleType } from '../utils/permissions.ts';

/** The translated label of a role type (spec 01 §6 labels); an unknown type shows as it is. */
export function useRoleTypeLabel() {
  const { t } = useTranslation('settings');
  return (type: string) => (isRoleType(type) ? t(`roleTypes.${type}`) : type);
}

/**
 * The name a role is shown with: a default role that still carries its type's stock English label shows the
 * translated label; a renamed or custom role shows the name the organisation gave it.
 */
export function useRoleLabel() {
  const typeLabel = useRoleTypeLabel();
  return (role: { type: string; label: string; isDefault: boolean }) =>
    role.isDefault && isRoleType(role.type) && role.label === ROLE_LABELS[role.type]
      ? typeLabel(role.type)
      : role.label;
}
