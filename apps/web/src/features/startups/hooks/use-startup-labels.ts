import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { StartupLabelQuery } from '../graphql/startup-label.query.ts';
import { type StartupLabels, startupLabels } from '../utils/startup-label.ts';

/** 'Startup' and 'Startups' in the interface language, or the organisation's own words when it set them. */
export function useStartupLabels(): StartupLabels {
  const { t, i18n } = useTranslation('startups');
  const [{ data }] = useQuery({ query: StartupLabelQuery, requestPolicy: 'cache-first' });
  return startupLabels(data?.startupNameAlternative, i18n.resolvedLanguage ?? i18n.language, {
    singular: t('labels.singular'),
    plural: t('labels.plural'),
  });
}
