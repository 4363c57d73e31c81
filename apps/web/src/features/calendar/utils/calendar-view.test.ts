import { describe, expect, it } from 'vitest';
import type { CalendarEntryData } from '../graphql/calendar-entries.query.ts';
import {
  calendarLocale,
  calendarTimeZone,
  minutesBetween,
  searchValueOfView,
  toEventInput,
  viewFromSearch,
} from './calendar-view.ts';

const entry = (over: Partial<CalendarEntryData> = {}): CalendarEntryData => ({
  id: 'TASK:1',
  kind: 'TASK',
  sourceId: '1',
  title: 'Send the deck',
  start: '2030-03-02T09:30:00.000Z',
  end: null,
  allDay: false,
  url: '/tasks',
  subtitle: null,
  location: null,
  editable: true,
  done: false,
  ...over,
});

describe('calendar view', () => {
  it('keeps the view in the address as month (absent), week or day', () => {
    expect(viewFromSearch(new URLSearchParams(''))).toBe('dayGridMonth');
    expect(viewFromSearch(new URLSearchParams('view=week'))).toBe('timeGridWeek');
    expect(viewFromSearch(new URLSearchParams('view=day'))).toBe('timeGridDay');
    expect(viewFromSearch(new URLSearchParams('view=year'))).toBe('dayGridMonth');
    expect(['dayGridMonth', 'timeGridWeek', 'timeGridDay'].map(searchValueOfView)).toEqual([null, 'week', 'day']);
  });

  it('uses the person’s time zone when it is a real one, else the device’s', () => {
    expect(calendarTimeZone('Asia/Seoul')).toBe('Asia/Seoul');
    expect(calendarTimeZone('Mars/Olympus')).toBe('local');
    expect(calendarTimeZone(null)).toBe('local');
    expect(calendarTimeZone('')).toBe('local');
  });

  it('speaks the app’s nine languages, English built in', () => {
    for (const language of ['fr', 'es', 'ar', 'ko', 'uk', 'de', 'pt', 'tr']) {
      const locale = calendarLocale(language);
      expect(typeof locale === 'object' && locale.code).toBe(language);
    }
    expect(calendarLocale('en')).toBe('en');
    expect(calendarLocale('xx')).toBe('en');
  });

  it('names a session with its startup, and keeps its length', () => {
    const session = entry({
      id: 'SESSION:2',
      kind: 'SESSION',
      title: null,
      subtitle: 'Nova',
      start: '2030-03-12T14:00:00.000Z',
      end: '2030-03-12T14:45:00.000Z',
      url: null,
    });
    expect(toEventInput(session, 'Coaching session')).toMatchObject({ title: 'Coaching session · Nova' });
    expect(minutesBetween(session.start, session.end)).toBe(45);
    expect(minutesBetween(session.start, null)).toBe(0);
  });

  it('draws due dates as moments, names untitled ones, strikes done ones, and lets only editable ones move', () => {
    expect(toEventInput(entry(), 'Untitled')).toMatchObject({
      id: 'TASK:1',
      title: 'Send the deck',
      start: '2030-03-02T09:30:00.000Z',
      end: undefined,
      editable: true,
      classNames: ['cohort-calendar-task'],
    });
    expect(toEventInput(entry({ title: null, done: true, editable: false }), 'Untitled')).toMatchObject({
      title: 'Untitled',
      editable: false,
      classNames: ['cohort-calendar-task', 'cohort-calendar-done'],
    });
  });

  it('draws the hours open to booking behind the rest, named, never to be moved', () => {
    const open = entry({
      id: 'AVAILABILITY:1',
      kind: 'AVAILABILITY',
      title: null,
      start: '2030-03-12T08:00:00.000Z',
      end: '2030-03-12T11:00:00.000Z',
      url: '/availability',
      editable: false,
    });
    const input = toEventInput(open, 'Open to booking');
    expect(input).toMatchObject({
      title: 'Open to booking',
      display: 'background',
      start: open.start,
      end: open.end,
      classNames: ['cohort-calendar-availability'],
    });
    expect(input.editable).toBeUndefined();
  });
});
