import { useTranslation } from 'react-i18next';
import { VALUE_MESSAGE_LIMITS, valueMessageKey } from '../utils/field-form.ts';

/** A message about an answer in the interface language when it is a known one, as it comes otherwise. */
export function useValueMessage(): (message: string) => string {
  const { t } = useTranslation('profileFields');
  return (message) => {
    const key = valueMessageKey(message);
    if (!key) return message;
    if (key === 'text') return t('errors.text', { max: VALUE_MESSAGE_LIMITS.text });
    if (key === 'textLong') return t('errors.textLong', { max: VALUE_MESSAGE_LIMITS.textLong });
    return t(`errors.${key}`);
  };
}
