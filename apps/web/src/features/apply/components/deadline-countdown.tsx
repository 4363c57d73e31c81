import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../ui/use-now.ts';
import { countdownTo } from '../utils/call-dates.ts';

const TICK_MS = 1000;
const UNITS = [
  ['days', 'day'],
  ['hours', 'hour'],
  ['minutes', 'minute'],
  ['seconds', 'second'],
] as const;

/** A number with its unit in the interface language ("3 days", "04 h"), from the browser's own formats. */
function unitFormat(locale: string, unit: (typeof UNITS)[number][1]): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'day' ? 'long' : 'narrow',
    minimumIntegerDigits: unit === 'day' ? 1 : 2,
  });
}

/** The time left until a call's deadline, ticking every second; "Applications are closed" once it has passed. */
export function DeadlineCountdown({ closesAt, size = 'md' }: { closesAt: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t, i18n } = useTranslation('apply');
  const now = useNow(TICK_MS);
  const left = countdownTo(closesAt, now);
  if (!left) {
    return (
      <Text size={size} fw={600} c="red" data-testid="deadline-countdown" data-closed="true">
        {t('call.closed')}
      </Text>
    );
  }
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Group gap="sm" role="timer" aria-label={t('call.countdownLabel', { ...left })} data-testid="deadline-countdown">
      {UNITS.map(([key, unit]) => (
        <Text key={key} size={size} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} aria-hidden>
          {unitFormat(locale, unit).format(left[key])}
        </Text>
      ))}
    </Group>
  );
}
