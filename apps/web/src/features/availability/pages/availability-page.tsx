import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { usePageTitle } from '../../organisation/index.ts';
import { ExceptionsList } from '../components/exceptions-list.tsx';
import { RequestHours } from '../components/request-hours.tsx';
import { SettingsForm } from '../components/settings-form.tsx';
import { SlotsPreview } from '../components/slots-preview.tsx';
import { WeeklyHours } from '../components/weekly-hours.tsx';
import { AvailabilityQuery } from '../graphql/availability.query.ts';

/**
 * /availability and /availability/weekly (spec 01 §2.2): a host's weekly hours, one-off changes and booking settings,
 * in their own time zone; `?userId=` opens someone else's for staff holding AVAILABILITY:EDIT (read only without it).
 */
export function AvailabilityPage() {
  const { t } = useTranslation('availability');
  usePageTitle(t('title'));
  const [search] = useSearchParams();
  const userId = search.get('userId') || null;
  const [{ data, error, fetching }, reexecute] = useQuery({ query: AvailabilityQuery, variables: { userId } });
  // Each change asks the availability and the preview again (the mutations answer an id or a boolean).
  const [version, setVersion] = useState(0);
  const onChanged = useCallback(() => {
    reexecute({ requestPolicy: 'network-only' });
    setVersion((value) => value + 1);
  }, [reexecute]);
  const availability = data?.availability;
  return (
    <Container size="md" py="xl" data-testid="availability-page">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {availability ? (
          <>
            {userId ? (
              <Alert color="blue" data-testid="availability-other">
                {t('otherPerson')}
              </Alert>
            ) : null}
            {userId && availability.canEdit ? <RequestHours userId={userId} /> : null}
            {!availability.canEdit ? (
              <Alert color="gray" data-testid="availability-read-only">
                {t('readOnly')}
              </Alert>
            ) : null}
            <WeeklyHours
              weekly={availability.weekly}
              userId={userId}
              canEdit={availability.canEdit}
              hoursMode={availability.settings.hoursMode}
              onChanged={onChanged}
              timeZone={availability.settings.timeZone}
            />
            <ExceptionsList
              exceptions={availability.exceptions}
              onChanged={onChanged}
              userId={userId}
              canEdit={availability.canEdit}
              timeZone={availability.settings.timeZone}
            />
            <SettingsForm
              key={availability.settings.userId}
              settings={availability.settings}
              onChanged={onChanged}
              userId={userId}
              canEdit={availability.canEdit}
            />
            <SlotsPreview
              key={version}
              hostId={availability.settings.userId}
              timeZone={availability.settings.timeZone}
            />
          </>
        ) : error ? (
          <Alert color="red" role="alert" data-testid="availability-load-error">
            {t('loadError')}
          </Alert>
        ) : fetching ? (
          <Loader size="sm" />
        ) : null}
      </Stack>
    </Container>
  );
}
