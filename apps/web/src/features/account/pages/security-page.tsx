import { Container, Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../organisation/index.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { SessionList } from '../components/session-list.tsx';

/** /account/settings/security: open sessions and the password. */
export function SecurityPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('security.pageTitle'));
  return (
    <Container size="md" py="xl" data-testid="security-page">
      <Stack gap="xl">
        <Title order={1}>{t('security.title')}</Title>
        <SessionList />
        <Divider />
        <ChangePasswordForm />
      </Stack>
    </Container>
  );
}
