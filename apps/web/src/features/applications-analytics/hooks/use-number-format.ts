import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Counts and shares written in the interface language. */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language);
    const percents = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    return {
      language,
      number: (value: number) => numbers.format(value),
      percent: (share: number) => percents.format(share),
    };
  }, [language]);
}
