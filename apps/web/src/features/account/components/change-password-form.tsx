import { AUTH_ERRORS } from '@cohort/shared';
import { Alert, Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../lib/forms/use-form.ts';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import { isRestError } from '../../../lib/rest-client.ts';
import {
  restErrorMessage,
  useAuthServices,
  useIdentityApi,
  useIdentityErrorTexts,
  useNewPasswordRules,
} from '../../identity/index.ts';

/**
 * Changes the password with PUT /user. The server ends every session and hands over a new one for this browser,
 * so the token is replaced (and the data cache with it).
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'auth']);
  const { session } = useAuthServices();
  const api = useIdentityApi();
  const messages = useFormMessages();
  const rules = useNewPasswordRules();
  const errorTexts = useIdentityErrorTexts();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const currentLabel = t('auth:fields.currentPassword');
  const form = useForm({
    initialValues: { currentPassword: '', password: '', confirmation: '' },
    validate: (values) => ({
      currentPassword: values.currentPassword === '' ? messages.required(currentLabel) : null,
      password: rules.password(values.password),
      confirmation: rules.confirmation(values.password, values.confirmation),
    }),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    setChanged(false);
    try {
      await session.replaceSession(async () => {
        const answer = await api.updateUser({ currentPassword: values.currentPassword, password: values.password });
        if (answer.token) session.signIn({ token: answer.token, sessionId: answer.sessionId ?? null });
      });
      form.reset();
      setChanged(true);
    } catch (failure) {
      if (isRestError(failure) && failure.code === AUTH_ERRORS.incorrectPassword) {
        const message = failure.fieldMessage('currentPassword') ?? t('account:security.password.incorrect');
        form.setFieldErrors([{ field: 'currentPassword', message }]);
      } else if (
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

  return (
    <Stack gap="sm" component="section" aria-labelledby="password-title" data-testid="change-password">
      <Title order={2} size="h3" id="password-title">
        {t('account:security.password.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate data-testid="change-password-form">
        <Stack gap="md" maw={420}>
          {changed ? (
            <Alert color="green" role="status" data-testid="change-password-success">
              {t('account:security.password.changed')}
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" role="alert" data-testid="change-password-error">
              {error}
            </Alert>
          ) : null}
          <PasswordInput
            {...form.field('currentPassword')}
            label={currentLabel}
            autoComplete="current-password"
            withAsterisk
            data-testid="change-password-current"
          />
          <PasswordInput
            {...form.field('password')}
            label={t('auth:fields.newPassword')}
            description={rules.hint}
            autoComplete="new-password"
            withAsterisk
            data-testid="change-password-new"
          />
          <PasswordInput
            {...form.field('confirmation')}
            label={t('auth:fields.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            data-testid="change-password-confirmation"
          />
          <Group>
            <Button type="submit" loading={saving} data-testid="change-password-submit">
              {t('account:security.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
