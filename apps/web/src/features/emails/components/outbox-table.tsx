import { ERROR_CODES } from '@cohort/shared';
import { Alert, Center, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useDateTimeFormatter } from '../../../lib/dates.ts';
import { graphqlErrorCode, graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { type EmailMessage, EmailMessagesQuery } from '../graphql/email-messages.query.ts';
import { OUTBOX_PAGE_SIZE, pageCount, pageFromSearch } from '../utils/outbox.ts';
import { EmailMessageModal } from './email-message-modal.tsx';
import { EmailStatusBadge, useTemplateLabel } from './email-labels.tsx';
import { OutboxForbidden } from './outbox-forbidden.tsx';

/** While a message waits for the mail server, the page looks again this often. */
const QUEUED_REFRESH_MS = 3_000;

/** The organisation's outbox, 25 messages a page, newest first; a row opens the message. */
export function OutboxTable() {
  const { t } = useTranslation(['emails', 'errors']);
  const formatDate = useDateTimeFormatter();
  const templateLabel = useTemplateLabel();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: EmailMessagesQuery,
    variables: { page: page - 1, pageSize: OUTBOX_PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const [opened, setOpened] = useState<EmailMessage | null>(null);

  const messages = data?.emailMessages.results ?? [];
  const waiting = messages.some((message) => message.status === 'queued');
  useEffect(() => {
    if (!waiting || fetching) return;
    const timer = setTimeout(() => reexecute({ requestPolicy: 'network-only' }), QUEUED_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [waiting, fetching, reexecute]);

  if (error && graphqlErrorCode(error) === ERROR_CODES.forbidden) return <OutboxForbidden />;
  if (error && !data) {
    return (
      <Alert color="red" role="alert" data-testid="outbox-error">
        {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }

  const { totalCount } = data.emailMessages;
  if (totalCount === 0) {
    return (
      <Text c="dimmed" data-testid="outbox-empty">
        {t('emails:outbox.empty')}
      </Text>
    );
  }

  const goToPage = (next: number) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, message: EmailMessage) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    setOpened(message);
  };

  return (
    <Stack gap="md">
      {messages.some((message) => message.status === 'recorded') ? (
        <Alert color="blue" data-testid="outbox-recorded-note">
          {t('emails:outbox.recordedNote')}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={760}>
        <Table highlightOnHover verticalSpacing="sm" aria-labelledby="outbox-title" data-testid="outbox-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('emails:outbox.columns.date')}</Table.Th>
              <Table.Th>{t('emails:outbox.columns.recipients')}</Table.Th>
              <Table.Th>{t('emails:outbox.columns.subject')}</Table.Th>
              <Table.Th>{t('emails:outbox.columns.template')}</Table.Th>
              <Table.Th>{t('emails:outbox.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {messages.map((message) => (
              <Table.Tr
                key={message._id}
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                onClick={() => setOpened(message)}
                onKeyDown={(event) => onRowKey(event, message)}
                data-testid="outbox-row"
                data-status={message.status}
                data-message-id={message._id}
              >
                <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="outbox-date">
                  {formatDate(message.createdAt)}
                </Table.Td>
                <Table.Td data-testid="outbox-recipients">
                  <span dir="ltr">{message.recipients.join(', ')}</span>
                </Table.Td>
                <Table.Td dir="auto" data-testid="outbox-subject">
                  {message.subject}
                </Table.Td>
                <Table.Td data-testid="outbox-template">{templateLabel(message.template)}</Table.Td>
                <Table.Td>
                  <EmailStatusBadge status={message.status} error={message.error} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="center">
        <Pagination
          total={pageCount(totalCount)}
          value={page}
          onChange={goToPage}
          hideWithOnePage
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t('emails:outbox.previousPage') : t('emails:outbox.nextPage'),
          })}
          data-testid="outbox-pagination"
        />
      </Group>
      <EmailMessageModal message={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
