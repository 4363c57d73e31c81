import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { loadAvatars, UserAvatarRef } from '../directory/index.ts';
import { MeetingRef } from './application.graphql.ts';
import { ApplicationRef } from './application.refs.ts';
import { type ApplicationView, findApplicationView } from './application.service.ts';
import {
  cancelApplicationMeeting,
  meetingAttendeeOptions,
  rescheduleApplicationMeeting,
  scheduleApplicationMeeting,
} from './application-meeting.service.ts';

/** The interview's people and version, added to the foundation's ApplicationMeeting (issue 14 point 4). */
builder.objectFields(MeetingRef, (t) => ({
  attendees: t.field({
    type: [UserAvatarRef],
    description: 'The staff attending the interview',
    resolve: async (meeting, _args, ctx) => {
      const avatars = await loadAvatars(ctx.db, meeting.incubatorId, meeting.attendeeIds);
      return meeting.attendeeIds.flatMap((id) => avatars.get(id) ?? []);
    },
  }),
  sequence: t.exposeInt('sequence', { description: 'The iCalendar SEQUENCE: raised by every change' }),
  updatedAt: t.field({ type: 'DateTime', resolve: (meeting) => meeting.updatedAt }),
}));

const meetingArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  applicationId: t.arg.id({ required: true }),
  startsAt: t.arg({ type: 'DateTime', required: true }),
  endsAt: t.arg({ type: 'DateTime', required: true }),
  location: t.arg.string({ description: 'Where the interview takes place' }),
  conferenceUrl: t.arg.string({ description: 'The video link' }),
  message: t.arg.string({ description: "A message to the application's people" }),
  attendeeIds: t.arg.idList({ description: 'Staff attending the interview' }),
});

type MeetingArgs = {
  startsAt: unknown;
  endsAt: unknown;
  location?: string | null;
  conferenceUrl?: string | null;
  message?: string | null;
  attendeeIds?: readonly (string | number)[] | null;
};

const asText = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const meetingInput = (args: MeetingArgs) => ({
  startsAt: asText(args.startsAt),
  endsAt: asText(args.endsAt),
  location: args.location ?? null,
  conferenceUrl: args.conferenceUrl ?? null,
  message: args.message ?? null,
  attendeeIds: (args.attendeeIds ?? []).map(String),
});

async function reload(ctx: Ctx, id: string): Promise<ApplicationView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  return findApplicationView(ctx.db, incubatorId, viewer, id);
}

builder.queryField('applicationMeetingAttendeeOptions', (t) =>
  t.field({
    type: [UserAvatarRef],
    description: "The programme team who may attend an application's interview (for staff who run it)",
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => meetingAttendeeOptions(ctx, String(args.applicationId)),
  }),
);

builder.mutationFields((t) => ({
  scheduleApplicationMeeting: t.field({
    type: ApplicationRef,
    description:
      'Schedules the interview of an application in a meeting round (APPLICATION_FLOW:EDIT): an invitation with an .ics file',
    authScopes: { authenticated: true },
    args: meetingArgs(t),
    resolve: async (_root, args, ctx) =>
      reload(ctx, await scheduleApplicationMeeting(ctx, String(args.applicationId), meetingInput(args))),
  }),
  rescheduleApplicationMeeting: t.field({
    type: ApplicationRef,
    description: 'Moves the scheduled interview; the updated invitation replaces it in calendars',
    authScopes: { authenticated: true },
    args: meetingArgs(t),
    resolve: async (_root, args, ctx) =>
      reload(ctx, await rescheduleApplicationMeeting(ctx, String(args.applicationId), meetingInput(args))),
  }),
  cancelApplicationMeeting: t.field({
    type: ApplicationRef,
    description: 'Cancels the scheduled interview; a cancellation goes to everyone invited',
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => reload(ctx, await cancelApplicationMeeting(ctx, String(args.applicationId))),
  }),
}));
