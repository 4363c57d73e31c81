import { resolveLanguage } from '@cohort/shared';
import { and, eq, inArray } from 'drizzle-orm';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { mailContextOf } from '../applications/index.ts';
import { type EmailTemplate, type MailAttachment, type MailContext, sendActionEmail } from '../mail/index.ts';
import { createNotification, NOTIFICATION_CREATED } from '../notifications/index.ts';
import { startups } from '../startups/index.ts';
import { fullName, selectUsersWithRole, users } from '../users/index.ts';
import { linkedCalendarsOf, syncSessionToCalendars } from './calendar-link.service.ts';
import { followSessionMeeting } from './video-link.service.ts';
import { cancelMeetingPath, closeInvites, inviteToken, pendingInviteFor } from './coaching-invite.ts';
import { coachingSessionAttendees, coachingSessions, type CoachingSessionRow } from './coaching.table.ts';

/**
 * What a session's people hear when it is scheduled, moved or cancelled (issue 16 point 3): an e-mail with the .ics
 * (METHOD:REQUEST, the session's id as UID and its `sequence` as SEQUENCE; METHOD:CANCEL when cancelled) in each
 * person's language and time zone, and a notification (meetingScheduled, meetingChanged, meetingDeleted) for all but
 * the one who acted.
 */
export type SessionChange = 'scheduled' | 'changed' | 'canceled' | 'reminder';

const TEMPLATES: Record<SessionChange, EmailTemplate> = {
  scheduled: 'coachingSessionScheduled',
  changed: 'coachingSessionChanged',
  canceled: 'coachingSessionCanceled',
  reminder: 'coachingSessionReminder',
};
const NOTIFICATIONS = { scheduled: 'meetingScheduled', changed: 'meetingChanged', canceled: 'meetingDeleted' } as const;

/** The page of a session in the web app. */
export const sessionPath = (sessionId: string) => `/coaching/session/${sessionId}`;

/** The iCalendar file of a session: a request (new or changed, by SEQUENCE) or its cancellation. */
export function sessionCalendar(
  session: Pick<CoachingSessionRow, 'id' | 'sequence' | 'startsAt' | 'endsAt' | 'location' | 'conferenceUrl'>,
  details: {
    summary: string;
    link: string;
    organiser: { name: string; email: string };
    attendees: readonly { name: string; email: string }[];
    canceled: boolean;
    host: string;
    /** False for the copy written to a person's own calendar (CalDAV stores events, not iTIP messages). */
    method?: boolean;
  },
): string {
  const calendar = ical({
    prodId: { company: 'Cohort', product: 'Coaching', language: 'EN' },
    ...(details.method === false
      ? {}
      : { method: details.canceled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST }),
  });
  calendar.createEvent({
    id: `${session.id}@${details.host}`,
    sequence: session.sequence,
    start: session.startsAt,
    end: session.endsAt,
    stamp: new Date(),
    summary: details.summary,
    description: [session.conferenceUrl, details.link].filter(Boolean).join('\n\n'),
    location: session.location ?? session.conferenceUrl ?? null,
    url: session.conferenceUrl ?? details.link,
    status: details.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: details.organiser,
    attendees: details.attendees.map((person) => ({
      email: person.email,
      name: person.name,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: !details.canceled,
    })),
  });
  return calendar.toString();
}

function formatIn(at: Date, language: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(at);
  }
}

/** Sends the e-mails and notifications of a change to every attendee of the session (both sides). */
export async function announceSession(
  ctx: Ctx,
  sessionId: string,
  change: SessionChange,
  override?: CoachingSessionRow,
): Promise<void> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const mail = await mailContextOf(ctx, incubatorId);
  await announceSessionWith(ctx.db, mail, {
    sessionId,
    change,
    override,
    origin: ctx.request.origin,
    signingKey: ctx.signingKey,
    actorId: viewer.userId,
    publish: (userId, recipientId) =>
      ctx.afterCommit(() => ctx.pubsub.publish(incubatorId, `${NOTIFICATION_CREATED}:${userId}`, { recipientId })),
  });
}

