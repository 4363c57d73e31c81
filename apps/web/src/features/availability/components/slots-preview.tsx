import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FreeSlotsQuery } from '../graphql/free-slots.query.ts';
import { slotsByDay } from '../utils/availability.ts';

const PREVIEW_DAYS = 7;
const PREVIEW_DURATION = 30;
const TIMES_SHOWN = 6;

/** How founders will see the person in the next seven days: 30-minute slots per local day, in the person's zone. */
export function SlotsPreview({ hostId, timeZone }: { hostId: string; timeZone: string }) {
  const { t, i18n } = useTranslation('availability');
  const [window] = useState(() => {
    const from = new Date();
    return { from: from.toISOString(), to: new Date(from.getTime() + PREVIEW_DAYS * 86_400_000).toISOString() };
  });
  const [{ data, fetching, error }] = useQuery({
    query: FreeSlotsQuery,
    variables: { hostId, from: window.from, to: window.to, duration: PREVIEW_DURATION, timeZone },
  });
  const days = slotsByDay(data?.freeSlots ?? []);
  const dayLabel = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (
    <Stack gap="xs" component="section" aria-labelledby="availability-preview-title" data-testid="availability-preview">
      <Title order={2} size="h3" id="availability-preview-title">
        {t('preview.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('preview.hint', { minutes: PREVIEW_DURATION })}
      </Text>
      {fetching && !data ? <Loader size="sm" /> : null}
      {error ? (
        <Text size="sm" c="dimmed">
          {t('preview.unavailable')}
        </Text>
      ) : data && days.length === 0 ? (
        <Text size="sm">{t('preview.none')}</Text>
      ) : (
        days.map(({ day, times }) => (
          <Group key={day} gap="sm" wrap="nowrap" align="baseline">
            <Text size="sm" fw={600} miw={160}>
              {dayLabel.format(new Date(`${day}T12:00:00Z`))}
            </Text>
            <Text size="sm">
              {times.slice(0, TIMES_SHOWN).join(', ')}
              {times.length > TIMES_SHOWN ? ', …' : ''}
            </Text>
          </Group>
        ))
      )}
    </Stack>
  );
}
