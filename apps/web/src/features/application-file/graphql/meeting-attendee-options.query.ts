import { graphql } from '../../../lib/graphql.ts';

/** The programme team who may attend an interview. */
export const MeetingAttendeeOptionsQuery = graphql(`
  query MeetingAttendeeOptions($applicationId: ID!) {
    applicationMeetingAttendeeOptions(applicationId: $applicationId) {
      _id
      fullName
    }
  }
`);
