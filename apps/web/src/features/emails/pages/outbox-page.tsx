import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { OutboxForbidden } from '../components/outbox-forbidden.tsx';
import { OutboxTable } from '../components/outbox-table.tsx';
import { canReadOutbox } from '../utils/outbox.ts';

/** /emails/outbox: the e-mails the platform sent or recorded for the organisation (admin group only). */
export function OutboxPage() {
  const { t } = useTranslation('emails');
  const user = useCurrentUser();
  usePageTitle(t('outbox.pageTitle'));
  const allowed = canReadOutbox(user.role.type);
  return (
    <Container size="lg" py="xl" data-testid="outbox-page">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} id="outbox-title">
            {t('outbox.title')}
          </Title>
          {allowed ? <Text c="dimmed">{t('outbox.description')}</Text> : null}
        </Stack>
        {allowed ? <OutboxTable /> : <OutboxForbidden />}
      </Stack>
    </Container>
  );
}
