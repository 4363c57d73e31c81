import { graphql } from '../../../lib/graphql.ts';
import { ApplicationFileFragment } from './application-file.query.ts';

export const CancelApplicationMeetingMutation = graphql(
  `
  mutation CancelApplicationMeeting($applicationId: ID!) {
    cancelApplicationMeeting(applicationId: $applicationId) {
      ...ApplicationFile
    }
  }
`,
  [ApplicationFileFragment],
);
