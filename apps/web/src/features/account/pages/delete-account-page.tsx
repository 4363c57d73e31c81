import { ACCOUNT_MESSAGES, ERROR_CODES } from '@cohort/shared';
import { Alert, Button, Container, Group, Loader, List, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphqlErrorCode, graphqlErrorMessage, graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { useAuthServices } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { DeleteMyAccountMutation } from '../graphql/delete-my-account.mutation.ts';
import { MyPreferencesQuery } from '../graphql/my-preferences.query.ts';

/**
 * /account/settings/delete: when the organisation allows it, the person deletes their account with their password,
 * then is signed out on this device (the server has ended every session).
 */
export function DeleteAccountPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('deleteAccount.pageTitle'));
  const [{ data, fetching }] = useQuery({ query: MyPreferencesQuery });
  const allowed = data?.currentUser.canDeleteAccount;
  return (
    <Container size="sm" py="xl" data-testid="delete-account-page">
      <Stack gap="lg">
        <Title order={1}>{t('deleteAccount.title')}</Title>
        {allowed === undefined ? (
          fetching ? (
            <Loader size="sm" />
          ) : null
        ) : allowed ? (
          <DeleteAccountForm />
        ) : (
          <Alert color="gray" data-testid="delete-account-not-allowed">
            {t('deleteAccount.notAllowed')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function DeleteAccountForm() {
  const { t } = useTranslation(['account', 'errors']);
  const { session } = useAuthServices();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, deleteAccount] = useMutation(DeleteMyAccountMutation);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password === '') {
      setFieldError(t('account:deleteAccount.passwordRequired'));
      return;
    }
    setFieldError(null);
    const result = await deleteAccount({ password });
    if (result.error) {
      const wrong = graphqlFieldErrors(result.error).some((field) => field.message === ACCOUNT_MESSAGES.wrongPassword);
      const messages = result.error.graphQLErrors.map((graphQLError) => graphQLError.message);
      if (wrong) setFieldError(t('account:deleteAccount.wrongPassword'));
      else if (messages.includes(ACCOUNT_MESSAGES.lastAdministrator))
        setError(t('account:deleteAccount.lastAdministrator'));
      else if (graphqlErrorCode(result.error) === ERROR_CODES.forbidden)
        setError(t('account:deleteAccount.notAllowed'));
      else setError(graphqlErrorMessage(result.error, (key) => t(`errors:${key}`)));
      return;
    }
    session.logout();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="delete-account-form">
      <Stack gap="md">
        <Text>{t('account:deleteAccount.intro')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('account:deleteAccount.erased')}</List.Item>
          <List.Item>{t('account:deleteAccount.kept')}</List.Item>
          <List.Item>{t('account:deleteAccount.signedOut')}</List.Item>
        </List>
        {error ? (
          <Alert color="red" role="alert" data-testid="delete-account-error">
            {error}
          </Alert>
        ) : null}
        <PasswordInput
          label={t('account:deleteAccount.password')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldError ?? undefined}
          autoComplete="current-password"
          withAsterisk
          maw={420}
          data-testid="delete-account-password"
        />
        <Group>
          <Button type="submit" color="red" loading={fetching} data-testid="delete-account-submit">
            {t('account:deleteAccount.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
