import { graphql } from '../../../lib/graphql.ts';
import { ApplicationFileFragment } from './application-file.query.ts';

/** Schedules the interview; the invitation (with its .ics file) goes to the application's people and attendees. */
export const ScheduleApplicationMeetingMutation = graphql(
  `
  mutation ScheduleApplicationMeeting(
    $applicationId: ID!
    $startsAt: DateTime!
    $endsAt: DateTime!
    $location: String
    $conferenceUrl: String
    $message: String
    $attendeeIds: [ID!]
  ) {
    scheduleApplicationMeeting(
      applicationId: $applicationId
      startsAt: $startsAt
      endsAt: $endsAt
      location: $location
      conferenceUrl: $conferenceUrl
      message: $message
      attendeeIds: $attendeeIds
    ) {
      ...ApplicationFile
    }
  }
`,
  [ApplicationFileFragment],
);
