import { pickTranslation } from '@cohort/shared';
import { Alert, Anchor, Button, Center, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { returnPathFromState, SSO_URL_ROUTE } from '../../../lib/auth/auth-rules.ts';
import { useForm } from '../../../lib/forms/use-form.ts';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import { isBlank, isValidEmail } from '../../../lib/forms/validators.ts';
import { isRestError } from '../../../lib/rest-client.ts';
import { useOrganisation, usePageTitle } from '../../organisation/index.ts';
import type { SignInRequest } from '../api/identity-api.ts';
import { useAuthServices, useCurrentUserState } from '../auth-context.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { primaryButtonStyles, useLoginColours } from '../components/login-widget.ts';
import { SessionLimitScreen } from '../components/session-limit-screen.tsx';
import { useIdentityApi } from '../hooks/use-identity-api.ts';
import { useIdentityErrorTexts } from '../hooks/use-identity-error-texts.ts';
import { isSessionLimitError, restErrorMessage } from '../utils/rest-error-message.ts';

export const FORGOT_PASSWORD_PATH = '/forgotpassword';
export const SIGN_UP_PATH = '/application/new';
export const EXPLORE_PATH = '/apply/explore';

/** The state /reset leaves for the login page after a successful reset. */
export interface PasswordResetState {
  passwordReset: true;
}

function isPasswordResetState(state: unknown): state is PasswordResetState {
  return typeof state === 'object' && state !== null && (state as { passwordReset?: unknown }).passwordReset === true;
}

/**
 * /login (spec 01 §2.1, §4): e-mail and password in the organisation's login layout. Already signed in → the
 * remembered path or /; external sign-in on → /auth/url; too many sessions → the session-limit screen.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const organisation = useOrganisation();
  const location = useLocation();
  const navigate = useNavigate();
  const userState = useCurrentUserState();
  const { session } = useAuthServices();
  const api = useIdentityApi();
  const messages = useFormMessages();
  const errorTexts = useIdentityErrorTexts();
  const colours = useLoginColours();
  usePageTitle(t('auth:login.pageTitle'));

  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sessionLimit, setSessionLimit] = useState(false);
  const [limitError, setLimitError] = useState<string | null>(null);
  const pendingRequest = useRef<SignInRequest | null>(null);

  const emailLabel = t('auth:fields.email');
  const passwordLabel = t('auth:fields.password');
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: (values) => ({
      email: isBlank(values.email)
        ? messages.required(emailLabel)
        : isValidEmail(values.email)
          ? null
          : messages.email(emailLabel),
      password: values.password === '' ? messages.required(passwordLabel) : null,
    }),
  });

  const returnTo = returnPathFromState(location.state);
  if (organisation.ssoEnabled) return <Navigate to={SSO_URL_ROUTE} state={location.state} replace />;
  if (userState.status === 'signedIn') return <Navigate to={returnTo} replace />;

  const finishSignIn = (answer: { token: string; sessionId: string }) => {
    session.signIn({ token: answer.token, sessionId: answer.sessionId });
    void navigate(returnTo, { replace: true });
  };

  const attempt = async (request: SignInRequest) => {
    const answer = await api.signIn(request);
    finishSignIn(answer);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    setError(null);
    const request: SignInRequest = {
      email: values.email.trim(),
      password: values.password,
      incubator: organisation.slug,
    };
    try {
      await attempt(request);
    } catch (failure) {
      if (isSessionLimitError(failure)) {
        pendingRequest.current = request;
        setLimitError(null);
        setSessionLimit(true);
      } else if (isRestError(failure) && failure.code === 'ValidationError' && form.setFieldErrors(failure.fields)) {
        setError(null);
      } else {
        setError(restErrorMessage(failure, errorTexts));
      }
    } finally {
      setSubmitting(false);
    }
  });

  const continueWithNewSession = async () => {
    const request = pendingRequest.current;
    if (!request) return;
    setSubmitting(true);
    try {
      await attempt({ ...request, replaceOldestSession: true });
      pendingRequest.current = null;
    } catch (failure) {
      setLimitError(restErrorMessage(failure, errorTexts));
    } finally {
      setSubmitting(false);
    }
  };

  const cancelSessionLimit = () => {
    pendingRequest.current = null;
    setSessionLimit(false);
    form.reset({ email: form.values.email, password: '' });
    session.logout({ federated: false });
  };

  const layout = organisation.layoutCustomization.login;
  const language = i18n.resolvedLanguage ?? 'en';
  const description = pickTranslation(layout.customText.description, language);
  const customLogin = organisation.customLogin;

  if (userState.status === 'loading' && !submitting) {
    return (
      <AuthCard title={t('auth:login.title', { name: organisation.name })} testId="login-page">
        <Center>
          <Loader />
        </Center>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth:login.title', { name: organisation.name })} description={description} testId="login-page">
      {sessionLimit ? (
        <SessionLimitScreen
          onContinue={() => void continueWithNewSession()}
          onCancel={cancelSessionLimit}
          continuing={submitting}
          error={limitError}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate data-testid="login-form">
          <Stack gap="md">
            {isPasswordResetState(location.state) ? (
              <Alert color="green" role="status" data-testid="login-reset-success">
                {t('auth:reset.done')}
              </Alert>
            ) : null}
            {error ? (
              <Alert color="red" role="alert" data-testid="login-error">
                {error}
              </Alert>
            ) : null}
            <TextInput
              {...form.field('email')}
              label={emailLabel}
              type="email"
              autoComplete="username"
              withAsterisk
              // E-mail addresses read left to right, in Arabic too.
              dir="ltr"
              data-testid="login-email"
            />
            <PasswordInput
              {...form.field('password')}
              label={passwordLabel}
              autoComplete="current-password"
              withAsterisk
              data-testid="login-password"
            />
            <Anchor component={Link} to={FORGOT_PASSWORD_PATH} size="sm" data-testid="login-forgot-password">
              {t('auth:login.forgotPassword')}
            </Anchor>
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={submitting}
              styles={primaryButtonStyles(colours)}
              data-testid="login-submit"
            >
              {t('auth:login.submit')}
            </Button>
            {customLogin.active && customLogin.url ? (
              <Button
                component="a"
                href={customLogin.url}
                variant="outline"
                fullWidth
                dir="auto"
                styles={{
                  // The organisation's text may be long: it wraps instead of being cut.
                  root: {
                    height: 'auto',
                    minHeight: 'var(--button-height)',
                    paddingBlock: 'var(--mantine-spacing-xs)',
                    backgroundColor: customLogin.buttonBackgroundColor || undefined,
                    color: customLogin.buttonTextColor || undefined,
                  },
                  label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible' },
                }}
                data-testid="login-custom-link"
              >
                {customLogin.text || customLogin.url}
              </Button>
            ) : null}
            {organisation.signupAction === 'signup' ? (
              <Text size="sm" ta="center" data-testid="login-signup-hint">
                {t('auth:login.signupHint')}{' '}
                <Anchor component={Link} to={SIGN_UP_PATH} data-testid="login-signup-link">
                  {t('auth:login.signupLink')}
                </Anchor>
              </Text>
            ) : (
              <Text size="sm" ta="center" c={colours?.text ?? 'dimmed'} data-testid="login-hint">
                {t('auth:login.loginHint')}
              </Text>
            )}
            {layout.showExploreLink ? (
              <Anchor component={Link} to={EXPLORE_PATH} size="sm" ta="center" data-testid="login-explore">
                {t('auth:login.explore')}
              </Anchor>
            ) : null}
            {organisation.termsAndServicesUrl ? (
              <Anchor
                href={organisation.termsAndServicesUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="xs"
                ta="center"
                data-testid="login-terms"
              >
                {t('auth:login.terms')}
              </Anchor>
            ) : null}
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
