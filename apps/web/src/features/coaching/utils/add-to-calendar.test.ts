import { describe, expect, it } from 'vitest';
import { addToCalendarLinks } from './add-to-calendar.ts';

const session = {
  id: '01a21d82-30c4-798f-8dc1-541d9688e197',
  title: 'Session with Mina Mentor',
  startsAt: '2030-03-12T14:00:00.000Z',
  endsAt: '2030-03-12T14:45:00.000Z',
  location: 'Room 2, Station F',
  conferenceUrl: 'https://meet.jit.si/cohort-00j-MQMCiXC8QWn5',
  pageUrl: 'https://demo.cohort.example/coaching/session/01a21d82-30c4-798f-8dc1-541d9688e197',
  hostName: 'demo.cohort.example',
  topics: ['Pricing', 'Hiring'],
};

describe('add to calendar', () => {
  it('gives the five targets of spec 02, each with the session’s times, title and place', () => {
    const links = Object.fromEntries(addToCalendarLinks(session).map(({ target, href }) => [target, href]));
    expect(Object.keys(links)).toEqual(['google', 'office365', 'outlook', 'yahoo', 'ics']);

    const google = new URL(links.google ?? '');
    expect(google.origin).toBe('https://calendar.google.com');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('dates')).toBe('20300312T140000Z/20300312T144500Z');
    expect(google.searchParams.get('text')).toBe('Session with Mina Mentor');
    expect(google.searchParams.get('location')).toBe('Room 2, Station F');
    expect(google.searchParams.get('details')).toContain(session.pageUrl);
    expect(google.searchParams.get('details')).toContain(session.conferenceUrl);
    // Without a place, the video call's address is the place.
    const online = addToCalendarLinks({ ...session, location: null })[0]?.href ?? '';
    expect(new URL(online).searchParams.get('location')).toBe(session.conferenceUrl);

    const office = new URL(links.office365 ?? '');
    expect(office.origin).toBe('https://outlook.office.com');
    expect(office.searchParams.get('subject')).toBe('Session with Mina Mentor');
    expect(new URL(links.outlook ?? '').origin).toBe('https://outlook.live.com');

    const yahoo = new URL(links.yahoo ?? '');
    expect(yahoo.origin).toBe('https://calendar.yahoo.com');
    expect(yahoo.searchParams.get('st')).toBe('20300312T140000Z');
    expect(yahoo.searchParams.get('et')).toBe('20300312T144500Z');
  });

  it('writes an .ics with the invitation e-mail’s UID, so a calendar holding both shows one event', () => {
    const href = addToCalendarLinks(session).find((link) => link.target === 'ics')?.href ?? '';
    expect(href.startsWith('data:text/calendar')).toBe(true);
    const text = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('DTSTART:20300312T140000Z');
    expect(text).toContain('DTEND:20300312T144500Z');
    expect(text).toContain(`UID:${session.id}@demo.cohort.example`);
    expect(text).toContain('SUMMARY:Session with Mina Mentor');
  });
});
