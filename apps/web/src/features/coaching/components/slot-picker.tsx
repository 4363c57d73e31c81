import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { BookingSlotsQuery } from '../graphql/coaching.queries.ts';
import { BOOKING_WINDOW_DAYS, bookingWindow, formatDay, groupSlotsByDay } from '../utils/slots.ts';

/**
 * A host's free slots over the coming weeks for one duration, grouped by day in the viewer's time zone; a click picks
 * one (its instant). `version` going up asks the server again (after a slot was taken a moment ago).
 */
export function SlotPicker({
  hostId,
  duration,
  timeZone,
  selected,
  onSelect,
  version,
}: {
  hostId: string;
  duration: number;
  timeZone: string;
  selected: string | null;
  onSelect: (startsAt: string) => void;
  version: number;
}) {
  const { t, i18n } = useTranslation('coaching');
  const [window] = useState(() => bookingWindow(new Date()));
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: BookingSlotsQuery,
    variables: { hostId, from: window.from, to: window.to, duration, timeZone },
  });
  useEffect(() => {
    if (version > 0) reexecute({ requestPolicy: 'network-only' });
  }, [version, reexecute]);
  const locale = i18n.resolvedLanguage ?? 'en';
  const days = groupSlotsByDay(data?.freeSlots ?? []);
  return (
    <Stack gap="sm" data-testid="coaching-slots">
      <Text size="sm" c="dimmed">
        {t('slots.hint', { days: BOOKING_WINDOW_DAYS, timeZone })}
      </Text>
      {fetching && !data ? <Loader size="sm" /> : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {t('slots.unavailable')}
        </Text>
      ) : data && days.length === 0 ? (
        <Text size="sm" data-testid="coaching-slots-none">
          {t('slots.none')}
        </Text>
      ) : (
        days.map(({ day, slots }) => (
          <Stack key={day} gap={4} data-testid="coaching-slot-day" data-day={day}>
            <Text size="sm" fw={600}>
              {formatDay(day, locale)}
            </Text>
            <Group gap={6}>
              {slots.map((slot) => (
                <Button
                  key={slot.startsAt}
                  size="compact-sm"
                  variant={selected === slot.startsAt ? 'filled' : 'default'}
                  aria-pressed={selected === slot.startsAt}
                  onClick={() => onSelect(slot.startsAt)}
                  data-testid="coaching-slot"
                  data-starts-at={slot.startsAt}
                  dir="ltr"
                >
                  {slot.time}
                </Button>
              ))}
            </Group>
          </Stack>
        ))
      )}
    </Stack>
  );
}
