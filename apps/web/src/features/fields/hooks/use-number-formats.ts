import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatNumber, formatPercent } from '../utils/field-stats.ts';

/** Counts, shares and amounts written in the interface language. */
export function useNumberFormats() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(
    () => ({
      language,
      number: (value: number) => formatNumber(value, language),
      percent: (share: number) => formatPercent(share, language),
      amount: (value: number, currency: string | null | undefined) => formatAmount(value, currency, language),
    }),
    [language],
  );
}
