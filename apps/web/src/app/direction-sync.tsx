import { isRightToLeft } from '@cohort/shared';
import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps Mantine's direction in step with the language: right to left for Arabic (spec 01 §1). */
export function DirectionSync() {
  const { i18n } = useTranslation('errors', { useSuspense: false });
  const { setDirection } = useDirection();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    setDirection(isRightToLeft(language) ? 'rtl' : 'ltr');
  }, [language, setDirection]);
  return null;
}
