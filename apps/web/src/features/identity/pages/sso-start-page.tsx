import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { returnPathFromState, safeReturnPath, ssoStartUrl } from '../../../lib/auth/auth-rules.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** /auth/url (spec 01 §4 external identity): hands the browser to the organisation's OpenID provider. */
export function SsoStartPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [params] = useSearchParams();
  usePageTitle(t('sso.pageTitle'));
  const queryReturn = params.get('returnTo');
  const returnTo = queryReturn === null ? returnPathFromState(location.state) : safeReturnPath(queryReturn);

  useEffect(() => {
    window.location.replace(ssoStartUrl(returnTo));
  }, [returnTo]);

  return (
    <AuthCard title={t('sso.title')} testId="sso-start">
      <Center>
        <Stack align="center" gap="xs">
          <Loader />
          <Text>{t('sso.redirecting')}</Text>
        </Stack>
      </Center>
    </AuthCard>
  );
}
