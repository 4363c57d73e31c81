import { type ProfileFormKind, profileFormEntityKind } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import { useStartupRelabel } from '../../organisation/index.ts';

/** The title of a form's pages and who sees and fills its fields, in the organisation's own startup word. */
export function useProfileFormTexts(kind: ProfileFormKind): { title: string; audience: string } {
  const { t } = useTranslation('profileForms');
  const relabel = useStartupRelabel();
  return {
    title: relabel(t(`titles.${profileFormEntityKind(kind)}`)),
    audience: relabel(t(`audience.${kind}`)),
  };
}
