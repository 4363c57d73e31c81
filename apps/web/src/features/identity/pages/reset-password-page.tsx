import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LOGIN_PATH } from '../../../lib/auth/auth-rules.ts';
import { useForm } from '../../../lib/forms/use-form.ts';
import { isRestError } from '../../../lib/rest-client.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { primaryButtonStyles, useLoginColours } from '../components/login-widget.ts';
import { useIdentityApi } from '../hooks/use-identity-api.ts';
import { useIdentityErrorTexts } from '../hooks/use-identity-error-texts.ts';
import { useNewPasswordRules } from '../hooks/use-new-password-rules.ts';
import { isInvalidTokenError, restErrorMessage } from '../utils/rest-error-message.ts';
import type { PasswordResetState } from './login-page.tsx';

/** /reset/:token: a new password from the e-mailed link; success leads to the login with a success alert. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const api = useIdentityApi();
  const rules = useNewPasswordRules();
  const errorTexts = useIdentityErrorTexts();
  const colours = useLoginColours();
  usePageTitle(t('reset.pageTitle'));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalidLink, setInvalidLink] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirmation: '' },
    validate: ({ password, confirmation }) => ({
      password: rules.password(password),
      confirmation: rules.confirmation(password, confirmation),
    }),
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setSaving(true);
    setError(null);
    try {
      await api.resetPassword(token, password);
      const state: PasswordResetState = { passwordReset: true };
      void navigate(LOGIN_PATH, { replace: true, state });
    } catch (failure) {
      if (isInvalidTokenError(failure)) setInvalidLink(true);
      else if (
        isRestError(failure) &&
        failure.code === 'ValidationError' &&
        form.setFieldErrors(failure.fields, { newPassword: 'password' })
      ) {
        setError(null);
      } else setError(restErrorMessage(failure, errorTexts));
    } finally {
      setSaving(false);
    }
  });

  if (invalidLink || token.trim() === '') {
    return (
      <AuthCard title={t('reset.title')} testId="reset-page">
        <Alert color="red" role="alert" data-testid="reset-invalid">
          {t('invalidLink')}
        </Alert>
        <Anchor component={Link} to="/forgotpassword" ta="center" data-testid="reset-request-new">
          {t('reset.requestNew')}
        </Anchor>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} testId="reset-page">
      <form onSubmit={onSubmit} noValidate data-testid="reset-form">
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" data-testid="reset-error">
              {error}
            </Alert>
          ) : null}
          <PasswordInput
            {...form.field('password')}
            label={t('fields.newPassword')}
            description={rules.hint}
            autoComplete="new-password"
            withAsterisk
            data-testid="reset-password"
          />
          <PasswordInput
            {...form.field('confirmation')}
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            data-testid="reset-confirmation"
          />
          <Button
            type="submit"
            fullWidth
            loading={saving}
            styles={primaryButtonStyles(colours)}
            data-testid="reset-submit"
          >
            {t('reset.submit')}
          </Button>
          <Anchor component={Link} to={LOGIN_PATH} size="sm" ta="center">
            {t('backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
