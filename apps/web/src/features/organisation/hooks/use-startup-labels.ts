import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { StartupLabelQuery } from '../graphql/startup-label.query.ts';
import { relabelStartupWord, type StartupLabels, startupLabels } from '../utils/startup-label.ts';

/**
 * 'Startup' and 'Startups' in the interface language, or the organisation's own words when it set them. The default
 * words are in the common namespace: menus, search and the home page relabel texts without the startups pages' texts.
 */
export function useStartupLabels(): StartupLabels {
  const { t, i18n } = useTranslation('common');
  const [{ data }] = useQuery({ query: StartupLabelQuery, requestPolicy: 'cache-first' });
  return startupLabels(data?.startupNameAlternative, i18n.resolvedLanguage ?? i18n.language, {
    singular: t('startupLabels.singular'),
    plural: t('startupLabels.plural'),
  });
}

/** Replaces the startup word of an interface text with the organisation's own (menus, search, titles). */
export function useStartupRelabel(): (text: string) => string {
  const { t } = useTranslation('common');
  const { singular, plural } = useStartupLabels();
  const defaultSingular = t('startupLabels.singular');
  const defaultPlural = t('startupLabels.plural');
  return useCallback(
    (text: string) =>
      relabelStartupWord(text, { singular: defaultSingular, plural: defaultPlural }, { singular, plural }),
    [defaultSingular, defaultPlural, singular, plural],
  );
}
