import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../../../lib/auth/auth-rules.ts';
import { AuthCard } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';

/** /coaching/invitation/expired (spec 01 §2.2): where a cancel link that no longer works lands. */
export function InvitationExpiredPage() {
  const { t } = useTranslation('coachingInvitation');
  usePageTitle(t('expired.pageTitle'));
  return (
    <AuthCard title={t('expired.title')} testId="invitation-expired-page">
      <Stack gap="md">
        <Text>{t('expired.body')}</Text>
        <Button component={Link} to={HOME_PATH} variant="light" fullWidth>
          {t('expired.home')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
