import { Text, type TextProps } from '@mantine/core';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CalendarDay,
  calendarDay,
  type DateFormatName,
  formatDate,
  formatRelativeTime,
  inZone,
  loadDateLocale,
  RELATIVE_TIME_REFRESH_MS,
} from '../lib/dates.ts';
import { useNow } from './use-now.ts';

/** The dayjs locale of the interface language; suspends until it is loaded (once per language). */
export function useDateLocale(): string {
  const { i18n } = useTranslation();
  return use(loadDateLocale(i18n.resolvedLanguage ?? i18n.language ?? 'en'));
}

/** '5 minutes ago' for a moment, in the interface language, refreshed every 10 s (spec 01 §9). */
export function useRelativeTime(value: string | Date): string {
  const locale = useDateLocale();
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  return formatRelativeTime(value, locale, now);
}

/** The translation keys of the calendar labels (spec 01 §9), under `dates.` in the common namespace. */
const CALENDAR_KEYS = {
  today: 'dates.today',
  yesterday: 'dates.yesterday',
  tomorrow: 'dates.tomorrow',
  lastWeekday: 'dates.lastWeekday',
} as const satisfies Record<Exclude<CalendarDay, 'weekday' | 'date'>, string>;

/** Yesterday, Today, Tomorrow, a weekday, 'last {weekday}' or 'MMM DD, YYYY' for a moment (spec 01 §9). */
export function useCalendarLabel(value: string | Date, timeZone?: string | null): string {
  const { t } = useTranslation('common');
  const locale = useDateLocale();
  const now = useNow(60_000);
  const zone = timeZone ?? 'UTC';
  const kind = calendarDay(value, now, zone);
  if (kind === 'date') return formatDate(value, 'date', { locale, timeZone: zone });
  const weekday = inZone(value, zone, locale).format('dddd');
  if (kind === 'weekday') return weekday;
  return t(CALENDAR_KEYS[kind], { weekday });
}

export type DateLabelFormat = DateFormatName | 'calendar' | 'relative';

export type DateLabelProps = {
  value: string | Date;
  /** 'date' ('MMM DD, YYYY'), 'ordinalDate' ('Do MMM, YYYY'), 'dateTime' ('MMM DD YYYY, hh:mm a'), 'calendar', 'relative'. */
  format?: DateLabelFormat;
  /** Shown in this time zone; UTC by default (spec 01 §9). */
  timeZone?: string | null;
} & Omit<TextProps, 'children'> & { 'data-testid'?: string };

/** A date in one of the spec's formats, inside a `<time>` carrying the exact moment. */
export function DateLabel({ value, format = 'date', timeZone, ...textProps }: DateLabelProps) {
  const moment = typeof value === 'string' ? value : value.toISOString();
  return (
    <Text component="time" dateTime={moment} span size="sm" {...textProps}>
      <DateLabelText value={value} format={format} timeZone={timeZone} />
    </Text>
  );
}

function DateLabelText({
  value,
  format,
  timeZone,
}: {
  value: string | Date;
  format: DateLabelFormat;
  timeZone?: string | null;
}) {
  if (format === 'relative') return <RelativeText value={value} />;
  if (format === 'calendar') return <CalendarText value={value} timeZone={timeZone} />;
  return <FormattedText value={value} format={format} timeZone={timeZone} />;
}

function RelativeText({ value }: { value: string | Date }) {
  return useRelativeTime(value);
}

function CalendarText({ value, timeZone }: { value: string | Date; timeZone?: string | null }) {
  return useCalendarLabel(value, timeZone);
}

function FormattedText({
  value,
  format,
  timeZone,
}: {
  value: string | Date;
  format: DateFormatName;
  timeZone?: string | null;
}) {
  const locale = useDateLocale();
  return formatDate(value, format, { locale, timeZone: timeZone ?? 'UTC' });
}
