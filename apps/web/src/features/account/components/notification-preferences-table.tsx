import type { PreferenceChannel, PreferenceTopic } from '@cohort/shared';
import { Alert, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { UpdateMyPreferencesMutation } from '../graphql/update-my-preferences.mutation.ts';
import { preferenceRows } from '../utils/preferences.ts';

const CHANNELS: readonly PreferenceChannel[] = ['inApp', 'email'];

/**
 * Which notifications and e-mails the person receives, by topic, each switch saved as it is flipped. Security and
 * sign-in e-mails are always sent (the note under the table says so).
 */
export function NotificationPreferencesTable({
  preferences,
}: {
  preferences: readonly { topic: string; inApp: boolean; email: boolean }[];
}) {
  const { t } = useTranslation(['account', 'errors']);
  const [{ fetching, error }, save] = useMutation(UpdateMyPreferencesMutation);
  const rows = preferenceRows(preferences);
  const toggle = (topic: PreferenceTopic, channel: PreferenceChannel, on: boolean) =>
    void save({ input: { notificationPreferences: [{ topic, [channel]: on }] } });

  return (
    <Stack gap="sm" component="section" aria-labelledby="notification-preferences-title">
      <Title order={2} size="h3" id="notification-preferences-title">
        {t('account:preferences.notifications.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account:preferences.notifications.description')}
      </Text>
      {error ? (
        <Alert color="red" role="alert" data-testid="notification-preferences-error">
          {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
        </Alert>
      ) : null}
      <Table data-testid="notification-preferences">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('account:preferences.notifications.topic')}</Table.Th>
            <Table.Th>{t('account:preferences.notifications.inApp')}</Table.Th>
            <Table.Th>{t('account:preferences.notifications.email')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.topic} data-testid={`notification-topic-${row.topic}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {t(`account:preferences.topics.${row.topic}.label`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`account:preferences.topics.${row.topic}.description`)}
                </Text>
              </Table.Td>
              {CHANNELS.map((channel) => {
                const value = row.channels[channel];
                return (
                  <Table.Td key={channel}>
                    {value === undefined ? (
                      <Text size="sm" c="dimmed" aria-label={t('account:preferences.notifications.notSent')}>
                        —
                      </Text>
                    ) : (
                      <Switch
                        checked={value}
                        disabled={fetching}
                        onChange={(event) => toggle(row.topic, channel, event.currentTarget.checked)}
                        aria-label={t('account:preferences.notifications.switch', {
                          topic: t(`account:preferences.topics.${row.topic}.label`),
                          channel: t(`account:preferences.notifications.${channel}`),
                        })}
                        data-testid={`notification-${row.topic}-${channel}`}
                      />
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('account:preferences.notifications.alwaysSent')}
      </Text>
    </Stack>
  );
}
