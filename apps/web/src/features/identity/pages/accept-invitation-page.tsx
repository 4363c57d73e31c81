import { Alert, Anchor, Button, Center, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/auth/auth-rules.ts';
import { useForm } from '../../../lib/forms/use-form.ts';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import { isBlank } from '../../../lib/forms/validators.ts';
import { isRestError } from '../../../lib/rest-client.ts';
import { useOrganisation, usePageTitle } from '../../organisation/index.ts';
import type { Invitation } from '../api/identity-api.ts';
import { useAuthServices } from '../auth-context.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { primaryButtonStyles, useLoginColours } from '../components/login-widget.ts';
import { useIdentityApi } from '../hooks/use-identity-api.ts';
import { useIdentityErrorTexts } from '../hooks/use-identity-error-texts.ts';
import { useNewPasswordRules } from '../hooks/use-new-password-rules.ts';
import { isInvalidTokenError, restErrorMessage } from '../utils/rest-error-message.ts';

type InvitationState =
  | { status: 'loading' }
  | { status: 'ready'; invitation: Invitation }
  | { status: 'invalid' }
  | { status: 'failed'; error: unknown };

const NAME_MAX_LENGTH = 100;

/** /acceptinvitation?token=…: the invited person sets a name and a password and is signed in. */
export function AcceptInvitationPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const organisation = useOrganisation();
  const api = useIdentityApi();
  const errorTexts = useIdentityErrorTexts();
  usePageTitle(t('invitation.pageTitle'));
  const [state, setState] = useState<InvitationState>(token ? { status: 'loading' } : { status: 'invalid' });

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    api.invitation(token).then(
      (invitation) => {
        if (!cancelled) setState({ status: 'ready', invitation });
      },
      (failure: unknown) => {
        if (cancelled) return;
        setState(isInvalidTokenError(failure) ? { status: 'invalid' } : { status: 'failed', error: failure });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, token]);

  const title =
    state.status === 'ready'
      ? t('invitation.title', { organisation: state.invitation.organisationName || organisation.name })
      : t('invitation.pageTitle');

  return (
    <AuthCard
      title={title}
      description={state.status === 'ready' ? t('invitation.description') : undefined}
      testId="invitation-page"
    >
      {state.status === 'loading' ? (
        <Center>
          <Loader />
        </Center>
      ) : null}
      {state.status === 'invalid' ? (
        <Stack gap="md">
          <Alert color="red" role="alert" data-testid="invitation-invalid">
            {t('invalidLink')}
          </Alert>
          <Anchor component={Link} to={LOGIN_PATH} ta="center">
            {t('backToLogin')}
          </Anchor>
        </Stack>
      ) : null}
      {state.status === 'failed' ? (
        <Alert color="red" role="alert" data-testid="invitation-error">
          {restErrorMessage(state.error, errorTexts)}
        </Alert>
      ) : null}
      {state.status === 'ready' ? (
        <InvitationForm token={token} invitation={state.invitation} onInvalid={() => setState({ status: 'invalid' })} />
      ) : null}
    </AuthCard>
  );
}

function InvitationForm({
  token,
  invitation,
  onInvalid,
}: {
  token: string;
  invitation: Invitation;
  onInvalid: () => void;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { session } = useAuthServices();
  const api = useIdentityApi();
  const messages = useFormMessages();
  const rules = useNewPasswordRules();
  const errorTexts = useIdentityErrorTexts();
  const colours = useLoginColours();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firstNameLabel = t('fields.firstName');
  const lastNameLabel = t('fields.lastName');
  const nameError = (label: string, value: string) =>
    isBlank(value)
      ? messages.required(label)
      : value.trim().length > NAME_MAX_LENGTH
        ? messages.textMax(label, NAME_MAX_LENGTH)
        : null;
  const form = useForm({
    initialValues: {
      firstName: invitation.firstName ?? '',
      lastName: invitation.lastName ?? '',
      password: '',
    },
    validate: (values) => ({
      firstName: nameError(firstNameLabel, values.firstName),
      lastName: nameError(lastNameLabel, values.lastName),
      password: rules.password(values.password),
    }),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    try {
      const answer = await api.acceptInvitation({
        token,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      });
      session.signIn({ token: answer.token, sessionId: answer.sessionId });
      void navigate(HOME_PATH, { replace: true });
    } catch (failure) {
      if (isInvalidTokenError(failure)) onInvalid();
      else if (isRestError(failure) && failure.code === 'ValidationError' && form.setFieldErrors(failure.fields)) {
        setError(null);
      } else setError(restErrorMessage(failure, errorTexts));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="invitation-form">
      <Stack gap="md">
        {error ? (
          <Alert color="red" role="alert" data-testid="invitation-error">
            {error}
          </Alert>
        ) : null}
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('fields.email')}
          </Text>
          <Text data-testid="invitation-email" dir="ltr">
            {invitation.email}
          </Text>
        </Stack>
        <TextInput
          {...form.field('firstName')}
          label={firstNameLabel}
          autoComplete="given-name"
          withAsterisk
          data-testid="invitation-first-name"
        />
        <TextInput
          {...form.field('lastName')}
          label={lastNameLabel}
          autoComplete="family-name"
          withAsterisk
          data-testid="invitation-last-name"
        />
        <PasswordInput
          {...form.field('password')}
          label={t('fields.password')}
          description={rules.hint}
          autoComplete="new-password"
          withAsterisk
          data-testid="invitation-password"
        />
        <Button
          type="submit"
          fullWidth
          loading={saving}
          styles={primaryButtonStyles(colours)}
          data-testid="invitation-submit"
        >
          {t('invitation.submit')}
        </Button>
      </Stack>
    </form>
  );
}
