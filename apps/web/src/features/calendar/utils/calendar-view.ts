import { isTimeZone } from '@cohort/shared';
import type { EventInput, LocaleInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import deLocale from '@fullcalendar/core/locales/de';
import esLocale from '@fullcalendar/core/locales/es';
import frLocale from '@fullcalendar/core/locales/fr';
import koLocale from '@fullcalendar/core/locales/ko';
import ptLocale from '@fullcalendar/core/locales/pt';
import trLocale from '@fullcalendar/core/locales/tr';
import ukLocale from '@fullcalendar/core/locales/uk';
import type { CalendarEntryData } from '../graphql/calendar-entries.query.ts';

/** The calendar's own words (month names, Today, Month/Week/Day) in the app's nine languages; English is built in. */
const LOCALES: Record<string, LocaleInput> = {
  ar: arLocale,
  de: deLocale,
  es: esLocale,
  fr: frLocale,
  ko: koLocale,
  pt: ptLocale,
  tr: trLocale,
  uk: ukLocale,
};

export function calendarLocale(language: string): LocaleInput | string {
  return LOCALES[language] ?? 'en';
}

export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay'] as const;
export type CalendarViewName = (typeof CALENDAR_VIEWS)[number];

/** The view kept in the address (`?view=week`), month when absent or unknown. */
export function viewFromSearch(search: URLSearchParams): CalendarViewName {
  const name = search.get('view');
  if (name === 'week') return 'timeGridWeek';
  if (name === 'day') return 'timeGridDay';
  return 'dayGridMonth';
}

export function searchValueOfView(view: string): string | null {
  if (view === 'timeGridWeek') return 'week';
  if (view === 'timeGridDay') return 'day';
  return null;
}

/** A valid IANA time zone for the calendar: the person's own, else the browser's ("local"). */
export function calendarTimeZone(timezone: string | null | undefined): string {
  return timezone && isTimeZone(timezone) ? timezone : 'local';
}

/**
 * What FullCalendar shows of an entry: due dates are moments (no end), drawn as a dot with their time; done ones are
 * struck through. Only entries the viewer may move can be dragged. The viewer's hours open to booking are drawn behind
 * the rest, in the week and day views (FullCalendar draws no timed background in the month's grid).
 */
export function toEventInput(entry: CalendarEntryData, untitled: string): EventInput {
  if (entry.kind === 'AVAILABILITY') {
    return {
      id: entry.id,
      title: untitled,
      start: entry.start,
      end: entry.end ?? undefined,
      display: 'background',
      classNames: ['cohort-calendar-availability'],
      extendedProps: { entry },
    };
  }
  return {
    id: entry.id,
    title: [entry.title || untitled, entry.kind === 'SESSION' ? entry.subtitle : null].filter(Boolean).join(' · '),
    start: entry.start,
    end: entry.end ?? undefined,
    allDay: entry.allDay,
    editable: entry.editable,
    durationEditable: false,
    // Sessions keep their length when moved; a due date is a moment.
    ...(entry.kind === 'SESSION'
      ? { backgroundColor: 'var(--mantine-color-grape-filled)', borderColor: 'var(--mantine-color-grape-filled)' }
      : {}),
    classNames: [`cohort-calendar-${entry.kind.toLowerCase()}`, ...(entry.done ? ['cohort-calendar-done'] : [])],
    extendedProps: { entry },
  };
}

/** Minutes between two instants (a session's length, kept when it is dragged). */
export function minutesBetween(start: string, end: string | null | undefined): number {
  return end ? Math.round((new Date(end).getTime() - new Date(start).getTime()) / 60_000) : 0;
}
