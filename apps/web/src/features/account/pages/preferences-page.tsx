import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language, USER_DATE_FORMATS } from '@cohort/shared';
import { Alert, Anchor, Button, Container, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formatDate } from '../../../lib/dates.ts';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { chooseLanguage } from '../../../lib/i18n.ts';
import { Clock } from '../../../ui/clock.tsx';
import { useDateLocale } from '../../../ui/date-label.tsx';
import { usePageTitle } from '../../organisation/index.ts';
import { NotificationPreferencesTable } from '../components/notification-preferences-table.tsx';
import { type MyPreferences, MyPreferencesQuery } from '../graphql/my-preferences.query.ts';
import { UpdateMyPreferencesMutation } from '../graphql/update-my-preferences.mutation.ts';
import { timeZoneChoices } from '../utils/preferences.ts';

/** /account/settings: the person's language, time zone and date format, and which notifications and e-mails they get. */
export function PreferencesPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('preferences.pageTitle'));
  const [{ data, error, fetching }] = useQuery({ query: MyPreferencesQuery });
  const preferences = data?.currentUser;
  return (
    <Container size="md" py="xl" data-testid="preferences-page">
      <Stack gap="xl">
        <Title order={1}>{t('preferences.title')}</Title>
        {preferences ? (
          <>
            <RegionForm preferences={preferences} />
            <NotificationPreferencesTable preferences={preferences.notificationPreferences} />
            <Text size="sm">
              <Anchor component={Link} to="/account/settings/delete" c="red" data-testid="preferences-delete-link">
                {t('preferences.deleteLink')}
              </Anchor>
            </Text>
          </>
        ) : error ? (
          <Alert color="red" role="alert">
            {t('preferences.loadError')}
          </Alert>
        ) : fetching ? (
          <Loader size="sm" />
        ) : null}
      </Stack>
    </Container>
  );
}

function RegionForm({ preferences }: { preferences: MyPreferences }) {
  const { t, i18n } = useTranslation(['account', 'errors']);
  const locale = useDateLocale();
  const current: Language = isLanguage(preferences.language)
    ? preferences.language
    : isLanguage(i18n.resolvedLanguage)
      ? i18n.resolvedLanguage
      : 'en';
  const [language, setLanguage] = useState<Language>(current);
  const [timezone, setTimezone] = useState<string | null>(preferences.timezone ?? null);
  const [dateFormat, setDateFormat] = useState<string>(preferences.dateFormat ?? USER_DATE_FORMATS[0]);
  const [saved, setSaved] = useState(false);
  const [{ fetching, error }, save] = useMutation(UpdateMyPreferencesMutation);
  const zones = useMemo(() => timeZoneChoices(preferences.timezone), [preferences.timezone]);
  const today = useMemo(() => new Date(), []);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = await save({ input: { language, timezone, dateFormat } });
    if (result.error) return;
    setSaved(true);
    // The interface follows the saved language at once, as the account menu's choice does.
    if (language !== i18n.resolvedLanguage) await chooseLanguage(language);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="region-title">
      <Title order={2} size="h3" id="region-title">
        {t('preferences.region.title')}
      </Title>
      <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="preferences-region-form">
        <Stack gap="md" maw={480}>
          {saved ? (
            <Alert color="green" role="status" data-testid="preferences-saved">
              {t('preferences.saved')}
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" role="alert" data-testid="preferences-error">
              {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
            </Alert>
          ) : null}
          <Select
            label={t('preferences.region.language')}
            data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            value={language}
            onChange={(value) => value && isLanguage(value) && setLanguage(value)}
            allowDeselect={false}
            data-testid="preferences-language"
          />
          <Select
            label={t('preferences.region.timezone')}
            description={t('preferences.region.timezoneHint')}
            placeholder={t('preferences.region.timezoneDefault')}
            data={zones}
            value={timezone}
            onChange={setTimezone}
            searchable
            clearable
            nothingFoundMessage={t('preferences.region.noTimezone')}
            data-testid="preferences-timezone"
          />
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('preferences.region.localTime')}
            </Text>
            <Clock timeZone={timezone} fw={600} data-testid="preferences-local-time" />
          </Group>
          <Select
            label={t('preferences.region.dateFormat')}
            data={USER_DATE_FORMATS.map((value) => ({
              value,
              label: formatDate(today, value, { locale, timeZone: timezone }),
            }))}
            value={dateFormat}
            onChange={(value) => value && setDateFormat(value)}
            allowDeselect={false}
            data-testid="preferences-date-format"
          />
          <Group>
            <Button type="submit" loading={fetching} data-testid="preferences-save">
              {t('preferences.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
