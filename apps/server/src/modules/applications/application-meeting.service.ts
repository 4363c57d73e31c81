import {
  APPLICATION_MESSAGES,
  type ApplicationMeetingInput,
  applicationMeetingSchema,
  isInRoleGroup,
  ROLE_GROUPS,
} from '@cohort/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import { recordActivity } from '../activity/index.ts';
import { type AvatarData, loadAvatars } from '../directory/index.ts';
import { roles } from '../roles/index.ts';
import { users } from '../users/index.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { type EmailTemplate, type MailAttachment, sendActionEmail } from '../mail/index.ts';
import { type ApplicationView, findApplicationView, setApplicationState } from './application.service.ts';
import { type ApplicationMeetingRow, applicationMeetings } from './application.table.ts';
import {
  type ApplicationRecipient,
  applicationLink,
  mailContextOf,
  formatInstant,
  recipientsOf,
} from './application-mail.ts';
import { applicationPeopleIds, applicationValues, notifyAboutApplication } from './application-notify.ts';

/**
 * The interview of a meeting round (issue 14 point 4, /application/:id/meeting): staff who run the application
 * (APPLICATION_FLOW:EDIT) schedule it, move it and cancel it. Scheduling takes ready_for_invitation to
 * ready_for_meeting and cancelling takes it back (both through setApplicationState); the application's people and
 * the staff attendees get an e-mail with an .ics file (METHOD:REQUEST, the meeting's id as UID and its `sequence`
 * as SEQUENCE; METHOD:CANCEL when cancelled) and a notification.
 */
type MeetingChange = 'scheduled' | 'changed' | 'canceled';

const TEMPLATES: Record<MeetingChange, EmailTemplate> = {
  scheduled: 'applicationMeeting',
  changed: 'applicationMeetingChanged',
  canceled: 'applicationMeetingCanceled',
};
const NOTIFICATIONS = { scheduled: 'meetingScheduled', changed: 'meetingChanged', canceled: 'meetingDeleted' } as const;

/** The application, if the viewer runs it (APPLICATION_FLOW:EDIT); Forbidden otherwise (NotFound when unseen). */
async function processedApplication(ctx: Ctx, applicationId: string): Promise<ApplicationView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const application = await findApplicationView(ctx.db, incubatorId, viewer, applicationId);
  if (!application.viewerCan.process) throw new ForbiddenError();
  return application;
}

/** The interview's values, with attendees who are people of the programme team of this organisation. */
async function meetingValues(ctx: Ctx, input: ApplicationMeetingInput) {
  const { incubatorId } = viewerOf(ctx);
  const values = parseInput(applicationMeetingSchema, input);
  const attendees = await recipientsOf(ctx, { id: incubatorId, defaultLanguage: 'en' }, values.attendeeIds);
  if (
    attendees.length !== new Set(values.attendeeIds).size ||
    attendees.some((person) => !isInRoleGroup(person.roleType, 'internal'))
  ) {
    throw new ValidationError([{ field: 'attendeeIds', message: APPLICATION_MESSAGES.meetingAttendee }]);
  }
  return values;
}

/** The scheduled interview of the application, or a refusal. */
function scheduledMeeting(application: ApplicationView): ApplicationMeetingRow {
  const meeting = application.meeting;
  if (meeting?.state !== 'meeting_scheduled') {
    throw new ValidationError([{ field: 'applicationId', message: APPLICATION_MESSAGES.meetingNotScheduled }]);
  }
  return meeting;
}

