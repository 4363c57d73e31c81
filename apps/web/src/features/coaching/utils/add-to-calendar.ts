import { ADD_TO_CALENDAR_TARGETS, type AddToCalendarTarget } from '@cohort/shared';
import { type CalendarEvent, google, ics, office365, outlook, yahoo } from 'calendar-link';

export interface SessionEventInput {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  /** The place; the video call's address stands for it when there is none. */
  location: string | null;
  /** The video call's address, in the description too (the place may be a room). */
  conferenceUrl: string | null;
  /** The session's page in Cohort, carried in the event's description and URL. */
  pageUrl: string;
  /** The organisation's host name: the event's UID is the invitation e-mail's, so a calendar holding both shows one. */
  hostName: string;
  topics: readonly string[];
}

const BUILDERS: Record<AddToCalendarTarget, (event: CalendarEvent) => string> = {
  google,
  office365,
  outlook,
  yahoo,
  ics,
};

/**
 * The session as an event of each add-to-calendar target (calendar-link writes the providers' documented "new event"
 * addresses, and the `.ics` as a data: address). Times are UTC instants, so every calendar shows them in its own zone.
 */
export function addToCalendarLinks(session: SessionEventInput): { target: AddToCalendarTarget; href: string }[] {
  const event: CalendarEvent = {
    title: session.title,
    start: session.startsAt,
    end: session.endsAt,
    location: session.location ?? session.conferenceUrl ?? undefined,
    description: [session.topics.join(', '), session.conferenceUrl, session.pageUrl].filter(Boolean).join('\n\n'),
    url: session.pageUrl,
    uid: `${session.id}@${session.hostName}`,
    status: 'CONFIRMED',
    busy: true,
  };
  return ADD_TO_CALENDAR_TARGETS.map((target) => ({ target, href: BUILDERS[target](event) }));
}
