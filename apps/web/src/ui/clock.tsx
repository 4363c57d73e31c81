import { Text, type TextProps } from '@mantine/core';
import { CLOCK_FORMAT, CLOCK_TICK_MS, clockTime } from '../lib/dates.ts';
import { useDateLocale } from './date-label.tsx';
import { useNow } from './use-now.ts';

export type ClockProps = {
  /** An IANA time zone ('Europe/Paris'); UTC when missing or unknown. */
  timeZone?: string | null;
  /** A dayjs format; 'hh:mm A' by default (spec 01 §9). */
  format?: string;
} & Omit<TextProps, 'children'> & { 'data-testid'?: string };

/** The time now in a time zone, ticking every second (spec 01 §9). */
export function Clock({ timeZone, format = CLOCK_FORMAT, ...textProps }: ClockProps) {
  const locale = useDateLocale();
  const now = useNow(CLOCK_TICK_MS);
  return (
    <Text component="time" span size="sm" dateTime={now.toISOString()} {...textProps}>
      {clockTime(now, timeZone, format, locale)}
    </Text>
  );
}