/** The same, from a context without a viewer (the invitation's cancel link, the reminder sweep). */
export async function announceSessionWith(
  db: MailContext['db'],
  mail: MailContext,
  options: {
    sessionId: string;
    change: SessionChange;
    override?: CoachingSessionRow | undefined;
    origin: string;
    /** Signs the cancel link of the invitation (scheduled and changed sessions). */
    signingKey: Uint8Array;
    actorId: string | null;
    publish?: (userId: string, recipientId: string) => void;
  },
): Promise<void> {
  const incubatorId = mail.incubator.id;
  const [loaded] = options.override
    ? [options.override]
    : await db
        .select()
        .from(coachingSessions)
        .where(and(eq(coachingSessions.incubatorId, incubatorId), eq(coachingSessions.id, options.sessionId)));
  if (!loaded) return;
  const session = loaded;
  const attendees = await db
    .select({ userId: coachingSessionAttendees.userId })
    .from(coachingSessionAttendees)
    .where(
      and(eq(coachingSessionAttendees.incubatorId, incubatorId), eq(coachingSessionAttendees.sessionId, session.id)),
    );
  const ids = [...new Set([session.hostId, ...attendees.map((a) => a.userId)])];
  const people = (
    await selectUsersWithRole(db, and(eq(users.incubatorId, incubatorId), inArray(users.id, ids)))
  ).filter((person) => person.status !== 'deleted');
  const host = people.find((person) => person.id === session.hostId);
  const [startup] = session.startupId
    ? await db
        .select({ name: startups.name })
        .from(startups)
        .where(and(eq(startups.incubatorId, incubatorId), eq(startups.id, session.startupId)))
    : [];
  const values = {
    host: host ? fullName(host) : '',
    startup: startup?.name ?? '',
    organisation: mail.incubator.name,
  };
  const link = `${options.origin}${sessionPath(session.id)}`;
  const hostName = new URL(options.origin).hostname || 'cohort';
  const canceled = options.change === 'canceled';
  const named = people.map((person) => ({ name: fullName(person), email: person.email }));
  let cancelUrl: string | null = null;
  if (canceled) await closeInvites(db, incubatorId, session.id);
  else if (session.state === 'scheduled') {
    const when = formatIn(session.startsAt, 'en', mail.incubator.timezone || 'UTC');
    const invite = await pendingInviteFor(db, session, `Coaching session with ${values.host} on ${when}`);
    if (invite.status === 'pending') {
      cancelUrl = `${options.origin}${cancelMeetingPath(invite.id, inviteToken(options.signingKey, incubatorId, invite.id))}`;
    }
  }
  for (const person of people) {
    const language = resolveLanguage(person.language, mail.incubator.defaultLanguage);
    const zone = person.timezone || mail.incubator.timezone || 'UTC';
    const date = formatIn(session.startsAt, language, zone);
    const t = (key: string) => translate(language, `email.${key}`, { ...values, date });
    const attachment: MailAttachment = {
      filename: canceled ? 'cancel.ics' : 'invite.ics',
      content: sessionCalendar(session, {
        summary: t('coachingSessionLines.summary'),
        link,
        organiser: { name: mail.incubator.name, email: mail.fromAddress },
        attendees: named,
        canceled,
        host: hostName,
      }),
      contentType: `text/calendar; charset=utf-8; method=${canceled ? 'CANCEL' : 'REQUEST'}`,
    };
    const lines = [
      { label: t('coachingSessionLines.when'), value: date },
      ...(session.location ? [{ label: t('coachingSessionLines.where'), value: session.location }] : []),
      ...(session.conferenceUrl ? [{ label: t('coachingSessionLines.video'), value: session.conferenceUrl }] : []),
      ...(cancelUrl ? [{ label: t('coachingSessionLines.cancel'), value: cancelUrl, href: cancelUrl }] : []),
    ];
    await sendActionEmail(mail, {
      template: TEMPLATES[options.change],
      to: person.email,
      userId: person.id,
      language,
      name: person.firstName,
      link,
      values: { ...values, date },
      lines,
      // A reminder carries no .ics: the calendar already holds the session.
      attachments: options.change === 'reminder' ? [] : [attachment],
    });
  }
  if (options.change === 'reminder') return;
  // The people who linked their own calendar: the session is written to it (removed when cancelled) after commit.
  const links = await linkedCalendarsOf(db, incubatorId, ids);
  if (links.length > 0) {
    const writes = links.map((row) => {
      const person = people.find((candidate) => candidate.id === row.userId);
      const language = resolveLanguage(person?.language, mail.incubator.defaultLanguage);
      const date = formatIn(session.startsAt, language, person?.timezone || mail.incubator.timezone || 'UTC');
      const summary = translate(language, 'email.coachingSessionLines.summary', { ...values, date });
      const event = canceled
        ? null
        : {
            sessionId: session.id,
            summary,
            description: [session.conferenceUrl, link].filter(Boolean).join('\n\n'),
            location: session.location ?? session.conferenceUrl ?? null,
            start: session.startsAt,
            end: session.endsAt,
            ics: sessionCalendar(session, {
              summary,
              link,
              organiser: { name: mail.incubator.name, email: mail.fromAddress },
              attendees: named,
              canceled: false,
              host: hostName,
              method: false,
            }),
          };
      return { row, event };
    });
    const uid = `${session.id}@${hostName}`;
    mail.afterCommit(() => {
      void syncSessionToCalendars(mail.database, options.signingKey, uid, session.id, writes);
    });
  }
  // The host's Zoom or Teams meeting follows the session: moved to its new time, deleted when it is cancelled.
  const meetingId = session.conferenceMeetingId;
  if (meetingId && (options.change === 'changed' || canceled)) {
    const meeting = { ...session, meetingId };
    const times = canceled ? null : { topic: session.title ?? '', start: session.startsAt, end: session.endsAt };
    mail.afterCommit(() => {
      void followSessionMeeting(mail.database, options.signingKey, meeting, times);
    });
  }
  const recipients = await createNotification(db, incubatorId, {
    type: NOTIFICATIONS[options.change],
    senderId: options.actorId,
    url: sessionPath(session.id),
    recipientIds: ids,
    messageKey: `coaching.${NOTIFICATIONS[options.change]}`,
    values,
  });
  for (const recipient of recipients) options.publish?.(recipient.userId, recipient.recipientId);
}
