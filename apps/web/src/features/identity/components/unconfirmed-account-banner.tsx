import { RESEND_EMAIL_ALERT_MS } from '@cohort/shared';
import { Alert, Anchor, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMutation } from 'urql';
import { needsEmailConfirmation } from '../../../lib/auth/auth-rules.ts';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { useCurrentUserState } from '../auth-context.ts';
import { ResendConfirmationEmailMutation } from '../graphql/resend-confirmation-email.mutation.ts';

/**
 * Spec 01 §4 Unconfirmed account: 'You have not confirmed your email yet', with a link that sends the e-mail again.
 * Loaded on demand by UnconfirmedAccountBanner (unconfirmed-account-gate.tsx).
 */
export function UnconfirmedAccountAlert() {
  const { t } = useTranslation(['auth', 'errors']);
  const state = useCurrentUserState();
  const { pathname } = useLocation();
  const [{ fetching }, resend] = useMutation(ResendConfirmationEmailMutation);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), RESEND_EMAIL_ALERT_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  if (state.status !== 'signedIn') return null;
  const { user } = state;
  if (!needsEmailConfirmation({ roleType: user.role.type, validated: user.validated, status: user.status, pathname })) {
    return null;
  }

  const onResend = async () => {
    setError(null);
    const result = await resend({});
    if (result.error) setError(graphqlErrorMessage(result.error, (key) => t(`errors:${key}`)));
    else setSent(true);
  };

  return (
    <Alert color="yellow" radius={0} py="xs" data-testid="unconfirmed-banner">
      <Text size="sm" span>
        {t('auth:banner.unconfirmed')}{' '}
      </Text>
      {sent ? (
        <Text size="sm" span fw={600} role="status" data-testid="unconfirmed-sent">
          {t('auth:banner.sent')}
        </Text>
      ) : (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => void onResend()}
          disabled={fetching}
          data-testid="unconfirmed-resend"
        >
          {t('auth:banner.resend')}
        </Anchor>
      )}
      {error ? (
        <Text size="sm" c="red" role="alert" data-testid="unconfirmed-error">
          {error}
        </Text>
      ) : null}
    </Alert>
  );
}