/** The iCalendar file of an interview: a request (new or changed, by SEQUENCE) or its cancellation. */
export function meetingCalendar(
  meeting: Pick<
    ApplicationMeetingRow,
    'id' | 'sequence' | 'startsAt' | 'endsAt' | 'location' | 'conferenceUrl' | 'message' | 'createdAt'
  >,
  details: {
    summary: string;
    link: string;
    organiser: { name: string; email: string };
    attendees: readonly { name: string; email: string }[];
    canceled: boolean;
    host: string;
  },
): string {
  const calendar = ical({
    prodId: { company: 'Cohort', product: 'Applications', language: 'EN' },
    method: details.canceled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const description = [meeting.message, meeting.conferenceUrl, details.link].filter(Boolean).join('\n\n');
  calendar.createEvent({
    id: `${meeting.id}@${details.host}`,
    sequence: meeting.sequence,
    start: meeting.startsAt ?? meeting.createdAt,
    end: meeting.endsAt ?? meeting.startsAt ?? meeting.createdAt,
    stamp: new Date(),
    summary: details.summary,
    description,
    location: meeting.location ?? meeting.conferenceUrl ?? null,
    url: meeting.conferenceUrl ?? details.link,
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

/** Tells the application's people and the attendees: an e-mail with the .ics file each, and a notification. */
async function announceMeeting(
  ctx: Ctx,
  application: ApplicationView,
  meeting: ApplicationMeetingRow,
  change: MeetingChange,
) {
  const { incubatorId } = viewerOf(ctx);
  const mail = await mailContextOf(ctx, incubatorId);
  const peopleIds = applicationPeopleIds(application);
  const recipients = await recipientsOf(ctx, mail.incubator, [...peopleIds, ...meeting.attendeeIds]);
  const link = applicationLink(ctx, application.id, 'meeting');
  const host = new URL(ctx.request.origin).hostname || 'cohort';
  const named = (person: ApplicationRecipient) => ({
    name: `${person.firstName} ${person.lastName}`.trim(),
    email: person.email,
  });
  const values = applicationValues(application);
  const canceled = change === 'canceled';
  for (const person of recipients) {
    const t = (key: string, extra: Record<string, string> = {}) =>
      translate(person.language, `email.${key}`, { ...values, organisation: mail.incubator.name, ...extra });
    const calendar = meetingCalendar(meeting, {
      summary: t('applicationMeetingLines.summary'),
      link,
      organiser: { name: mail.incubator.name, email: ctx.config.mailFrom },
      attendees: recipients.map(named),
      canceled,
      host,
    });
    const attachment: MailAttachment = {
      filename: canceled ? 'cancel.ics' : 'invite.ics',
      content: calendar,
      contentType: `text/calendar; charset=utf-8; method=${canceled ? 'CANCEL' : 'REQUEST'}`,
    };
    const date = meeting.startsAt ? formatInstant(meeting.startsAt, person.language, mail.incubator.timezone) : '';
    const lines = [
      { label: t('applicationMeetingLines.when'), value: date },
      ...(meeting.location ? [{ label: t('applicationMeetingLines.where'), value: meeting.location }] : []),
      ...(meeting.conferenceUrl ? [{ label: t('applicationMeetingLines.video'), value: meeting.conferenceUrl }] : []),
      ...(meeting.message ? [{ label: t('applicationMeetingLines.message'), value: meeting.message }] : []),
    ];
    await sendActionEmail(mail, {
      template: TEMPLATES[change],
      to: person.email,
      userId: person.id,
      language: person.language,
      name: person.firstName,
      link,
      values: { ...values, date },
      lines,
      attachments: [attachment],
    });
  }
  await notifyAboutApplication(ctx, application, {
    type: NOTIFICATIONS[change],
    recipientIds: [...peopleIds, ...meeting.attendeeIds],
    tab: 'meeting',
  });
}

async function recordMeeting(
  ctx: Ctx,
  application: ApplicationView,
  meeting: ApplicationMeetingRow,
  change: MeetingChange,
) {
  const { viewer } = viewerOf(ctx);
  await recordActivity(ctx.db, {
    incubatorId: application.incubatorId,
    actorId: viewer.userId,
    action: `application.meeting.${change}`,
    entityType: 'application',
    entityId: application.id,
    after: {
      meetingId: meeting.id,
      state: meeting.state,
      startsAt: meeting.startsAt?.toISOString() ?? null,
      sequence: meeting.sequence,
    },
  });
}

/**
 * Schedules the interview of an application in a meeting round (ready_for_invitation → ready_for_meeting). Refused
 * outside a meeting round, and when an interview is already scheduled (reschedule it instead).
 */
export async function scheduleApplicationMeeting(
  ctx: Ctx,
  applicationId: string,
  input: ApplicationMeetingInput,
): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const application = await processedApplication(ctx, applicationId);
  const values = await meetingValues(ctx, input);
  if (
    application.round?.kind !== 'meeting' ||
    !['ready_for_invitation', 'ready_for_meeting'].includes(application.status)
  ) {
    throw new ValidationError([{ field: 'applicationId', message: APPLICATION_MESSAGES.meetingRoundOnly }]);
  }
  if (application.meeting?.state === 'meeting_scheduled') {
    throw new ValidationError([{ field: 'applicationId', message: APPLICATION_MESSAGES.meetingAlreadyScheduled }]);
  }
  const now = new Date();
  const [meeting] = await ctx.db
    .insert(applicationMeetings)
    .values({
      incubatorId,
      id: newId(),
      applicationId: application.id,
      roundId: application.roundId,
      state: 'meeting_scheduled',
      ...values,
      organiserId: viewer.userId,
      sequence: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const row = meeting as ApplicationMeetingRow;
  if (application.status === 'ready_for_invitation') {
    await setApplicationState(
      ctx.db,
      application,
      { status: 'ready_for_meeting', roundId: application.roundId },
      viewer.userId,
    );
  }
  await recordMeeting(ctx, application, row, 'scheduled');
  await announceMeeting(ctx, application, row, 'scheduled');
  return application.id;
}

/** Moves the scheduled interview (times, place, message, attendees); SEQUENCE goes up so calendars replace it. */
export async function rescheduleApplicationMeeting(
  ctx: Ctx,
  applicationId: string,
  input: ApplicationMeetingInput,
): Promise<string> {
  const { incubatorId } = viewerOf(ctx);
  const application = await processedApplication(ctx, applicationId);
  const values = await meetingValues(ctx, input);
  const current = scheduledMeeting(application);
  const [meeting] = await ctx.db
    .update(applicationMeetings)
    .set({ ...values, sequence: current.sequence + 1, updatedAt: new Date() })
    .where(and(eq(applicationMeetings.incubatorId, incubatorId), eq(applicationMeetings.id, current.id)))
    .returning();
  const row = meeting as ApplicationMeetingRow;
  // Attendees taken off the interview get its cancellation with the others' update.
  await recordMeeting(ctx, application, row, 'changed');
  await announceMeeting(ctx, application, row, 'changed');
  const dropped = current.attendeeIds.filter((id) => !row.attendeeIds.includes(id));
  if (dropped.length > 0) {
    await announceMeeting(
      ctx,
      { ...application, members: [], applicantId: null },
      { ...row, attendeeIds: dropped, state: 'meeting_canceled' },
      'canceled',
    );
  }
  return application.id;
}

/** Cancels the scheduled interview (ready_for_meeting → ready_for_invitation); a METHOD:CANCEL file goes out. */
export async function cancelApplicationMeeting(ctx: Ctx, applicationId: string): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const application = await processedApplication(ctx, applicationId);
  const current = scheduledMeeting(application);
  const [meeting] = await ctx.db
    .update(applicationMeetings)
    .set({ state: 'meeting_canceled', sequence: current.sequence + 1, updatedAt: new Date() })
    .where(and(eq(applicationMeetings.incubatorId, incubatorId), eq(applicationMeetings.id, current.id)))
    .returning();
  const row = meeting as ApplicationMeetingRow;
  if (application.status === 'ready_for_meeting') {
    await setApplicationState(
      ctx.db,
      application,
      { status: 'ready_for_invitation', roundId: application.roundId },
      viewer.userId,
    );
  }
  await recordMeeting(ctx, application, row, 'canceled');
  await announceMeeting(ctx, application, row, 'canceled');
  return application.id;
}

/**
 * After a move: an interview still to come in a round the application has left is cancelled, with the same
 * METHOD:CANCEL e-mails and notifications as a cancellation by hand (the calendars of everyone invited follow). One
 * that has begun or is over stays as it was: it took place (the usual move after the interview, to the decision).
 */
export async function cancelMeetingLeftBehind(ctx: Ctx, application: ApplicationView): Promise<void> {
  const current = application.meeting;
  if (current?.state !== 'meeting_scheduled' || current.roundId === application.roundId) return;
  if (!current.startsAt || current.startsAt.getTime() <= Date.now()) return;
  const [meeting] = await ctx.db
    .update(applicationMeetings)
    .set({ state: 'meeting_canceled', sequence: current.sequence + 1, updatedAt: new Date() })
    .where(and(eq(applicationMeetings.incubatorId, application.incubatorId), eq(applicationMeetings.id, current.id)))
    .returning();
  const row = meeting as ApplicationMeetingRow;
  await recordMeeting(ctx, application, row, 'canceled');
  await announceMeeting(ctx, application, row, 'canceled');
}

/** The programme team who may attend an interview (internal roles, not deleted), for staff who run the application. */
export async function meetingAttendeeOptions(ctx: Ctx, applicationId: string): Promise<AvatarData[]> {
  const { incubatorId } = viewerOf(ctx);
  await processedApplication(ctx, applicationId);
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(
      and(
        eq(users.incubatorId, incubatorId),
        inArray(roles.type, [...ROLE_GROUPS.internal]),
        ne(users.status, 'deleted'),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(500);
  const avatars = await loadAvatars(
    ctx.db,
    incubatorId,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => avatars.get(row.id) ?? []);
}
