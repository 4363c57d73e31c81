import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '../../people/index.ts';

/**
 * The label a person's role shows with: the server's label (Founder for a lone cofounder, the organisation's own
 * label), translated when it is a stock one.
 */
export function useRoleLabel(): (person: { role: { type: string }; roleLabel: string }) => string {
  const { t } = useTranslation('common');
  return (person) => {
    const key = roleLabelKey({ type: person.role.type, label: person.roleLabel });
    return key ? t(`people.roleTypes.${key}`) : person.roleLabel;
  };
}
