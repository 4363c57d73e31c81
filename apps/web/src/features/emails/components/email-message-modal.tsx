import { Alert, Box, Code, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormatter } from '../../../lib/dates.ts';
import type { EmailMessage } from '../graphql/email-messages.query.ts';
import { EmailStatusBadge, useTemplateLabel } from './email-labels.tsx';

/**
 * One e-mail of the outbox: subject, recipients, the text version and the HTML version. The HTML is shown in an
 * iframe with an empty sandbox: no scripts, no forms, no navigation of the app, and its own origin.
 */
export function EmailMessageModal({ message, onClose }: { message: EmailMessage | null; onClose: () => void }) {
  const { t } = useTranslation('emails');
  const formatDate = useDateTimeFormatter();
  const templateLabel = useTemplateLabel();
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      size="xl"
      title={
        message ? (
          <Text fw={600} dir="auto" data-testid="outbox-message-subject">
            {message.subject}
          </Text>
        ) : null
      }
      closeButtonProps={{ 'aria-label': t('message.close') }}
      attributes={{ content: { 'data-testid': 'outbox-message-modal' } }}
    >
      {message ? (
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('message.recipients')}:{' '}
              </Text>
              <span dir="ltr" data-testid="outbox-message-recipients">
                {message.recipients.join(', ')}
              </span>
            </Text>
            <Group gap="sm">
              <Text size="sm" c="dimmed">
                {formatDate(message.createdAt)} · {templateLabel(message.template)}
              </Text>
              <EmailStatusBadge status={message.status} error={null} />
            </Group>
          </Stack>
          {message.error ? (
            <Alert color="red" title={t('message.error')} data-testid="outbox-message-error">
              <Text size="sm" dir="auto">
                {message.error}
              </Text>
            </Alert>
          ) : null}
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('message.text')}
            </Title>
            <Code
              block
              dir="auto"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="outbox-message-text"
            >
              {message.text}
            </Code>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('message.html')}
            </Title>
            <Box
              component="iframe"
              title={t('message.htmlFrame')}
              sandbox=""
              srcDoc={message.emailContent}
              referrerPolicy="no-referrer"
              w="100%"
              h={480}
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-sm)',
                background: 'white',
              }}
              data-testid="outbox-message-html"
            />
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
