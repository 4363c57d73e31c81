import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SentenceWords } from './dependency.ts';

/** The words of the conditions' sentences in the interface language. */
export function useSentenceWords(): SentenceWords {
  const { t } = useTranslation('forms');
  return useMemo(
    () => ({
      action: {
        show: t('builder.logic.actions.show'),
        hide: t('builder.logic.actions.hide'),
        require: t('builder.logic.actions.require'),
      },
      operator: {
        equals: t('builder.logic.operators.equals'),
        notEquals: t('builder.logic.operators.notEquals'),
        contains: t('builder.logic.operators.contains'),
        greaterThan: t('builder.logic.operators.greaterThan'),
        lessThan: t('builder.logic.operators.lessThan'),
      },
      join: { and: t('builder.logic.and'), or: t('builder.logic.or') },
      or: t('builder.logic.or'),
      unknownQuestion: t('builder.logic.unknownQuestion'),
      noValue: t('builder.logic.noValue'),
    }),
    [t],
  );
}
