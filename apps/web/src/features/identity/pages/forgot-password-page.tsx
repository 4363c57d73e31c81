import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { LOGIN_PATH } from '../../../lib/auth/auth-rules.ts';
import { useForm } from '../../../lib/forms/use-form.ts';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import { isBlank, isValidEmail } from '../../../lib/forms/validators.ts';
import { isRestError } from '../../../lib/rest-client.ts';
import { useOrganisation, usePageTitle } from '../../organisation/index.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { primaryButtonStyles, useLoginColours } from '../components/login-widget.ts';
import { useIdentityApi } from '../hooks/use-identity-api.ts';
import { useIdentityErrorTexts } from '../hooks/use-identity-error-texts.ts';
import { restErrorMessage } from '../utils/rest-error-message.ts';

/** /forgotpassword (spec 01 §2.1): asks for a reset link; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const organisation = useOrganisation();
  const api = useIdentityApi();
  const messages = useFormMessages();
  const errorTexts = useIdentityErrorTexts();
  const colours = useLoginColours();
  usePageTitle(t('forgot.pageTitle'));
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailLabel = t('fields.email');
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => ({
      email: isBlank(email) ? messages.required(emailLabel) : isValidEmail(email) ? null : messages.email(emailLabel),
    }),
  });

  if (organisation.ssoEnabled) return <Navigate to={LOGIN_PATH} replace />;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setSending(true);
    setError(null);
    try {
      await api.sendResetPassword(email.trim());
      setSent(true);
    } catch (failure) {
      if (isRestError(failure) && failure.code === 'ValidationError' && form.setFieldErrors(failure.fields)) return;
      setError(restErrorMessage(failure, errorTexts));
    } finally {
      setSending(false);
    }
  });

  return (
    <AuthCard title={t('forgot.title')} description={sent ? undefined : t('forgot.description')} testId="forgot-page">
      {sent ? (
        <Stack gap="md">
          <Alert color="green" role="status" data-testid="forgot-sent">
            {t('forgot.sent')}
          </Alert>
          <Anchor component={Link} to={LOGIN_PATH} ta="center" data-testid="forgot-back">
            {t('backToLogin')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate data-testid="forgot-form">
          <Stack gap="md">
            {error ? (
              <Alert color="red" role="alert" data-testid="forgot-error">
                {error}
              </Alert>
            ) : null}
            <TextInput
              {...form.field('email')}
              label={emailLabel}
              type="email"
              autoComplete="email"
              withAsterisk
              // E-mail addresses read left to right, in Arabic too.
              dir="ltr"
              data-testid="forgot-email"
            />
            <Button
              type="submit"
              fullWidth
              loading={sending}
              styles={primaryButtonStyles(colours)}
              data-testid="forgot-submit"
            >
              {t('forgot.submit')}
            </Button>
            <Anchor component={Link} to={LOGIN_PATH} size="sm" ta="center" data-testid="forgot-back">
              {t('backToLogin')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
