import { useTranslation } from 'react-i18next';
import type { IdentityErrorTexts } from '../utils/rest-error-message.ts';

export function useIdentityErrorTexts(): IdentityErrorTexts {
  const { t } = useTranslation(['auth', 'errors']);
  return {
    networkError: t('errors:networkError'),
    invalidCredentials: t('auth:login.invalidCredentials'),
    invalidToken: t('auth:invalidLink'),
    unexpected: t('errors:unexpected.title'),
  };
}
