import { Alert, Button, Container, Group, Loader, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { usePageTitle } from '../../organisation/index.ts';
import { MutationError } from '../components/mutation-error.tsx';
import { AvailabilityQuery, type CoachingSettingsData } from '../graphql/availability.query.ts';
import { UpdateCoachingSettingsMutation } from '../graphql/availability.mutations.ts';

/** /account/settings/coaching: the person's coaching meeting settings (default location, coaching enabled). */
export function CoachingPreferencesPage() {
  const { t } = useTranslation('availability');
  usePageTitle(t('coaching.title'));
  const [{ data, error, fetching }] = useQuery({ query: AvailabilityQuery, variables: { userId: null } });
  const settings = data?.availability.settings;
  return (
    <Container size="md" py="xl" data-testid="coaching-preferences-page">
      <Stack gap="xl">
        <Title order={1}>{t('coaching.title')}</Title>
        {settings ? (
          <CoachingForm key={settings.userId} settings={settings} />
        ) : error ? (
          <Alert color="red" role="alert">
            {t('loadError')}
          </Alert>
        ) : fetching ? (
          <Loader size="sm" />
        ) : null}
      </Stack>
    </Container>
  );
}

function CoachingForm({ settings }: { settings: CoachingSettingsData }) {
  const { t } = useTranslation('availability');
  const [location, setLocation] = useState(settings.defaultLocation ?? '');
  const [enabled, setEnabled] = useState(settings.enabled);
  const [saved, setSaved] = useState(false);
  const [{ fetching, error }, save] = useMutation(UpdateCoachingSettingsMutation);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = await save({ userId: null, input: { defaultLocation: location.trim() || null, enabled } });
    if (!result.error) setSaved(true);
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="coaching-preferences-form">
      <Stack gap="md" maw={520}>
        {saved ? (
          <Alert color="green" role="status" data-testid="coaching-preferences-saved">
            {t('coaching.saved')}
          </Alert>
        ) : null}
        <MutationError error={error} />
        <Switch
          label={t('coaching.enabled')}
          description={t('coaching.enabledHint')}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
          data-testid="coaching-preferences-enabled"
        />
        <TextInput
          label={t('coaching.location')}
          description={t('coaching.locationHint')}
          value={location}
          maxLength={500}
          onChange={(event) => setLocation(event.currentTarget.value)}
          data-testid="coaching-preferences-location"
        />
        <Group>
          <Button type="submit" loading={fetching} data-testid="coaching-preferences-save">
            {t('coaching.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
