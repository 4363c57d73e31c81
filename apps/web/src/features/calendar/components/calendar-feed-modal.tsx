import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { DateLabel } from '../../../ui/date-label.tsx';
import { CalendarFeedQuery, ResetCalendarFeedMutation, RevokeCalendarFeedMutation } from '../graphql/calendar-feed.ts';

/**
 * The viewer's private calendar feed: an address to subscribe to from Google, Outlook or Apple calendars. Its address
 * is shown once, when made (only a fingerprint is kept); making a new one replaces it, revoking stops it at once.
 */
export function CalendarFeedModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['calendar', 'errors']);
  const [{ data }, refetch] = useQuery({ query: CalendarFeedQuery, pause: !opened, requestPolicy: 'network-only' });
  const [reset, resetFeed] = useMutation(ResetCalendarFeedMutation);
  const [revoked, revokeFeed] = useMutation(RevokeCalendarFeedMutation);
  const [url, setUrl] = useState<string | null>(null);
  const error = reset.error ?? revoked.error;
  const feed = data?.calendarFeed ?? null;

  const make = async () => {
    const result = await resetFeed({});
    if (result.data) setUrl(result.data.resetCalendarFeed.url ?? null);
    refetch({ requestPolicy: 'network-only' });
  };
  const revoke = async () => {
    const result = await revokeFeed({});
    if (!result.error) setUrl(null);
    refetch({ requestPolicy: 'network-only' });
  };
  const close = () => {
    setUrl(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('feed.title')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('feed.intro')}</Text>
        {error && (
          <Alert color="red" role="alert">
            {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
          </Alert>
        )}
        {url && (
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap">
              <TextInput
                value={url}
                readOnly
                dir="ltr"
                style={{ flex: 1 }}
                aria-label={t('feed.address')}
                data-testid="calendar-feed-url"
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    color={copied ? 'teal' : undefined}
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    onClick={copy}
                  >
                    {copied ? t('feed.copied') : t('feed.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {t('feed.shownOnce')}
            </Text>
          </Stack>
        )}
        {feed && !url && (
          <Text size="sm" data-testid="calendar-feed-status">
            {t('feed.made')} <DateLabel value={feed.createdAt} format="dateTime" />
            {'. '}
            {feed.readAt ? (
              <>
                {t('feed.read')} <DateLabel value={feed.readAt} format="relative" />.
              </>
            ) : (
              t('feed.neverRead')
            )}
          </Text>
        )}
        <Group justify="flex-end">
          {feed && (
            <Button variant="subtle" color="red" onClick={revoke} loading={revoked.fetching}>
              {t('feed.revoke')}
            </Button>
          )}
          <Button onClick={make} loading={reset.fetching}>
            {feed ? t('feed.replace') : t('feed.make')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
