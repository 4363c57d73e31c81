import { Alert, Group, Paper, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useCurrentUser } from '../../identity/index.ts';
import { SettingsLoader, SettingsPage } from '../components/settings-page.tsx';
import { FeatureFlagsQuery } from '../graphql/feature-flags.query.ts';
import { SetFeatureFlagMutation } from '../graphql/set-feature-flag.mutation.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { type FlagState, filterFlags, flagList } from '../utils/plan.ts';
import { isSystemRole, settingsPath } from '../utils/settings-nav.ts';

/** /admin/configuration/flags: platform operators (the System role) switch the organisation's feature flags. */
export function FlagsSettingsPage() {
  const user = useCurrentUser();
  if (!isSystemRole(user.role.type)) return <Navigate to={settingsPath('plan')} replace />;
  return <FlagSwitches />;
}

function FlagSwitches() {
  const { t } = useTranslation('settings');
  const feedback = useSettingsFeedback();
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [{ data, error }, reload] = useQuery({ query: FeatureFlagsQuery, requestPolicy: 'cache-and-network' });
  const [, setFeatureFlag] = useMutation(SetFeatureFlagMutation);
  const flags = data ? filterFlags(flagList(data.incubator.featureFlags), search) : [];

  const toggle = async (flag: FlagState, enabled: boolean) => {
    setPending(flag.name);
    const result = await setFeatureFlag({ name: flag.name, enabled });
    setPending(null);
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    // A flag has no identity in the cache: fetch the organisation's flags again.
    reload({ requestPolicy: 'network-only' });
    feedback.saved();
  };

  return (
    <SettingsPage title={t('flags.title')} description={t('flags.description')} testId="flags-page" permission={null}>
      {error && !data ? (
        <Alert color="red" role="alert" data-testid="settings-load-error">
          {feedback.errorMessage(error)}
        </Alert>
      ) : data ? (
        <>
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('plan.flags.search')}
            aria-label={t('plan.flags.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="flags-search"
          />
          {flags.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('nothingFound')}
            </Text>
          ) : (
            <Paper withBorder radius="md" p="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {flags.map((flag) => (
                  <Group key={flag.name} justify="space-between" wrap="nowrap">
                    <Text size="sm" ff="monospace" truncate>
                      {flag.name}
                    </Text>
                    <Switch
                      checked={flag.enabled}
                      disabled={pending === flag.name}
                      onChange={(event) => void toggle(flag, event.currentTarget.checked)}
                      aria-label={flag.name}
                      data-testid="flag-switch"
                      data-flag={flag.name}
                    />
                  </Group>
                ))}
              </SimpleGrid>
            </Paper>
          )}
        </>
      ) : (
        <SettingsLoader />
      )}
    </SettingsPage>
  );
}
