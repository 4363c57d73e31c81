import { graphql } from '../../../lib/graphql.ts';
import { TimelinePostFragment } from './timeline-entry.fragment.ts';

/** Changes the message of one's own post or reply. */
export const UpdateTimelinePostMutation = graphql(
  `
  mutation UpdateTimelinePost($id: ID!, $message: String!) {
    updateTimelinePost(id: $id, message: $message) {
      ...TimelinePost
    }
  }
`,
  [TimelinePostFragment],
);
