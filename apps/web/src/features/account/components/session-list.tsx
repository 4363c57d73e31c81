import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { LogoutSessionMutation } from '../../identity/index.ts';
import { MySessionsQuery, type UserSession } from '../graphql/my-sessions.query.ts';
import { describeUserAgent } from '../utils/user-agent.ts';

function useDateTimeFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : format.format(date);
  };
}

/** The signed-in user's sessions: device, IP address, last activity; others can be ended from here. */
export function SessionList() {
  const { t } = useTranslation(['account', 'errors']);
  const formatDate = useDateTimeFormat();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: MySessionsQuery,
    requestPolicy: 'cache-and-network',
  });
  const [, logoutSession] = useMutation(LogoutSessionMutation);
  const [ending, setEnding] = useState<string | null>(null);
  const [endError, setEndError] = useState<string | null>(null);

  const endSession = async (session: UserSession) => {
    setEnding(session._id);
    setEndError(null);
    const result = await logoutSession({ sessionId: session._id });
    setEnding(null);
    if (result.error) setEndError(graphqlErrorMessage(result.error, (key) => t(`errors:${key}`)));
    reexecute({ requestPolicy: 'network-only' });
  };

  const deviceName = (session: UserSession) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (browser && os) return t('account:security.sessions.deviceName', { browser, os });
    return browser ?? os ?? t('account:security.sessions.unknownDevice');
  };

  const sessions = data?.mySessions ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="sessions-title" data-testid="sessions">
      <Title order={2} size="h3" id="sessions-title">
        {t('account:security.sessions.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('account:security.sessions.description')}
      </Text>
      {error && !data ? (
        <Alert color="red" role="alert" data-testid="sessions-error">
          {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
        </Alert>
      ) : null}
      {endError ? (
        <Alert color="red" role="alert" data-testid="session-end-error">
          {endError}
        </Alert>
      ) : null}
      {fetching && !data ? (
        <Center p="md">
          <Loader />
        </Center>
      ) : null}
      {sessions.map((session) => (
        <Paper
          key={session._id}
          withBorder
          p="md"
          radius="md"
          data-testid="session-row"
          data-session-id={session._id}
          data-current={session.current ? 'true' : 'false'}
        >
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600} title={session.userAgent ?? undefined} data-testid="session-device">
                  {deviceName(session)}
                </Text>
                {session.current ? (
                  <Badge color="green" variant="light" data-testid="session-current">
                    {t('account:security.sessions.thisDevice')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed" data-testid="session-ip">
                {t('account:security.sessions.ip')}: <span dir="ltr">{session.ip || '—'}</span>
              </Text>
              <Text size="sm" c="dimmed" data-testid="session-last-seen">
                {t('account:security.sessions.lastSeen')}: {formatDate(session.lastSeenAt)}
              </Text>
            </Stack>
            {session.current ? null : (
              <Button
                variant="light"
                color="red"
                size="xs"
                loading={ending === session._id}
                onClick={() => void endSession(session)}
                data-testid="session-end"
              >
                {t('account:security.sessions.end')}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
