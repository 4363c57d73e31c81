import { useTranslation } from 'react-i18next';
import { useStartupLabels } from '../../organisation/index.ts';
import type { CustomFieldEntityKind } from '../utils/entity-kinds.ts';

/** The name of a kind of profile: the organisation's word for startups, 'Applications' or 'People'. */
export function useEntityKindLabel(): (kind: CustomFieldEntityKind) => string {
  const { t } = useTranslation('fields');
  const { plural } = useStartupLabels();
  return (kind) => (kind === 'startup' ? plural : t(`kinds.${kind}`));
}
