import { graphql } from '../../../lib/graphql.ts';
import { ApplicationFileFragment } from './application-file.query.ts';

export const RescheduleApplicationMeetingMutation = graphql(
  `
  mutation RescheduleApplicationMeeting(
    $applicationId: ID!
    $startsAt: DateTime!
    $endsAt: DateTime!
    $location: String
    $conferenceUrl: String
    $message: String
    $attendeeIds: [ID!]
  ) {
    rescheduleApplicationMeeting(
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
