import { graphql } from '../../../lib/graphql.ts';
import { TimelinePostFragment } from './timeline-entry.fragment.ts';

/** A post on a startup timeline, or a reply (parentId); the server sanitizes the message. */
export const CreateTimelinePostMutation = graphql(
  `
  mutation CreateTimelinePost($input: TimelinePostInput!) {
    createTimelinePost(input: $input) {
      ...TimelinePost
    }
  }
`,
  [TimelinePostFragment],
);
