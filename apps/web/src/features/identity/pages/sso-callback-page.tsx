import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseSsoCallbackHash, type SsoCallbackResult, SSO_URL_ROUTE } from '../../../lib/auth/auth-rules.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { useAuthServices } from '../auth-context.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * /auth/callback: the server sends the browser here after the provider's answer, with the token in the fragment
 * (never sent to a server). Signed in → the saved path or /; an error → the message and 'Try again'.
 */
export function SsoCallbackPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { session } = useAuthServices();
  usePageTitle(t('sso.pageTitle'));
  // Read once: the fragment is removed from the address as soon as it has been read.
  const [result] = useState<SsoCallbackResult>(() => parseSsoCallbackHash(window.location.hash));

  useEffect(() => {
    if (result.kind !== 'success') return;
    session.signIn({ token: result.token, sessionId: result.sessionId });
    void navigate(result.returnTo, { replace: true });
  }, [result, session, navigate]);

  if (result.kind === 'success') {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }

  const tryAgain = () => void navigate(`${SSO_URL_ROUTE}?returnTo=${encodeURIComponent('/')}`, { replace: true });
  return (
    <AuthCard title={t('sso.title')} testId="sso-callback">
      <Stack gap="md">
        <Alert color="red" role="alert" data-testid="sso-error">
          <Text fw={600}>{t('sso.problem')}</Text>
          <Text data-testid="sso-error-message">{result.kind === 'error' ? result.message : t('invalidLink')}</Text>
        </Alert>
        <Button onClick={tryAgain} data-testid="sso-try-again">
          {t('sso.tryAgain')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
